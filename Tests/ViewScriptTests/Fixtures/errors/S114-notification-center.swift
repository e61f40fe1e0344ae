struct Screen: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks)")
      .onAppear {
        _ = 1️⃣NotificationCenter.default.addObserver(forName: .init("tick"), object: nil, queue: nil) { _ in ticks += 1 }
      }
  }
}
