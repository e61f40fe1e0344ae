struct Badge {
  var title: String
}

struct Card: View {
  var body: some View { Text("card") }
}

struct 1️⃣Badge {
  var count: Int
}
