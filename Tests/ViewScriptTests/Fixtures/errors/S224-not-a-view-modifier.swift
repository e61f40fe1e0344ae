struct Glow {
  var radius = 4
}
struct Badge: View {
  var body: some View {
    Text("new").1️⃣modifier(Glow())
  }
}
