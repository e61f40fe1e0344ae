import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A user's `ViewModifier` renders its `body(content:)` with state of its own where it is
/// applied; `onChange(of:initial:)`; a constant-range `ForEach` whose data shrinks.
@Suite struct ViewModifierTests {
  static let source = """
    struct Highlight: ViewModifier {
      var tint = Color.yellow
      @State private var lit = false
      func body(content: Content) -> some View {
        HStack {
          content.background(lit ? tint : Color.clear)
          Button(lit ? "Unlight" : "Light") { lit.toggle() }
        }
      }
    }
    extension View {
      func highlight() -> some View { modifier(Highlight(tint: .orange)) }
    }
    struct Screen: View {
      @State private var name = "Ada"
      @State private var shown = true
      var body: some View {
        VStack {
          if shown {
            Text(name).modifier(Highlight())
          }
          Text("second").highlight()
          Button("Rename") { name = "Grace" }
          Button("Hide") { shown = false }
          Button("Show") { shown = true }
        }
      }
    }
    """

  @Test func aViewModifierRendersItsBodyAroundTheContent() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let first = "Screen/VStack/0/some/Highlight"
    let second = "Screen/VStack/1/Highlight"
    #expect(
      scene.first.tree.allNodes.map(\.identity) == [
        "Screen", "Screen/VStack", first, "\(first)/HStack", "\(first)/HStack/0/Text",
        "\(first)/HStack/1/Button", second, "\(second)/HStack", "\(second)/HStack/0/Text",
        "\(second)/HStack/1/Button", "Screen/VStack/2/Button", "Screen/VStack/3/Button",
        "Screen/VStack/4/Button",
      ])
    let texts = scene.first.tree.nodes(ofType: "Text")
    #expect(texts.map { $0.modifier("background") } == [.color("clear"), .color("clear")])
    #expect(
      scene.first.tree.nodes(ofType: "Highlight").map { $0.state("lit") } == [
        .bool(false), .bool(false),
      ])
  }

  @Test func theModifiersStateLivesWithTheModifiedViewsIdentity() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    // Each application has its own state: lighting the second leaves the first dark.
    try scene.perform(#"tap "Light" #2"#)
    #expect(
      scene.tree.nodes(ofType: "Highlight").map { $0.state("lit") } == [
        .bool(false), .bool(true),
      ])
    #expect(scene.tree.nodes(ofType: "Text")[1].modifier("background") == .color("orange"))
    try scene.perform(#"tap "Light""#)
    // A new content (the parent's body ran again) keeps the modifier's state.
    let renamed = try scene.perform(#"tap "Rename""#)
    #expect(renamed.events(.create).isEmpty && renamed.events(.destroy).isEmpty)
    #expect(renamed.tree.texts.first == "Grace")
    #expect(renamed.tree.nodes(ofType: "Highlight").first?.state("lit") == .bool(true))
    // Removing the modified view ends the modifier's state with it.
    let hidden = try scene.perform(#"tap "Hide""#)
    #expect(
      hidden.events(.destroy, type: "Highlight").map(\.identity) == [
        "Screen/VStack/0/some/Highlight"
      ])
    let shown = try scene.perform(#"tap "Show""#)
    #expect(shown.tree.nodes(ofType: "Highlight").first?.state("lit") == .bool(false))
  }

  @Test func aModifierThatIsNotAViewModifierIsALocatedError() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Badge { let count: Int }
        struct Screen: View {
          var body: some View {
            Text("x").modifier(Badge(count: 1))
          }
        }
        """, path: "scene.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S224")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S224")
      #expect(diagnostic.line == 4)
    }
  }

  @Test func onChangeWithInitialRunsOnAppearAndEveryChangeWithOldAndNew() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var count = 0
          @State private var log: [String] = []
          var body: some View {
            VStack {
              Text("\\(count)")
                .onChange(of: count, initial: true) { old, new in log.append("\\(old)→\\(new)") }
              Text(log.joined(separator: " "))
                .onChange(of: count) { log.append("plain") }
              Button("Add") { count += 2 }
            }
          }
        }
        """)
    // The initial run sees the same value as old and new; the plain form does not run yet.
    #expect(scene.tree.state("log") == .array([.string("0→0")]))
    try scene.perform(#"tap "Add""#)
    #expect(
      scene.tree.state("log") == .array([.string("0→0"), .string("0→2"), .string("plain")]))
  }

  @Test func aConstantRangeKeepsItsFirstCountAndTrapsOnlyWhereTheRowIndexesPastTheData() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var items = ["a", "b", "c"]
          var body: some View {
            VStack {
              ForEach(0..<items.count) { i in
                Text("row \\(i)")
              }
              ForEach(0..<items.count) { i in
                Text(items[i])
              }
            }
          }
        }
        """)
    let outcome = try scene.perform("items.removeLast()")
    // The first ForEach keeps three rows (offsets 0, 1, 2) without trapping; the second one's
    // closure reads `items[2]`, the step's error, at that closure's line.
    #expect(outcome.warnings.count == 2)
    let failure = try #require(outcome.error)
    #expect(failure.id == "index-out-of-range")
    #expect(failure.line == 9)
  }

  /// A `GeometryEffect` through `.modifier(…)` (Apple, `GeometryEffect`: "An effect that changes
  /// the visual appearance of a view, largely without changing its ancestors or descendants",
  /// a `ViewModifier`): geometry only, which idlab does not draw: an inert modifier named after
  /// the effect, the content keeping its identity.
  @Test func aGeometryEffectIsAnInertModifier() throws {
    let scene = try TestScene(
      source: """
        struct Wobble: GeometryEffect {
          var animatableData: CGFloat
          func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 8 * animatableData, y: 0))
          }
        }

        struct Row: View {
          @State private var misses = 0
          var body: some View {
            Text("GUESS").modifier(Wobble(animatableData: CGFloat(misses)))
          }
        }
        """, root: "Row")
    #expect(scene.first.error == nil)
    let text = try #require(scene.first.tree.allNodes.first { $0.type == "Text" })
    #expect(text.identity == "Row/Text")
    #expect(text.modifiers.map(\.name) == ["modifier"])
  }

  /// `ModifiedContent(content: self, modifier: Bordered())` is `self.modifier(Bordered())`
  /// (Apple, `ModifiedContent.init(content:modifier:)`): the modifier's body wraps the view.
  @Test func modifiedContentAppliesItsModifier() throws {
    let source = """
      struct Bordered: ViewModifier {
        func body(content: Content) -> some View { VStack { content; Text("border") } }
      }
      extension View {
        func bordered() -> some View { ModifiedContent(content: self, modifier: Bordered()) }
      }
      struct Probe: View {
        var body: some View { Text("name").bordered() }
      }
      """
    #expect(try ScriptProgram.compile(source: source, path: "scene.swift").warnings.isEmpty)
    let scene = try TestScene(source: source, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["name", "border"])
  }
}
