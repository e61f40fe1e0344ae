// Scenario 1: changing a view's value keeps its state (rule 2).
// do: tap "bump"
// do: flag.toggle()
import SwiftUI

struct Counter: View {
  var label: String
  @State var n = 0
  var body: some View {
    VStack {
      Text(label)
      Button("bump") { n = 3 }
    }
  }
}

struct Bench: View {
  @State var flag = true
  var body: some View {
    Counter(label: flag ? "A" : "B")
  }
}
