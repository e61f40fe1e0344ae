// action: 1️⃣after 0.1s: withAnimation { shown = false }
struct Shelf: View {
  @State private var shown = true
  var body: some View {
    if shown { Text("badge") }
  }
}
