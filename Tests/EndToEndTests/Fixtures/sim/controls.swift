import SwiftUI

struct Cup: Identifiable {
  var id: Int
  var name: String
}

struct Order: View {
  @State private var scoops = 1
  @State private var sweetness = 0.5
  @State private var flavor = "vanilla"
  @State private var note = ""
  @State private var pin = ""
  @State private var tint = Color.green
  @State private var cup = 2
  let cups = [Cup(id: 1, name: "Small"), Cup(id: 2, name: "Large")]
  var body: some View {
    Form {
      Stepper("Scoops", value: $scoops, in: 1...3)
      Slider(value: $sweetness, in: 0...1, step: 0.1) { Text("Sweetness") }
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("vanilla")
        Text("Mango").tag("mango")
      }
      Picker("Size", selection: $cup) {
        ForEach(cups) { cup in Text(cup.name) }
      }
      TextEditor(text: $note).accessibilityLabel("Note")
      SecureField("PIN", text: $pin)
      ColorPicker("Cup", selection: $tint)
      Link("Menu", destination: URL(string: "https://example.com/menu")!)
      ShareLink(item: URL(string: "https://example.com")!)
      AsyncImage(url: URL(string: "https://example.com/cone.png"))
      Canvas { context, size in }
    }
  }
}
