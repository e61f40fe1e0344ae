struct Spinner: UIViewRepresentable {
  func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
  func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
}

struct Loading: View {
  var body: some View {
    VStack {
      Text("Loading")
      1️⃣Spinner()
    }
  }
}
