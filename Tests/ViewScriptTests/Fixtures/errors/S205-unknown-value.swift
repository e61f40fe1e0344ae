struct Label: View {
  let font = Font.body
  var body: some View { Text("\(1️⃣font.pointSize / 2)") }
}
