// Scenario 12: a changed .id resets state, restarts the task, fires onAppear/onDisappear (rule 10).
// The task is still running (it sleeps) when it is cancelled: a finished task has nothing to cancel.
// do: tap "bump"
// do: version += 1
import SwiftUI

struct Counter: View {
  @State var n = 0
  var body: some View {
    Button("bump") { n = 3 }
      .onAppear {}
      .onDisappear {}
      .task { try? await Task.sleep(for: .seconds(60)) }
  }
}

struct Bench: View {
  @State var version = 0
  var body: some View {
    Counter().id(version)
  }
}
