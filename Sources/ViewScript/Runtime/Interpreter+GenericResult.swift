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

/// Finds `let name: Type = call(…)` (also `var`, `try call(…)`, properties and `@State`).
private final class ResultTypeHintCollector: SyntaxVisitor {
  var hints: [SyntaxIdentifier: String] = [:]

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let type = node.typeAnnotation?.type.trimmedDescription,
      var value = node.initializer?.value
    else { return .visitChildren }
    while let wrapped = value.as(TryExprSyntax.self)?.expression
      ?? value.as(AwaitExprSyntax.self)?
      .expression
    {
      value = wrapped
    }
    if let call = value.as(FunctionCallExprSyntax.self) { hints[Syntax(call).id] = type }
    return .visitChildren
  }
}
