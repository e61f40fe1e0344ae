// Scenario 61 (issue #31, motion): a ternary keeps one identity, so its colour animates from one
// value to the other; an if/else swaps two identities, so one view fades out while the other
// fades in (rules 29–30). The film: every 0.1 s of a 0.4 s linear animation.
// frames: 0.1s
// do: withAnimation(.linear(duration: 0.4)) { warm.toggle() }
import SwiftUI

struct Lamp: View {
  @State private var warm = false
  var body: some View {
    VStack {
      Text("Ternary")
        .foregroundStyle(warm ? .orange : .blue)
      if warm {
        Text("Branch").foregroundStyle(.orange)
      } else {
        Text("Branch").foregroundStyle(.blue)
      }
    }
  }
}
