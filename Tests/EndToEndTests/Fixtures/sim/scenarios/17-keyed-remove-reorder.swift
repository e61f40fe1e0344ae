// Scenario 17: [a,b,c,d] → [b,d,a]: only c disappears; the others keep their state (rule 14).
// do: tap "bump a"
// do: tap "bump b"
// do: tap "bump b"
// do: tap "bump c"
// do: tap "bump d"
// do: tap "bump d"
// do: tap "bump d"
// do: tap "bump d"
// do: items = [items[1], items[3], items[0]]
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
  @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c"), Item(id: "d")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
