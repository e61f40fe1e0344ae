struct Screen: View {
  @State private var name = "Ada"
  var body: some View {
    Text(name.1️⃣frobnicated)
  }
}
