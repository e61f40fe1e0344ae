import IdentityEngine

/// How a statement finished.
enum Completion {
  case normal
  case returned(Value)
  case broke(String?)
  case continued(String?)
}
