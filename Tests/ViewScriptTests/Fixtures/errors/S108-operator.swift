1️⃣prefix operator +++
struct Screen: View {
  var body: some View { Text("x") }
}
