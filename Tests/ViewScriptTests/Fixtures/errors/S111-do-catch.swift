struct Screen: View {
  @State private var count = 0
  var body: some View {
    Button("Go") {
      1️⃣do {
        count += 1
      } catch {
        count = 0
      }
    }
  }
}
