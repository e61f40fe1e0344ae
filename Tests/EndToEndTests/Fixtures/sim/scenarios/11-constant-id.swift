// Scenario 11: a constant .id keeps state when the parent re-renders (rule 10).
// do: tap "bump"
// do: ticks += 1
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
  @State var ticks = 0
  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      Counter().id(42)
    }
  }
}
