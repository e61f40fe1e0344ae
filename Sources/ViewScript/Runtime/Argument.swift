import IdentityEngine
import SwiftSyntax

/// One argument of a call: its label and value.
struct Argument {
  var label: String?
  var value: Value
  /// The argument's syntax, when it came from source.
  var syntax: ExprSyntax?
  /// The place an `&x` argument names: an `inout` parameter's final value is written back to
  /// it when the call returns.
  var place: LValue?
}
