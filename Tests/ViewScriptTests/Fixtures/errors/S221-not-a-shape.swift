struct Badge: View {
  var body: some View {
    VStack {
      1️⃣AnyShape(Text("new"))
    }
  }
}
