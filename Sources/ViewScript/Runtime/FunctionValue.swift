import IdentityEngine
import SwiftSyntax

/// A callable value: a closure literal, a user function or method, or a native function.
final class FunctionValue: OpaqueReference, @unchecked Sendable {
  /// What runs when the function is called.
  enum Body {
    case closure(ClosureExprSyntax)
    case function(FunctionDeclSyntax)
    case native(([Argument]) throws -> Value)
  }

  let name: String
  let body: Body
  /// The scope and `self` the function was created in.
  let context: Context
  /// Whether the body is a result builder (`@ViewBuilder`, content closures).
  var isBuilder: Bool
  /// Whether idlab made it of an argument passed to an `@autoclosure` parameter.
  var isAutoclosure = false

  init(name: String, body: Body, context: Context, isBuilder: Bool = false) {
    self.name = name
    self.body = body
    self.context = context
    self.isBuilder = isBuilder
  }

  override var displayDescription: String { "closure" }
}
