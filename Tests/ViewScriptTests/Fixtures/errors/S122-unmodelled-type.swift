struct Screen: View {
  var body: some View {
    VStack {
      1️⃣Badge(count: 3)
    }
  }
}
