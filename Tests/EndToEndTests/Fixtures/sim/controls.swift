import SwiftUI

struct Order: View {
  @State private var scoops = 1
  @State private var sweetness = 0.5
  @State private var flavor = "vanilla"
  @State private var note = ""
  @State private var pin = ""
  @State private var tint = Color.green
  var body: some View {
    Form {
      Stepper("Scoops", value: $scoops, in: 1...3)
      Slider(value: $sweetness, in: 0...1, step: 0.1) { Text("Sweetness") }
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("vanilla")
        Text("Mango").tag("mango")
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
