// Scenario 64 (issue #31, motion): with `.id(count)` nothing survives a change to animate: the
// old row leaves and a new one enters, so the offset jumps instead of sliding; without it the
// same row keeps its identity and its offset moves (the restart the texts describe).
// frames: 0.1s
// do: withAnimation(.linear(duration: 0.3)) { count += 1 }
import SwiftUI

struct Ladder: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("kept \(count)").offset(x: Double(count) * 30)
      Text("reset \(count)").offset(x: Double(count) * 30).id(count)
    }
  }
}
