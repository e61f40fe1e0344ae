import SwiftUI

struct Scoreboard: View {
  let scores = [3, 1, 2]
  let best: Int
  init() {
    best = 1️⃣scores[5]
  }
  var body: some View { Text("Best: \(best)") }
}

#Preview { Scoreboard() }
