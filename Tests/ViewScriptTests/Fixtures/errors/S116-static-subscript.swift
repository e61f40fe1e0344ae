enum Store {
  static 1️⃣subscript(key: String) -> Int { 0 }
}
struct Screen: View {
  var body: some View { Text("x") }
}
