import Foundation
import Testing

/// `idlab sim FILE OTHER...`: a scene run with the other files of its module, through the binary.
///
/// The fixtures (`Fixtures/sim/module/`): `Shelf.swift` (the scene), `Library.swift` (its model,
/// plus a class using `Timer`, `URLSession` and `FileManager` that nothing reaches),
/// `BookRow.swift` (the row, which divides by the title's length), `BrokenLibrary.swift` (the
/// same model with a `Timer` inside a type the scene uses), `Gallery.swift` and `GalleryParts.swift`
/// (methods named like views, a view nested in an extension).
@Suite struct SimModuleEndToEndTests {
  static let folder = repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/sim/module")
  static func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
  static let shelf = file("Shelf.swift")
  static let library = file("Library.swift")
  static let row = file("BookRow.swift")
  static let broken = file("BrokenLibrary.swift")
  static let gallery = file("Gallery.swift")
  static let galleryParts = file("GalleryParts.swift")

  /// The `error` object of step `index` in a JSON run.
  static func error(in json: String, step index: Int) throws -> [String: Any]? {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let steps = object?["steps"] as? [[String: Any]] ?? []
    return steps[index]["error"] as? [String: Any]
  }

  @Test func threeFilesRunAsOneModule() throws {
    let output = try SimE2E.run(
      ["sim", Self.shelf, Self.library, Self.row, "--do", "tap \"Drop first\"", "--json"])
    #expect(output.status == 0, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.root == "Shelf")
    let rows = "Shelf/VStack/0/ForEach"
    #expect(
      run[0].nodes("BookRow").map(\.identity) == [
        "\(rows)/\"dune\"/BookRow", "\(rows)/\"emma\"/BookRow",
      ])
    #expect(run[0].texts == ["Dune", "25", "Emma", "25"])
    #expect(run[0].nodes("BookRow").map { $0.state["opened"] as? Int } == [1, 1])
    // Dropping the first book ends its row's identity; the other row keeps its identity and state.
    #expect(run[1].nodes("BookRow").map(\.identity) == ["\(rows)/\"emma\"/BookRow"])
    let destroyed = run[1].events("destroy").map(\.identity)
    #expect(destroyed.last == "\(rows)/\"dune\"/BookRow", "children first, then the row")
    #expect(destroyed.allSatisfy { $0.hasPrefix("\(rows)/\"dune\"/BookRow") }, "\(destroyed)")
    #expect(run[1].events("create").isEmpty)
    #expect(run[1].node("BookRow")?.state["opened"] as? Int == 1)
  }

  /// `Gallery.swift` calls `Header(title:)`, a method of its own, and `Footer(count:)`, a method
  /// of an extension in `GalleryParts.swift`, as a view builder calls a view; the extension also
  /// nests `Tile`, which keeps per-row state.
  @Test func methodsNamedLikeViewsAndTypesNestedInAnotherFilesExtensionAreFound() throws {
    let output = try SimE2E.run(
      [
        "sim", Self.gallery, Self.galleryParts, "--do", "tap \"Tile 1 likes 0\"",
        "--do", "tap \"Pick\"", "--json",
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.root == "Gallery")
    let rows = "Gallery/VStack/1/ForEach"
    #expect(run[0].texts == ["Photos 0"])
    #expect(run[0].nodes("Tile").map(\.identity) == ["\(rows)/0/Tile", "\(rows)/1/Tile"])
    #expect(run[1].nodes("Tile").map { $0.state["likes"] as? Int } == [0, 1])
    #expect(run[1].events("create").isEmpty)
    // Picking re-runs the scene's body: the footer's `if` creates its text, the tiles keep state.
    #expect(run[2].texts == ["Photos 1", "picked 1"])
    #expect(run[2].events("create").map(\.identity) == ["Gallery/VStack/2/some/Text"])
    #expect(run[2].nodes("Tile").map { $0.state["likes"] as? Int } == [0, 1])
  }

  @Test func twoFilesTakeTheRootFromTheFirstFilesPreview() throws {
    let output = try SimE2E.run(["sim", Self.row, Self.library, "--json"])
    #expect(output.status == 0, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.root == "BookRow")
    #expect(run[0].texts == ["Emma", "25"])
  }

  /// Without the file that declares `BookRow`, the shelf still runs: each row is an opaque
  /// `‹BookRow›` (docs/semantics.md, "Opaque by default"), and the warning says which file to
  /// pass.
  @Test func aTypeOfAnotherFileIsOpaqueWithoutIt() throws {
    let output = try SimE2E.run(["sim", Self.shelf, Self.library])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "\(Self.shelf):10:9: warning[S122]: `BookRow` is not declared in the files given and"
        + " not simulated: the scene runs with it as an opaque value ‹BookRow›, and stops where it"
        + " depends on what the value holds")
    #expect(output.stderr.contains("pass the file that declares it"), "\(output.stderr)")
    #expect(output.stdout.contains("  ‹BookRow›\n"), "\(output.stdout)")
  }

  @Test(arguments: [
    (
      "en",
      "warning[S114]: `OperationQueue` is not simulated: only the main queue, timers and tasks"
        + " run on idlab's clock; the scene runs, and stops with an error if it reaches this line"
    ),
    (
      "es",
      "warning[S114]: `OperationQueue` no se simula: en el reloj de idlab solo corren la cola"
        + " principal, los temporizadores y las tareas; la escena se ejecuta y se detiene con un"
        + " error si llega a esta línea"
    ),
  ])
  func anUnsimulatedConstructTheSceneReachesIsLocatedInItsFile(
    language: String, message: String
  ) throws {
    let output = try SimE2E.run(["--lang", language, "sim", Self.shelf, Self.broken, Self.row])
    #expect(output.status == 0, "a warning lets the scene run: \(output.stderr)")
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.first == "\(Self.broken):10:24: \(message)", "\(output.stderr)")
    #expect(
      lines.dropFirst().first
        == "  9 |   static let sample = [Book(id: \"dune\", title: \"Dune\")]", "\(output.stderr)")
    #expect(
      lines.dropFirst(2).first?.hasPrefix(" 10 |   static let refresh = OperationQueue") == true
    )
    #expect(!output.stderr.contains(Self.shelf), "only the reached construct: \(output.stderr)")
  }

  @Test(arguments: [
    ("en", "runtime error: Division by zero"),
    ("es", "error en tiempo de ejecución: división entre cero (Division by zero)"),
  ])
  func aRuntimeFailureInAnotherFileNamesThatFile(language: String, message: String) throws {
    let action = "books.append(Book(id: \"blank\", title: \"\"))"
    let screen = try SimE2E.run(
      ["--lang", language, "sim", Self.shelf, Self.library, Self.row, "--do", action],
      environment: ["COLUMNS": "300"])
    #expect(screen.status == 1, "\(screen.stderr)")
    let last = screen.stdout.split(separator: "\n").last.map(String.init)
    #expect(last == "\(Self.row):16:5: \(message)", "\(screen.stdout)")

    let json = try SimE2E.run(["sim", Self.shelf, Self.library, Self.row, "--do", action, "--json"])
    let error = try Self.error(in: json.stdout, step: 1)
    #expect(error?["file"] as? String == Self.row)
    #expect(error?["line"] as? Int == 16)
    #expect(error?["column"] as? Int == 5)
    #expect(try Self.error(in: json.stdout, step: 0) == nil)
  }

  @Test func aFailureOutsideTheOtherFilesHasNoFileField() throws {
    let output = try SimE2E.run(
      ["sim", Self.shelf, Self.library, Self.row, "--do", "books.remove(at: 5)", "--json"])
    #expect(output.status == 1, "\(output.stderr)")
    let error = try Self.error(in: output.stdout, step: 1)
    #expect(error?["message"] as? String == "Index out of range")
    #expect(error?.keys.contains("file") == false)
  }
}

/// A scene whose unused code calls Foundation, through the binary.
@Suite struct SimSDKWarningEndToEndTests {
  @Test func onlyWarningsExitZeroWithTheWarningOnStderr() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-sdk-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("Loader.swift")
    try """
    struct Loader: View {
      @State private var rows: [String] = ["a"]
      func load() {
        let manager = CLGeocoder()
        _ = UIPasteboard.general
        _ = manager
      }
      var body: some View {
        List(rows, id: \\.self) { Text($0) }
      }
    }
    """.write(to: scene, atomically: true, encoding: .utf8)
    let output = try SimE2E.run(["sim", scene.path, "--lang", "en"])
    #expect(output.status == 0, "\(output.stderr)")
    let warnings = output.stderr.split(separator: "\n").filter { $0.contains(": warning[") }
    let rest = "and stops where it depends on what the value holds"
    let manager: String =
      "\(scene.path):4:19: warning[S120]: `CLGeocoder` (CoreLocation) is not simulated: the"
      + " scene runs with it as an opaque value ‹CLGeocoder›, " + rest
    let pasteboard: String =
      "\(scene.path):5:9: warning[S120]: `UIPasteboard` (UIKit) is not simulated: the scene"
      + " runs with it as an opaque value ‹UIPasteboard›, " + rest
    #expect(warnings.map(String.init) == [manager, pasteboard])
    #expect(output.stdout.contains("Loader/List"), "\(output.stdout)")
  }
}
