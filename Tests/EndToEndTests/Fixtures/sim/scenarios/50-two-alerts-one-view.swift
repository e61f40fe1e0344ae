// Scenario 50 (issue #30, alerts): two alerts on one view are two modifiers, each a structural
// position of its own, so their contents have two identities (…/alert and …/alert/1).
// do: tap "Warn"
// do: tap "OK"
// do: tap "Info"
import SwiftUI

struct Panel: View {
  @State private var warning = false
  @State private var info = false
  var body: some View {
    VStack {
      Button("Warn") { warning = true }
      Button("Info") { info = true }
    }
    .alert("Low battery", isPresented: $warning) {}
    .alert("Update ready", isPresented: $info) {}
  }
}
