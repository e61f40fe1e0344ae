// Scenario 22: index identity misattributes state when the first item is removed (rules 12, 36).
// do: tap "bump a"
// do: tap "bump b"
// do: tap "bump b"
// do: tap "bump c"
// do: tap "bump c"
// do: tap "bump c"
// do: items.remove(at: 0)
import SwiftUI

struct Row: View {
  var name: String
  @State var n = 0
  var body: some View {
    HStack {
      Text(name)
      Button("bump \(name)") { n += 1 }
    }
    .onAppear {}
    .onDisappear {}
  }
}

struct Bench: View {
  @State var items = ["a", "b", "c"]
  var body: some View {
    VStack {
      ForEach(items.indices, id: \.self) { i in
        Row(name: items[i])
      }
    }
  }
}
