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

  /// `URL(fileURLWithPath: Bundle.main.path(forResource:ofType:))` is the resource's file URL
  /// (Foundation, `URL.init(fileURLWithPath:)`: "Initializes a newly created file URL referencing
  /// the local file or directory at path"), read by `Data(contentsOf:)` as `Bundle.main.url`'s
  /// is; a file URL outside the app's bundle is not there (the app cannot read this machine's
  /// files), as a missing file is: Foundation's error is thrown.
  @Test func aFileURLOfABundlePathIsReadAndOneOutsideTheBundleIsNot() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try TestScene(
      source: """
        struct Item: Codable { let name: String }
        func load(_ path: String?) -> String {
          guard let path else { return "no path" }
          do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode([Item].self, from: data).map(\\.name).joined()
          } catch {
            return "unreadable"
          }
        }
        struct Probe: View {
          var body: some View {
            Text(load(Bundle.main.path(forResource: "items", ofType: "json")))
            Text(load("/etc/hosts"))
            Text(URL(filePath: "/tmp/a.json").lastPathComponent)
          }
        }
        """, path: root.appendingPathComponent("App/Scene.swift").path)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["ann", "unreadable", "a.json"])
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

  /// `#warning` among a body's statements is a compiler warning: no S121 and nothing at run
  /// time when the code reaches it ("Compile-Time Diagnostic Statement", The Swift Programming
  /// Language). Sample 52 stopped on one it reached.
  @Test func aWarningStatementDoesNothingWhereItRuns() throws {
    let source = """
      struct Probe: View {
        @State private var taps = 0
        var body: some View {
          #warning("remove before release")
          return Button("taps \\(taps)") {
            #warning("count properly")
            taps += 1
          }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "scene.swift")
    #expect(program.warnings.isEmpty, "\(program.warnings)")
    let scene = try TestScene(source: source)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let tapped = try scene.perform(#"tap "taps 0""#)
    #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["taps 1"])
    // Inside a builder it is no component: the texts keep positions 0 and 1.
    let built = try TestScene(
      source: """
        struct Pair: View {
          var body: some View {
            VStack {
              #warning("fix layout")
              Text("a")
              Text("b")
            }
          }
        }
        """)
    #expect(
      built.first.tree.nodes(ofType: "Text").map(\.identity) == [
        "Pair/VStack/0/Text", "Pair/VStack/1/Text",
      ])
  }
}
