// Scenario 51 (issue #30, environment): \.isPresented is true in presented content and in a
// pushed destination, false elsewhere: "A Boolean value that indicates whether the view
// associated with this environment is currently presented" (Apple, EnvironmentValues.isPresented).
// do: tap "Open"
// do: showing = false
// do: tap "Push"
import SwiftUI

struct Badge: View {
  let name: String
  @Environment(\.isPresented) private var isPresented
  var body: some View {
    Text("\(name) presented: \(isPresented)")
  }
}

struct Home: View {
  @State private var showing = false
  var body: some View {
    NavigationStack {
      VStack {
        Badge(name: "home")
        Button("Open") { showing = true }
        NavigationLink("Push") { Badge(name: "pushed") }
      }
      .sheet(isPresented: $showing) {
        Badge(name: "sheet")
      }
    }
  }
}
