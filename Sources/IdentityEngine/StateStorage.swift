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
  var values: [String: Value]
  var order: [String]
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

  public init(identity: String, values: [(String, Value)]) {
    self.identity = identity
    self.values = Dictionary(values, uniquingKeysWith: { _, last in last })
    self.order = values.map(\.0)
  }

  /// The current values, in declaration order.
  public var entries: [(name: String, value: Value)] { order.map { ($0, values[$0] ?? .null) } }

  /// Sets a value without recording a write (the engine restoring a transaction's snapshot).
  func restore(_ name: String, _ value: Value) {
    values[name] = value
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
  public var names: [String] { order }

  /// Reads or writes one state property. Unknown names read as `.null`.
  public subscript(name: String) -> Value {
    get { values[name] ?? .null }
    set {
      guard isAlive else { return }
      let old = values[name] ?? .null
      values[name] = newValue
      onWrite?(self, name, old)
    }
  }
}
