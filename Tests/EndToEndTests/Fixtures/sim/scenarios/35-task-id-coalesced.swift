// Scenario 35: several id changes in one transaction restart the task once (rules 20, 27).
// do: query = "x"; query = "y"
import SwiftUI

struct Bench: View {
  @State var query = "a"
  var body: some View {
    Text(query)
      .task(id: query) {}
  }
}
