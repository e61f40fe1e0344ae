import IdentityEngine
import SwiftSyntax

/// What an implicit `.init(…)` builds: the type its context expects, read from the syntax around
/// it, as Swift's type checker would infer it in the common places.
extension Interpreter {
  /// The type the expression at `node` is expected to have, as written (`Point`, `Self`
  /// resolved), or nil when its context says nothing the simulator can read.
  ///
  /// Read in: a variable's or a property's annotation (`let p: Point = .init(x: 1)`), a
  /// function's or getter's return type (`static func make() -> Self { .init() }`), a
  /// parameter's type (`p: Point = .init()`), and an argument of a user type's initializer
  /// (`Badge(style: .init(…))`, the property or parameter with that label), and an assignment to
  /// a property of `self` (`point = .init(x: 2)`). An implicit member chain
  /// (`let icon: Image = .init(systemName: "link").resizable()`) has the type its end is expected
  /// to have, as Swift infers it (SE-0287). A modifier's argument
  /// (`.rotationEffect(.init(degrees: 30))`) is a library value: nil.
  func expectedTypeName(of node: some SyntaxProtocol, _ ctx: Context) -> String? {
    var current = Syntax(node)
    while let parent = current.parent {
      defer { current = parent }
      if let binding = parent.as(PatternBindingSyntax.self) {
        return resolvedTypeName(binding.typeAnnotation?.type, ctx)
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        return resolvedTypeName(function.signature.returnClause?.type, ctx)
      }
      if let parameter = parent.as(FunctionParameterSyntax.self) {
        return resolvedTypeName(parameter.type, ctx)
      }
      if let argument = parent.as(LabeledExprSyntax.self) {
        return argumentTypeName(argument, ctx)
      }
      if let assignment = parent.as(InfixOperatorExprSyntax.self),
        assignment.operator.is(AssignmentExprSyntax.self),
        assignment.rightOperand.id == current.id
      {
        return assignedTypeName(assignment.leftOperand, ctx)
      }
      let chained =
        parent.as(MemberAccessExprSyntax.self)?.base?.id == current.id
        || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
      let transparent =
        chained || parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self)
        || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
        || parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
      if !transparent { return nil }
    }
    return nil
  }

  /// The type of the property or initializer parameter an argument of `UserType(label: …)` is
  /// passed to.
  private func argumentTypeName(_ argument: LabeledExprSyntax, _ ctx: Context) -> String? {
    guard let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = model.types[callee.baseName.text]
    else { return nil }
    for initializer in type.initializers {
      for parameter in initializer.signature.parameterClause.parameters
      where parameter.firstName.text == label {
        return resolvedTypeName(parameter.type, ctx)
      }
    }
    guard let written = type.stored(label)?.typeText else { return nil }
    return resolvedTypeName(written, ctx)
  }

  /// The declared type of an assignment's target when it is a property of `self` (`point`,
  /// `self.point`).
  private func assignedTypeName(_ target: ExprSyntax, _ ctx: Context) -> String? {
    var name: String?
    if let reference = target.as(DeclReferenceExprSyntax.self),
      ctx.scope.owner(of: reference.baseName.text) == nil
    {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard let name, let written = ctx.selfContext?.type?.stored(name)?.typeText else { return nil }
    return resolvedTypeName(written, ctx)
  }

  private func resolvedTypeName(_ type: TypeSyntax?, _ ctx: Context) -> String? {
    type.flatMap { resolvedTypeName($0.trimmedDescription, ctx) }
  }

  /// `Point?` → `Point`; `Self` → the type whose code runs; `Outer.Inner` as written.
  private func resolvedTypeName(_ written: String, _ ctx: Context) -> String? {
    var name = written
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name == "Self" { return ctx.staticType?.name }
    guard let first = name.first, first.isUppercase,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return name
  }

  /// `Name(…)` for a type by name: a user type, a built-in view, a library value; nil when
  /// `name` is none of them.
  func constructNamed(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    // A declared type (`Inner`, `Outer.Inner` from where the call is), not a library type the
    // program extends.
    if let type = model.type(named: name, from: ctx.staticType ?? ctx.selfContext?.type),
      model.types[type.name] === type
    {
      return try construct(type, try arguments(of: call, ctx), at: call)
    }
    if let bounds = Self.integerWidths[name] {
      let argument = try arguments(of: call, ctx).first?.value ?? .int(0)
      return try sizedInteger(name, bounds, argument, at: call)
    }
    // `Score(3.7)` with `typealias Score = Int`: the aliased library type's initializer.
    if let target = model.typeAliases[name] {
      let resolved = model.resolvingAliases(target)
      if resolved != name, !resolved.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      {
        return try constructNamed(resolved, call, ctx)
      }
    }
    if let value = try extensionInitializer(name, call, ctx) { return value }
    return try constructLibrary(name, call, ctx)
  }

  /// `Name(…)` for a SwiftUI view or a library value, whatever the project's extensions add;
  /// nil when `name` is neither.
  func constructLibrary(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    if let value = resourceValue(name, call) { return value }
    if let value = try builtinView(name, call, ctx) { return value }
    if let value = try builtinFunction(name, call, ctx) { return value }
    if name == "Date", let date = dateInitializer(try arguments(of: call, ctx)) { return date }
    if let gesture = gestureConstructor(name) { return gesture }
    if let value = try mapValue(name, try arguments(of: call, ctx), at: call) { return value }
    if name == "Alert" { return try alert(try arguments(of: call, ctx), at: call) }
    if name == "CancellationError", call.arguments.isEmpty { return Self.cancellationErrorValue }
    if Self.libraryTypes.contains(name) {
      // Library values used as modifier arguments (`TapGesture()`, `EdgeInsets(…)`): opaque.
      return .enumCase(type: name, name: "init", payload: try arguments(of: call, ctx).map(\.value))
    }
    return nil
  }

  /// Whether `node` is in a view's `body` (where a bare modifier call would be the view itself,
  /// recursively), rather than in a helper method, a helper property or a `View` extension.
  func isInBody(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let candidate = current {
      if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self) {
        return false
      }
      if let binding = candidate.as(PatternBindingSyntax.self) {
        return binding.pattern.trimmedDescription == "body"
      }
      current = candidate.parent
    }
    return false
  }
}
