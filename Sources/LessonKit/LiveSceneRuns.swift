import Foundation
import IdentityEngine
import ViewScript

/// Lesson scene runs kept going after their last action, so that a later run of the same scene
/// (same text, path and root) whose actions extend those goes on from there instead of
/// starting again from the first render: what a run does depends on nothing but its code and
/// the actions performed in order, so continuing is the same as replaying.
///
/// A run is kept only while no step it has handed out holds a class instance or an opaque
/// reference (`Value.object`, `.opaque`): a later action could change what such a step shows.
/// Taking a run removes it, so one run is never used by two callers; a run is continued only on
/// the thread that made it. Bounded: the oldest of more than `capacity` runs is let go.
final class LiveSceneRuns: @unchecked Sendable {
  /// What a kept run is found by.
  struct Key: Hashable {
    var code: String
    var path: String
    var root: String?
  }

  /// A kept run: its program, the run, and the actions it has performed.
  struct Entry {
    var program: ScriptProgram
    var sceneRun: SceneRun
    var actions: [String]
    var thread: pthread_t
  }

  /// The runs `SceneRunner.lessonRun` continues.
  static let shared = LiveSceneRuns(capacity: 16)

  private let capacity: Int
  private let lock = NSLock()
  /// Kept runs, oldest first.
  private var entries: [(key: Key, entry: Entry)] = []

  init(capacity: Int) { self.capacity = capacity }

  /// Takes out the run kept for `key` whose actions begin `actions`, if one was made on this
  /// thread.
  func take(_ key: Key, extendingTo actions: [String]) -> Entry? {
    let thread = pthread_self()
    return lock.withLock {
      guard
        let index = entries.firstIndex(where: {
          $0.key == key && pthread_equal($0.entry.thread, thread) != 0
            && $0.entry.actions.count <= actions.count
            && actions.starts(with: $0.entry.actions)
        })
      else { return nil }
      return entries.remove(at: index).entry
    }
  }

  /// Whether a run is kept for `key` after exactly `actions`.
  func holds(_ key: Key, _ actions: [String]) -> Bool {
    lock.withLock { entries.contains { $0.key == key && $0.entry.actions == actions } }
  }

  /// Keeps `sceneRun` (of `program`, after `actions`) for `key`, unless one of its steps holds
  /// a reference; replaces a run kept for the same key.
  func keep(_ key: Key, program: ScriptProgram, sceneRun: SceneRun, actions: [String]) {
    guard !sceneRun.steps.contains(where: { $0.outcome.holdsReference }) else { return }
    let entry = Entry(
      program: program, sceneRun: sceneRun, actions: actions, thread: pthread_self())
    let released: [Entry] = lock.withLock {
      var released = entries.filter { $0.key == key }.map(\.entry)
      entries.removeAll { $0.key == key }
      entries.append((key, entry))
      while entries.count > capacity { released.append(entries.removeFirst().entry) }
      return released
    }
    _ = released  // let go outside the lock: a run's teardown ends its tasks
  }
}

extension Outcome {
  /// Whether anything the step shows is a class instance or an opaque reference, whose contents
  /// can change after the step.
  var holdsReference: Bool {
    tree.holdsReference
      || events.contains {
        if case .animate(_, _, let from, let to) = $0 {
          return from.holdsReference || to.holdsReference
        }
        return false
      }
  }
}

extension RenderedNode {
  /// Whether the node or a descendant shows a reference (`Outcome.holdsReference`).
  var holdsReference: Bool {
    (value?.holdsReference ?? false) || (inputs?.holdsReference ?? false)
      || state.contains { $0.value.holdsReference }
      || modifiers.contains { $0.value.holdsReference }
      || children.contains { $0.holdsReference }
  }
}

extension Value {
  /// Whether the value is or contains a class instance or an opaque reference.
  var holdsReference: Bool {
    switch self {
    case .object, .opaque: true
    case .null, .bool, .int, .double, .string, .color, .uuid, .range: false
    case .array(let values), .enumCase(_, _, let values): values.contains { $0.holdsReference }
    case .dictionary(let values):
      values.contains { $0.key.holdsReference || $0.value.holdsReference }
    case .tuple(let elements): elements.contains { $0.value.holdsReference }
    case .record(_, let fields): fields.contains { $0.value.holdsReference }
    }
  }
}
