// Seed 001: filtering that rebuilds every Brew with a fresh UUID (fixed: filter only, identity survives).
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

    // After — filter, don't reconstruct. Identity survives.

    private var filteredBrews: [Brew] {
        brews
            .filter { filterText.isEmpty || $0.name.contains(filterText) }

    }
}
