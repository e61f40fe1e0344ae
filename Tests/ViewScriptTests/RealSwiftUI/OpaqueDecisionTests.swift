import Foundation
import IdentityEngine
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewScript

/// A statement decided by a value idlab does not model is skipped, and what it may write
/// becomes opaque (`Interpreter+OpaqueDecisions.swift`; issue #24: the step fails "only where
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

  /// What the skipped code writes is opaque afterwards: a body that decides on it stops there,
  /// located, naming the value the skipped `if` depended on, in both languages.
  @Test func aBodyThatReadsWhatTheSkippedCodeWroteStopsThere() throws {
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
          var body: some View {
            VStack {
              Text("Account")
              if sync.enabled { Text("Syncing") }
            }
          }
        }
        """, root: "Status")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments == ["name": "FileManager.fileExists"])
    // Line 12 is indented by six: the condition starts at column 10.
    #expect([failure.line, failure.column] == [12, 10])
    #expect(
      try realLocalizer(.en)(failure.messageKey, failure.arguments)
        == "the scene depends here on what ‹FileManager.fileExists› holds, and idlab does not"
        + " simulate `FileManager.fileExists`")
    #expect(
      try realLocalizer(.es)(failure.messageKey, failure.arguments).contains(
        "‹FileManager.fileExists›"))
  }

  /// A `guard` on an SDK value in a method without a result skips the rest of the method: what
  /// ran before it stays, what the rest writes is opaque, and the caller goes on.
  @Test func aGuardSkipsTheRestOfItsFunction() throws {
    let scene = try TestScene(
      source: """
        final class Archive: ObservableObject {
          @Published var steps: [String] = []
          @Published var moved = 0
          init() {
            steps.append("opened")
            migrate()
            steps.append("ready")
          }
          func migrate() {
            steps.append("checking")
            guard FileManager.default.fileExists(atPath: "/tmp/old") else { return }
            moved += 1
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
    #expect(skipped.map { ScriptProgram.opaqueName(of: $0) } == ["guard ‹FileManager.fileExists›"])
  }

  /// The code a skipped `if` runs through the program's own methods on `self` is weighed too:
  /// a write there is opaque afterwards, and a loop over an SDK collection is skipped likewise.
  @Test func writesThroughOwnMethodsAndLoopsBecomeOpaque() throws {
    let scene = try TestScene(
      source: """
        final class Keys: ObservableObject {
          @Published var copied = 0
          @Published var title = "Keys"
          init() {
            if FileManager.default.fileExists(atPath: "/tmp/keys") { bump() }
            for _ in UserDefaults.standard.dictionaryRepresentation() { title = "More keys" }
          }
          func bump() { copied += 1 }
        }
        struct KeyList: View {
          @StateObject private var keys = Keys()
          var body: some View { VStack { Text("Copied"); Text("\\(keys.copied)") } }
        }
        """, root: "KeyList")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Copied", "‹FileManager.fileExists›"])
    #expect(
      scene.run.runtimeOpaque.filter { $0.code == "S129" }.map(\.line) == [5, 6])
  }

  /// Code idlab cannot weigh before it runs is not skipped, and the scene stops at the decision
  /// as before: a method of another object of the program, a write to a simulated store, a
  /// `try` that can leave the code, an `if` whose value is used.
  @Test(arguments: [
    "if FileManager.default.fileExists(atPath: \"/a\") { other.reset() }",
    "if FileManager.default.fileExists(atPath: \"/a\") { UserDefaults.standard.set(1, forKey: \"k\") }",
    "if FileManager.default.fileExists(atPath: \"/a\") { try other.fail() }",
    "count = if FileManager.default.fileExists(atPath: \"/a\") { 1 } else { 2 }",
  ])
  func codeThatCannotBeWeighedStillStops(_ statement: String) throws {
    let scene = try TestScene(
      source: """
        enum Oops: Error { case failed }
        final class Other {
          var n = 0
          func reset() { n = 0 }
          func fail() throws { throw Oops.failed }
        }
        final class Model: ObservableObject {
          let other = Other()
          var count = 0
          init() {
            do {
              \(statement)
            } catch {}
          }
        }
        struct Screen: View {
          @StateObject private var model = Model()
          var body: some View { Text("Screen") }
        }
        """, root: "Screen")
    let failure = try #require(scene.first.error, "\(statement)")
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.line == 12)
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
