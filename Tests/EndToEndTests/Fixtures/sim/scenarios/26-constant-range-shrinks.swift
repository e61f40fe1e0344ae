// Scenario 26: a constant range that outlives its data renders the old count and may crash (rule 13).
// do: items.removeLast()
import SwiftUI

struct Bench: View {
  @State var items = ["a", "b", "c"]
  var body: some View {
    VStack {
      ForEach(0..<items.count) { i in
        Text(items[i])
      }
    }
  }
}
