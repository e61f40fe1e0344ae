// Scenario 18: a row removed and re-added with the same id has fresh state (rule 17).
// do: tap "bump a"
// do: items.removeAll()
// do: items.append(Item(id: "a"))
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
  @State var items = [Item(id: "a")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
