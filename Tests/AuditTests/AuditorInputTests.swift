import Audit
import Foundation
import IdlabTestSupport
import Testing

/// Bad input gets one problem line each and the rest of the audit is done.
@Suite struct AuditorInputTests {
  /// A view with one index-keyed `ForEach` over state (line 4).
  static let hazard = """
    struct Fleet: View {
      @State var ships: [Ship] = []
      var body: some View {
        ForEach(ships.indices, id: \\.self) { i in Text(ships[i].name) }
      }
      func dock() { ships.remove(at: 0) }
    }
    """

  /// A fresh folder, removed by the caller.
  static func folder() throws -> URL {
    let url = try makeTemporaryFolder("idlab-audit")
    return url
  }

  static func write(_ text: String, _ name: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func badInputIsReportedAndTheRestAudited() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "App/Fleet.swift", in: root)
    try Self.write("struct Broken: View {\n  var body: some View {\n", "App/Broken.swift", in: root)
    try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(
      to: root.appendingPathComponent("App/Latin.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Loop").path,
      withDestinationPath: root.appendingPathComponent("App").path)
    try Self.write(Self.hazard, ".build/Generated.swift", in: root)
    try Self.write(Self.hazard, "App/notes.txt", in: root)

    let report = Auditor().audit(paths: ["App", "Missing"], currentDirectory: root.path)
    #expect(report.findings.map { "\($0.path):\($0.line)" } == ["App/Fleet.swift:4"])
    #expect(report.fileCount == 2)
    let kinds = report.problems.map { "\($0.kind) \($0.path)" }
    #expect(
      kinds == [
        "syntax-error App/Broken.swift", "not-utf8 App/Latin.swift", "symlink-loop App/Loop",
        "not-found Missing",
      ])
  }

  /// A file that does not parse gets its parse error and no finding, even where the tree the
  /// parser recovers holds a hazard (course prose saved as `.swift` with a quoted snippet:
  /// audit samples AD and AF); the same snippet in a file that parses is reported.
  @Test func aFileThatDoesNotParseGetsNoFinding() throws {
    let prose = "Day 23, part one\n\nToday we look at lists:\n\n" + Self.hazard + "\n\nThat's it!\n"
    let broken = Auditor().audit(source: prose, path: "day23.swift")
    #expect(broken.findings.isEmpty)
    #expect(broken.problems.map { "\($0.kind)" } == ["syntax-error"])
    let clean = Auditor().audit(source: Self.hazard, path: "Fleet.swift")
    #expect(clean.findings.map(\.line) == [4])
  }

  /// The audit never leaves the trees it was given (issue #32): links to `/`, to `..` and to
  /// a file beside the project are problems, not followed; a link into another path given is
  /// followed.
  @Test func linksOutOfThePathsGivenAreNotFollowed() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "App/Fleet.swift", in: root)
    try Self.write(Self.hazard, "Lib/Shared.swift", in: root)
    try Self.write(Self.hazard, "Elsewhere/Secret.swift", in: root)
    for (name, destination) in [
      ("Root", "/"), ("Up", ".."), ("Secret.swift", "../Elsewhere/Secret.swift"),
      ("Shared", "../Lib"),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("App/\(name)").path,
        withDestinationPath: destination)
    }
    let report = Auditor().audit(paths: ["App", "Lib"], currentDirectory: root.path)
    // `Lib/Shared.swift` is reached twice, through `App/Shared` too: audited once, at its own
    // path (audit sample X counted a linked folder's files twice).
    #expect(report.findings.map(\.path) == ["App/Fleet.swift", "Lib/Shared.swift"])
    #expect(report.fileCount == 2)
    #expect(
      report.problems.map { "\($0.kind) \($0.path)" } == [
        "outside-roots App/Root", "outside-roots App/Secret.swift", "outside-roots App/Up",
      ])
  }

  /// A file the scene rules refuse (issue #32: a form feed before `=` trapped the parser's
  /// diagnostics; a chain of 50 000 `1 +` overflowed the stack when folded) is one problem at
  /// its place, and the rest of the project is audited.
  @Test func aFileThatCouldTrapOrOverflowIsOneProblem() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "App/Fleet.swift", in: root)
    try Self.write("let a \u{0C}= 1\n", "App/Feed.swift", in: root)
    try Self.write(
      "let x = " + Array(repeating: "1", count: 50_000).joined(separator: " + ") + "\n",
      "App/Chain.swift", in: root)
    try Self.write(
      "let y = " + String(repeating: "[", count: 40) + "\n", "App/Squares.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    #expect(report.findings.map(\.path) == ["App/Fleet.swift"])
    #expect(
      report.problems == [
        .refused(path: "App/Chain.swift", line: 1, column: 9, code: "S003", detail: "1000"),
        .refused(path: "App/Feed.swift", line: 1, column: 7, code: "S002", detail: "U+000C"),
        .refused(path: "App/Squares.swift", line: 1, column: 19, code: "S004", detail: "10"),
      ])
  }

  /// Code from unseen projects the screen once refused, all of it Swift that compiles
  /// (measured on 15 repositories, 4 642 files: 8 refused): a table of 150 constants and a
  /// package manifest (many `(` with no brace between them, outside any type's header), and
  /// control characters in comments (a generator's colour codes, a stray keystroke), which
  /// Swift accepts. They are audited like any file.
  @Test func realCodeThatOnlyLooksHostileIsAudited() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let constants = (0..<150).map { "  static let k\($0) = KeyCode(rawValue: \($0))" }
    try Self.write(
      "struct KeyCode {\n  let rawValue: Int\n" + constants.joined(separator: "\n") + "\n}\n",
      "App/KeyCode.swift", in: root)
    let targets = (0..<120).map {
      "    .target(name: \"T\($0)\", dependencies: [.product(name: \"P\", package: \"p\")]),"
    }
    try Self.write(
      "let package = Package(\n  name: \"app\",\n  targets: [\n" + targets.joined(separator: "\n")
        + "\n  ])\n", "App/Package.swift", in: root)
    try Self.write(
      "// named by hand\u{0F}\u{0F}\n/** \u{1B}[31mNo description\u{1B}[0m */\nlet x = 1\n",
      "App/Comments.swift", in: root)
    let report = Auditor().audit(paths: ["App"], currentDirectory: root.path)
    #expect(report.problems.isEmpty, "\(report.problems)")
    #expect(report.fileCount == 3)
  }

  @Test func skipsBuildFoldersAndHiddenFolders() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "Sources/A.swift", in: root)
    for skipped in [".build", "DerivedData", "Pods", "build", ".git"] {
      try Self.write(Self.hazard, "\(skipped)/B.swift", in: root)
    }
    let report = Auditor().audit(paths: ["."], currentDirectory: root.path)
    #expect(report.findings.map(\.path) == ["./Sources/A.swift"])
  }

  @Test func gitIgnoredFilesAreSkippedInsideACheckout() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "Sources/Kept.swift", in: root)
    try Self.write(Self.hazard, "Generated/Ignored.swift", in: root)
    try Self.write("Generated/\n", ".gitignore", in: root)
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "init", "-q", root.path]
    try git.run()
    git.waitUntilExit()
    try #require(git.terminationStatus == 0, "git is needed for this test")
    let report = Auditor().audit(paths: [root.path], currentDirectory: "/")
    #expect(report.findings.map(\.path) == [root.path + "/Sources/Kept.swift"])
  }

  @Test func eachFileIsReportedOnceAsItStarts() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["A", "B", "C", "D", "E"] { try Self.write(Self.hazard, "\(name).swift", in: root) }
    let seen = Seen()
    _ = Auditor().audit(paths: ["."], currentDirectory: root.path) { seen.add($0) }
    #expect(
      seen.paths.sorted() == ["./A.swift", "./B.swift", "./C.swift", "./D.swift", "./E.swift"])
  }

  @Test func aNamedFileIsAuditedWhateverItsExtension() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.hazard, "scene.txt", in: root)
    let report = Auditor().audit(paths: ["scene.txt"], currentDirectory: root.path)
    #expect(report.findings.count == 1)
    #expect(report.problems.isEmpty)
  }

  @Test func projectFactsCrossFiles() throws {
    let view = """
      struct Fleet: View {
        @ObservedObject var model: FleetModel
        var body: some View {
          ForEach(model.ships.indices, id: \\.self) { i in Text(model.ships[i].name) }
        }
      }
      """
    let model = """
      final class FleetModel: ObservableObject {
        @Published var ships: [Ship] = []
        func launch(_ ship: Ship) { ships.insert(ship, at: 0) }
      }
      """
    let alone = Auditor().audit([try AuditedFile(path: "Fleet.swift", source: view)])
    #expect(alone.findings.map(\.severity) == [.note])
    let together = Auditor().audit([
      try AuditedFile(path: "Fleet.swift", source: view),
      try AuditedFile(path: "FleetModel.swift", source: model),
    ])
    #expect(together.findings.map(\.severity) == [.warning])
  }

  /// A text fetched by a literal key is one of the values the project's string catalogs give
  /// that key (issue #29, sample G): split into paragraphs that all differ, in every language,
  /// its parts are unique; one paragraph twice in one language, or a key no catalog has, and
  /// they can repeat.
  @Test func localizedTextsComeFromTheProjectsCatalogs() throws {
    let view = #"""
      final class Notice: ObservableObject {
        @Published var body = ""
        func show(face: Bool) {
          body = face ? NSLocalizedString("notice.face", comment: "") : String(localized: "notice.pin")
        }
      }
      struct NoticeView: View {
        @StateObject private var notice = Notice()
        var body: some View {
          ForEach(notice.body.split(separator: "\n\n"), id: \.self) { Text($0) }
        }
      }
      """#
    // The French text is written as JSON writes it (`\n` for a line break).
    func catalog(_ french: String) -> String {
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "notice.face": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Use your face.\n\nOr a code."}},
          "fr": {"stringUnit": {"state": "translated", "value": "\#(french)"}}}}}}
      """#
    }
    let strings = #"/* pin */"# + "\n" + #""notice.pin" = "Use a code.\n\nOr your face.";"# + "\n"
    func severities(_ french: String, pin: Bool = true) throws -> [Finding.Severity] {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try Self.write(view, "App/NoticeView.swift", in: folder)
      try Self.write(catalog(french), "App/Localizable.xcstrings", in: folder)
      if pin { try Self.write(strings, "App/en.lproj/Localizable.strings", in: folder) }
      return Auditor().audit(paths: ["App"], currentDirectory: folder.path).findings.map(
        \.severity)
    }
    #expect(try severities(#"Ton visage.\n\nOu un code."#) == [])
    #expect(try severities(#"Ton visage.\n\nTon visage."#) == [.warning])
    #expect(try severities(#"Ton visage.\n\nOu un code."#, pin: false) == [.warning])
  }

  /// Facts are merged per target (issue #29): two sample apps of one repository, each with its
  /// own Xcode project (or, with none, its own `@main` folder), do not lend each other their
  /// writes. The same two files in one app do.
  @Test func factsStayInTheirTarget() throws {
    let view = """
      struct Intro: View {
        let model: IntroModel
        var body: some View {
          ForEach(model.pages.indices, id: \\.self) { i in Text(model.pages[i]) }
        }
      }
      """
    let model = """
      final class IntroModel: ObservableObject {
        @Published var pages: [String] = []
        func skip() { pages.removeFirst() }
      }
      """
    let sibling = """
      final class IntroModel: ObservableObject {
        @Published var pages: [String] = ["One"]
      }
      """
    for marker in ["Intro.xcodeproj/project.pbxproj", "IntroApp.swift"] {
      let root = try Self.folder()
      defer { try? FileManager.default.removeItem(at: root) }
      let entry = marker.hasSuffix(".swift") ? "@main struct IntroApp: App {}" : ""
      try Self.write(entry, "Repo/First/\(marker)", in: root)
      try Self.write(entry, "Repo/Second/\(marker)", in: root)
      try Self.write(view, "Repo/First/Intro.swift", in: root)
      // Something builds the view: a view nothing builds has notes only.
      try Self.write("let home = Intro(model: IntroModel())", "Repo/First/Home.swift", in: root)
      try Self.write(sibling, "Repo/First/IntroModel.swift", in: root)
      try Self.write(model, "Repo/Second/IntroModel.swift", in: root)
      let apart = Auditor().audit(paths: ["Repo"], currentDirectory: root.path)
      #expect(apart.findings.map(\.severity) == [.note], "\(marker): another app's write")
      try Self.write(model, "Repo/First/IntroModel.swift", in: root)
      let together = Auditor().audit(paths: ["Repo"], currentDirectory: root.path)
      #expect(together.findings.map(\.severity) == [.warning], "\(marker): its own write")
    }
  }

  /// A file a tool wrote ("DO NOT EDIT", `*.pb.swift`) gets no findings and lends no facts.
  @Test func generatedFilesAreLeftOut() throws {
    let generated = """
      // DO NOT EDIT.
      // Generated by the Swift generator plugin for the protocol buffer compiler.
      struct Card: View {
        @State var ships: [Ship] = []
        var body: some View { ForEach(ships.indices, id: \\.self) { i in Text("") } }
        func dock() { ships.remove(at: 0) }
      }
      """
    let report = Auditor().audit([
      try AuditedFile(path: "Card.swift", source: generated),
      try AuditedFile(path: "Fleet.pb.swift", source: Self.hazard),
    ])
    #expect(report.findings.isEmpty)
    #expect(report.fileCount == 2)
  }

  /// A function with many parameters with defaults is named by any call of its name: its call
  /// shapes (2ⁿ) are not listed one by one (audit sample X: an initializer with 22 took 10 GB
  /// and never finished). A loader with 40 such parameters called as a view appears is still a
  /// load, as with 2 (the rows' finding stays a note).
  @Test func manyDefaultedParametersDoNotMultiplyCallShapes() {
    for count in [2, 40] {
      let parameters = (1...count).map { "a\($0): Bool = false" }.joined(separator: ", ")
      let source = """
        struct Shelf: View {
          @State private var books: [String] = []
          var body: some View {
            List { ForEach(books.indices, id: \\.self) { i in TextField("", text: $books[i]) } }
              .onAppear { load() }
          }
          func load(\(parameters)) { books = ["A", "B"] }
        }
        """
      let report = Auditor().audit(source: source, path: "Shelf.swift")
      #expect(report.findings.map(\.severity) == [.note], "\(count): \(report.findings)")
    }
  }
}

/// Paths collected from several threads.
private final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func add(_ path: String) { lock.withLock { list.append(path) } }

  var paths: [String] { lock.withLock { list } }
}
