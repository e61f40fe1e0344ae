// Seed 004: the fix — one NameField whose input changes, rather than two views. The field
// takes typing only while it is enabled (`.disabled(true)` switches a control off).
// do: toggle "Editing"
// do: type "x" into "Draft"
// do: toggle "Editing"
struct NameField: View {
    @Binding var name: String
    @State private var draft = ""

    var body: some View {
        TextField("Draft", text: $draft)
    }
}

struct EditScreen: View {
    @State private var isEditing = false
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Toggle("Editing", isOn: $isEditing)
            NameField(name: $name)
                .disabled(!isEditing)
        }
    }
}
