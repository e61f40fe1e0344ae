// Scenario 67 (issue #31, motion; rule 31): a removal interrupted. The badge is removed with a
// 0.4 s fade and shown again 0.1 s later, while it is still leaving: the same identity comes
// back (no new `create`, no second `onAppear`, no `onDisappear`, its @State kept: "kept 1").
// Removed again, and shown 0.5 s later, after its fade ended: it was gone, so a new Badge is
// created with new state ("kept 2").
// frames: 0.1s
// do: seed = 2
// do: withAnimation(.linear(duration: 0.4)) { shown = false }
// do: after 0.1s: withAnimation(.linear(duration: 0.4)) { shown = true }
// do: withAnimation(.linear(duration: 0.4)) { shown = false }
// do: after 0.5s: withAnimation(.linear(duration: 0.4)) { shown = true }
import SwiftUI

struct Badge: View {
  @State private var kept: Int
  init(seed: Int) { _kept = State(initialValue: seed) }
  var body: some View {
    Text("kept \(kept)")
      .onAppear {}
      .onDisappear {}
  }
}

struct Shelf: View {
  @State private var seed = 1
  @State private var shown = true
  var body: some View {
    VStack {
      if shown { Badge(seed: seed) }
    }
  }
}
