struct Screen: View {
  1️⃣@UIApplicationDelegateAdaptor(Delegate.self) var delegate
  var body: some View { Text("x") }
}
