struct Stars: View {
  let count: Int
  var body: some View { Text("stars") }
}
struct 1️⃣RatingView: View {
  let rating: Int
  @Binding var isOn: Bool
  var body: some View { Stars(count: rating) }
}
