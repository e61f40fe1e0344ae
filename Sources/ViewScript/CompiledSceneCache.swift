import Foundation

/// The scenes compiled so far in this process, by their files (paths and texts) and root view.
///
/// `ScriptProgram.compile(source:path:)` and `compile(files:root:)` look here first, so a course check, a quiz check, a
/// regrade or a server parses and checks each scene once however many questions and answers
/// run it. Compiling depends on nothing but the path and the text, so a hit is what compiling
/// again would give: the same program, or the same diagnostics. A `ScriptProgram` holds nothing
/// a run changes (each `SceneRun` has its own interpreter and simulation), so one compiled
/// program starts any number of runs, on any thread.
///
/// Bounded: past `capacity` entries, or `sourceBudget` bytes of source, the oldest entries are
/// forgotten, so a process compiling learners' code for hours keeps only the recent scenes.
final class CompiledSceneCache: Sendable {
  /// What a compile produced.
  typealias Entry = Result<ScriptProgram, ScriptDiagnostics>

  /// The cache `ScriptProgram.compile` uses.
  static let shared = CompiledSceneCache(capacity: 512, sourceBudget: 4 << 20)

  private struct Key: Hashable {
    let files: [ScriptSource]
    let root: String?

    /// The UTF-8 bytes of source text the key holds.
    var size: Int { files.reduce(0) { $0 + $1.source.utf8.count } }
  }

  private let entries: BoundedCache<Key, Entry>

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
  /// `compile` (outside the lock) when absent.
  func entry(files: [ScriptSource], root: String?, compile: () -> Entry) -> Entry {
    entries.value(for: Key(files: files, root: root), making: compile)
  }
}
