// Scenario 42b: two branches under withAnimation: a removal and an insertion transition, A/D fire, state resets (rule 29).
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
    if good {
      PawView(tint: .green)
    } else {
      PawView(tint: .red)
    }
  }
}
