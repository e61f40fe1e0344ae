// Scenario 35: several id changes in one transaction restart the task once (rules 20, 27).
// The task is still running (it sleeps) when it is cancelled: a finished task has nothing to cancel.
// do: query = "x"; query = "y"
import SwiftUI

struct Bench: View {
  @State var query = "a"
  var body: some View {
    Text(query)
      .task(id: query) { try? await Task.sleep(for: .seconds(60)) }
  }
}
