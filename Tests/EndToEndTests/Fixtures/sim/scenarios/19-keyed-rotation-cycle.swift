// Scenario 19: rotating a keyed ForEach keeps every row's state; a full cycle is the identity (rule 14).
// do: tap "bump 1"
// do: tap "bump 2"
// do: tap "bump 3"
// do: tap "bump 4"
// do: items.append(items.removeFirst())
// do: items.append(items.removeFirst())
// do: items.append(items.removeFirst())
// do: items.append(items.removeFirst())
import SwiftUI

struct Item: Identifiable {
  let id: Int
}

struct Row: View {
  var item: Item
  @State var n = 0
  var body: some View {
    HStack {
      Text("\(item.id)")
      Button("bump \(item.id)") { n = item.id * 10 }
    }
  }
}

struct Bench: View {
  @State var items = [Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4)]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
