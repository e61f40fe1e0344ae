struct Screen: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks)")
      .onAppear {
        _ = 1️⃣Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
      }
  }
}
