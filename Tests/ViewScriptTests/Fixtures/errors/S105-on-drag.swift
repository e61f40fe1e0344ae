struct Screen: View {
  @State private var count = 0
  var body: some View {
    List { Text("\(count)") }
      .1️⃣onDrag { count += 1 }
  }
}
