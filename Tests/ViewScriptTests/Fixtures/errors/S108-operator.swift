1️⃣infix operator <>
struct Screen: View {
  var body: some View { Text("x") }
}
