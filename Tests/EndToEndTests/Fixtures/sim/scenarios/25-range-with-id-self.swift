// Scenario 25: ForEach(0..<count, id: \.self) is dynamic and positional; no warning (rule 12).
// do: count = 6
import SwiftUI

struct Bench: View {
  @State var count = 5
  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { i in
        Text("\(i)")
      }
    }
  }
}
