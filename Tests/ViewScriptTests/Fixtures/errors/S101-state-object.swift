final class Model {}
struct Screen: View {
  1️⃣@StateObject var model = Model()
  var body: some View { Text("x") }
}
