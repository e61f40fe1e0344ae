// Scenario 49 (issue #30, dialogs): a confirmation dialog gets the system's dismiss action unless
// one of its buttons has the cancel role: "Dialogs include a standard dismiss action by default.
// If you provide a button with a role of cancel, that button takes the place of the default
// dismiss action" (Apple, confirmationDialog(_:isPresented:titleVisibility:actions:)).
// do: tap "Share"
// do: tap "Cancel"
// do: tap "Delete"
// do: tap "Keep"
import SwiftUI

struct Files: View {
  @State private var sharing = false
  @State private var deleting = false
  @State private var count = 2
  var body: some View {
    VStack {
      Text("\(count) files")
      Button("Share") { sharing = true }
      Button("Delete") { deleting = true }
    }
    .confirmationDialog("Share to", isPresented: $sharing) {
      Button("Mail") {}
      Button("Messages") {}
    }
    .confirmationDialog("Delete a file?", isPresented: $deleting) {
      Button("Delete one", role: .destructive) { count -= 1 }
      Button("Keep", role: .cancel) {}
    }
  }
}
