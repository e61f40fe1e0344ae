// Scenario 20: inserting in the middle of a keyed ForEach creates only the new rows (rule 14).
// do: tap "bump a"
// do: tap "bump b"
// do: tap "bump b"
// do: items.insert(contentsOf: [Item(id: "x"), Item(id: "y")], at: 1)
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
  @State var items = [Item(id: "a"), Item(id: "b")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
