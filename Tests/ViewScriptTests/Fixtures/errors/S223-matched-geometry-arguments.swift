struct Badge: View {
  var body: some View {
    Text("new").1️⃣matchedGeometryEffect(id: "badge")
  }
}
