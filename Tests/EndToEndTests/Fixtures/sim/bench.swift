// The identity bench from chapter 5: a keyed list of ships, each row with its own state.
import SwiftUI

struct Ship: Identifiable {
  let id: String
  var name: String
  var tint: Color
}

struct ShipRow: View {
  var ship: Ship
  @State var cheers = 0
  var body: some View {
    HStack {
      Text(ship.name)
      Button("cheer \(ship.name)") { cheers += 1 }
    }
    .background(ship.tint)
    .onAppear {}
    .onDisappear {}
  }
}

struct Bench: View {
  @State var ships = [
    Ship(id: "a", name: "Aurora", tint: .green),
    Ship(id: "b", name: "Borealis", tint: .blue),
    Ship(id: "c", name: "Comet", tint: .orange),
  ]
  var body: some View {
    VStack {
      Text("Ships")
      ForEach(ships) { ship in
        ShipRow(ship: ship)
      }
    }
  }
}
