import IdentityEngine
import Testing

@testable import ViewScript

/// `@AppStorage` and `UserDefaults.standard` over one in-memory store per run that starts empty.
@Suite struct AppStorageTests {
  /// Two views read the key `launches`; one writes it through `@AppStorage`, a button writes it
  /// through `UserDefaults.standard`.
  static let shared = """
    struct Settings: View {
      @AppStorage("launches") private var launches = 0
      var body: some View {
        VStack {
          Button("More \\(launches)") { launches += 1 }
          Badge()
          Button("Reset") { UserDefaults.standard.removeObject(forKey: "launches") }
          Button("Ten") { UserDefaults.standard.set(10, forKey: "launches") }
        }
      }
    }
    struct Badge: View {
      @AppStorage("launches") var count = 0
      var body: some View { Text("badge \\(count)") }
    }
    """

  static func labels(_ outcome: Outcome) -> [String] {
    outcome.tree.allNodes.compactMap { $0.type == "Text" ? $0.text : $0.label }
  }

  @Test func twoViewsWithTheSameKeySeeEachOthersWrites() throws {
    let scene = try TestScene(source: Self.shared, root: "Settings")
    #expect(Self.labels(scene.first) == ["More 0", "badge 0", "Reset", "Ten"])
    let more = try scene.perform(#"tap "More 0""#)
    #expect(Self.labels(more) == ["More 1", "badge 1", "Reset", "Ten"])
    // Both views keep their identities: the store changed, not the tree.
    #expect(more.events(.create).isEmpty)
    #expect(more.events(.destroy).isEmpty)
    #expect(
      more.tree.allNodes.map(\.identity) == [
        "Settings", "Settings/VStack", "Settings/VStack/0/Button", "Settings/VStack/1/Badge",
        "Settings/VStack/1/Badge/Text", "Settings/VStack/2/Button", "Settings/VStack/3/Button",
      ])
  }

  /// `@SceneStorage`: the scene's own store, per key, that starts empty in a new scene (Apple,
  /// `SceneStorage`: "a property wrapper type that reads and writes to persisted, per-scene
  /// storage"); views with the same key share it, and `UserDefaults` does not see it.
  @Test func sceneStorageIsTheScenesOwnKeys() throws {
    let scene = try TestScene(
      source: """
        struct Editor: View {
          @SceneStorage("draft") private var draft = "empty"
          @AppStorage("draft") private var saved = "none"
          var body: some View {
            VStack {
              Button("Type \\(draft)") { draft = "hello" }
              Preview()
              Text("saved \\(saved)")
              Text("defaults \\(UserDefaults.standard.string(forKey: "draft") ?? "nil")")
            }
          }
        }
        struct Preview: View {
          @SceneStorage("draft") var text = "empty"
          var body: some View { Text("preview \\(text)") }
        }
        """, root: "Editor")
    #expect(
      Self.labels(scene.first) == ["Type empty", "preview empty", "saved none", "defaults nil"])
    let typed = try scene.perform(#"tap "Type empty""#)
    #expect(
      Self.labels(typed) == ["Type hello", "preview hello", "saved none", "defaults nil"])
  }

  /// `@AppStorage(wrappedValue: 3, "volume")` is `@AppStorage("volume") var … = 3` (Apple,
  /// `AppStorage.init(wrappedValue:_:store:)`): the key is the unlabeled argument, and the
  /// wrapped value is the default until the key holds one.
  @Test func wrappedValueArgumentIsTheDefault() throws {
    let scene = try TestScene(
      source: """
        struct Player: View {
          @AppStorage(wrappedValue: 3, "volume") private var volume: Int
          var body: some View {
            VStack {
              Button("Louder \\(volume)") { volume += 1 }
              Text("stored \\(UserDefaults.standard.integer(forKey: "volume"))")
            }
          }
        }
        """, root: "Player")
    #expect(Self.labels(scene.first) == ["Louder 3", "stored 0"])
    let louder = try scene.perform(#"tap "Louder 3""#)
    #expect(Self.labels(louder) == ["Louder 4", "stored 4"])
  }

  @Test func writingThroughUserDefaultsReRendersTheReaders() throws {
    let scene = try TestScene(source: Self.shared, root: "Settings")
    let ten = try scene.perform(#"tap "Ten""#)
    #expect(Self.labels(ten) == ["More 10", "badge 10", "Reset", "Ten"])
    // Removing the key brings back each property's default.
    let reset = try scene.perform(#"tap "Reset""#)
    #expect(Self.labels(reset) == ["More 0", "badge 0", "Reset", "Ten"])
  }

  @Test func userDefaultsStartsEmptyAsOnAFreshInstall() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          let defaults = UserDefaults.standard
          var body: some View {
            VStack {
              Text("int \\(defaults.integer(forKey: "n"))")
              Text("bool \\(defaults.bool(forKey: "b"))")
              Text("double \\(defaults.double(forKey: "d"))")
              Text("string \\(defaults.string(forKey: "s") ?? "nil")")
              Text("array \\(defaults.array(forKey: "a") == nil)")
              Text("object \\(defaults.object(forKey: "o") == nil)")
              Text("data \\(defaults.data(forKey: "saved") == nil)")
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == [
        "int 0", "bool false", "double 0.0", "string nil", "array true", "object true", "data true",
      ])
  }

  @Test func gettersConvertAsFoundationDoes() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          @State private var shown: [String] = []
          var body: some View {
            VStack {
              ForEach(shown, id: \\.self) { Text($0) }
              Button("Store") {
                let defaults = UserDefaults.standard
                defaults.set("42", forKey: "text")
                defaults.set(3, forKey: "number")
                defaults.set(2.67, forKey: "ratio")
                defaults.set(["a", "b"], forKey: "list")
                shown = [
                  "\\(defaults.integer(forKey: "text"))", defaults.string(forKey: "number") ?? "-",
                  "\\(defaults.bool(forKey: "number"))", "\\(defaults.array(forKey: "list")?.count ?? 0)",
                  "\\(defaults.integer(forKey: "ratio"))",
                ]
              }
            }
          }
        }
        """)
    #expect(try scene.perform(#"tap "Store""#).tree.texts == ["42", "3", "true", "2", "2"])
  }

  @Test func aMethodIdlabDoesNotSimulateFailsAtItsLine() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var body: some View {
            Button("Sync") { _ = UserDefaults.standard.dictionaryRepresentation() }
          }
        }
        """)
    let failure = try #require(try scene.perform(#"tap "Sync""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "UserDefaults.dictionaryRepresentation"])
    #expect(failure.line == 3)
  }

  @Test func aBindingToAnAppStoragePropertyWritesTheStore() throws {
    let scene = try TestScene(
      source: """
        struct Preferences: View {
          @AppStorage("sound") private var sound = true
          var body: some View {
            VStack {
              Toggle("Sound", isOn: $sound)
              Text(sound ? "on" : "off")
              Text(UserDefaults.standard.bool(forKey: "sound") ? "stored on" : "stored off")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["on", "stored off"])
    #expect(try scene.perform(#"toggle "Sound""#).tree.texts == ["off", "stored off"])
    #expect(try scene.perform(#"toggle "Sound""#).tree.texts == ["on", "stored on"])
  }

  /// `settings.$hidesPorts` of an `@AppStorage` property declared in an `ObservableObject`
  /// class is its projected value, a binding to the stored default (Apple,
  /// `AppStorage.projectedValue`): a toggle bound to it writes the default.
  @Test func aClassesAppStorageProjectionIsABinding() throws {
    let scene = try TestScene(
      source: """
        final class Settings: ObservableObject {
          @AppStorage("hidesPorts") var hidesPorts = false
        }
        struct Panel: View {
          @StateObject private var settings = Settings()
          @State private var seen = "unread"
          var body: some View {
            VStack {
              Toggle("Hide", isOn: settings.$hidesPorts)
              Button("Read") { seen = "\\(UserDefaults.standard.bool(forKey: "hidesPorts"))" }
              Text(seen)
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let toggled = try scene.perform(#"toggle "Hide""#)
    #expect(toggled.error == nil, "\(String(describing: toggled.error))")
    #expect(try scene.perform(#"tap "Read""#).tree.texts == ["true"])
  }
}
