struct Screen: View {
  1️⃣@SceneStorage("name") var name = ""
  var body: some View { Text("x") }
}
