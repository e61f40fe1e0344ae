// action: 1️⃣back
struct Screen: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Next", value: 1)
    }
  }
}
