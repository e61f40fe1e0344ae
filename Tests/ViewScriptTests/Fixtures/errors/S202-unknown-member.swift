struct Person {
  var name = "Ada"
}

struct Screen: View {
  @State private var person = Person()
  var body: some View {
    Text(person.1️⃣nickname)
  }
}
