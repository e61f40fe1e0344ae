// action: 1️⃣tap "Launch"
struct Screen: View {
  @State private var count = 0
  vgr body: some View {
    Button("Go") { count += 1 �
  }
}
