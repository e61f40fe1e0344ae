// Scenario 59 (issue #30, observation): a body depends on what its latest run read: after the
// view swaps one @Observable instance for another, changes to the old one re-run nothing ("a view
// forms a dependency on an observable data model object … when the view's body property reads a
// property of the object", Apple, "Managing model data in your app"). The untracked count shows
// whether the body ran again.
// do: tap "Use B"
// do: tap "Change A"
// do: tap "Change B"
import SwiftUI
import Observation

@Observable final class Source {
  var name: String
  @ObservationIgnored var changes = 0
  init(name: String) { self.name = name }
}

struct Viewer: View {
  @State private var a = Source(name: "A")
  @State private var b = Source(name: "B")
  @State private var useB = false
  var body: some View {
    VStack {
      Text("\((useB ? b : a).name), A changed \(a.changes)")
      Button("Use B") { useB = true }
      Button("Change A") {
        a.changes += 1
        a.name = "A2"
      }
      Button("Change B") { b.name = "B2" }
    }
  }
}
