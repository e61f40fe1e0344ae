// Scenario 4: an if without else keeps its slot; the sibling keeps its state (rules 3, 5).
// do: tap "bump first"
// do: show = true
// do: tap "bump second"
// do: show = false
// do: show = true
import SwiftUI

struct Counter: View {
  var name = ""
  @State var n = 0
  var body: some View {
    HStack {
      Text("\(name) n = \(n)")
      Button(name.isEmpty ? "bump" : "bump \(name)") { n += 3 }
    }
  }
}

struct Bench: View {
  @State var show = false
  var body: some View {
    VStack {
      Counter(name: "first")
      if show {
        Counter(name: "second")
      }
    }
  }
}
