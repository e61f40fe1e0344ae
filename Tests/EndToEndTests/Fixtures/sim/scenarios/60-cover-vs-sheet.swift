// Scenario 60 (issue #30, presentation): a full-screen cover covers its presenter, which
// disappears while it is up and appears again when it is dismissed; a sheet on an iPhone leaves
// the presenter on screen ("The views belonging to the presenting view controller are removed
// after the presentation completes", Apple, UIModalPresentationStyle.fullScreen; for a sheet
// "Where the background content remains visible, the system doesn't call the presenting view
// controller's viewWillDisappear(_:)", pageSheet).
// do: tap "Sheet"
// do: sheet = false
// do: tap "Cover"
// do: cover = false
import SwiftUI

struct Home: View {
  @State private var sheet = false
  @State private var cover = false
  var body: some View {
    VStack {
      Button("Sheet") { sheet = true }
      Button("Cover") { cover = true }
    }
    .onAppear {}
    .onDisappear {}
    .sheet(isPresented: $sheet) { Text("A sheet") }
    .fullScreenCover(isPresented: $cover) { Text("A cover") }
  }
}
