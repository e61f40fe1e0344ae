struct Screen: View {
  var body: some View { Text("x") }
}
func 1️⃣<=> (a: Int, b: Int, c: Int) -> Int { a }
