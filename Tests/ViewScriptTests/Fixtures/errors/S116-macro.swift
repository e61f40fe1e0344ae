1️⃣macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
struct Screen: View {
  var body: some View { Text("x") }
}
