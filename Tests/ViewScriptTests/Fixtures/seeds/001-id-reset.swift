// Seed 001: `.id()` as a deliberate reset of a field's state.
// do: tap "Pick first"
// do: tap "Pick last"
import SwiftUI

struct Brew: Identifiable {
    let id: UUID
    let name: String
    let roast: String
}

struct BrewDetail: View {
    @State private var brews: [Brew] = [
        Brew(id: UUID(), name: "Espresso", roast: "dark"),
        Brew(id: UUID(), name: "Latte", roast: "medium"),
    ]
    @State private var selectedBrew: Brew? = nil
    @State private var name = ""

    var body: some View {
        VStack {
            Button("Pick first") { selectedBrew = brews.first }
            Button("Pick last") { selectedBrew = brews.last }
            TextField("Name", text: $name)
                .id(selectedBrew?.id)
        }
    }
}
