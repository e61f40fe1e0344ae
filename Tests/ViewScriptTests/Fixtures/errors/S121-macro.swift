struct Screen: View {
  var body: some View {
    Text("x")
      .onTapGesture { _ = 1️⃣#URL("https://example.com") }
  }
}
