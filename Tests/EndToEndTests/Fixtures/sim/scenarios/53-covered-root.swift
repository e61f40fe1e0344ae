// Scenario 53 (issue #30, navigation): a view covered by a push disappears (onDisappear, its
// running task cancelled) and keeps its state; when the push is popped it appears again and its
// task starts again (rule 24). Apple: onAppear "SwiftUI can call more than once for a given
// presentation, like when you navigate back to a view that's already in the navigation
// hierarchy" (EnvironmentValues.isPresented); "SwiftUI will automatically cancel the task at some
// point after the view disappears" (task(priority:_:)).
// do: tap "Count 0"
// do: tap "Details"
// do: back
import SwiftUI

struct Feed: View {
  @State private var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        Button("Count \(count)") { count += 1 }
        NavigationLink("Details") { Text("Details page").onAppear {} }
      }
      .onAppear {}
      .onDisappear {}
      .task { try? await Task.sleep(for: .seconds(60)) }
    }
  }
}
