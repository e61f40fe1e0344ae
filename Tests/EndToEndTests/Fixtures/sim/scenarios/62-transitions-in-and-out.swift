// Scenario 62 (issue #31, motion): views inserted and then removed with each transition, under
// one animation: an entering view's share of the screen grows from 0 to 1 along the curve, a
// leaving view's shrinks from 1 to 0, whatever the transition's shape (its name is kept).
// frames: 0.1s
// do: withAnimation(.easeOut(duration: 0.3)) { shown = true }
// do: withAnimation(.easeIn(duration: 0.3)) { shown = false }
import SwiftUI

struct Stage: View {
  @State private var shown = false
  var body: some View {
    VStack {
      if shown {
        Text("fade").transition(.opacity)
        Text("grow").transition(.scale)
        Text("slide").transition(.slide)
        Text("drop").transition(.move(edge: .top))
        Text("shift").transition(.offset(x: 40))
        Text("push").transition(.push(from: .leading))
        Text("both").transition(.scale.combined(with: .opacity))
        Text("split").transition(.asymmetric(insertion: .scale, removal: .opacity))
      }
    }
  }
}
