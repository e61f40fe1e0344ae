import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A string literal where SwiftUI takes a `LocalizedStringKey` is looked up in the app's
/// `Localizable` table (Apple, `Text.init(_:tableName:bundle:comment:)`: it "looks for a
/// localized string in the default table of the app's main bundle"); a `String` value is shown
/// verbatim (`Text.init(_:)` for a `StringProtocol` value). The preview device reads English.
/// Expected texts written by hand from the catalog below.
@Suite struct StringCatalogTests {
  static let catalog = """
    {
      "sourceLanguage" : "de",
      "strings" : {
        "Wirkung" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Effect" } } } },
        "Fertig" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } } },
        "Titel" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Übungen" } } } },
        "Nur Schlüssel" : { }
      },
      "version" : "1.0"
    }
    """

  @Test func aCatalogGivesTheDeviceLanguageElseTheSourceLanguage() {
    let table = StringCatalog.entries(ofCatalog: Data(Self.catalog.utf8))
    #expect(table == ["Wirkung": "Effect", "Fertig": "Done", "Titel": "Übungen"])
  }

  @Test func literalKeysShowTheAppsStringsAndValuesShowThemselves() throws {
    let scene = try Self.sceneWithCatalog(
      """
      struct Sheet: View {
        let name = "Wirkung"
        var body: some View {
          NavigationStack {
            VStack {
              Text("Wirkung")
              Text(name)
              Text("Nicht übersetzt")
              Button("Fertig") {}
            }
            .navigationTitle("Titel")
          }
        }
      }
      """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Effect", "Wirkung", "Nicht übersetzt"])
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Done"])
    let stack = try #require(scene.first.tree.nodes(ofType: "VStack").first)
    #expect(stack.modifier("navigationTitle") == .string("Übungen"))
  }

  /// An enum whose raw type is `LocalizedStringKey` has keys for raw values: a `Text` of one
  /// shows the app's text for it (its case name when it writes none), as for a literal; a
  /// `String` raw value stays the text it is.
  @Test func aLocalizedStringKeyRawValueIsLookedUp() throws {
    let scene = try Self.sceneWithCatalog(
      """
      enum Key: LocalizedStringKey {
        case effect = "Wirkung"
        case Fertig
      }
      enum Plain: String { case effect = "Wirkung" }
      struct Sheet: View {
        var body: some View {
          VStack {
            Text(Key.effect.rawValue)
            Text(Key.Fertig.rawValue)
            Text(Plain.effect.rawValue)
            Text(Key(rawValue: "Wirkung") == .effect ? "found" : "lost")
          }
        }
      }
      """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Effect", "Done", "Wirkung", "found"])
  }

  /// An older app's `en.lproj/Localizable.strings` (`"key" = "value";`, comments, escapes) is
  /// read the same way; the catalog beside it wins for a key both give.
  @Test func aStringsFileGivesItsPairs() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
    try """
    /* The settings screen. */
    "settings.title" = "Settings";
    // A line comment.
    "welcome" = "Say \\"hi\\"\\nthere";
    "Fertig" = "Finished";
    """.write(
      to: english.appendingPathComponent("Localizable.strings"), atomically: true,
      encoding: .utf8)
    try Self.catalog.write(
      to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true,
      encoding: .utf8)
    let table = StringCatalog.table(in: [folder])
    #expect(table["settings.title"] == "Settings")
    #expect(table["welcome"] == "Say \"hi\"\nthere")
    #expect(table["Fertig"] == "Done")
  }

  /// Another language's table (`de.lproj/Localizable.strings`) is not read on the English
  /// device, even when the folders searched include that `.lproj` folder itself and the English
  /// table is empty (the thirty-third sample showed German); a table outside every `.lproj`
  /// still is.
  @Test func anotherLanguagesTableIsNotReadAsUnlocalized() throws {
    let folder = try makeTemporaryFolder("idlab-strings-german")
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["de", "en"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
    }
    try "\"Kitchen\" = \"Küche\";".write(
      to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true,
      encoding: .utf8)
    try "\n".write(
      to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true,
      encoding: .utf8)
    let folders = [folder, folder.appendingPathComponent("de.lproj")]
    #expect(StringCatalog.table(in: folders)["Kitchen"] == nil)
    try "\"Kitchen\" = \"Galley\";".write(
      to: folder.appendingPathComponent("Localizable.strings"), atomically: true,
      encoding: .utf8)
    #expect(StringCatalog.table(in: folders)["Kitchen"] == "Galley")
  }
  /// A `Localizable.strings` outside any `.lproj` (copied unlocalized, read by every language)
  /// is the table when the device language has none; `LocalizedStringKey("key")`,
  /// `LocalizedStringResource("key")`, `String(localized: .init("key"))` and
  /// `NSLocalizedString("key", comment:)` look the key up as a literal key does (Apple,
  /// `String.init(localized:…)`, `NSLocalizedString`: "Returns a localized string from a table").
  @Test func keysMadeInCodeAndAnUnlocalizedTableAreLookedUp() throws {
    let scene = try Self.scene(
      strings: """
        "settings.title" = "Settings";
        "settings.close" = "Close";
        "voice" = "Voice";
        "backup" = "Backup";
        """,
      """
      struct Settings: View {
        let title = LocalizedStringKey("settings.title")
        var body: some View {
          VStack {
            Text(title)
            Text(NSLocalizedString("settings.close", comment: "A button"))
            Text(String(localized: .init("voice")))
            Text(String(localized: LocalizedStringResource("backup")))
            Text(String(localized: "missing", defaultValue: "Fallback"))
          }
        }
      }
      """, root: "Settings")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Settings", "Close", "Voice", "Backup", "Fallback"])
  }

  /// `NSLocalizedString(key, tableName: nil, bundle: b, value: "", comment: "")`, as a
  /// `localized` helper writes it: `nil` is the default table, and an empty `value` gives the
  /// key only when the table lacks it (Apple, `NSLocalizedString`; sample 50 showed the keys of
  /// three screens whose table had them).
  @Test func aNilTableNameIsTheDefaultTable() throws {
    let scene = try Self.scene(
      strings: """
        "home.title" = "Welcome home";
        """,
      """
      extension String {
        var localized: String {
          let bundle = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap(Bundle.init(path:)) ?? .main
          return NSLocalizedString(self, tableName: nil, bundle: bundle, value: "", comment: "")
        }
      }
      struct Home: View {
        var body: some View {
          VStack {
            Text("home.title".localized)
            Text("home.missing".localized)
          }
        }
      }
      """, root: "Home")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Welcome home", "home.missing"])
  }
  /// An interpolated literal is the key `LocalizedStringKey.StringInterpolation` writes (`%lld`
  /// for an integer, `%@` for a string, `%lf` for a double, a `specifier:` as written), its
  /// translation written with the values, positional conversions (`%2$@`) in their order; a
  /// key the table lacks shows the interpolated text (Apple, `LocalizedStringKey`).
  @Test func interpolatedKeysAreFormatKeys() throws {
    let scene = try Self.scene(
      strings: """
        "%lld hours" = "%lld hrs";
        "select %@ of %lld" = "%2$lld: pick %1$@";
        "%.1f km" = "%.1f kilometres";
        "100%% %@" = "all of %@";
        """,
      """
      struct Trip: View {
        let hours = 3
        let port = "Port"
        let distance = 2.25
        var body: some View {
          VStack {
            Text("\\(hours) hours")
            Text("select \\(port) of \\(hours)")
            Text("\\(distance, specifier: "%.1f") km")
            Text("100% \\(port)")
            Text("\\(hours) days")
          }
        }
      }
      """, root: "Trip")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "3 hrs", "3: pick Port", "2.2 kilometres", "all of Port", "3 days",
      ])
  }

  /// SwiftGen's string accessors: `Bundle(for:)` and `Bundle.module` are the app's bundle,
  /// `localizedString(forKey:value:table:)` looks the key up in the `Localizable` table, else
  /// gives `value`, and `String(format:locale:arguments:)` formats the array (Apple, `Bundle`,
  /// `String.init(format:locale:arguments:)`).
  @Test func generatedStringAccessorsReadTheAppsTable() throws {
    let (project, app) = try Self.appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try """
    "welcome.scan" = "Scan now";
    "pages" = "%d pages of %@";
    """.write(
      to: app.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true,
      encoding: .utf8)
    let scene = try TestScene(
      source: """
        enum Strings {
          static let scan = Strings.tr("Localizable", "welcome.scan", fallback: "Scan")
          static let missing = Strings.tr("Localizable", "welcome.missing", fallback: "Fallback")
          static func pages(_ count: Int, _ name: String) -> String {
            Strings.tr("Localizable", "pages", count, name, fallback: "%d pages")
          }
          private static func tr(
            _ table: String, _ key: String, _ args: CVarArg..., fallback value: String
          ) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        private final class BundleToken {
          static let bundle: Bundle = Bundle(for: BundleToken.self)
        }
        struct Welcome: View {
          var body: some View {
            VStack {
              Text(Strings.scan)
              Text(Strings.missing)
              Text(Strings.pages(3, "Notes"))
              Text(Bundle.module.localizedString(forKey: "welcome.scan", value: nil, table: nil))
            }
          }
        }
        """, root: "Welcome", path: app.appendingPathComponent("Welcome.swift").path)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Scan now", "Fallback", "3 pages of Notes", "Scan now"])
  }

  /// A temporary Xcode project folder (`App.xcodeproj` marks its root) with its `App` folder.
  /// The first step of `source`, run from a temporary app project whose unlocalized
  /// `Localizable.strings` is `strings`.
  static func scene(strings: String, _ source: String, root: String) throws -> TestScene {
    let (project, app) = try appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    try strings.write(
      to: app.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    return try TestScene(
      source: source, root: root, path: app.appendingPathComponent("\(root).swift").path)
  }

  /// The first step of `source` (root `Sheet`) in an app whose folder holds `catalog` as its
  /// `Localizable.xcstrings`.
  static func sceneWithCatalog(_ source: String) throws -> TestScene {
    let (project, app) = try appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    try catalog.write(
      to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    return try TestScene(
      source: source, root: "Sheet", path: app.appendingPathComponent("Sheet.swift").path)
  }

  static func appProject() throws -> (project: URL, app: URL) {
    let project = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-strings-\(UUID().uuidString)")
    let app = project.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    return (project, app)
  }

  /// `Text(.init(message))` and `Text(LocalizedStringKey(message))` make a key of a value: its
  /// Markdown is rendered as a literal's (the thirty-fourth sample drew `init("**Saved**…")`).
  @Test func aKeyMadeFromAValueRendersItsMarkdown() throws {
    let scene = try TestScene(
      source: """
        struct Banner: View {
          let message: String
          var body: some View {
            VStack {
              Text(.init(message))
              Text(LocalizedStringKey(message))
              Text(message)
            }
          }
        }
        struct Saved: View { var body: some View { Banner(message: "**Saved** to disk") } }
        """, root: "Saved")
    #expect(scene.first.tree.texts == ["Saved to disk", "Saved to disk", "**Saved** to disk"])
  }

  /// A control's title written as a literal is a `LocalizedStringKey` as `Text`'s is (Apple:
  /// `Picker.init(_ titleKey: LocalizedStringKey, selection:content:)`, and the same for
  /// `NavigationLink`, `Menu`, `DisclosureGroup`, `GroupBox`, `LabeledContent`); a title made
  /// from a value shows itself (sample 42 showed a picker's raw key).
  @Test func aControlsLiteralTitleIsAKey() throws {
    let scene = try Self.scene(
      strings: """
        "theme" = "Theme";
        "more" = "More";
        "about" = "About";
        """,
      """
      struct Settings: View {
        @State private var dark = false
        let key = "theme"
        var body: some View {
          NavigationStack {
            Form {
              Picker("theme", selection: $dark) {
                Text("Light").tag(false)
                Text("Dark").tag(true)
              }
              Picker(key, selection: $dark) { Text("Light").tag(false) }
              Menu("more") { Button("x") {} }
              NavigationLink("about") { Text("v1") }
            }
          }
        }
      }
      """, root: "Settings")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let pickers = scene.first.tree.nodes(ofType: "Picker").compactMap(\.label)
    #expect(pickers == ["Theme", "theme"])
    let texts = scene.first.tree.texts
    #expect(texts.contains("More") && texts.contains("About"))
    #expect(!texts.contains("more") && !texts.contains("about"))
  }

  /// `^[3 message](inflect: true)`: automatic grammar agreement in the device's English, a noun
  /// after a number plural unless the number is 1 (Apple, "Automatic grammar agreement";
  /// sample 48 showed the markup). Expected plurals by hand.
  @Test func inflectedMarkdownAgreesWithItsNumber() throws {
    let scene = try TestScene(
      source: """
        struct Inbox: View {
          let unread = 3
          var body: some View {
            VStack {
              Text("^[\\(unread) message](inflect: true)")
              Text("^[1 reply](inflect: true) and ^[0 box](inflect: true)")
              Label("^[2 person](inflect: true)", systemImage: "person")
            }
          }
        }
        """, root: "Inbox")
    #expect(scene.first.tree.texts == ["3 messages", "1 reply and 0 boxes"])
    #expect(scene.first.tree.nodes(ofType: "Label").map(\.label) == ["2 people"])
  }
}
