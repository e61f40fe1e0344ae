// Scenario 40 (focus moves): focus is in one field at a time, so moving it to another field
// sets the first field's @FocusState back to false (rule 28).
// do: focus "Name"
// do: focus "Email"
import SwiftUI

struct NameField: View {
  @Binding var name: String
  @FocusState private var isFocused: Bool

  var body: some View {
    TextField("Name", text: $name)
      .focused($isFocused)
  }
}

struct Bench: View {
  @State private var name = ""
  @State private var email = ""
  @FocusState private var emailFocused: Bool

  var body: some View {
    VStack {
      NameField(name: $name)
      TextField("Email", text: $email)
        .focused($emailFocused)
    }
  }
}
