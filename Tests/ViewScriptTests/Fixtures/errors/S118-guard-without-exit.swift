struct Screen: View {
  var label: String {
    1️⃣guard 1 > 2 else { print("no") }
    return "b"
  }
  var body: some View { Text(label) }
}
