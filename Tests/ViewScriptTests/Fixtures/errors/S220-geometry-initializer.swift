struct Card: View {
  @State private var offset = 1️⃣CGSize(dx: 20, dy: 0)
  var body: some View {
    Text("\(offset.width)")
  }
}
