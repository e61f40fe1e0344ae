import Foundation
import Testing

/// The module table of docs/architecture.md is the rule: every `import` in `Sources/<Module>/`
/// names a module its row allows.
@Suite struct ArchitectureTests {
  /// The SwiftSyntax family the table calls "SwiftSyntax".
  static let swiftSyntax: Set<String> = [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftIDEUtils",
    "SwiftOperators", "SwiftBasicFormat",
  ]

  /// Module → the modules it may import, read from the table's third column (an empty set for
  /// "nothing, not even Foundation"; every module for "every module above").
  static func allowedImports(modules everyModule: Set<String>) throws -> [String: Set<String>] {
    let document = try String(contentsOf: repositoryURL("docs/architecture.md"), encoding: .utf8)
    var allowed: [String: Set<String>] = [:]
    let quoted = /`(\w+)`/
    for line in document.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, let name = cells[0].firstMatch(of: quoted)?.output.1 else {
        continue
      }
      let rule = cells[2]
      guard !rule.hasPrefix("nothing, not even Foundation") else {
        allowed[String(name)] = []
        continue
      }
      var names = Set(rule.matches(of: quoted).map { String($0.output.1) })
      names.insert("Foundation")
      if rule.contains("SwiftSyntax") { names.formUnion(swiftSyntax) }
      if rule.contains("every module") { names.formUnion(everyModule.union(swiftSyntax)) }
      allowed[String(name)] = names
    }
    return allowed
  }

  @Test func everyModuleImportsOnlyWhatItsRowAllows() throws {
    let sources = repositoryURL("Sources")
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    let allowed = try Self.allowedImports(modules: Set(folders))
    #expect(allowed.count > 10, "the module table was not found")
    let importLine = /^(?:@testable\s+|@_exported\s+)?import\s+(\w+)/
    for folder in folders {
      let files = try FileManager.default.subpathsOfDirectory(
        atPath: sources.appendingPathComponent(folder).path
      ).filter { $0.hasSuffix(".swift") }
      guard !files.isEmpty else { continue }  // system libraries (module maps only)
      let rule = try #require(allowed[folder], "\(folder) has no row in docs/architecture.md")
      for file in files {
        let text = try String(
          contentsOf: sources.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8)
        for line in text.split(separator: "\n") {
          guard let imported = line.firstMatch(of: importLine)?.output.1 else { continue }
          #expect(
            rule.contains(String(imported)),
            "\(folder)/\(file) imports \(imported), which its row does not allow")
        }
      }
    }
  }
}
