// Scenario 47 (issue #12, toolbars): the items of .toolbar are built with their view, beside it at
// …/toolbar, each with its identity; a button there is reachable like the view's own, a title
// menu's view keeps its state while the parent re-renders, and the items go with their view
// (docs/semantics.md, Controls).
// do: tap "Tapped 0"
// do: tap "Add"
// do: tap "Hide"
import SwiftUI

struct Counter: View {
  @State private var taps = 0
  var body: some View {
    Button("Tapped \(taps)") { taps += 1 }
  }
}

struct Board: View {
  @State private var items = 0
  @State private var shown = true
  var body: some View {
    NavigationStack {
      VStack {
        if shown {
          Text("Items \(items)")
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button("Add") { items += 1 }
              }
              ToolbarSpacer(.fixed)
              ToolbarTitleMenu {
                Counter()
              }
            }
        }
        Button("Hide") { shown = false }
      }
    }
  }
}
