import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A package's declarations are seen only where Swift lets code see them (The Swift
/// Programming Language, "Access Control"): inside the package's own module, or, when `public`,
/// in a file that imports it. A package's own `Text` or `typealias Image = UIImage` never
/// stands for SwiftUI's in an app file that does not import the package.
@Suite struct ModuleVisibilityTests {
  static let app = """
    struct Card: View {
      let icon = "star"
      var body: some View {
        HStack {
          Image(icon)
          Text("Card")
        }
      }
    }
    """

  @Test func aPackagesTypesNamedLikeSwiftUIsAreNotTheAppsViews() throws {
    let scene = try TestScene(files: [
      ScriptSource(path: "App/Card.swift", source: Self.app),
      ScriptSource(
        path: "Packages/Markup/Sources/Markup/Text.swift",
        source: """
          public struct Text {
            let length: Int
            init(_ raw: [Int]) { length = raw.count }
          }
          """),
      ScriptSource(
        path: "Packages/Pixels/Sources/Pixels/Aliases.swift",
        source: "public typealias Image = UIImage\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Card"])
    #expect(scene.first.tree.allNodes.contains { $0.type == "Image" && $0.text == "star" })
  }

  /// A file that imports the package sees its public declarations, called through the
  /// module's name too; an internal one stays the package's.
  @Test func aFileThatImportsThePackageSeesItsPublicDeclarations() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Summary.swift",
        source: """
          import Tally

          struct Summary: View {
            var body: some View { Text("\\(Tally.count("a-b-c")) parts, \\(count("x"))") }
          }
          """),
      ScriptSource(
        path: "Packages/Tally/Sources/Tally/Count.swift",
        source: """
          public func count(_ text: String) -> Int { pieces(text).count }
          func pieces(_ text: String) -> [Substring] { text.split(separator: "-") }
          """),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["3 parts, 1"])
  }

  /// An `@_exported import` counts for its whole module and shows the re-exported module to
  /// its importers: the app's `Shelf.swift` sees `Glyphs`' public `Badge` through `Kit`, which
  /// another file of the app re-exports; a plain import in another file would not do (the next
  /// test).
  @Test func importsCountForTheModuleAndReExportsCarryOn() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Shelf.swift",
        source: "struct Shelf: View {\n  var body: some View { Text(Badge().title) }\n}\n"),
      ScriptSource(path: "App/Imports.swift", source: "@_exported import Kit\n"),
      ScriptSource(
        path: "Packages/Kit/Sources/Kit/Exports.swift", source: "@_exported import Glyphs\n"),
      ScriptSource(
        path: "Packages/Glyphs/Sources/Glyphs/Badge.swift",
        source: "public struct Badge { public var title = \"new\" }\n"),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["new"])
  }

  /// A plain import is the file's own (Swift's name lookup of a top-level name): another app
  /// file that imports a markup package does not make its `Text` this file's.
  @Test func anImportInAnotherFileDoesNotShadowSwiftUI() throws {
    let scene = try TestScene(files: [
      ScriptSource(
        path: "App/Greeting.swift",
        source: "struct Greeting: View {\n  var body: some View { Text(\"Hello\") }\n}\n"),
      ScriptSource(
        path: "App/Renderer.swift", source: "import Markup\n\nfunc render() -> Int { 0 }\n"),
      ScriptSource(
        path: "Packages/Markup/Sources/Markup/Text.swift",
        source:
          "public struct Text {\n  public let length: Int\n  public init(_ raw: [Int]) { length = raw.count }\n}\n"
      ),
    ])
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Hello"])
  }
}
