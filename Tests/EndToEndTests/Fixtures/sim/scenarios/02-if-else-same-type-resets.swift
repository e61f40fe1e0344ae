// Scenario 2: each branch of if/else is its own identity (rules 4, 11).
// do: tap "bump"
// do: flag.toggle()
// do: tap "bump"
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
    if flag {
      Counter().onAppear {}.onDisappear {}
    } else {
      Counter().onAppear {}.onDisappear {}
    }
  }
}
