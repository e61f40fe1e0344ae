import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// The root of a file without a preview: the view named after the file, else the last view no
/// other view of the file names, else the last view.
@Suite struct FileRootTests {
  static let screens = """
    struct Inbox: View {
      let names = ["Ada", "Lin"]
      var body: some View {
        List(names, id: \\.self) { name in
          MessageRow(name: name)
        }
      }
    }

    struct MessageRow: View {
      let name: String
      var body: some View {
        HStack {
          Badge()
          Text(name)
        }
      }
    }

    struct Badge: View {
      var body: some View { Image(systemName: "envelope") }
    }
    """

  @Test func theTopOfTheFilesViewsIsTheRoot() throws {
    let scene = try TestScene(source: Self.screens, path: "Screens.swift")
    #expect(scene.run.rootName == "Inbox")
    #expect(scene.first.tree.texts == ["Ada", "Lin"])
  }

  @Test func theViewNamedAfterTheFileIsTheRoot() throws {
    let scene = try TestScene(source: Self.screens, path: "App/Views/Badge.swift")
    #expect(scene.run.rootName == "Badge")
  }

  @Test func amongViewsNoneNamesTheLastIsTheRoot() throws {
    let scene = try TestScene(
      source: """
        struct First: View {
          var body: some View { Text("first") }
        }

        struct Second: View {
          var body: some View { Text("second") }
        }
        """, path: "Pair.swift")
    #expect(scene.run.rootName == "Second")
    #expect(scene.first.tree.texts == ["second"])
  }
}
