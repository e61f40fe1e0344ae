import IdentityEngine
import SwiftSyntax

/// A generic function whose result type is one of its generic parameters
/// (`func decode<T: Decodable>(_ file: String) -> T`) learns that parameter from the declared type
/// of what its call initializes (`let missions: [Mission] = Bundle.main.decode("missions.json")`),
/// as Swift infers it; inside the call, `T` is that type (`T.self`).
extension Interpreter {
  /// Records the declared type of every typed binding initialized by a call in `root`.
  func collectResultTypeHints(in root: Syntax) {
    let collector = ResultTypeHintCollector(viewMode: .sourceAccurate)
    collector.walk(root)
    resultTypeHints.merge(collector.hints) { _, new in new }
  }

  /// Binds the generic result parameter of `decl` in `scope` to the type its call site expects
  /// (the parameter's own name when nothing says, so that using it names it).
  ///
  /// A result `T?` learns `T` the same way from an optional declared type
  /// (`let data: Response? = try? Bundle.main.decode(from: "content")`: `T` is `Response`), as
  /// Swift matches `T?` against `Response?`.
  func bindGenericResult(_ decl: FunctionDeclSyntax, _ scope: Scope, at node: some SyntaxProtocol) {
    guard let generics = decl.genericParameterClause?.parameters,
      var result = decl.signature.returnClause?.type.trimmedDescription
    else { return }
    var hint = resultTypeHints[Syntax(node).id]
    if result.hasSuffix("?") {
      result.removeLast()
      if hint?.hasSuffix("?") == true { hint?.removeLast() }
    }
    guard generics.contains(where: { $0.name.text == result }) else { return }
    scope.declare(result, .opaque(TypeValue(hint ?? result)))
  }

  /// Binds each generic parameter of `decl` that a parameter passes as a metatype
  /// (`func load<T: Decodable>(_ type: T.Type, …)` called with `[Dish].self`) to that type, as
  /// Swift infers `T` from the argument: inside the call, `T.self` is `[Dish].self`.
  func bindGenericMetatypes(_ decl: FunctionDeclSyntax, _ scope: Scope) {
    guard let generics = decl.genericParameterClause?.parameters else { return }
    let names = Set(generics.map(\.name.text))
    for parameter in decl.signature.parameterClause.parameters {
      let written = parameter.type.trimmedDescription
      guard written.hasSuffix(".Type"), names.contains(String(written.dropLast(5))) else {
        continue
      }
      let local = (parameter.secondName ?? parameter.firstName).text
      guard case .opaque(let opaque)? = scope.values[local], opaque is TypeValue else { continue }
      scope.declare(String(written.dropLast(5)), .opaque(opaque))
    }
  }
}

/// Finds the calls whose result has a declared type, as Swift's type checker carries it to a
/// generic result: `let name: Type = call(…)` (also `var`, properties and `@State`), the
/// returned call of a function declared `-> Type` (`func books() throws -> [Book] { try
/// load(url) }`, or `return try load(url)`), and a call assigned to a stored property the
/// enclosing type declares with its type (`items = (try? load(text)) ?? []`), through `try`,
/// `await`, parentheses and the left side of `??`; `try?` makes the call's result optional, so
/// its hint is the type without its `?` (docs/semantics.md, generic results).
private final class ResultTypeHintCollector: SyntaxVisitor {
  var hints: [SyntaxIdentifier: String] = [:]
  /// The stored properties' declared types of the types being walked, innermost last.
  private var propertyTypes: [[String: String]] = []

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let type = node.typeAnnotation?.type.trimmedDescription, let value = node.initializer?.value
    {
      hint(value, type)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = node.signature.returnClause?.type.trimmedDescription,
      let statements = node.body?.statements
    else { return .visitChildren }
    for item in statements {
      if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
        hint(returned, type)
      } else if statements.count == 1, let expression = item.item.as(ExprSyntax.self) {
        hint(expression, type)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
    var target = node.leftOperand
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      target = ExprSyntax(member.declName)
    }
    if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let type = propertyTypes.last?[name]
    {
      hint(node.rightOperand, type)
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.memberBlock)
  }
  override func visitPost(_ node: StructDeclSyntax) { propertyTypes.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.memberBlock)
  }
  override func visitPost(_ node: ClassDeclSyntax) { propertyTypes.removeLast() }

  /// Records the declared types of `members`' stored properties for the assignments inside.
  private func enter(_ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
    var types: [String: String] = [:]
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type.trimmedDescription
        {
          types[name] = type
        }
      }
    }
    propertyTypes.append(types)
    return .visitChildren
  }

  /// Records `type` for the call `value` is, through `try`, `await`, parentheses and `??`.
  private func hint(_ value: ExprSyntax, _ type: String) {
    var value = value
    var type = type
    while true {
      if let attempt = value.as(TryExprSyntax.self) {
        if attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
          type.hasSuffix("?")
        {
          type.removeLast()
        }
        value = attempt.expression
      } else if let wait = value.as(AwaitExprSyntax.self) {
        value = wait.expression
      } else if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        value = only.expression
      } else if let infix = value.as(InfixOperatorExprSyntax.self),
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      {
        // `a ?? b` has `b`'s type; `a` is its optional.
        value = infix.leftOperand
        type += "?"
      } else {
        break
      }
    }
    if let call = value.as(FunctionCallExprSyntax.self) { hints[Syntax(call).id] = type }
  }
}
