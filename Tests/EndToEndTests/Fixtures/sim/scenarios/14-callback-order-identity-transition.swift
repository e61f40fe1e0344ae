// Scenario 14: with .transition(.identity) the old onDisappear runs first (rule 11).
// do: t.toggle()
import SwiftUI

struct Bench: View {
  @State var t = false
  @State var log = ""
  var body: some View {
    Color.red
      .onAppear { log += t ? "AT" : "AF" }
      .onDisappear { log += t ? "DT" : "DF" }
      .transition(.identity)
      .id(t)
  }
}
