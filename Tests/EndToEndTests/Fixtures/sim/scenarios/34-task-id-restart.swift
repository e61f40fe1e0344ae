// Scenario 34: .task(id:) restarts when the id changes, not when it is set to an equal value (rule 27).
// The task is still running (it sleeps) when it is cancelled: a finished task has nothing to cancel.
// do: query = "b"
// do: query = "b"
import SwiftUI

struct Bench: View {
  @State var query = "a"
  var body: some View {
    Text(query)
      .task(id: query) { try? await Task.sleep(for: .seconds(60)) }
  }
}
