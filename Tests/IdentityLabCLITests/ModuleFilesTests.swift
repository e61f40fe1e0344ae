import Basics
import Foundation
import IdlabTestSupport
import Testing

@testable import IdentityLabCLI

/// The files `idlab audit`'s confirmation compiles with a finding's file (`ModuleFiles`): what
/// the file names, transitively, from the project it is in. The expected lists are written from
/// the files below, by hand.
@Suite struct ModuleFilesTests {
  static let files: [String: String] = [
    "App/Package.swift": "// swift-tools-version: 5.9\n",
    "App/Sources/App/Views/Fleet.swift": """
    struct Fleet: View {
      let title = "Unused in a string"
      var body: some View { ShipRow().foregroundStyle(.brand).opacity(1 <- 2) } // Helper in a comment
    }
    """,
    "App/Sources/App/Rows/ShipRow.swift":
      "struct ShipRow: View { var body: some View { Badge() } }\n",
    "App/Sources/App/Rows/Badge.swift":
      "struct Badge: View { var body: some View { Text(\"b\") } }\n",
    "App/Sources/App/Theme.swift": "extension Color {\n  static let brand = Color.red\n}\n",
    "App/Sources/App/Unused.swift": "struct Unused {}\nstruct Helper {}\n",
    "App/Sources/App/Arrow.swift": "infix operator <-\nfunc <- (a: Int, b: Int) -> Double { 1 }\n",
    "Elsewhere/Other.swift": "struct ShipRow: View { var body: some View { EmptyView() } }\n",
  ]

  @Test func aFileBringsWhatItNamesFromItsOwnProject() throws {
    let root = try makeTemporaryFolder("idlab-module-files")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in Self.files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let base = root.standardizedFileURL.path
    let chosen = ModuleFiles().files(
      for: base + "/App/Sources/App/Views/Fleet.swift", within: base)
    // The row and, through it, the badge; the colour's extension member `brand`; the file
    // that declares the operator `<-`; nothing a string or a comment names; nothing outside
    // the package.
    #expect(
      chosen.map { String($0.dropFirst(base.count + 1)) } == [
        "App/Sources/App/Views/Fleet.swift", "App/Sources/App/Rows/ShipRow.swift",
        "App/Sources/App/Theme.swift", "App/Sources/App/Arrow.swift",
        "App/Sources/App/Rows/Badge.swift",
      ])
  }

  @Test func codeOfALineLeavesOutStringsAndTheComment() {
    #expect(TopLevelScanner.code(of: #"let a = "x // \"y\"" // note"#) == "let a =   ")
    #expect(TopLevelScanner.code(of: "a / b // c") == "a / b ")
  }

  /// A member whose setter has its own access (`public private(set) static var`,
  /// `fileprivate(set) var`) is indexed as any member is (sample 53: not found, so its file was
  /// never passed).
  @Test func aMemberWithASettersAccessIsIndexed() throws {
    let root = try makeTemporaryFolder("idlab-module-files-set")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/Package.swift": "// swift-tools-version: 5.9\n",
      "App/Sources/App/Gauge.swift":
        "struct Gauge: View {\n  var body: some View { Text(\"g\").tint(.accent) }\n}\n",
      "App/Sources/App/Accent.swift":
        "extension Color {\n  public private(set) static var accent = Color.blue\n}\n",
      "App/Sources/App/Other.swift": "extension Color {\n  static var unused = Color.red\n}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let base = root.standardizedFileURL.path
    let chosen = ModuleFiles().files(for: base + "/App/Sources/App/Gauge.swift", within: base)
    #expect(
      Set(chosen.map { String($0.dropFirst(base.count + 1)) }) == [
        "App/Sources/App/Gauge.swift", "App/Sources/App/Accent.swift",
      ])
  }
}
