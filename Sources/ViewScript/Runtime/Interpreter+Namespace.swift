import IdentityEngine
import SwiftSyntax

/// `@Namespace` and `.matchedGeometryEffect(id:in:)`.
///
/// A namespace is state of the view that declares it: one `Namespace.ID` per view identity,
/// created when the identity begins and equal only to itself. `.matchedGeometryEffect` is carried
/// as a modifier value, `(id:, in:)`, that never changes identity: SwiftUI matches the geometry
/// of the views that share an id in a namespace, and each keeps its own identity.
extension Interpreter {
  /// A fresh `Namespace.ID`, numbered like class instances (`Namespace.ID#2`).
  func newNamespace() -> Value {
    .object(ObjectReference(typeName: "Namespace.ID", fields: [], serial: nextObjectSerial()))
  }

  /// `.matchedGeometryEffect(id: x, in: namespace, …)`: its id and namespace as the modifier's
  /// value; S223 when either is missing or `in:` is not a namespace.
  func matchedGeometryEffect(_ arguments: [Argument], call: FunctionCallExprSyntax)
    throws(EvalError) -> Modifier
  {
    guard let id = arguments.first(where: { $0.label == "id" })?.value,
      let namespace = arguments.first(where: { $0.label == "in" })?.value,
      case .object(let object) = namespace, object.typeName == "Namespace.ID"
    else {
      throw diagnostic(.matchedGeometryArguments, at: modifierName(call))
    }
    return .other(
      name: "matchedGeometryEffect",
      value: .tuple([Value.TupleElement("id", id), Value.TupleElement("in", namespace)]))
  }
}

// MARK: - Diagnostics of namespaces (sorted by name)

extension DiagnosticKind {
  /// `.matchedGeometryEffect(id: 1)`, `.matchedGeometryEffect(id: 1, in: 2)`.
  public static let matchedGeometryArguments = DiagnosticKind(
    "S223", "`.matchedGeometryEffect` needs an `id:` and a namespace `in:`")
}
