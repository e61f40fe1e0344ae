import IdentityEngine
import Testing

@testable import ViewScript

/// Styles, fonts and animation chains are carried as values with their full expressions, and do
/// not change identity (rule 7).
@Suite struct InertModifierTests {
  @Test func stylesAndChainsKeepTheirSourceText() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var pulse = false
          var body: some View {
            List {
              Text("hi")
                .font(.body.italic())
                .foregroundStyle(Color.blue.gradient)
                .animation(.easeInOut(duration: 1).repeatForever(), value: pulse)
              Button("Go") { pulse.toggle() }
                .buttonStyle(BorderedProminentButtonStyle())
            }
            .listStyle(InsetGroupedListStyle())
          }
        }
        """)
    let tree = scene.first.tree
    let text = try #require(tree.nodes(ofType: "Text").first)
    #expect(text.modifier("font") == .string(".body.italic()"))
    #expect(text.modifier("foregroundStyle") == .color("blue.gradient"))
    #expect(
      tree.nodes(ofType: "List").first?.modifier("listStyle") == .string("InsetGroupedListStyle()"))
    #expect(
      tree.nodes(ofType: "Button").first?.modifier("buttonStyle")
        == .string("BorderedProminentButtonStyle()"))
    let step = try scene.perform(#"tap "Go""#)
    #expect(step.events(.create).isEmpty)
    #expect(step.events(.destroy).isEmpty)
    #expect(step.error == nil)
  }

  @Test func aUserEnumsUnknownMemberIsStillAnError() throws {
    let program = try ScriptProgram.compile(
      source: """
        enum Mode { case a }
        struct Screen: View {
          var body: some View { Text("x").font(Mode.a.italic()) }
        }
        """, path: "screen.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S202")
    } catch {
      #expect(error.diagnostics.first?.code == "S202")
    }
  }
}
