// Scenario 44: without .id switching contact keeps the typed text (rules 10, 17).
// do: type "hi" into "Message"
// do: to = "Bob"
import SwiftUI

struct Chat: View {
  var contact: String
  @State var text = ""
  var body: some View {
    VStack {
      Text("To: \(contact)")
      TextField("Message", text: $text)
    }
  }
}

struct Bench: View {
  @State var to = "Alice"
  var body: some View {
    Chat(contact: to)
  }
}
