import IdentityEngine
import Testing

@testable import ViewScript

/// The default root of a file with a preview: the view the preview constructs, with its arguments.
@Suite struct PreviewRootTests {
  @Test func previewMacroChoosesTheRootAndPassesItsArguments() throws {
    let scene = try TestScene(
      source: """
        struct RatingView: View {
          @Binding var rating: Int
          let maximum: Int
          var body: some View {
            HStack {
              ForEach(1...maximum, id: \\.self) { star in
                Text(star <= rating ? "*" : "-")
              }
            }
          }
        }
        struct Unrelated: View {
          var body: some View { Text("not the root") }
        }
        #Preview {
          RatingView(rating: .constant(2), maximum: 3)
        }
        """)
    #expect(scene.run.rootName == "RatingView")
    #expect(scene.first.tree.identity == "RatingView")
    #expect(scene.first.tree.texts == ["*", "*", "-"])
  }

  @Test func previewProviderLooksThroughContainersAndModifiers() throws {
    let scene = try TestScene(
      source: """
        struct Detail: View {
          let title: String
          @State private var taps = 0
          var body: some View {
            Button("\\(title) \\(taps)") { taps += 1 }
          }
        }
        struct Detail_Previews: PreviewProvider {
          static var previews: some View {
            NavigationStack {
              Detail(title: "Kiln")
            }
            .padding()
          }
        }
        """)
    #expect(scene.run.rootName == "Detail")
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Kiln 0"])
    let step = try scene.perform(#"tap "Kiln 0""#)
    #expect(step.tree.nodes(ofType: "Button").map(\.label) == ["Kiln 1"])
    #expect(step.tree.state("taps") == .int(1))
  }

  @Test func explicitRootWinsOverThePreview() throws {
    let scene = try TestScene(
      source: """
        struct A: View { var body: some View { Text("a") } }
        struct B: View { var body: some View { Text("b") } }
        #Preview { A() }
        """, root: "B")
    #expect(scene.first.tree.texts == ["b"])
  }

  @Test func aRootThatNeedsArgumentsSaysWhichAndWhere() throws {
    let source = """
      struct Row: View {
        let title: String
        var subtitle: String?
        @State private var open = false
        var note = ""
        @Binding var selected: Bool
        var body: some View { Text(title) }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "row.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S303")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S303")
      #expect(diagnostic.arguments["arguments"] == "`title`, `selected`")
      #expect(diagnostic.line == 1)
      #expect(diagnostic.column == 8)
      #expect(
        diagnostic.englishMessage == "the root view `Row` needs arguments: `title`, `selected`")
    }
  }
}
