// Scenario 8: a different container type resets the subtree (rules 4, 18).
// do: tap "bump"
// do: fancy.toggle()
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
  @State var fancy = true
  var body: some View {
    if fancy {
      VStack { Counter() }
    } else {
      HStack { Counter() }
    }
  }
}
