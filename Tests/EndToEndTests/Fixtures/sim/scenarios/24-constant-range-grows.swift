// Scenario 24: ForEach(0..<count) keeps its initial count and warns when the count changes (rule 13).
// do: count = 6
import SwiftUI

struct Bench: View {
  @State var count = 5
  var body: some View {
    VStack {
      ForEach(0..<count) { i in
        Text("\(i)")
      }
    }
  }
}
