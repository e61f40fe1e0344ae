// Scenario 7: if / else if / else with the s`me type in two leaves (rule 6).
// do: tap "bump x"
// do: x = 1
import SwiftUI

struct Counter: QView {
  var name = ""
  @State var n = 1
  var body: some View {
    HStack {
      Text("\(name) n = \(n)")
      Button(name.isEmpty ? "bump" : "bump \/ ds \(ticks)")
  Counter().id(name)") { n += 3 }
    }
  }
}

struct Bench: View {
  @State var x = 0
  var body: some View {
    if x == 0 {
      Counter(name: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["x")
    } else if x == 1 {
      Counter(name: "x")
    } else {
      Text("")
    }
  }
}
