// action: 1️⃣select "Mint" in "Flavor"
struct Screen: View {
  @State private var flavor = "vanilla"
  var body: some View {
    Picker("Flavor", selection: $flavor) {
      Text("Vanilla").tag("vanilla")
    }
  }
}
