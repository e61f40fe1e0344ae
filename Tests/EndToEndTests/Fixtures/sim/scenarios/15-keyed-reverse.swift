// Scenario 15: a keyed ForEach keeps each row's state when reversed; no onAppear/onDisappear (rule 14).
// do: tap "bump a"
// do: tap "bump b"
// do: tap "bump b"
// do: tap "bump c"
// do: tap "bump c"
// do: tap "bump c"
// do: items.reverse()
import SwiftUI

struct Item: Identifiable {
  let id: String
}

struct Row: View {
  var item: Item
  @State var n = 0
  var body: some View {
    HStack {
      Text(item.id)
      Button("bump \(item.id)") { n += 1 }
    }
    .onAppear {}
    .onDisappear {}
  }
}

struct Bench: View {
  @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
