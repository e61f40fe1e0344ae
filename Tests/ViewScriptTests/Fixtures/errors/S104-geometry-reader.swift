struct Screen: View {
  var body: some View {
    1️⃣GeometryReader { proxy in
      Text("x")
    }
  }
}
