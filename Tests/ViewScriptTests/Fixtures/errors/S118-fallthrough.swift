struct Screen: View {
  @State private var count = 0
  var body: some View {
    Button("Go") {
      switch count {
      case 0:
        1️⃣fallthrough
      default:
        count += 1
      }
    }
  }
}
