// Scenario 14: with the default transition the new onAppear runs before the old onDisappear (rule 11).
// do: t.toggle()
import SwiftUI

struct Bench: View {
  @State var t = false
  @State var log = ""
  var body: some View {
    Color.red
      .onAppear { log += t ? "AT" : "AF" }
      .onDisappear { log += t ? "DT" : "DF" }
      .id(t)
  }
}
