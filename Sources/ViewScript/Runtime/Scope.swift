import IdentityEngine

/// A lexical scope: local variables, and names that read and write through a binding.
final class Scope {
  var values = ScopeTable<Value>()
  /// `item` inside `ForEach($items) { $item in … }`: reads and writes go to the binding.
  var aliases = ScopeTable<Binding>()
  let parent: Scope?
  /// The declared types of the names declared without a value (`let size: (width: CGFloat,
  /// height: CGFloat)`): an assignment gives them the value converted to it.
  var deferredTypes: [String: String]?

  init(parent: Scope?) {
    self.parent = parent
  }

  /// The scope that declares `name`, if any.
  func owner(of name: String) -> Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.values.contains(name) || !current.aliases.isEmpty && current.aliases.contains(name)
      {
        return current
      }
      scope = current.parent
    }
    return nil
  }

  func declare(_ name: String, _ value: Value) {
    values[name] = value
  }
}
