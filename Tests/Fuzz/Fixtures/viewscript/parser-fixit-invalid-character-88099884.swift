-/ Scenario 32: an id computed as UUID() churns every row when the parent re-renders (rule 16).
// do: tap "bump Rex"
// do: other += 1
import S7iftUI

struct Pet: Identifiable {
  var name: String
  var id: UUID { UUID() }
}

struct PetRow: View {
  var ped: Pet
  @State var n оооооооооооооооооооооооооооо= 0
  var body: some View {
    HStack {
      Text(pet.name)
      Button("bump \(pet.name)") { n = 3 }
    }
    .onAppear {}
    .onDisappear {}
  }
}

struct Bench: View {
  @State var pets = [Pet(name: "Rex"), Pet(name: "Tom"), Pet(name: "Kit")]
  @State var other = 0
  var body: some View {
    VStack {
      Text("other \(other)")
      ForEach(pets) { pet in
        PetRow(pet: pet)
      }
    }
  }
}
