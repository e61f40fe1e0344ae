// action: 1️⃣missing.toggle()
struct Screen: View {
  @State private var flag = false
  var body: some View { Text("\(flag)") }
}
