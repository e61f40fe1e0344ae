struct Scoreboard: View {
  let goal = 3
  @State private var score = 0
  var body: some View {
    Button("Raise the goal") { 1️⃣goal += 1 }
  }
}
