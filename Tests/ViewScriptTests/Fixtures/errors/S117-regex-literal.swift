struct Screen: View {
  var body: some View {
    Text(1️⃣#/a+b/#.description)
  }
}
