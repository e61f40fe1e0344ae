// Scenario 41: changing the focused field's .id sets the @FocusState to nil (rules 10, 28).
// do: focus "Name"
// do: rev += 1
import SwiftUI

enum Field: Hashable { case name }

struct Bench: View {
  @FocusState var focus: Field?
  @State var rev = 0
  @State var text = ""
  var body: some View {
    VStack {
      TextField("Name", text: $text)
        .focused($focus, equals: .name)
        .id(rev)
    }
  }
}
