struct Screen: View {
  var body: some View {
    VStack {
      Text("a")
      1️⃣42
    }
  }
}
