// Scenario 33: .id(UUID()) in body resets its subtree on every evaluation of that body (rule 16).
// do: tap "bump"
// do: ticks += 1
import SwiftUI

struct Counter: View {
  @State var n = 0
  var body: some View {
    Button("bump") { n = 3 }
      .task {}
  }
}

struct Bench: View {
  @State var ticks = 0
  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      Counter().id(UUID())
    }
  }
}
