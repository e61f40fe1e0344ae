1️⃣actor Counter {
  var value = 0
}
struct Screen: View {
  var body: some View { Text("x") }
}
