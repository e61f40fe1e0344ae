// Scenario 27: duplicate ids in an eager stack repeat the first occurrence and warn (rule 15).
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
    VStack {
      ForEach(positions) { position in
        Text(position.name)
      }
    }
  }
}
