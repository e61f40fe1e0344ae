// Scenario 37: .task starts after onAppear, whatever the modifier order (rule 22).
import SwiftUI

struct Bench: View {
  var body: some View {
    Text("hi")
      .task {}
      .onAppear {}
  }
}
