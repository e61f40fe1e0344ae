// Seed 002: the state-loss version — the field is wrapped in an `if` to attach one background.
// root: ReminderRow
// do: type "milk" into "Reminder"
// do: toggle "Selected"
struct ReminderRow: View {
    @State private var isSelected = false

    var body: some View {
        VStack(spacing: 16) {
            // The toggle lives right here, so the cause is visible.
            Toggle("Selected", isOn: $isSelected)

            if isSelected {
                ReminderField().background(Color.yellow)   // if branch
            } else {
                ReminderField()                            // else branch
            }
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
