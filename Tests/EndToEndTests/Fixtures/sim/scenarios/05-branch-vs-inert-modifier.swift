// Scenario 5: a branch resets state, an inert modifier with a ternary keeps it (rule 7).
// do: tap "bump a"
// do: tap "bump b"
// do: expired.toggle()
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
  @State var expired = false
  var body: some View {
    VStack {
      if expired {
        Counter(name: "a").opacity(0.3)
      } else {
        Counter(name: "a")
      }
      Counter(name: "b").opacity(expired ? 0.3 : 1)
    }
  }
}
