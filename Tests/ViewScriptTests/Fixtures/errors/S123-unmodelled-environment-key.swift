struct Screen: View {
  @Environment(\.dismiss) private var dismiss
  1️⃣@Environment(\.undoManager) private var undoManager
  var body: some View { Text("x") }
}
