/// A warning a step raised: what SwiftUI prints in the console (rules 13, 15) or idlab's own
/// note about a runaway update loop.
///
/// The engine stores the facts; text is chosen at the edge: `consoleText` is SwiftUI's wording,
/// verbatim (dumps, `idlab.sim/1` and lesson observations use it, since SwiftUI prints it in
/// English whatever the learner's language); screens localize the warnings idlab itself writes.
public enum RuntimeWarning: Hashable, Sendable {
  /// A constant-range `ForEach(0..<n)` saw its count change (rule 13).
  case constantRangeCountChanged(forEach: String, count: Int, initial: Int)
  /// An id occurs more than once in a `ForEach`'s data (rule 15).
  case duplicateID(forEach: String, id: String)
  /// A lazy container's layout sees the same id on several children (rule 15).
  case duplicateLayoutID(container: String, id: String)
  /// A body wrote state while it was being evaluated.
  case stateModifiedDuringUpdate
  /// An observed object published a change while a body was being evaluated.
  case publishedDuringUpdate
  /// State was still changing after `rounds` update rounds (idlab's, not SwiftUI's).
  case updateLoop(rounds: Int)
  /// A gesture reached a control that `.disabled(true)` switches off: it did nothing, as in
  /// SwiftUI (idlab's note, not SwiftUI's).
  case disabledControl(label: String)
  /// More than one inserted view of one matched-geometry group (the same `id:` in the same
  /// namespace) is a source: "results are undefined" (Apple, `matchedGeometryEffect`).
  case matchedGeometrySources(idType: String, id: String, namespace: Int)

  /// Whether SwiftUI prints this warning itself (as opposed to idlab explaining what it saw).
  public var isSwiftUIs: Bool {
    switch self {
    case .updateLoop, .disabledControl: false
    default: true
    }
  }

  /// The text as SwiftUI prints it in the console; idlab's own warnings in English.
  public var consoleText: String {
    switch self {
    case .constantRangeCountChanged(let forEach, let count, let initial):
      "\(forEach) count (\(count)) != its initial count (\(initial)). "
        + "`ForEach(_:content:)` should only be used for *constant* data. Instead conform data "
        + "to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
    case .duplicateID(let forEach, let id):
      "\(forEach): the ID \(id) occurs multiple times within the collection, this will give "
        + "undefined results!"
    case .duplicateLayoutID(let container, let id):
      "\(container)Layout: the ID \(id) is used by multiple child views, this will give "
        + "undefined results!"
    case .stateModifiedDuringUpdate:
      "Modifying state during view update, this will cause undefined behavior."
    case .publishedDuringUpdate:
      "Publishing changes from within view updates is not allowed, this will cause undefined "
        + "behavior."
    case .updateLoop(let rounds):
      "Update loop: state was still changing after \(rounds) update rounds; a real app would "
        + "keep re-rendering."
    case .disabledControl(let label):
      "\"\(label)\" is disabled (`.disabled(true)`): the gesture does nothing."
    case .matchedGeometrySources(let idType, let id, let namespace):
      "Multiple inserted views in matched geometry group Pair<\(idType), ID>(first: \(id), "
        + "second: SwiftUI.Namespace.ID(id: \(namespace))) have `isSource: true`, results are "
        + "undefined."
    }
  }
}
