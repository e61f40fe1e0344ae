import Foundation

/// The scenes compiled so far in this process, by their content: the scene's text, the other
/// files (paths and texts) and the root view.
///
/// `ScriptProgram.compile(source:path:)` and `compile(files:root:)` look here first, so a course check, a quiz check, a
/// regrade or a server parses and checks each scene once however many questions, answers and
/// languages run it. Compiling depends on nothing but the texts (the scene's path only labels
/// its diagnostics), so a hit is what compiling again would give: the same program, or the same
/// diagnostics, moved to the path asked for. An entry whose diagnostics name its path in a
/// message (S310's `place`) is not moved: that text at another path is compiled again. A
/// `ScriptProgram` holds nothing a run changes (each `SceneRun` has its own interpreter and
/// simulation), so one compiled program starts any number of runs, on any thread.
///
/// Bounded: past `capacity` entries, or `sourceBudget` bytes of source, the oldest entries are
/// forgotten, so a process compiling learners' code for hours keeps only the recent scenes.
final class CompiledSceneCache: Sendable {
  /// What a compile produced.
  typealias Entry = Result<ScriptProgram, ScriptDiagnostics>

  /// The cache `ScriptProgram.compile` uses.
  static let shared = CompiledSceneCache(capacity: 512, sourceBudget: 4 << 20)

  private struct Key: Hashable {
    let scene: String
    let others: [ScriptSource]
    let root: String?

    /// The UTF-8 bytes of source text the key holds.
    var size: Int { others.reduce(scene.utf8.count) { $0 + $1.source.utf8.count } }
  }

  /// A compile and the scene path it was made at.
  private struct Kept {
    let entry: Entry
    let path: String
  }

  private let entries: BoundedCache<Key, Kept>

  /// A cache keeping at most `capacity` entries and `sourceBudget` UTF-8 bytes of source.
  init(capacity: Int, sourceBudget: Int) {
    entries = BoundedCache(capacity: capacity, budget: sourceBudget) { $0.size }
  }

  /// The number of entries kept.
  var count: Int { entries.count }

  /// The entry for `source` at `path`, compiled with `compile` (outside the lock) when absent.
  func entry(source: String, path: String, compile: () -> Entry) -> Entry {
    entry(files: [ScriptSource(path: path, source: source)], root: nil, compile: compile)
  }

  /// The entry for `files` (the scene first) with the `--root` view `root`, compiled with
  /// `compile` (outside the lock) when absent or not movable to the scene's path.
  func entry(files: [ScriptSource], root: String?, compile: () -> Entry) -> Entry {
    let path = files.first?.path ?? ""
    let key = Key(scene: files.first?.source ?? "", others: Array(files.dropFirst()), root: root)
    if let kept = entries.value(for: key), let moved = Self.move(kept, to: path) {
      return moved
    }
    let entry = compile()
    entries.keep(Kept(entry: entry, path: path), for: key)
    return entry
  }

  /// `kept`'s entry as compiling at `path` would give it, or nil when it names its own path.
  private static func move(_ kept: Kept, to path: String) -> Entry? {
    guard kept.path != path else { return kept.entry }
    switch kept.entry {
    case .success(var program):
      guard let warnings = program.locatedWarnings.moved(from: kept.path, to: path) else {
        return nil
      }
      program.path = path
      program.warnings = warnings.diagnostics
      return .success(program)
    case .failure(let diagnostics):
      return diagnostics.moved(from: kept.path, to: path).map { .failure($0) }
    }
  }
}
