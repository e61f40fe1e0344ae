// Scenario 42a: same identity under withAnimation: the colour animates; no appear/disappear (rule 29).
// do: tap "paw"
// do: withAnimation { good.toggle() }
import SwiftUI

struct PawView: View {
  var tint: Color
  @State var n = 0
  var body: some View {
    Button("paw") { n = 3 }
      .background(tint)
      .onAppear {}
      .onDisappear {}
  }
}

struct Bench: View {
  @State var good = true
  var body: some View {
    PawView(tint: good ? .green : .red)
  }
}
