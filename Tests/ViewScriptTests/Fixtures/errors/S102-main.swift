1️⃣@main
enum Entry {
  static func main() {}
}
struct Screen: View {
  var body: some View { Text("x") }
}
