// Scenario 68 (issue #31, motion): a second change 0.1 s into a 0.3 s animation. The row that
// keeps its identity goes on from where it is (10 → 60, the two animations combined, no jump);
// with `.id(count)` the row that was still entering is replaced: it leaves from where it was,
// and the new one starts at its new value, entering, with nothing to interpolate from (the
// restart the texts describe).
// frames: 0.1s
// do: withAnimation(.linear(duration: 0.3)) { count += 1 }
// do: after 0.1s: withAnimation(.linear(duration: 0.3)) { count += 1 }
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
