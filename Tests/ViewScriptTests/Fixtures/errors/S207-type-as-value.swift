struct Menu: View {
  var body: some View {
    VStack {
      Text("Row")
      1️⃣Button
    }
  }
}
