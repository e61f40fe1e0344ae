import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `@Environment(\.key)` for the common keys: fixed values, read-only, not arguments.
@Suite struct EnvironmentTests {
  static let source = """
    struct Badge: View {
      @Environment(\\.colorScheme) private var colorScheme
      @Environment(\\.horizontalSizeClass) var sizeClass
      @Environment(\\.isEnabled) var isEnabled
      let name: String
      var body: some View {
        Text("\\(name) \\(colorScheme == .dark ? "dark" : "light") \\(sizeClass == .compact ? "compact" : "regular") \\(isEnabled)")
          .onAppear { }
      }
    }
    struct Sheet: View {
      @Environment(\\.dismiss) private var dismiss
      @State private var closed = 0
      var body: some View {
        VStack {
          Badge(name: "a")
          Button("Close") {
            dismiss()
            closed += 1
          }
          Text("closed \\(closed)")
        }
      }
    }
    """

  @Test func commonKeysReadTheirDocumentedDefaults() throws {
    let scene = try TestScene(source: Self.source)
    #expect(scene.first.tree.texts == ["a light compact true", "closed 0"])
    #expect(scene.first.tree.state("closed") == .int(0))
  }

  @Test func dismissOutsideAPresentationDoesNothingElse() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Close""#)
    #expect(step.error == nil)
    #expect(step.tree.texts == ["a light compact true", "closed 1"])
    // The child keeps its identity: no create or destroy for Badge, and its inputs compare equal.
    #expect(step.events(.create).isEmpty)
    #expect(step.events(.destroy).isEmpty)
  }

  @Test func anEnvironmentPropertyIsNotAMemberwiseArgument() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @Environment(\\.dismiss) var dismiss
          let title: String
          var body: some View { Text(title) }
        }
        struct Root: View {
          var body: some View { Screen(title: "t") }
        }
        """)
    #expect(scene.first.tree.texts == ["t"])
  }

  /// Keys idlab does not model are read as opaque values (docs/semantics.md, "Opaque by
  /// default"): each a located warning, and the view runs.
  @Test func unknownKeysAreListedAtOnceAndReadOpaque() throws {
    let source = """
      struct Screen: View {
        @Environment(\\.undoManager) private var undoManager
        @Environment(\\.openWindow) private var openWindow
        var body: some View { Text("x \\(undoManager)") }
      }
      final class Model {}
      """
    let program = try ScriptProgram.compile(source: source, path: "screen.swift")
    #expect(program.warnings.map(\.code) == ["S123", "S123"])
    #expect(program.warnings.map { $0.arguments["key"] } == ["undoManager", "openWindow"])
    #expect(program.warnings.map(\.line) == [2, 3])
    #expect(try TestScene(source: source).first.tree.texts == ["x ‹\\.undoManager›"])
  }

  /// A preview's device has no accessibility setting turned on (Apple's `EnvironmentValues`:
  /// each of `accessibilityEnabled`, `accessibilityInvertColors`, … is true only when the
  /// person turned the setting on; animated images play unless they turned them off), and
  /// its locale, time zone and calendar are the device's (English (US), UTC, Gregorian).
  @Test func accessibilityAndLocaleKeysReadThePreviewDevicesSettings() throws {
    let scene = try TestScene(
      source: """
        struct Reader: View {
          @Environment(\\.accessibilityEnabled) private var assistive
          @Environment(\\.accessibilityPlayAnimatedImages) private var animates
          @Environment(\\.locale) private var locale
          @Environment(\\.calendar) private var calendar
          var body: some View {
            Text("\\(assistive) \\(animates) \\(locale.regionCode ?? "-") \\(calendar.component(.year, from: Date()))")
          }
        }
        """, root: "Reader")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["false true US 2024"])
  }

  /// `Locale.preferredLanguages` of a device set to English (US) is `["en-US"]`.
  @Test func thePreferredLanguagesAreTheDevicesLanguage() throws {
    let scene = try TestScene(
      source: """
        struct Greeting: View {
          var body: some View {
            Text(String(Locale.preferredLanguages[0].prefix(2)) == "en" ? "Hello" : "Hola")
          }
        }
        """, root: "Greeting")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Hello"])
  }
}
