// Scenario 55 (issue #30, tasks): a task whose body has returned is not cancelled when its view
// goes or its id changes: "If the task doesn't finish before SwiftUI removes the view or the view
// changes identity, SwiftUI cancels the task" (Apple, task(priority:_:)). The still-running one is.
// do: query = "b"
// do: shown = false
import SwiftUI

struct Search: View {
  @State var query = "a"
  @State var shown = true
  @State var runs = 0
  var body: some View {
    VStack {
      if shown {
        Text("quick \(query)")
          .task(id: query) { runs += 1 }
        Text("slow \(query)")
          .task(id: query) { try? await Task.sleep(for: .seconds(60)) }
      }
    }
  }
}
