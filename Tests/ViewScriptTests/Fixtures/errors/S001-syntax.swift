struct Broken: View {
  var body: some View {
    Text("a"1️⃣
  }
}
