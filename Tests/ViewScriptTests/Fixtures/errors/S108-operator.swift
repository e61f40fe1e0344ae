1️⃣postfix operator +++
struct Screen: View {
  var body: some View { Text("x") }
}
