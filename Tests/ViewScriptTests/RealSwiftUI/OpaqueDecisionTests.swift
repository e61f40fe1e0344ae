import Foundation
import IdentityEngine
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewScript

/// A statement decided by a value idlab does not model is skipped when nothing of the program's
/// changes whichever way it goes (`Interpreter+OpaqueDecisions.swift`; issue #24: the step fails "only where
/// control flow, a `ForEach`'s data or ids, a state write the screen shows, or a grade depends on
/// an opaque value's content"). The family the fifty-eighth unseen sample found in nine files
/// (a cache size raised, an update check, a defaults or store migration in an initializer).
/// Scenes of our own; expected values written from the rule before running.
@Suite struct OpaqueDecisionTests {
  /// A model's initializer raises an SDK cache's size when it is small; the screen depends on
  /// nothing there, so it shows what SwiftUI shows (the spinner), and the skipped `if` is named
  /// with its place.
  @Test func aSideEffectOnlyBranchOnAnSDKValueIsSkipped() throws {
    let scene = try TestScene(
      source: """
        final class Thumbnails: ObservableObject {
          @Published var loaded = false
          init() {
            if URLCache.shared.memoryCapacity < 1_000 {
              URLCache.shared.memoryCapacity = 1_000
            }
          }
        }
        struct Gallery: View {
          @StateObject private var thumbnails = Thumbnails()
          var body: some View {
            if thumbnails.loaded { Text("Photos") } else { ProgressView() }
          }
        }
        """, root: "Gallery")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "ProgressView").count == 1)
    let skipped = scene.run.runtimeOpaque.filter { $0.code == "S129" }
    #expect(skipped.map { ScriptProgram.opaqueName(of: $0) } == ["if ‹URLCache›"])
    #expect(skipped.map { [$0.line, $0.column] } == [[4, 5]])
  }

  /// A branch that writes a property of the program is not skipped: whatever read it later
  /// would show a value idlab cannot know, so the step stops at the decision, located, naming
  /// the value, in both languages.
  @Test func aBranchThatWritesTheProgramsStateStopsAtTheDecision() throws {
    let scene = try TestScene(
      source: """
        final class Sync: ObservableObject {
          @Published var enabled = false
          init() {
            if FileManager.default.fileExists(atPath: "/tmp/sync") { enabled = true }
          }
        }
        struct Status: View {
          @StateObject private var sync = Sync()
          var body: some View { Text(sync.enabled ? "Syncing" : "Account") }
        }
        """, root: "Status")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments == ["name": "FileManager.fileExists"])
    // Line 4 is indented by four: the condition starts at column 8.
    #expect([failure.line, failure.column] == [4, 8])
    #expect(
      try realLocalizer(.en)(failure.messageKey, failure.arguments)
        == "the scene depends here on what ‹FileManager.fileExists› holds, and idlab does not"
        + " simulate `FileManager.fileExists`")
    #expect(
      try realLocalizer(.es)(failure.messageKey, failure.arguments).contains(
        "‹FileManager.fileExists›"))
    #expect(scene.run.runtimeOpaque.allSatisfy { $0.code != "S129" })
  }

  /// A `guard` on an SDK value in a method without a result skips the rest of the method when
  /// that rest only logs and calls what idlab does not model: what ran before it stays, and the
  /// caller goes on.
  @Test func aGuardSkipsTheRestOfItsFunction() throws {
    let scene = try TestScene(
      source: """
        final class Archive: ObservableObject {
          @Published var steps: [String] = []
          init() {
            steps.append("opened")
            migrate()
            steps.append("ready")
          }
          func migrate() {
            steps.append("checking")
            guard let old = FileManager.default.contents(atPath: "/tmp/old") else { return }
            print("migrating", old)
            URLCache.shared.removeAllCachedResponses()
          }
        }
        struct Log: View {
          @StateObject private var archive = Archive()
          var body: some View { ForEach(archive.steps, id: \\.self) { Text($0) } }
        }
        """, root: "Log")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["opened", "checking", "ready"])
    let skipped = scene.run.runtimeOpaque.filter { $0.code == "S129" }
    #expect(skipped.map { ScriptProgram.opaqueName(of: $0) } == ["guard ‹FileManager.contents›"])
  }

  /// The program's own methods the skipped code calls on `self` are weighed too, and a loop
  /// over an SDK collection is skipped likewise: here they only print, so both are skipped.
  @Test func ownMethodsAndLoopsThatOnlyLogAreSkipped() throws {
    let scene = try TestScene(
      source: """
        final class Keys: ObservableObject {
          @Published var title = "Keys"
          init() {
            if FileManager.default.fileExists(atPath: "/tmp/keys") { report() }
            for key in UserDefaults.standard.dictionaryRepresentation().keys { print(key) }
          }
          func report() { print("keys found") }
        }
        struct KeyList: View {
          @StateObject private var keys = Keys()
          var body: some View { Text(keys.title) }
        }
        """, root: "KeyList")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Keys"])
    #expect(scene.run.runtimeOpaque.filter { $0.code == "S129" }.map(\.line) == [4, 5])
  }

  /// Code that changes something of the program's, or that idlab cannot weigh before it runs,
  /// is not skipped, and the scene stops at the decision as before: a property written, in the
  /// branch or in a method it calls, or through a local holding `self`; a method of another
  /// object; an initializer of the program's own type (named or implicit); a simulated store; a `try` that can leave the code; a `continue` that leaves a
  /// `switch`; an early `return` from a closure with a value; an `if` whose value is used.
  @Test(arguments: [
    "if FileManager.default.fileExists(atPath: \"/a\") { count = 1 }",
    "if FileManager.default.fileExists(atPath: \"/a\") { bump() }",
    "if FileManager.default.fileExists(atPath: \"/a\") { let me = self; me.count = 5 }",
    "if FileManager.default.fileExists(atPath: \"/a\") { other.reset() }",
    "if FileManager.default.fileExists(atPath: \"/a\") { let made = Other(); print(made.n) }",
    "if FileManager.default.fileExists(atPath: \"/a\") { let made: Other = .init(); print(made.n) }",
    "if FileManager.default.fileExists(atPath: \"/a\") { UserDefaults.standard.set(1, forKey: \"k\") }",
    "if FileManager.default.fileExists(atPath: \"/a\") { try FileManager.default.removeItem(atPath: \"/a\") }",
    "for n in [1, 2] { switch UIDevice.current.name { case \"x\": continue; default: break }; count += n }",
    "count = { if FileManager.default.fileExists(atPath: \"/a\") { return 1 }; return 2 }()",
    "count = if FileManager.default.fileExists(atPath: \"/a\") { 1 } else { 2 }",
  ])
  func codeThatChangesTheProgramStillStops(_ statement: String) throws {
    let scene = try TestScene(
      source: """
        final class Other {
          var n = 0
          func reset() { n = 0 }
        }
        final class Model: ObservableObject {
          let other = Other()
          var count = 0
          init() {
            do {
              \(statement)
            } catch {}
          }
          func bump() { count += 1 }
        }
        struct Screen: View {
          @StateObject private var model = Model()
          var body: some View { Text("Screen") }
        }
        """, root: "Screen")
    let failure = try #require(scene.first.error, "\(statement)")
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.line == 10)
    #expect(scene.run.runtimeOpaque.allSatisfy { $0.code != "S129" })
  }

  /// `isStatementPosition`: an `if` without a final `else`, one of several statements, or the
  /// body of a method without a result is a statement, as is one whose branches end in
  /// assignments; the lone `if`/`else` of a getter or of a closure is its value (SE-0380).
  @Test func whichIfsAreStatements() throws {
    let source = """
      func run() { if a { x = 1 } else { x = 2 } }
      var value: Int { if a { 1 } else { 2 } }
      let pick = { if a { 1 } else { 2 } }
      func many() { let y = 0; if a { x = y } else { x = 2 } }
      func one() -> Int { if a { return 1 }; return 2 }
      let act = { if a { x = 1 } else { x = 2 } }
      """
    // Folded as the interpreter reads it (`x = 1` an assignment).
    let file = try OperatorTable.standardOperators.foldAll(Parser.parse(source: source))
    let ifs = file.tokens(viewMode: .sourceAccurate)
      .filter { $0.tokenKind == .keyword(.if) }
      .compactMap { $0.parent?.as(IfExprSyntax.self) }
    #expect(
      ifs.map { Interpreter.isStatementPosition(Syntax($0)) } == [
        true, false, false, true, true, true,
      ])
  }
}
