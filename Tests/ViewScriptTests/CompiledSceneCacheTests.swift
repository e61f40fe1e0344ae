import IdentityEngine
import Testing

@testable import ViewScript

/// A scene is compiled once per text, whatever its path; runs of one compiled scene share nothing.
@Suite struct CompiledSceneCacheTests {
  /// A cache whose compiles are counted, each giving diagnostics naming the source.
  final class Counting {
    var compiles: [String] = []
    let cache: CompiledSceneCache

    init(capacity: Int = 8, sourceBudget: Int = 1 << 20) {
      cache = CompiledSceneCache(capacity: capacity, sourceBudget: sourceBudget)
    }

    /// The entry's source and the path of its one diagnostic (`source@path`); the compile
    /// gives an S101 at `path`, whose `name` argument is `argument`.
    @discardableResult
    func entry(_ source: String, path: String = "a.swift", argument: String = "x") -> String {
      let entry = cache.entry(source: source, path: path) {
        compiles.append("\(path):\(source)")
        return .failure(
          ScriptDiagnostics(
            [ScriptDiagnostic(.unknownName, ["name": argument], path: path, line: 1, column: 1)],
            source: source))
      }
      guard case .failure(let diagnostics) = entry else { return "" }
      return diagnostics.source + "@" + diagnostics.diagnostics.map(\.path).joined(separator: ",")
    }

    /// A multi-file entry; the compile is recorded as its paths, texts and root.
    func entry(_ files: [(String, String)], root: String? = nil) {
      let sources = files.map { ScriptSource(path: $0.0, source: $0.1) }
      _ = cache.entry(files: sources, root: root) {
        compiles.append(files.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "@\(root ?? "-")")
        return .failure(ScriptDiagnostics([], source: ""))
      }
    }
  }

  @Test func theSameFilesAndRootCompileOnce() {
    let counting = Counting()
    counting.entry([("a.swift", "one"), ("b.swift", "two")])
    counting.entry([("a.swift", "one"), ("b.swift", "two")])
    counting.entry([("a.swift", "one"), ("b.swift", "two")], root: "B")
    counting.entry([("a.swift", "one"), ("b.swift", "2")])
    counting.entry([("a.swift", "one"), ("b.swift", "two")], root: "B")
    #expect(
      counting.compiles == [
        "a.swift:one,b.swift:two@-", "a.swift:one,b.swift:two@B", "a.swift:one,b.swift:2@-",
      ])
  }

  @Test func theSourceBudgetCountsEveryFile() {
    let counting = Counting(sourceBudget: 6)
    counting.entry([("a.swift", "abcd"), ("b.swift", "efg")])
    counting.entry([("a.swift", "abcd"), ("b.swift", "efg")])
    // 4 + 3 bytes is over the budget of 6: never kept, compiled each time.
    #expect(counting.compiles.count == 2)
  }

  @Test func theSameTextCompilesOnceAtAnyPath() {
    let counting = Counting()
    #expect(counting.entry("one") == "one@a.swift")
    #expect(counting.entry("one") == "one@a.swift")
    #expect(counting.entry("two") == "two@a.swift")
    // The same text at another path: not compiled again, its diagnostics moved to that path.
    #expect(counting.entry("one", path: "b.swift") == "one@b.swift")
    #expect(counting.entry("one") == "one@a.swift")
    #expect(counting.compiles == ["a.swift:one", "a.swift:two"])
  }

  @Test func diagnosticsNamingTheirPathAreNotMoved() {
    let counting = Counting()
    counting.entry("one", path: "a.swift", argument: "a.swift:1:1")
    // A message naming a.swift would be wrong at b.swift: compiled again there.
    #expect(counting.entry("one", path: "b.swift", argument: "b.swift:1:1") == "one@b.swift")
    #expect(counting.compiles == ["a.swift:one", "b.swift:one"])
  }

  @Test func aCompiledProgramMovesWithItsWarnings() throws {
    let source = """
      import SwiftUI
      import UIKit

      struct Buzzer: View {
        var body: some View {
          Button("Buzz") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        }
      }
      """
    let first = try ScriptProgram.compile(source: source, path: "cache-move-a.swift")
    let second = try ScriptProgram.compile(source: source, path: "cache-move-b.swift")
    #expect(first.path == "cache-move-a.swift")
    #expect(second.path == "cache-move-b.swift")
    #expect(
      first.warnings.map { "\($0.path):\($0.line) \($0.code)" } == ["cache-move-a.swift:6 S120"])
    #expect(
      second.warnings.map { "\($0.path):\($0.line) \($0.code)" } == ["cache-move-b.swift:6 S120"])
  }

  @Test func theOldestEntryGoesPastTheCapacity() {
    let counting = Counting(capacity: 2)
    for source in ["a", "b", "c", "c", "a"] { counting.entry(source) }
    #expect(counting.compiles == ["a.swift:a", "a.swift:b", "a.swift:c", "a.swift:a"])
    #expect(counting.cache.count == 2)
  }

  @Test func theSourceBudgetBoundsWhatIsKept() {
    let counting = Counting(sourceBudget: 6)
    for source in ["abcd", "ef", "gh", "abcd", "0123456789", "0123456789"] {
      counting.entry(source)
    }
    // "gh" pushes out "abcd" (4 + 2 + 2 > 6); a text longer than the budget is never kept.
    #expect(
      counting.compiles == [
        "a.swift:abcd", "a.swift:ef", "a.swift:gh", "a.swift:abcd", "a.swift:0123456789",
        "a.swift:0123456789",
      ])
  }

  static let counter = """
    struct Counter: View {
      @State var count = 0
      var body: some View { Text("count \\(count)") }
    }
    """

  @Test func runsOfOneCompiledSceneAreIndependent() throws {
    let first = try TestScene(source: Self.counter, path: "cache-counter.swift")
    try first.perform("count += 5")
    #expect(first.tree.texts == ["count 5"])
    let second = try TestScene(source: Self.counter, path: "cache-counter.swift")
    #expect(second.tree.texts == ["count 0"])
    try second.perform("count += 1")
    #expect(second.tree.texts == ["count 1"])
    #expect(first.tree.texts == ["count 5"])
  }

  @Test func diagnosticsComeBackTheSameEveryTime() {
    let source = "struct Broken: View {\n  var body: some View { Text(\"a\" }\n}\n"
    var seen: [[String]] = []
    for _ in 0..<2 {
      do {
        _ = try ScriptProgram.compile(source: source, path: "cache-broken.swift")
        Issue.record("a syntax error compiled")
      } catch {
        seen.append(error.diagnostics.map { "\($0.path):\($0.line):\($0.column) \($0.code)" })
      }
    }
    #expect(seen.count == 2)
    #expect(seen.first == seen.last)
    #expect(seen.first?.first?.hasPrefix("cache-broken.swift:2:") == true)
  }
}
