import IdentityEngine

/// How a statement finished.
enum Completion {
  case normal
  case returned(Value)
  case broke(String?)
  case continued(String?)
  /// `fallthrough`: the switch goes on with the next case's body.
  case fellThrough
}
