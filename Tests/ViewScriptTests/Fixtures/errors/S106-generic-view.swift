struct Card1️⃣<Content: View>: View {
  let content: Content
  var body: some View { content }
}
struct Screen: View {
  var body: some View { Text("x") }
}
