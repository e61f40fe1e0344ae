struct Screen: View {
  @State private var saved = ""
  var body: some View {
    Button("Save") {
      saved = String(describing: 1️⃣CLGeocoder())
    }
  }
}
