final class Settings: ObservableObject {
  @Published var theme = "light"
  var synced = false
  init() {
    1️⃣if FileManager.default.fileExists(atPath: "/tmp/settings.json") { synced = true }
  }
}

struct Screen: View {
  @StateObject private var settings = Settings()
  var body: some View { Text("Theme: \(settings.theme)") }
}
