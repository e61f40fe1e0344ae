// Seed 001: filtering that rebuilds every Brew with a fresh UUID churns identity on every keystroke.
// do: type "e" into "Search"
import SwiftUI

struct Brew: Identifiable {
    let id: UUID
    let name: String
    let roast: String
}

struct BrewRow: View {
    let brew: Brew
    @State private var isFavourite = false

    var body: some View {
        Text(brew.name)
    }
}

struct BrewListView: View {
    @State private var brews: [Brew] = [
        Brew(id: UUID(), name: "Espresso", roast: "dark"),
        Brew(id: UUID(), name: "Latte", roast: "medium"),
        Brew(id: UUID(), name: "Mocha", roast: "dark"),
    ]
    @State private var filterText = ""

    var body: some View {
        VStack {
            TextField("Search", text: $filterText)
            List {
                ForEach(filteredBrews) { brew in
                    BrewRow(brew: brew)
                }
            }
        }
    }

    // Before — id assigned at construction time inside a computed property,
    // so filtering (which re-derives the array) can produce fresh ids
    private var filteredBrews: [Brew] {
        brews
            .filter { filterText.isEmpty || $0.name.contains(filterText) }
            .map { Brew(id: UUID(), name: $0.name, roast: $0.roast) } // bug: new id every time
    }
}
