// Scenario 52 (issue #30, navigation): navigationDestination(isPresented:) pushes its view while
// the flag is true, navigationDestination(item:) while the item is not nil (keyed by the item's
// id); going back sets the flag to false and the item to nil: "Programmatically update the
// binding to display or remove the view" (Apple, navigationDestination(item:destination:)).
// do: tap "Settings"
// do: back
// do: tap "Recipe 7"
// do: selected = 8
// do: tap "Done"
import SwiftUI

struct RecipePage: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss
  @State private var servings = 2
  var body: some View {
    VStack {
      Text("Recipe \(id) for \(servings)")
      Button("Done") { dismiss() }
    }
  }
}

struct Kitchen: View {
  @State private var showSettings = false
  @State private var selected: Int?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Settings") { showSettings = true }
        Button("Recipe 7") { selected = 7 }
      }
      .navigationDestination(isPresented: $showSettings) {
        Text("Settings page")
      }
      .navigationDestination(item: $selected) { id in
        RecipePage(id: id)
      }
    }
  }
}
