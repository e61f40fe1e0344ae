// Square brackets nested eleven deep.
struct Bench: View {
  let grid = [[[[[[[[[[1️⃣[1]]]]]]]]]]]
  var body: some View { Text("a") }
}
