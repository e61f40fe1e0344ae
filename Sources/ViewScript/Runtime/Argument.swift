import IdentityEngine
import SwiftSyntax

/// One argument of a call: its label and value.
struct Argument {
  var label: String?
  var value: Value
  /// The argument's syntax, when it came from source.
  var syntax: ExprSyntax?
}
