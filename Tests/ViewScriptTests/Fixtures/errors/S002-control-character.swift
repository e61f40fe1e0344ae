// A control character pasted into a string literal.
struct Bench: View {
  var body: some View {
    Text("a1️⃣b")
  }
}
