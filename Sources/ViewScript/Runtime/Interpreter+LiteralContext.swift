import IdentityEngine
import SwiftSyntax

/// Integer literals typed by their context: Swift gives a literal the type its context expects
/// (The Swift Programming Language, "Literals": "the literal's type is inferred"), so in
/// `Color(red: 255/255, green: 203/255, blue: 20/255)` each division is a `Double` division
/// (`1.0`, `0.796…`), never an `Int` one (`1`, `0`).
extension Interpreter {
  /// Argument labels whose parameter is a `Double` or `CGFloat` in every SwiftUI and Core
  /// Graphics API that has them (`Color(red:green:blue:opacity:)`, `.frame(width:height:)`,
  /// `.shadow(radius:x:y:)`, `.stroke(lineWidth:)`, `.spring(response:dampingFraction:)`).
  static let floatingPointLabels: Set<String> = [
    "red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness", "alpha",
    "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
    "maxHeight", "radius", "cornerRadius", "lineWidth", "x", "y", "spacing", "degrees",
    "radians", "response", "dampingFraction", "blendDuration", "duration", "bounce",
    "minimumScaleFactor", "minLength", "anchorZ",
  ]
  /// Modifiers whose first, unlabelled argument is a `Double` or `CGFloat` (`.opacity(1/2)`,
  /// `.aspectRatio(3 / 4, contentMode: .fit)`).
  static let floatingPointModifiers: Set<String> = [
    "opacity", "scaleEffect", "cornerRadius", "blur", "brightness", "contrast", "saturation",
    "zIndex", "lineSpacing", "kerning", "tracking", "minimumScaleFactor", "grayscale",
    "hueRotation", "aspectRatio",
  ]

  /// `a / b` of two integer literals where the context expects a floating-point number: the
  /// quotient as a `Double`; nil when the operation is not such a division.
  func floatingLiteralDivision(
    _ infix: InfixOperatorExprSyntax, _ left: Value, _ right: Value, _ ctx: Context
  ) -> Value? {
    guard case .int(let numerator) = left, case .int(let denominator) = right, denominator != 0,
      Self.isIntegerLiteral(infix.leftOperand), Self.isIntegerLiteral(infix.rightOperand),
      expectsFloatingPoint(infix, ctx)
    else { return nil }
    return .double(Double(numerator) / Double(denominator))
  }

  /// `rating ?? 0` where `rating` is declared `Double?`: the literal fallback has the wrapped
  /// type of the optional on the left, as Swift types `??`'s right operand
  /// (`func ?? <T>(optional: T?, defaultValue: @autoclosure () throws -> T)`), so
  /// `String(format: "%.1f", rating ?? 0)` formats a `Double`. Nil when the right operand is
  /// not an integer literal or the left one's declared type is not a floating-point number.
  func literalFallback(_ infix: InfixOperatorExprSyntax, _ ctx: Context) throws(EvalError)
    -> Value?
  {
    guard Self.isIntegerLiteral(infix.rightOperand),
      let written = try declaredTypeText(of: infix.leftOperand, ctx)
    else { return nil }
    let type = written.hasSuffix("?") ? String(written.dropLast()) : written
    guard Self.floatingPointTypes.contains(type),
      case .int(let number) = try evaluate(infix.rightOperand, ctx)
    else { return nil }
    return .double(Double(number))
  }

  /// The type a property read is declared with, as written (`Double?`): `name` or `self.name`
  /// of the type whose member runs, `base.name` or `base?.name` where `base` is such a read of
  /// a value of the program's types. Nil for anything else (a call is never evaluated twice).
  private func declaredTypeText(of expr: ExprSyntax, _ ctx: Context) throws(EvalError) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      guard ctx.scope.owner(of: reference.baseName.text) == nil, let type = ctx.selfContext?.type
      else { return nil }
      let name = reference.baseName.text
      return type.instanceProperty(name)?.typeText
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), var base = member.base else {
      return nil
    }
    if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
    guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
      Self.isPlainRead(base)
    else { return nil }
    guard let type = userType(of: try evaluate(base, ctx)) else { return nil }
    let name = member.declName.baseName.text
    return type.instanceProperty(name)?.typeText
  }

  /// `item`, `self.item`, `model.item`: names and member reads only.
  private static func isPlainRead(_ expr: ExprSyntax) -> Bool {
    if expr.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else {
      return false
    }
    return isPlainRead(base)
  }

  /// `255`, `(255)`, `-1`: an integer literal, maybe parenthesized or negated.
  private static func isIntegerLiteral(_ expr: ExprSyntax) -> Bool {
    if expr.is(IntegerLiteralExprSyntax.self) { return true }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isIntegerLiteral(prefix.expression)
    }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return isIntegerLiteral(only.expression)
    }
    return false
  }

  /// Whether the context of `node` expects a floating-point number: a declared type
  /// (`let half: Double = 1/2`, a parameter of the program's), else a library argument whose
  /// label or modifier takes one.
  func expectsFloatingPoint(_ node: some ExprSyntaxProtocol, _ ctx: Context) -> Bool {
    if let written = expectedTypeName(of: node, ctx) {
      let type = written.hasSuffix("?") ? String(written.dropLast()) : written
      return Self.floatingPointTypes.contains(type)
    }
    // `green: (124/255)`, `.opacity((1/2))`: parentheses around one expression are that
    // expression ("Parenthesized Expression", The Swift Programming Language; sample 55).
    // A ternary's branches have the whole expression's type (`.opacity(on ? 1 : .zero)`).
    var outer = Syntax(node)
    while true {
      if let element = outer.parent?.as(LabeledExprSyntax.self), element.label == nil,
        let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
      {
        outer = Syntax(tuple)
      } else if let ternary = outer.parent?.as(TernaryExprSyntax.self),
        ternary.condition.id != outer.id
      {
        outer = Syntax(ternary)
      } else {
        break
      }
    }
    guard let argument = outer.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    if let label = argument.label?.text { return Self.floatingPointLabels.contains(label) }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      call.arguments.first?.id == argument.id
    else { return false }
    return Self.floatingPointModifiers.contains(member.declName.baseName.text)
  }
}
