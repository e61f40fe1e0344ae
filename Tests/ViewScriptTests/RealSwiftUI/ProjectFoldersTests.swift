import Foundation
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A target's resources are copied into its bundle flat: `Bundle.main` finds a file in any
/// folder of the project, not only in the scene's folder and those above it.
@Suite struct ProjectFoldersTests {
  /// root/Package.swift, root/App/Scene.swift, root/Data/items.json, root/Assets.xcassets/a.json
  static func project() throws -> URL {
    let root = try makeTemporaryFolder("idlab-project")
    for folder in ["App", "Data", "Assets.xcassets", ".git"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try #"[{"name": "ann"}]"#.write(
      to: root.appendingPathComponent("Data/items.json"), atomically: true, encoding: .utf8)
    try "{}".write(
      to: root.appendingPathComponent("Assets.xcassets/hidden.json"), atomically: true,
      encoding: .utf8)
    return root
  }

  @Test func theFoldersAreTheAncestorsThenTheProjectsOtherFolders() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let folders = ProjectFolders.resourceFolders(
      from: root.appendingPathComponent("App/Scene.swift").path
    ).map { $0.standardizedFileURL.path }
    let base = root.standardizedFileURL.path
    #expect(folders == [base + "/App", base, base + "/Data"])
  }

  @Test func aSceneFindsAResourceInASiblingFolder() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try TestScene(
      source: """
        struct Item: Codable { let name: String }
        struct Probe: View {
          var body: some View {
            let found = Bundle.main.url(forResource: "items", withExtension: "json")
            let hidden = Bundle.main.url(forResource: "hidden", withExtension: "json")
            Text("\\(found == nil ? "missing" : "found") \\(hidden == nil ? "compiled" : "copied")")
          }
        }
        """, path: root.appendingPathComponent("App/Scene.swift").path)
    #expect(scene.first.tree.texts == ["found compiled"])
  }

  @Test func aWarningDirectiveDoesNotStopTheBuild() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          #warning("unused for now")
          var body: some View { Text("runs") }
        }
        """)
    #expect(scene.first.tree.texts == ["runs"])
  }
}
