// Scenario 63 (issue #31, motion): an animation repeated three times with autoreverse goes
// forward, back, and forward again, each leg counting once (Apple, repeatCount(_:autoreverses:)).
// frames: 0.25s
// do: pulsing = true
import SwiftUI

struct Beacon: View {
  @State private var pulsing = false
  var body: some View {
    Circle()
      .opacity(pulsing ? 1 : 0.25)
      .animation(.easeInOut(duration: 0.5).repeatCount(3, autoreverses: true), value: pulsing)
  }
}
