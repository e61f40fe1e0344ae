// Seed 002: inert values — one view, the arguments say "off".
// do: isArchived = true; showExtraSpacing = true
struct Greeting: View {
    @State private var showExtraSpacing = false
    @State private var isArchived = false

    var body: some View {
        Text("Hello")
            .padding(.top, showExtraSpacing ? 20 : 0)
            .opacity(isArchived ? 0.4 : 1.0)
    }
}
