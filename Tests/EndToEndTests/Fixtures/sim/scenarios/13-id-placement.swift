// Scenario 13: .id outside onAppear re-fires it; .id inside does not (rule 10).
// do: flag.toggle()
import SwiftUI

struct Bench: View {
  @State var flag = false
  @State var outside = 0
  @State var inside = 0
  var body: some View {
    VStack {
      Color.red.onAppear { outside += 1 }.id(flag)
      Color.blue.id(flag).onAppear { inside += 1 }
    }
  }
}
