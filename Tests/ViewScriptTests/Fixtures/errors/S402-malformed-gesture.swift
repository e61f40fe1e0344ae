// action: 1️⃣tap "Go
struct Screen: View {
  @State private var count = 0
  var body: some View {
    Button("Go") { count += 1 }
  }
}
