1️⃣// root: Nope
struct Screen: View {
  var body: some View { Text("x") }
}
