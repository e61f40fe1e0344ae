import IdentityEngine
import SwiftSyntax

/// Shapes as shapes: `Circle()`, `RoundedRectangle(cornerRadius:)`, `AnyShape(…)` and a user's
/// `struct Dome: Shape` are leaf views of their own type, drawn with `.fill`, `.stroke`,
/// `.strokeBorder` (insettable shapes only) and `.trim`, which never change identity.
///
/// A shape's `path(in:)` and `inset(by:)` are not run: idlab does no drawing
/// (docs/semantics.md).
extension Interpreter {
  /// The modifiers only a shape has; on a shape they are inert values like any style.
  static let shapeModifiers: Set<String> = ["fill", "stroke", "strokeBorder", "trim"]

  /// A shape view named after its type.
  func shape(_ typeName: String, wrapping wrapped: String? = nil) -> ViewDescription {
    .primitive(Primitive(kind: .shape, text: typeName, label: wrapped))
  }

  /// `AnyShape(Circle())`: a shape of type `AnyShape` whatever it wraps, so a change of the
  /// wrapped shape keeps the view's identity; the wrapped shape's type is its label.
  func anyShape(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError)
    -> ViewDescription
  {
    guard arguments.count == 1, arguments[0].label == nil,
      case .primitive(let wrapped) = try? toView(arguments[0].value, at: call),
      wrapped.kind == .shape
    else {
      let type = arguments.first.map { typeName(of: $0.value) } ?? "()"
      throw diagnostic(.notAShape, ["type": type, "name": "AnyShape"], at: call)
    }
    return shape("AnyShape", wrapping: wrapped.label ?? wrapped.typeName)
  }

  /// `.strokeBorder` on a shape that is not an `InsettableShape` (`Path`, `AnyShape`, a user
  /// `Shape` without `inset(by:)`) is Swift's "no member" error; other modifiers pass.
  func checkShapeModifier(
    _ name: String, on content: ViewDescription, at call: FunctionCallExprSyntax
  ) throws(EvalError) {
    guard name == "strokeBorder", case .primitive(let primitive) = content,
      primitive.kind == .shape
    else { return }
    let type = primitive.typeName
    if Self.insettableShapes.contains(type) || model.types[type]?.isInsettableShape == true {
      return
    }
    throw diagnostic(.notInsettable, ["type": type], at: modifierName(call))
  }
}

// MARK: - Diagnostics of shapes (sorted by name)

extension DiagnosticKind {
  /// `AnyShape(Text("x"))`: a value that is not a shape where a shape is expected.
  public static let notAShape = DiagnosticKind(
    "S221", "`{name}` needs a shape, and a value of type `{type}` is not one")
  /// `Path { … }.strokeBorder(…)`: only an `InsettableShape` has `strokeBorder`.
  public static let notInsettable = DiagnosticKind(
    "S222", "value of type `{type}` has no member `strokeBorder`: it is not an `InsettableShape`")
}

extension Interpreter {
  /// A user `Shape`: a leaf named after its type; when it declares `animatableData`, that value
  /// is recorded on it (`.animatableData(v)`), so an animated change of it moves along the
  /// animation's curve like any animatable modifier (`Shape` conforms to `Animatable`, whose
  /// `animatableData` is the data SwiftUI interpolates); without one, a change of its
  /// properties jumps, as `EmptyAnimatableData` makes it in SwiftUI.
  func animatableShape(_ value: Value, _ type: TypeDecl, at node: some SyntaxProtocol)
    throws(EvalError) -> ViewDescription
  {
    let leaf = shape(type.name)
    let data: Value
    if let stored = field("animatableData", of: value) {
      data = stored
    } else if let property = type.computedProperties["animatableData"] {
      data = try computedProperty(
        property, selfContext: SelfContext(value: value, type: type, state: nil), at: node)
    } else {
      return leaf
    }
    return .modified(leaf, .other(name: "animatableData", value: data))
  }
}
