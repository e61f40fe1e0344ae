struct Screen: View {
  @Environment(\.dismiss) private var dismiss
  1️⃣@Environment(\.managedObjectContext) private var context
  var body: some View { Text("x") }
}
