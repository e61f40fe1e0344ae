struct Scoreboard: View {
  var score = 0
  var body: some View {
    Button("Score \(score)") { 1️⃣score += 1 }
  }
}
