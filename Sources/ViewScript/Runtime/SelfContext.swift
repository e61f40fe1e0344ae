import IdentityEngine

/// `self` while a method, initializer or view body runs.
final class SelfContext {
  /// The instance (a `.record`, `.enumCase` or `.object`).
  var value: Value
  let type: TypeDecl?
  /// The view's state, when `self` is a live view.
  let state: StateStorage?
  /// Initializer mode: assignments to `_x` for a `@State x` record the initial value.
  var isInitializer = false
  /// A failable initializer's `return nil` ran: the construction's value is `nil`.
  var initializerFailed = false

  init(value: Value, type: TypeDecl?, state: StateStorage? = nil) {
    self.value = value
    self.type = type
    self.state = state
  }
}
