import Foundation
import IdentityEngine
import Localization
import Testing

@testable import ViewScript

/// One error fixture: a program (or an action) with a `1️⃣` marker where the diagnostic points.
struct ErrorFixture: CustomTestStringConvertible, Sendable {
  let name: String
  var testDescription: String { name }

  /// The expected code: the file name up to the first `-` (`S101-app-storage.swift` → `S101`).
  var code: String { String(name.prefix { $0 != "-" }) }
}

/// The result of running a fixture: the diagnostic and where the marker was.
struct FixtureRun {
  var diagnostic: ScriptDiagnostic?
  var markerLine: Int
  var markerColumn: Int
}

enum ErrorFixtures {
  static let all: [ErrorFixture] = Fixtures.files(in: "errors").map(ErrorFixture.init(name:))
  /// Kinds that depend on the scene's project folder, not on its text, so no single fixture
  /// file can raise them; each has a test of its own with a project made for it (S127:
  /// `NavigationTests.aMacProjectsSplitViewSaysItIsDrawnAsOnAnIPhone`).
  static let projectKinds: Set<String> = ["S127"]

  /// Removes the marker and returns its 1-based line and UTF-8 column.
  static func locateMarker(_ text: String) -> (text: String, line: Int, column: Int)? {
    guard let range = text.range(of: "1️⃣") else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].utf8.count + 1
    return (text.replacingCharacters(in: range, with: ""), line, column)
  }

  static func run(_ fixture: ErrorFixture) throws -> FixtureRun {
    let raw = try Fixtures.text("errors/\(fixture.name)")
    let lines = raw.components(separatedBy: "\n")
    var action: String?
    var root: String?
    var source = raw
    var marker = (line: 0, column: 0)
    if let first = lines.first, first.hasPrefix("// action: ") {
      let actionText = String(first.dropFirst("// action: ".count))
      if let located = locateMarker(actionText) {
        action = located.text
        marker = (located.line, located.column)
      } else {
        action = actionText
      }
      source = lines.dropFirst().joined(separator: "\n")
    } else if let located = locateMarker(raw) {
      source = located.text
      marker = (located.line, located.column)
      if let directive = source.components(separatedBy: "\n").first,
        directive.hasPrefix("// root: ")
      {
        root = String(directive.dropFirst("// root: ".count))
      }
    }
    let program: ScriptProgram
    do {
      program = try ScriptProgram.compile(source: source, path: fixture.name)
    } catch {
      return FixtureRun(
        diagnostic: error.diagnostics.first, markerLine: marker.line, markerColumn: marker.column)
    }
    if let warning = program.warnings.first {
      // A warning fixture (`S120`, `S121`, `S114`): the program compiles and reports it.
      return FixtureRun(diagnostic: warning, markerLine: marker.line, markerColumn: marker.column)
    }
    let run: SceneRun
    do {
      run = try program.simulate(root: root)
    } catch {
      return FixtureRun(
        diagnostic: error.diagnostics.first, markerLine: marker.line, markerColumn: marker.column)
    }
    guard let action else {
      // A root run with placeholder arguments (`S303`) is a warning of the run, as is a
      // statement skipped on a value idlab does not model (`S129`).
      return FixtureRun(
        diagnostic: run.placeholders ?? run.runtimeOpaque.first { $0.code == "S129" },
        markerLine: marker.line, markerColumn: marker.column)
    }
    do {
      try run.perform(action)
    } catch {
      return FixtureRun(
        diagnostic: error.diagnostics.first, markerLine: marker.line, markerColumn: marker.column)
    }
    return FixtureRun(diagnostic: nil, markerLine: marker.line, markerColumn: marker.column)
  }

  static func localizer() throws -> Localizer {
    try Localizer.load(language: .en, localesDirectory: localesDirectory)
  }
}

@Suite struct DiagnosticTests {
  @Test(arguments: ErrorFixtures.all)
  func fixtureReportsItsCodeAtTheMarker(_ fixture: ErrorFixture) throws {
    let result = try ErrorFixtures.run(fixture)
    let diagnostic = try #require(result.diagnostic, "no diagnostic for \(fixture.name)")
    #expect(diagnostic.code == fixture.code, "\(diagnostic.englishMessage)")
    #expect(diagnostic.line == result.markerLine)
    #expect(diagnostic.column == result.markerColumn)
    #expect(diagnostic.length >= 1)
  }

  @Test(arguments: ErrorFixtures.all)
  func fixtureMessageReadsInBothLanguages(_ fixture: ErrorFixture) throws {
    let diagnostic = try #require(try ErrorFixtures.run(fixture).diagnostic)
    let english = try ErrorFixtures.localizer()
    let spanish = english.switched(to: .es)
    var messages: [String] = []
    for localizer in [english, spanish] {
      let message = localizer(diagnostic.messageKey, diagnostic.arguments)
      #expect(
        message != diagnostic.messageKey,
        "missing \(diagnostic.messageKey) in \(localizer.language)")
      #expect(Catalog.placeholders(in: message).isEmpty, "unfilled placeholder in \(message)")
      let helpKey = diagnostic.helpKey
      let help = localizer(helpKey, diagnostic.arguments)
      #expect(help != helpKey && !help.isEmpty, "missing \(helpKey) in \(localizer.language)")
      messages.append(message)
    }
    #expect(messages[0] != messages[1], "the Spanish message is the English one: \(messages[0])")
    if let detail = diagnostic.arguments["detail"], diagnostic.arguments["detail.key"] != nil {
      #expect(messages[0].contains(detail), "the English message lost its detail")
      #expect(!messages[1].contains(detail), "English detail on a Spanish screen: \(messages[1])")
    }
  }

  @Test func everyCodeHasBothLanguagesWithTheSamePlaceholders() throws {
    let localizer = try ErrorFixtures.localizer()
    let english = try #require(localizer.catalogs[.en])
    let spanish = try #require(localizer.catalogs[.es])
    for kind in DiagnosticKind.all {
      for key in [kind.messageKey, kind.helpKey] {
        let en = try #require(english.entries[key], "missing \(key) (en)")
        let es = try #require(spanish.entries[key], "missing \(key) (es)")
        #expect(Catalog.placeholders(in: en) == Catalog.placeholders(in: es), "\(key)")
      }
      #expect(
        Catalog.placeholders(in: english.entries[kind.messageKey] ?? "")
          == Catalog.placeholders(in: kind.englishMessage), "\(kind.code) English fallback")
    }
  }

  /// `DiagnosticKind.all` lists every kind declared in ViewScript's sources (so the catalog
  /// and fixture checks above see them all), once each.
  @Test func allListsEveryDeclaredKindOnce() throws {
    let codes = DiagnosticKind.all.map(\.code)
    #expect(Set(codes).count == codes.count, "a code is used twice")
    let folder = repositoryURL("Sources/ViewScript")
    var declared: Set<String> = []
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let declaration = /static let \w+ = DiagnosticKind\(\s*"(S\d+)"/
      for match in text.matches(of: declaration) { declared.insert(String(match.output.1)) }
    }
    #expect(declared.count > 20, "the declarations were not found")
    #expect(Set(codes) == declared, "declared but not in `all`: \(declared.subtracting(codes))")
    #expect(
      Set(ErrorFixtures.all.map(\.code)).isSuperset(
        of: Set(codes).subtracting(ErrorFixtures.projectKinds)))
  }

  /// Every S204 detail has its text in both languages with the same placeholders, and the
  /// English entry is the fallback `englishTemplate`.
  @Test func everyDetailHasBothLanguagesWithTheSamePlaceholders() throws {
    let localizer = try ErrorFixtures.localizer()
    let english = try #require(localizer.catalogs[.en])
    let spanish = try #require(localizer.catalogs[.es])
    #expect(DiagnosticDetail.all.count > 40, "the details were not listed")
    for detail in DiagnosticDetail.all {
      let key = detail.catalogKey
      let en = try #require(english.entries[key], "missing \(key) (en)")
      let es = try #require(spanish.entries[key], "missing \(key) (es)")
      #expect(en == detail.englishTemplate, "\(key): the catalog and the fallback differ")
      #expect(es != en, "\(key) is not translated")
      #expect(Catalog.placeholders(in: en) == Catalog.placeholders(in: es), "\(key)")
    }
  }

  /// The English fallback fills each placeholder once: a value that itself reads `{type}` (a
  /// learner's label) stays as typed, in the detail and in the message around it.
  @Test func englishFallbackFillsPlaceholdersOnce() {
    let arguments = DiagnosticDetail.extraArgument.arguments(["label": "{type}", "type": "Int"])
    #expect(arguments["detail"] == "extra argument `{type}`")
    let text = DiagnosticKind.invalidArguments.englishText(arguments)
    #expect(text.contains("extra argument `{type}`"), "\(text)")
    #expect(!text.contains("`Int`"), "\(text)")
  }

  /// `DiagnosticDetail.all` lists every declared detail once, and no evaluator message passes an
  /// English `detail` of its own (only SwiftParser's syntax messages, which have no catalog).
  @Test func detailsAreDeclaredAndNeverWrittenInPlace() throws {
    let keys = DiagnosticDetail.all.map(\.key)
    #expect(Set(keys).count == keys.count, "a key is used twice")
    let folder = repositoryURL("Sources/ViewScript")
    var declared: Set<String> = []
    var inPlace: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let declaration = /static let \w+ = DiagnosticDetail\(\s*"([a-z-]+)"/
      for match in text.matches(of: declaration) { declared.insert(String(match.output.1)) }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.contains("\"detail\":") && !line.contains(".syntaxError")
      {
        inPlace.append("\(file):\(number + 1)")
      }
    }
    #expect(declared == Set(keys), "declared but not in `all`: \(declared.subtracting(keys))")
    #expect(inPlace.isEmpty, "write these as a `DiagnosticDetail`: \(inPlace)")
  }

  /// A condition that is not a `Bool` reads in the reader's language, detail included.
  @Test func aNonBoolConditionIsExplainedInSpanish() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Screen: View {
          let count = 3
          var body: some View {
            if count { Text("many") }
          }
        }
        """, path: "scene.swift")
    let thrown = #expect(throws: ScriptDiagnostics.self) { try program.simulate(root: nil) }
    let diagnostic = try #require(thrown?.diagnostics.first)
    #expect(diagnostic.code == "S204")
    let english = try ErrorFixtures.localizer()
    #expect(
      english(diagnostic.messageKey, diagnostic.arguments)
        == "invalid arguments to `Bool`: expected a Bool, got Int")
    #expect(
      english.switched(to: .es)(diagnostic.messageKey, diagnostic.arguments)
        == "argumentos no válidos para `Bool`: se esperaba un Bool y llegó Int")
  }

  @Test func unknownGestureTargetListsTheLabels() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var on = false
          var body: some View {
            VStack {
              Button("Go") { }
              Button("Stop") { }
              Toggle("Power", isOn: $on)
            }
          }
        }
        """)
    do {
      try scene.run.perform(#"tap "Launch""#)
      Issue.record("expected a diagnostic")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S401")
      #expect(diagnostic.arguments["labels"] == #""Go", "Stop""#)
    }
  }
}
