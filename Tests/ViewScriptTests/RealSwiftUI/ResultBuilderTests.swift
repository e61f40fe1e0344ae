import IdentityEngine
import Testing

@testable import ViewScript

/// When a `some View` body is a `@ViewBuilder` and when it is ordinary Swift.
///
/// A builder gives each branch of an `if` its own identity (`buildEither`), so flipping the
/// condition destroys one view and creates the other. An ordinary body returns one concrete
/// type, whichever branch ran: the view keeps its identity and its state. SE-0289: an
/// explicit `return` anywhere turns the builder off, and only `body` (and `previews`) inherit
/// `@ViewBuilder` from their protocol; SE-0380: a lone `if` in an ordinary body is an
/// expression.
@Suite struct ResultBuilderTests {
  /// A scene whose shown view comes from `member`; `Flip` toggles `on`; the `Text` counts its
  /// own taps in `@State` (inside `Tally`) so a kept identity shows as kept state.
  static func scene(_ member: String, in body: Bool = false) -> String {
    let root =
      body
      ? """
      struct Screen: View {
        @State private var on = false
      \(member)
      }
      """
      : """
      struct Screen: View {
        @State private var on = false
        var body: some View {
          VStack {
            content
            Button("Flip") { on.toggle() }
          }
        }
      \(member)
      }
      """
    return root + """

      struct Tally: View {
        let name: String
        @State private var taps = 0
        var body: some View {
          Button("\\(name) \\(taps)") { taps += 1 }
        }
      }
      """
  }

  static let returnsInBranches = """
      var content: some View {
        if on {
          return Tally(name: "A")
        } else {
          return Tally(name: "B")
        }
      }
    """

  @Test func returnsInsideBranchesKeepOneIdentity() throws {
    let scene = try TestScene(source: Self.scene(Self.returnsInBranches), root: "Screen")
    #expect(
      scene.first.events(.create).map(\.identity) == [
        "Screen", "Screen/VStack", "Screen/VStack/0/Tally", "Screen/VStack/0/Tally/Button",
        "Screen/VStack/1/Button",
      ])
    try scene.perform(#"tap "B 0""#)
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.events(.create).isEmpty)
    #expect(flipped.events(.destroy).isEmpty)
    // Same identity, same state: the tap count survives, only the input changed.
    #expect(flipped.tree.nodes(ofType: "Button").compactMap(\.label) == ["A 1", "Flip"])
  }

  @Test func aBodyWithReturnsIsNotABuilder() throws {
    let member = """
        var body: some View {
          if on {
            return Tally(name: "A")
          }
          return Tally(name: "B")
        }
      """
    let scene = try TestScene(source: Self.scene(member, in: true), root: "Screen")
    #expect(
      scene.first.events(.create).map(\.identity) == [
        "Screen", "Screen/Tally", "Screen/Tally/Button",
      ])
    try scene.perform(#"tap "B 0""#)
    let flipped = try scene.perform("on = true")
    #expect(flipped.events(.create).isEmpty)
    #expect(flipped.events(.destroy).isEmpty)
    #expect(flipped.tree.nodes(ofType: "Button").compactMap(\.label) == ["A 1"])
  }

  @Test func aLoneIfInAnOrdinaryGetterIsAnExpression() throws {
    let member = """
        var content: some View {
          if on { Tally(name: "A") } else { Tally(name: "B") }
        }
      """
    let scene = try TestScene(source: Self.scene(member), root: "Screen")
    try scene.perform(#"tap "B 0""#)
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.events(.create).isEmpty)
    #expect(flipped.events(.destroy).isEmpty)
    #expect(flipped.tree.nodes(ofType: "Button").compactMap(\.label) == ["A 1", "Flip"])
  }

  @Test func aLoneSwitchInAnOrdinaryFunctionIsAnExpression() throws {
    let member = """
        var content: some View { row(on) }
        func row(_ flag: Bool) -> some View {
          switch flag {
          case true: Tally(name: "A")
          case false: Tally(name: "B")
          }
        }
      """
    let scene = try TestScene(source: Self.scene(member), root: "Screen")
    try scene.perform(#"tap "B 0""#)
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.events(.create).isEmpty)
    #expect(flipped.tree.nodes(ofType: "Button").compactMap(\.label) == ["A 1", "Flip"])
  }

  /// The builders: `body` itself, and a getter marked `@ViewBuilder`. Each branch is its own
  /// view: flipping destroys `B` with its state and creates `A` with fresh state.
  @Test(arguments: [
    (
      """
        var body: some View {
          if on { Tally(name: "A") } else { Tally(name: "B") }
        }
      """, true, "Screen/if:1/Tally", "Screen/if:0/Tally"
    ),
    (
      """
        @ViewBuilder var content: some View {
          if on { Tally(name: "A") } else { Tally(name: "B") }
        }
      """, false, "Screen/VStack/0/if:1/Tally", "Screen/VStack/0/if:0/Tally"
    ),
  ])
  func aBuilderGivesEachBranchItsIdentity(
    member: String, inBody: Bool, before: String, after: String
  ) throws {
    let scene = try TestScene(source: Self.scene(member, in: inBody), root: "Screen")
    try scene.perform(#"tap "B 0""#)
    let flipped = try scene.perform("on = true")
    #expect(flipped.events(.destroy, type: "Tally").map(\.identity) == [before])
    #expect(flipped.events(.create, type: "Tally").map(\.identity) == [after])
    #expect(flipped.tree.nodes(ofType: "Button").first?.label == "A 0")
  }
}
