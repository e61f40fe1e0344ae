import IdentityEngine
import Testing

@testable import ViewScript

/// `@Namespace` is one value per view identity; `.matchedGeometryEffect` matches geometry and
/// leaves every view its own identity.
@Suite struct NamespaceTests {
  static let source = """
    struct Parent: View {
      @State private var generation = 0
      var body: some View {
        VStack {
          Hero().id(generation)
          Button("Reset") { generation += 1 }
        }
      }
    }
    struct Hero: View {
      @State private var expanded = false
      @Namespace private var space
      var body: some View {
        VStack {
          if expanded {
            Card(title: "big").matchedGeometryEffect(id: "card", in: space)
          } else {
            Card(title: "small").matchedGeometryEffect(id: "card", in: space)
          }
          Button("Flip") { withAnimation { expanded.toggle() } }
        }
      }
    }
    struct Card: View {
      let title: String
      @State private var taps = 0
      var body: some View { Button("\\(title) \\(taps)") { taps += 1 } }
    }
    """

  /// The namespace a card's `.matchedGeometryEffect` names, and the id it matches.
  static func effect(of card: RenderedNode) throws -> (id: Value, space: Value) {
    let value = try #require(card.modifier("matchedGeometryEffect"))
    guard case .tuple(let elements) = value, elements.count == 2 else {
      throw TestSceneError("not an (id:, in:) pair: \(value)")
    }
    #expect(elements.map(\.label) == ["id", "in"])
    return (elements[0].value, elements[1].value)
  }

  @Test func matchedViewsKeepTheirOwnIdentitiesAndState() throws {
    let scene = try TestScene(source: Self.source, root: "Parent")
    let hero = "Parent/VStack/0/id=0/Hero"
    try scene.perform(#"tap "small 0""#)
    #expect(scene.tree.nodes(ofType: "Card").map(\.identity) == ["\(hero)/VStack/0/if:1/Card"])
    #expect(scene.tree.nodes(ofType: "Card").first?.state("taps") == .int(1))
    // The matched views are two branches: flipping destroys one card with its state and
    // creates the other, with a transition (animated), not an update in place.
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.events(.create, type: "Card").map(\.identity) == ["\(hero)/VStack/0/if:0/Card"])
    #expect(
      flipped.events(.destroy, type: "Card").map(\.identity) == ["\(hero)/VStack/0/if:1/Card"])
    #expect(flipped.tree.nodes(ofType: "Card").first?.state("taps") == .int(0))
    #expect(flipped.events(.transition).count == 2)
  }

  @Test func aNamespaceIsOneValuePerViewIdentity() throws {
    let scene = try TestScene(source: Self.source, root: "Parent")
    let hero = try #require(scene.first.tree.nodes(ofType: "Hero").first)
    let space = try #require(hero.state("space"))
    guard case .object(let object) = space else {
      Issue.record("a namespace is a reference value: \(space)")
      return
    }
    #expect(object.typeName == "Namespace.ID")
    let first = try #require(scene.first.tree.nodes(ofType: "Card").first)
    #expect(try Self.effect(of: first).id == .string("card"))
    #expect(try Self.effect(of: first).space == space)
    // The same identity keeps its namespace across body runs and branches.
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.tree.nodes(ofType: "Hero").first?.state("space") == space)
    let big = try #require(flipped.tree.nodes(ofType: "Card").first)
    #expect(try Self.effect(of: big).space == space)
    // A new identity (the `.id` changed) starts with a namespace of its own.
    let reset = try scene.perform(#"tap "Reset""#)
    let newSpace = try #require(reset.tree.nodes(ofType: "Hero").first?.state("space"))
    #expect(newSpace != space)
    #expect(reset.events(.destroy, type: "Hero").count == 1)
  }

  @Test(arguments: [
    #".matchedGeometryEffect(id: "card")"#,
    #".matchedGeometryEffect(id: "card", in: 3)"#,
  ])
  func aMatchedGeometryEffectWithoutANamespaceIsALocatedError(_ modifier: String) throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Screen: View {
          var body: some View {
            Text("x")\(modifier)
          }
        }
        """, path: "scene.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S223")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S223")
      #expect(diagnostic.line == 3)
      #expect(diagnostic.column == 15)
    }
  }

  /// `Namespace().wrappedValue`, as a preview passes a namespace to the view it shows (Apple,
  /// `Namespace.wrappedValue`): a fresh `Namespace.ID`, which `.matchedGeometryEffect(id:in:)`
  /// takes (until session 13, S223 "needs … a namespace `in:`" on a call that has both).
  @Test func aPreviewsNamespaceIsANamespace() throws {
    let scene = try TestScene(
      source: """
        struct Tag: View {
          let label: String
          let space: Namespace.ID
          var body: some View {
            Text(label).matchedGeometryEffect(id: "tag", in: space)
          }
        }
        #Preview { Tag(label: "Hello", space: Namespace().wrappedValue) }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Hello"])
  }
}
