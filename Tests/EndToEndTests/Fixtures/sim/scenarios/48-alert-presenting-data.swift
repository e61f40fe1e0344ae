// Scenario 48 (issue #30, alerts): an alert with `presenting:` appears only while `isPresented`
// is true and the data is not nil, and keeps the data it was presented with: "For the alert to
// appear, both isPresented must be true and data must not be nil … Any changes that you make
// after the presentation occurs are ignored" (Apple, alert(_:isPresented:presenting:actions:message:)).
// do: tap "Ask"
// do: asking = false
// do: tap "Load"
// do: tap "Ask"
// do: doc = Doc(id: 1, name: "Final")
// do: tap "Save Draft"
import SwiftUI

struct Doc: Identifiable {
  let id: Int
  let name: String
}

struct Editor: View {
  @State private var asking = false
  @State private var doc: Doc?
  @State private var saved = "nothing"
  var body: some View {
    VStack {
      Text("Saved \(saved)")
      Button("Ask") { asking = true }
      Button("Load") { doc = Doc(id: 1, name: "Draft") }
    }
    .alert("Save?", isPresented: $asking, presenting: doc) { doc in
      Button("Save \(doc.name)") { saved = doc.name }
    } message: { doc in
      Text("Saving \(doc.name)")
    }
  }
}
