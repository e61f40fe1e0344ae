// Scenario 39: in a LazyVStack every row's onAppear fires only for the visible rows (rule 23).
import SwiftUI

struct Bench: View {
  @State var appeared = 0
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<100, id: \.self) { i in
          Text("row \(i)").onAppear { appeared += 1 }
        }
      }
    }
  }
}
