struct Screen: View {
  var label: String {
    switch 1 {
    1️⃣#if DEBUG
    case 0: return "a"
    #endif
    default: return "b"
    }
  }
  var body: some View { Text(label) }
}
