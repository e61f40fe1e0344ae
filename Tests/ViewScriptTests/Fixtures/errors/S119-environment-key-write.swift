struct Screen: View {
  var body: some View {
    Text("x").environment(1️⃣\.palette, 1)
  }
}
