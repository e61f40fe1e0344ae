struct Screen: View {
  @State private var query = ""
  var body: some View {
    Text(query)
      .1️⃣onChange(query) { print("changed") }
  }
}
