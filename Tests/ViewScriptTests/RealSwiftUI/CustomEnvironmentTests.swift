import IdentityEngine
import Testing

@testable import ViewScript

/// Custom environment values and `.environment(\.key, value)`.
///
/// Expected values, from the rules in docs/semantics.md ("Environment") before running anything:
/// 1. A view reads the value the nearest ancestor's `.environment(\.theme, …)` wrote; a view with
///    no such ancestor reads `ThemeKey.defaultValue`.
/// 2. A body runs again when the value it read changed, and only then: a parent re-render that
///    writes an equal value re-runs no child body.
/// 3. `@Environment(\.theme.color)` reads through the key path and depends on the colour only.
/// 4. `@Entry var accent: Color = .blue` is a key whose default is its initial value.
@Suite struct CustomEnvironmentTests {
  static let source = """
    struct Theme: Equatable {
      var name: String
      var color: Color
    }
    struct ThemeKey: EnvironmentKey {
      static let defaultValue = Theme(name: "plain", color: .gray)
    }
    extension EnvironmentValues {
      var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
      }
      @Entry var accent: Color = .blue
    }
    struct Badge: View {
      @Environment(\\.theme) private var theme
      let label: String
      var body: some View {
        let _ = print("\\(label) body")
        Text("\\(label) \\(theme.name)")
      }
    }
    struct Swatch: View {
      @Environment(\\.theme.color) private var color
      @Environment(\\.accent) private var accent
      var body: some View {
        let _ = print("swatch body")
        Text("swatch \\(color == .black ? "black" : "white") \\(accent == .blue ? "blue" : "other")")
      }
    }
    struct Screen: View {
      @State private var mode = 0
      @State private var taps = 0
      var themes = [
        Theme(name: "light", color: .white), Theme(name: "dark", color: .black),
        Theme(name: "dim", color: .black),
      ]
      var body: some View {
        VStack {
          Badge(label: "outside")
          VStack {
            Badge(label: "inside")
            Swatch()
            Badge(label: "nested").environment(\\.theme, Theme(name: "own", color: .red))
          }
          .environment(\\.theme, themes[mode])
          Button("next") { mode += 1 }
          Button("tap \\(taps)") { taps += 1 }
        }
      }
    }
    """

  @Test func theNearestWriteWinsAndTheDefaultHoldsElsewhere() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    #expect(
      scene.first.tree.texts == [
        "outside plain", "inside light", "swatch white blue", "nested own",
      ])
    #expect(scene.run.printed == ["outside body", "inside body", "swatch body", "nested body"])
  }

  @Test func onlyTheBodiesWhoseReadValueChangedRunAgain() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    try scene.perform(#"tap "next""#)
    #expect(
      scene.tree.texts == ["outside plain", "inside dark", "swatch black blue", "nested own"])
    #expect(scene.run.printed.dropFirst(4) == ["inside body", "swatch body"])
    // dark → dim: the name changes, the colour does not; Swatch reads only the colour.
    try scene.perform(#"tap "next""#)
    #expect(scene.tree.texts == ["outside plain", "inside dim", "swatch black blue", "nested own"])
    #expect(scene.run.printed.dropFirst(6) == ["inside body"])
    // An equal value written again re-runs no child body.
    let step = try scene.perform(#"tap "tap 0""#)
    #expect(scene.run.printed.count == 7)
    #expect(step.events(.create).isEmpty)
    #expect(step.events(.destroy).isEmpty)
  }

  @Test func theWriteIsAModifierOfTheSubtree() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let stacks = scene.first.tree.nodes(ofType: "VStack")
    #expect(stacks.count == 2)
    #expect(
      stacks[1].modifier("environment")
        == .tuple([
          Value.TupleElement(nil, .string("\\.theme")),
          Value.TupleElement(
            nil,
            .record(
              type: "Theme",
              fields: [
                Value.Field("name", .string("light")), Value.Field("color", .color("white")),
              ])),
        ]))
  }

  @Test func aBuiltInKeyCanBeWrittenForASubtree() throws {
    let scene = try TestScene(
      source: """
        struct Label: View {
          @Environment(\\.colorScheme) var scheme
          var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        struct Root: View {
          var body: some View {
            VStack {
              Label()
              Label().environment(\\.colorScheme, .dark)
            }
          }
        }
        """, root: "Root")
    #expect(scene.first.tree.texts == ["light", "dark"])
  }

  /// Writing a key idlab does not model is an inert modifier (the warning S119); reading one
  /// is the warning S123 and an opaque value.
  @Test func unknownKeysAreS119AtTheirWrite() throws {
    let source = """
      extension EnvironmentValues {
        @Entry var accent: Color = .blue
      }
      struct Screen: View {
        @Environment(\\.accent) var accent
        @Environment(\\.theme) var theme
        var body: some View {
          Text("x").environment(\\.accent, .red).environment(\\.palette, 1)
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "screen.swift")
    #expect(program.warnings.map(\.code) == ["S123", "S119"])
    #expect(program.warnings.map { $0.arguments["key"] } == ["theme", "palette"])
    #expect(program.warnings.map(\.line) == [6, 8])
    // The write of `palette` is inert: the text is there, unmodified by it.
    #expect(try TestScene(source: source).first.tree.texts == ["x"])
  }
}

extension CustomEnvironmentTests {
  @Test func presentedContentReadsTheWriteAroundItsPresenter() throws {
    let scene = try TestScene(
      source: """
        extension EnvironmentValues {
          @Entry var mood: String = "calm"
        }
        struct Face: View {
          @Environment(\\.mood) var mood
          var body: some View { Text("face \\(mood)") }
        }
        struct Root: View {
          @State private var shown = false
          var body: some View {
            VStack {
              Button("Show") { shown = true }
                .sheet(isPresented: $shown) { Face() }
              Face()
            }
            .environment(\\.mood, "happy")
          }
        }
        """, root: "Root")
    #expect(scene.first.tree.texts == ["face happy"])
    try scene.perform(#"tap "Show""#)
    #expect(scene.tree.texts == ["face happy", "face happy"])
  }
}
