/// What `.onPreferenceChange(Key.self) { value in … }` reads and does: the key's name, its
/// `defaultValue`, its `reduce(value:nextValue:)`, and the action (docs/semantics.md,
/// the preference keys' row).
public struct PreferenceReader {
  /// The key's type name (`NamesKey`), as `.preference(key:value:)` records it.
  public var key: String
  /// The key's `defaultValue`: what the subtree gives when no view sets the key.
  public var initial: Value
  /// The key's `reduce(value:nextValue:)`: the value so far combined with the next view's.
  public var reduce: (Value, Value) throws -> Value
  /// The action, called with the subtree's combined value.
  public var perform: (Value) throws -> Void

  /// A reader of `key`.
  public init(
    key: String, initial: Value, reduce: @escaping (Value, Value) throws -> Value,
    perform: @escaping (Value) throws -> Void
  ) {
    self.key = key
    self.initial = initial
    self.reduce = reduce
    self.perform = perform
  }
}
