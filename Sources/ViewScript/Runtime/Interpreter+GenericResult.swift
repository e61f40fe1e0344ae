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
  ///
  /// The parameter may stand inside the result (`-> [T]` called as `let fruits: [Fruit] =
  /// decodeList(json)`: `T` is `Fruit`, sample 43's three S117 "decoding `T`"), matched part by
  /// part as Swift matches the two types: arrays, dictionaries' values, sets and optionals.
  func bindGenericResult(_ decl: FunctionDeclSyntax, _ scope: Scope, at node: some SyntaxProtocol) {
    guard let generics = decl.genericParameterClause?.parameters,
      let result = decl.signature.returnClause?.type.trimmedDescription
    else { return }
    let names = Set(generics.map(\.name.text))
    // A hint that names the caller's own generic parameters (`return parse(data)` in `func
    // load<T: Decodable>() -> T`) is what the caller's call bound them to, as Swift carries
    // `T` from one generic function to the next (sample 52: five files stopped on S117
    // "decoding `T`").
    let hint = resultTypeHints[Syntax(node).id].map { written in
      // The running generic function the call is written in: another one's parameters (a
      // non-generic helper it calls writes `[Item]`, the program's type) are not these.
      guard let caller = genericScopes.last(where: { node.isInside(Syntax($0.function)) })?.scope
      else { return written }
      return Self.substitutingTypes(in: written) { word in
        guard case .opaque(let bound)? = caller.values[word] else { return nil }
        return (bound as? TypeValue)?.name
      }
    }
    if let hint, let bound = Self.genericBindings(result, hint, names) {
      for (name, type) in bound { scope.declare(name, .opaque(TypeValue(type))) }
      return
    }
    // Nothing says: a parameter that is the whole result names itself.
    var bare = result
    if bare.hasSuffix("?") { bare.removeLast() }
    if names.contains(bare) { scope.declare(bare, .opaque(TypeValue(bare))) }
  }

  /// `[T].self` inside a call where `T` is bound (`Fruit`): the metatype `[Fruit]`, each
  /// generic parameter of the written type replaced by the type the scope binds it to, or that
  /// `self`'s instance was made with.
  func boundGenerics(in metatype: Value, _ ctx: Context) -> Value {
    guard case .opaque(let opaque) = metatype, let type = opaque as? TypeValue else {
      return metatype
    }
    let result = Self.substitutingTypes(in: type.name) { word in
      if case .opaque(let bound)? = ctx.scope.owner(of: word)?.values[word],
        let boundType = bound as? TypeValue
      {
        return boundType.name
      }
      // `[T].self`, `Item.self` in a generic type's member: its instance's argument.
      guard let selfContext = ctx.selfContext, let selfType = selfContext.type,
        selfType.genericParameters.contains(word)
      else { return nil }
      return genericArgument(word, of: selfType, storedFields(of: selfContext.value))
    }
    return result == type.name ? metatype : .opaque(TypeValue(result))
  }

  /// `written` with each capitalized word for which `bound` gives a type replaced by it: `[T]`
  /// is `[Fruit]` where `T` is `Fruit`.
  static func substitutingTypes(in written: String, _ bound: (String) -> String?) -> String {
    var result = ""
    var word = ""
    func flush() {
      result += word.first?.isUppercase == true ? bound(word) ?? word : word
      word = ""
    }
    for character in written {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// The generic parameters (`names`) of the written type `pattern` bound by matching it with
  /// the type `written` (`[T]` with `[Fruit]`: `T` is `Fruit`); nil when they do not match.
  static func genericBindings(_ pattern: String, _ written: String, _ names: Set<String>)
    -> [String: String]?
  {
    let pattern = pattern.filter { !$0.isWhitespace }
    let written = written.filter { !$0.isWhitespace }
    if names.contains(pattern) { return [pattern: written] }
    if pattern.hasSuffix("?") {
      // `T?` matches `Fruit?`, and a non-optional `Fruit` too (Swift promotes it).
      let inner = String(pattern.dropLast())
      return genericBindings(
        inner, written.hasSuffix("?") ? String(written.dropLast()) : written, names)
    }
    func unwrapped(_ text: String, _ open: String, _ close: String) -> String? {
      guard text.hasPrefix(open), text.hasSuffix(close) else { return nil }
      return String(text.dropFirst(open.count).dropLast(close.count))
    }
    for (open, close) in [("[", "]"), ("Array<", ">"), ("Set<", ">")] {
      guard let inner = unwrapped(pattern, open, close) else { continue }
      let other =
        unwrapped(written, open, close)
        ?? (open == "Array<" ? unwrapped(written, "[", "]") : nil)
        ?? (open == "[" ? unwrapped(written, "Array<", ">") : nil)
      guard let other else { return nil }
      // `[Key: T]` with `[String: Fruit]`: the values.
      if let colon = inner.firstIndex(of: ":"), let otherColon = other.firstIndex(of: ":") {
        return genericBindings(
          String(inner[inner.index(after: colon)...]),
          String(other[other.index(after: otherColon)...]), names)
      }
      return genericBindings(inner, other, names)
    }
    return pattern == written ? [:] : nil
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
    guard let type = node.typeAnnotation?.type.trimmedDescription else { return .visitChildren }
    if let value = node.initializer?.value { hint(value, type) }
    // `static var basic: [Piece] { Bundle.main.decode("pieces") }`: a computed property's
    // getter returns its declared type, as a function's body does (sample 43).
    switch node.accessorBlock?.accessors {
    case .getter(let statements): hintReturns(statements, type)
    case .accessors(let accessors):
      for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        if let statements = accessor.body?.statements { hintReturns(statements, type) }
      }
    default: break
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = node.signature.returnClause?.type.trimmedDescription,
      let statements = node.body?.statements
    else { return .visitChildren }
    hintReturns(statements, type)
    return .visitChildren
  }

  /// Hints the values `statements` return (a `return`, or the one expression of a body) as
  /// `type`.
  private func hintReturns(_ statements: CodeBlockItemListSyntax, _ type: String) {
    for item in statements {
      if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
        hint(returned, type)
      } else if statements.count == 1, let expression = item.item.as(ExprSyntax.self) {
        hint(expression, type)
      }
    }
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
