// Scenario 33: .id(UUID()) in body resets its subtree on every evaluation of that body (rule 16).
// The task is still running (it sleeps) when it is cancelled: a finished task has nothing to cancel.
// do: tap "bump"
// do: ticks += 1
import SwiftUI

struct Counter: View {
  @State var n = 0
  var body: some View {
    Button("bump") { n = 3 }
      .task { try? await Task.sleep(for: .seconds(60)) }
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
