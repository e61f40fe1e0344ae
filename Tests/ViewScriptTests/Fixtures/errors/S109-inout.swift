func bump(1️⃣_ value: inout Int) { value += 1 }
struct Screen: View {
  var body: some View { Text("x") }
}
