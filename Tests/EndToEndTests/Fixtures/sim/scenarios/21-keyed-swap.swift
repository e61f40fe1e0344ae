// Scenario 21: swapping two keyed rows is a move, not a reset (rule 14).
// do: tap "bump apple"
// do: tap "bump banana"
// do: tap "bump banana"
// do: items.swapAt(0, 1)
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
  @State var items = [Item(id: "apple"), Item(id: "banana")]
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
