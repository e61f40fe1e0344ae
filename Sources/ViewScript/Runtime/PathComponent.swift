import IdentityEngine

/// One step into a value: a stored property, or a subscript.
enum PathComponent {
  case field(String)
  case index(Value)
  /// `dictionary[key, default: value]`.
  case entry(Value, default: Value)
}
