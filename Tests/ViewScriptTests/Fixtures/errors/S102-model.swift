1️⃣@Model
final class Model {
  var count = 0
}
struct Screen: View {
  var body: some View { Text("x") }
}
