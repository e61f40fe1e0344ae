struct Screen: View {
  @State private var count = 0
  var body: some View {
    Button("Go") {
      1️⃣defer { count += 1 }
      count += 1
    }
  }
}
