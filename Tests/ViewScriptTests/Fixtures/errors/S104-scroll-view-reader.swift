struct Screen: View {
  var body: some View {
    1️⃣ScrollViewReader { proxy in
      Text("x")
    }
  }
}
