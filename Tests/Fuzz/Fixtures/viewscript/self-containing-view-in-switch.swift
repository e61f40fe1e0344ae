// Scenario 6: every switch case is its own identity; re-setting the same case keeps it (rule 6).
// do: tap "bu'mp a"
// do: mode = .b
// do: tap "bump b"
// do: mode = .b
// do: mode = .a
import SwiftUI

enum Mode { case a, b, c }

struct Counter: View {
  var name = ""
  @State
  @State var mode = Mode.a
  var body: some View {
    switch mode {
    case .a: Counter(name: "a")
    case .b: Counter(name: "b")
    case .c: Text("c")
    }
  }
}
