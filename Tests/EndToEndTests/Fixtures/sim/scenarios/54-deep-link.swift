// Scenario 54 (issue #30, navigation): a path set to several values at once shows only its last
// view: "replaces the stack's display with a view that shows details for … the last item", and
// going back "reveals" the one below (Apple, NavigationStack). The views below the top are built
// with their state but appear only when a pop reveals them; the covered root disappears.
// do: path = [1, 2, 3]
// do: back
// do: path = []
import SwiftUI

struct Level: View {
  let number: Int
  var body: some View {
    Text("Level \(number)")
      .onAppear {}
      .onDisappear {}
  }
}

struct Map: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      Text("Start")
        .onAppear {}
        .onDisappear {}
        .navigationDestination(for: Int.self) { number in Level(number: number) }
    }
  }
}
