import IdentityEngine

/// A lexical scope: local variables, and names that read and write through a binding.
final class Scope {
  var values: [String: Value] = [:]
  /// `item` inside `ForEach($items) { $item in … }`: reads and writes go to the binding.
  var aliases: [String: Binding] = [:]
  let parent: Scope?

  init(parent: Scope?) {
    self.parent = parent
  }

  /// The scope that declares `name`, if any.
  func owner(of name: String) -> Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.values[name] != nil || current.aliases[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  func declare(_ name: String, _ value: Value) {
    values[name] = value
  }
}

/// `self` while a method, initializer or view body runs.
final class SelfContext {
  /// The instance (a `.record`, `.enumCase` or `.object`).
  var value: Value
  let type: TypeDecl?
  /// The view's state, when `self` is a live view.
  let state: StateStorage?
  /// Initializer mode: assignments to `_x` for a `@State x` record the initial value.
  var isInitializer = false

  init(value: Value, type: TypeDecl?, state: StateStorage? = nil) {
    self.value = value
    self.type = type
    self.state = state
  }
}

/// Where code runs: its scope, its `self`, and the type for `Self` and static lookups.
struct Context {
  var scope: Scope
  var selfContext: SelfContext?
  var staticType: TypeDecl?

  /// A child context with a new nested scope.
  func nested() -> Context {
    Context(scope: Scope(parent: scope), selfContext: selfContext, staticType: staticType)
  }
}
