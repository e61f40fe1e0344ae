import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `.overlay { … }` and `.background { … }` hold views of their own, built with the view beside
/// it (at `…/overlay`, `…/background`) with identities, state and lifecycles; a colour stays a
/// decoration of the view.
@Suite struct LayeredContentTests {
  static let source = """
    struct Badge: View {
      @State private var taps = 0
      var body: some View {
        Button("Badge \\(taps)") { taps += 1 }
          .onAppear { print("badge appears") }
      }
    }

    struct Inbox: View {
      @State private var empty = true
      var body: some View {
        VStack {
          RoundedRectangle(cornerRadius: 8)
            .overlay {
              if empty { Text("No mail yet") }
            }
          Text("Inbox")
            .background(Color.yellow)
            .overlay(alignment: .topTrailing) { Badge() }
          Button("Fill") { empty = false }
        }
      }
    }
    """

  @Test func layeredViewsHaveTheirOwnIdentityAndLifecycle() throws {
    let scene = try TestScene(source: Self.source, root: "Inbox")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["No mail yet", "Inbox"])
    let identities = scene.first.tree.allNodes.map(\.identity)
    #expect(identities.contains("Inbox/VStack/0/overlay/some/Text"))
    #expect(identities.contains("Inbox/VStack/1/overlay/Badge"))
    #expect(scene.run.printed == ["badge appears"])
    // The colour stays a modifier of the text, not a view beside it.
    let inbox = try #require(scene.first.tree.allNodes.first { $0.text == "Inbox" })
    #expect(inbox.modifier("background") == .color("yellow"))
    // The overlay's control is reachable and keeps its state across renders.
    let tapped = try scene.perform(#"tap "Badge 0""#)
    #expect(tapped.error == nil)
    #expect(tapped.tree.allNodes.contains { $0.label == "Badge 1" })
    // A branch inside the overlay removes its view when it flips.
    let filled = try scene.perform(#"tap "Fill""#)
    #expect(filled.tree.texts == ["Inbox"])
    #expect(filled.tree.allNodes.contains { $0.label == "Badge 1" })
  }

  /// A colour modified by a shape or an effect is still a decoration: the modifier shows the
  /// colour it paints, as a plain colour's does; a material fills as a colour does.
  @Test func aModifiedColourDecorationShowsItsColour() throws {
    let scene = try TestScene(
      source: """
        struct Tag: View {
          var body: some View {
            VStack {
              Text("A").background(Color.gray)
              Text("B").background(Color.gray.clipShape(RoundedRectangle(cornerRadius: 12)))
              Text("C").background(Color.blue.opacity(0.5).ignoresSafeArea())
              Text("D").background(.regularMaterial)
            }
          }
        }
        """, root: "Tag")
    let texts = scene.first.tree.nodes(ofType: "Text")
    #expect(
      texts.map { $0.modifier("background") } == [
        .color("gray"), .color("gray"), .color("blue.opacity(0.5)"), .color("regularMaterial"),
      ])
  }

  /// A program's `Layout` called with its content (`PillRow(spacing: 6) { … }`, the layout's
  /// `callAsFunction`, Apple, `Layout`) is a container of the content's views by position; its
  /// layout code never runs, and the tree names the layout.
  @Test func aCustomLayoutIsAContainerOfItsContent() throws {
    let scene = try TestScene(
      source: """
        struct PillRow: Layout {
          var spacing: CGFloat = 4
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 0, height: 30)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        struct Pills: View {
          @State private var tags = ["Jazz", "Hiking"]
          var body: some View {
            PillRow(spacing: 6) {
              ForEach(tags, id: \\.self) { Text($0) }
              Button("Add") { tags.insert("Chess", at: 0) }
            }
          }
        }
        """, root: "Pills")
    #expect(scene.first.error == nil)
    let container = try #require(scene.first.tree.allNodes.first { $0.type == "Group" })
    #expect(container.modifiers.map(\.name) == ["layout"])
    #expect(scene.first.tree.texts == ["Jazz", "Hiking"])
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.tree.texts == ["Chess", "Jazz", "Hiking"])
  }
}
