// Scenario 28: duplicates with id: \.self share one state in an eager stack (rule 15).
// do: tap "bump a" #2
import SwiftUI

struct Row: View {
  var name: String
  @State var n = 0
  var body: some View {
    HStack {
      Text(name)
      Button("bump \(name)") { n += 1 }
    }
  }
}

struct Bench: View {
  var body: some View {
    VStack {
      ForEach(["a", "b", "a"], id: \.self) { name in
        Row(name: name)
      }
    }
  }
}
