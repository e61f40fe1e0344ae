struct Screen: View {
  var body: some View {
    1️⃣ViewThatFits {
      Text("x")
    }
  }
}
