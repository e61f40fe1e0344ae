struct Screen: View {
  1️⃣@GestureState var dragging = false
  var body: some View { Text("x") }
}
