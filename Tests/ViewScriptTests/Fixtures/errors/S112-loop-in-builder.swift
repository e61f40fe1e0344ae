struct Screen: View {
  let names = ["a", "b"]
  var body: some View {
    VStack {
      1️⃣for name in names {
        Text(name)
      }
    }
  }
}
