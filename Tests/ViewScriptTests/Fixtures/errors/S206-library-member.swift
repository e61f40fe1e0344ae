struct Shout: View {
  let word = "hi"
  var body: some View {
    Text(1️⃣word.shouted())
  }
}
