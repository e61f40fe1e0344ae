func load() async -> Int { 1 }
struct Screen: View {
  @State private var value = 0
  var body: some View {
    Text("\(value)")
      .task {
        1️⃣async let first = load()
        value = await first
      }
  }
}
