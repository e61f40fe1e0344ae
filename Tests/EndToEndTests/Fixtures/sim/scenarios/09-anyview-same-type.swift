// Scenario 9: AnyView keeps state while the erased type stays the same (rule 8).
// do: tap "bump"
// do: flag.toggle()
import SwiftUI

struct Tinted: View {
  var color: Color
  @State var n = 0
  var body: some View {
    Button("bump") { n = 3 }
      .background(color)
  }
}

struct Bench: View {
  @State var flag = true
  var body: some View {
    AnyView(Tinted(color: flag ? .red : .blue))
  }
}
