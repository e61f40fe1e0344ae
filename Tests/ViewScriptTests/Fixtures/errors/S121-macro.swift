struct Screen: View {
  var body: some View {
    Text("x")
      .onTapGesture { _ = 1️⃣#selector(Screen.init) }
  }
}
