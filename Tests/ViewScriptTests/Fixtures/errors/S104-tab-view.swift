struct Screen: View {
  var body: some View {
    1️⃣TabView {
      Text("x")
    }
  }
}
