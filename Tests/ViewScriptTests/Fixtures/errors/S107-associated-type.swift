protocol Store {
  1️⃣associatedtype Item
}
struct Screen: View {
  var body: some View { Text("x") }
}
