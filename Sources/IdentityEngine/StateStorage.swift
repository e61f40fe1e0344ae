/// The `@State` / `@FocusState` storage of one live identity.
///
/// The engine creates one when a custom view's identity begins and kills it when the identity
/// ends. Reading gives the current value; writing records a change in the current transaction,
/// and the owning view's body runs again when the transaction is applied. Writes to a dead
/// storage (a view that is gone) are ignored, as in SwiftUI.
public final class StateStorage {
  /// The identity this storage belongs to, printed (for dumps and errors).
  public let identity: String
  /// Whether the identity is still alive.
  public internal(set) var isAlive = true
  /// The current values, in declaration order (the array `entries` hands out: a render
  /// shares its buffer until the next write). Found by a linear search while a view declares
  /// a few (a dictionary would cost an allocation per identity), through `positions` past
  /// `indexedCount`, so a view of 20 000 properties is not quadratic.
  public private(set) var entries: [(name: String, value: Value)]
  /// Where each name's entries are, for a storage of more than `indexedCount` entries.
  private var positions: [String: [Int]]?
  /// The most entries searched linearly.
  static let indexedCount = 16
  /// Values written under a name that was not declared (read back, never listed).
  private var undeclared: [String: Value] = [:]
  /// Called on every write to a live storage (set by the engine), with the value before the
  /// write.
  var onWrite: ((StateStorage, String, Value) -> Void)?
  /// Called when the front end invalidates a live storage (set by the engine).
  var onInvalidate: ((StateStorage) -> Void)?
  /// The live node that owns this storage (set by the engine).
  weak var owner: LiveNode?
  /// The dismiss action of the presentation (sheet, alert, pushed destination) this identity is
  /// in, nil outside any: what `@Environment(\.dismiss)` calls.
  public internal(set) var dismiss: Callback?
  /// The navigation stack this identity is in (for the bodies it runs again later).
  weak var stack: NavigationState?
  /// The environment values written above this identity when its body last ran, by key
  /// (`.environment(\.key, value)`); a key absent here reads its default.
  public internal(set) var environment: [String: Value] = [:]
  /// What the view read from that environment (`CustomView.environmentRead`) at that run.
  var environmentRead: Value?

  /// Creates the storage of `identity` with its declared values, in order; a name declared
  /// twice holds the last of its values.
  public init(identity: String, values: [(String, Value)]) {
    self.identity = identity
    self.entries = values.map { (name: $0.0, value: $0.1) }
    if values.count > Self.indexedCount {
      var positions: [String: [Int]] = [:]
      for (index, entry) in entries.enumerated() {
        positions[entry.name, default: []].append(index)
      }
      self.positions = positions
      for indices in positions.values where indices.count > 1 {
        store(entries[indices[indices.count - 1]].value, at: entries[indices[0]].name)
      }
    } else if values.count > 1 {
      for (name, value) in values { store(value, at: name) }
    }
  }

  /// Sets a value without recording a write (the engine restoring a transaction's snapshot).
  func restore(_ name: String, _ value: Value) {
    store(value, at: name)
  }

  /// Writes `value` to every entry named `name`, or to the undeclared values.
  private func store(_ value: Value, at name: String) {
    if let positions {
      guard let indices = positions[name] else {
        undeclared[name] = value
        return
      }
      for index in indices { entries[index].value = value }
      return
    }
    var found = false
    for index in entries.indices where entries[index].name == name {
      entries[index].value = value
      found = true
    }
    if !found { undeclared[name] = value }
  }

  /// Ends the identity: later writes are ignored.
  func kill() {
    isAlive = false
    onWrite = nil
    onInvalidate = nil
    owner = nil
  }

  /// Marks the owning view's body as out of date without writing a value: an observed object it
  /// depends on changed (`objectWillChange`, an `@Observable` property). The body re-runs when
  /// the open transaction is applied. Ignored once the identity has ended.
  public func invalidate() {
    guard isAlive else { return }
    onInvalidate?(self)
  }

  /// The names of the state properties, in declaration order.
  public var names: [String] { entries.map(\.name) }

  /// Reads or writes one state property. Unknown names read as `.null`.
  public subscript(name: String) -> Value {
    get {
      if let positions {
        if let index = positions[name]?.first { return entries[index].value }
      } else if let entry = entries.first(where: { $0.name == name }) {
        return entry.value
      }
      return undeclared.isEmpty ? .null : undeclared[name] ?? .null
    }
    set {
      guard isAlive else { return }
      let old = self[name]
      store(newValue, at: name)
      onWrite?(self, name, old)
    }
  }
}
