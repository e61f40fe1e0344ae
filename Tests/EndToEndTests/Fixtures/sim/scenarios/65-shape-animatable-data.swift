// Scenario 65 (issue #31, motion): a user Shape animates through its animatableData: the pie's
// angle moves along the curve; the same shape without animatableData jumps to its new angle.
// frames: 0.1s
// do: withAnimation(.easeInOut(duration: 0.4)) { full = true }
import SwiftUI

struct Pie: Shape {
  var degrees: Double
  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }
  func path(in rect: CGRect) -> Path { Path() }
}

struct StiffPie: Shape {
  var degrees: Double
  func path(in rect: CGRect) -> Path { Path() }
}

struct Chart: View {
  @State private var full = false
  var body: some View {
    VStack {
      Pie(degrees: full ? 360 : 90)
      StiffPie(degrees: full ? 360 : 90)
    }
  }
}
