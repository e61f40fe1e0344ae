// Scenario 10: AnyView resets when the erased type changes; no transition (rules 8, 9, 30).
// do: tap "bump"
// do: withAnimation { flag.toggle() }
// do: flag.toggle()
import SwiftUI

struct Counter: View {
  var name = ""
  @State var n = 0
  var body: some View {
    HStack {
      Text("\(name) n = \(n)")
      Button(name.isEmpty ? "bump" : "bump \(name)") { n += 3 }
    }
  }
}

struct Bench: View {
  @State var flag = true
  var body: some View {
    flag ? AnyView(Counter()) : AnyView(Counter().padding())
  }
}
