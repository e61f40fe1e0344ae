struct Screen: View {
  var body: some View {
    Text("\(1️⃣17173993227352144317)")
  }
}
