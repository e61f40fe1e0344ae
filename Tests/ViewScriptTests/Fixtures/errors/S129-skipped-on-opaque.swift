final class Settings: ObservableObject {
  @Published var theme = "light"
  init() {
    1️⃣if FileManager.default.fileExists(atPath: "/tmp/settings.json") { print("settings found") }
  }
}

struct Screen: View {
  @StateObject private var settings = Settings()
  var body: some View { Text("Theme: \(settings.theme)") }
}
