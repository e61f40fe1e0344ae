// Seed 002: the fix — the highlight is a modifier argument, one identity, the text survives.
// root: ReminderRow
// do: type "milk" into "Reminder"
// do: toggle "Selected"
struct ReminderRow: View {
    @State private var isSelected = false

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Selected", isOn: $isSelected)

            ReminderField()
                .background(isSelected ? Color.yellow : Color.clear)   // one identity — text survives
        }
        .padding()
    }
}

struct ReminderField: View {
    @State private var text = ""

    var body: some View {
        TextField("Reminder", text: $text)
            .textFieldStyle(.roundedBorder)
    }
}
