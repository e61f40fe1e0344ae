struct Screen: View {
  @State private var showing = false
  var body: some View {
    Text("x")
      .1️⃣sheet(isPresented: $showing) { Text("Sheet") }
  }
}
