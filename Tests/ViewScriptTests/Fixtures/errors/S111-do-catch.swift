enum Failure: Error { case empty }
struct Screen: View {
  @State private var count = 0
  var body: some View {
    Button("Go") {
      do {
        count += 1
      } catch 1️⃣let failure as Failure {
        count = 0
      }
    }
  }
}
