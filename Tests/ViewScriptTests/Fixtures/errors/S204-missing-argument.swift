struct Ship {
  let id: String
  let name: String
}
struct Screen: View {
  var body: some View {
    Text(1️⃣Ship(name: "Aurora").name)
  }
}
