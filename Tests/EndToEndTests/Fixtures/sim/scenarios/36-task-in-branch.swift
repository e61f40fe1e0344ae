// Scenario 36: a .task in a branch is cancelled on hide; showing again starts a new task with fresh state (rule 26).
// The task is still running (it sleeps) when it is cancelled: a finished task has nothing to cancel.
// do: tap "bump"
// do: show = false
// do: show = true
import SwiftUI

struct Worker: View {
  @State var n = 0
  var body: some View {
    Button("bump") { n = 3 }
  }
}

struct Bench: View {
  @State var show = true
  var body: some View {
    VStack {
      if show {
        Worker().task { try? await Task.sleep(for: .seconds(60)) }
      }
    }
  }
}
