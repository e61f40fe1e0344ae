struct Screen: View {
  var body: some View {
    VStack {
      1️⃣VStak {
        Text("x")
      }
    }
  }
}
