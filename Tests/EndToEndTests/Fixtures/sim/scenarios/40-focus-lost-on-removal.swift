// Scenario 40: removing the focused field sets the @FocusState to nil (rule 28).
// do: focus "Name"
// do: editing = false
import SwiftUI

enum Field: Hashable { case name }

struct Bench: View {
  @FocusState var focus: Field?
  @State var editing = true
  @State var text = ""
  var body: some View {
    VStack {
      if editing {
        TextField("Name", text: $text)
          .focused($focus, equals: .name)
      }
    }
  }
}
