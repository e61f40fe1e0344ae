struct Wave: Shape {
  func path(in rect: CGRect) -> Path { Path() }
}
struct Badge: View {
  var body: some View {
    Wave().1️⃣strokeBorder(.blue, lineWidth: 3)
  }
}
