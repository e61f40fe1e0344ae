import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// The colours of a project's asset catalogs by the symbols Xcode 15 generates for them
/// (`Color.darkGrey`, `.brand` where a `ShapeStyle` is expected, `Color(.darkGrey)`): names
/// converted by hand from the catalog's folder names below (lower camel case, a trailing
/// `Color` dropped).
@Suite struct AssetCatalogColorTests {
  @Test func symbolsAreTheNamesInLowerCamelCaseWithoutColor() {
    #expect(AssetCatalog.symbol(forColor: "dark-grey") == "darkGrey")
    #expect(AssetCatalog.symbol(forColor: "BrandColor") == "brand")
    #expect(AssetCatalog.symbol(forColor: "Accent Color") == "accent")
    #expect(AssetCatalog.symbol(forColor: "grayDark") == "grayDark")
    #expect(AssetCatalog.symbol(forColor: "Color") == "color")
  }

  /// A project with a catalog of two colours; the scene beside it uses them, and a third name
  /// the catalog does not have.
  static func run(_ body: String) throws -> Outcome {
    let root = try makeTemporaryFolder("idlab-assets")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    for set in [
      "dark-grey.colorset", "Shared/BrandColor.colorset", "Chart/Background.colorset",
    ] {
      try manager.createDirectory(
        at: root.appendingPathComponent("App/Assets.xcassets/" + set),
        withIntermediateDirectories: true)
    }
    // `Chart` provides a namespace, as Xcode's inspector writes it: `Color.Chart.background`.
    try
      #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
      .write(
        to: root.appendingPathComponent("App/Assets.xcassets/Chart/Contents.json"),
        atomically: true, encoding: .utf8)
    let path = root.appendingPathComponent("App/Card.swift").path
    let source = "struct Card: View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    let scene = try TestScene(source: source, path: path)
    return scene.first
  }

  @Test func theCatalogsColoursAreColours() throws {
    let outcome = try Self.run(
      """
      VStack {
          Text("a").foregroundStyle(Color.darkGrey)
          Text("b").foregroundStyle(.brand)
        }
      """)
    let texts = outcome.tree.nodes(ofType: "Text")
    #expect(texts.map { $0.modifiers.first?.value } == [.color("darkGrey"), .color("brand")])
  }

  /// A colour set in a folder that provides a namespace is named in it
  /// (`Color.Chart.background`; sample 46 stopped on it as "not a member of `Color`"); a
  /// folder without one adds nothing to the name (`Shared/BrandColor` is `brand`).
  @Test func aNamespaceFolderNamesItsColours() throws {
    let outcome = try Self.run(#"Color(Color.Chart.background)"#)
    #expect(outcome.error == nil)
    #expect(outcome.tree.nodes(ofType: "Color").map(\.text) == ["Chart.background"])
    #expect(throws: TestSceneError.self) {
      _ = try Self.run(#"Text("a").foregroundStyle(Color.background)"#)
    }
  }

  @Test func aNameTheCatalogDoesNotHaveIsStillUnknown() throws {
    #expect(throws: TestSceneError.self) {
      _ = try Self.run(#"Text("a").foregroundStyle(Color.lightGrey)"#)
    }
  }
}
