// Scenario 29: duplicate ids in a lazy stack: both warnings; the result is undefined (rule 15).
import SwiftUI

struct Position: Identifiable {
  let id: Int
  let name: String
}

struct Bench: View {
  @State var positions = [
    Position(id: 1, name: "First"), Position(id: 2, name: "Second"), Position(id: 1, name: "Third"),
  ]
  var body: some View {
    LazyVStack {
      ForEach(positions) { position in
        Text(position.name)
      }
    }
  }
}
