struct Screen: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks)")
      .onAppear {
        1️⃣OperationQueue.main.addOperation { ticks += 1 }
      }
  }
}
