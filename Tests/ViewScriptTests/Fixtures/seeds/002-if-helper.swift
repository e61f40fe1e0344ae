// Seed 002: the `.if { }` helper — the same trap with a nicer face.
// do: type "tea" into "Reminder"
// do: toggle "Selected"
extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }   // two types become _ConditionalContent
    }
}

struct ReminderField: View {
    @State private var text = ""

    var body: some View {
        TextField("Reminder", text: $text)
    }
}

struct HelperRow: View {
    @State private var isSelected = false

    var body: some View {
        VStack {
            Toggle("Selected", isOn: $isSelected)
            ReminderField()
                .if(isSelected) { $0.background(.blue) }
        }
    }
}
