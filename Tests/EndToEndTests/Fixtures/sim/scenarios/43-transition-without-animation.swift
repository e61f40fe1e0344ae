// Scenario 43: a transition outside withAnimation is instant; onAppear/onDisappear still fire (rule 30).
// do: show.toggle()
// do: show.toggle()
import SwiftUI

struct Bench: View {
  @State var show = true
  var body: some View {
    VStack {
      if show {
        Text("X")
          .transition(.slide)
          .onAppear {}
          .onDisappear {}
      }
    }
  }
}
