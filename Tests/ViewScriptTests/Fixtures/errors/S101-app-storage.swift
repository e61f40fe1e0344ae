struct Screen: View {
  1️⃣@AppStorage("name") var name = ""
  var body: some View { Text("x") }
}
