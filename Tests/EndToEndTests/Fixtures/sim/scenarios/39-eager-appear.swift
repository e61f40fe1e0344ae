// Scenario 39: in a VStack every row's onAppear fires on first display (100) (rule 23).
import SwiftUI

struct Bench: View {
  @State var appeared = 0
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<100, id: \.self) { i in
          Text("row \(i)").onAppear { appeared += 1 }
        }
      }
    }
  }
}
