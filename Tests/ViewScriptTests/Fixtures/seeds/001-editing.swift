// Seed 001: an `if` changes the shape — TextField and Text are two structural identities.
// do: toggle "Editing"
struct EditingView: View {
    @State private var isEditing = false
    @State private var name = "Espresso"

    var body: some View {
        VStack {
            Toggle("Editing", isOn: $isEditing)
            if isEditing {
                TextField("Name", text: $name)
            } else {
                Text(name)
            }
        }
    }
}
