import IdentityEngine
import SwiftSyntax

/// Subscripts a program declares on its own types (`subscript(key: URL) -> Image? { get set }`):
/// `value[key]` runs the getter with `self` and the parameters bound; `object[key] = x` on a
/// class instance runs the setter with `newValue`. As in Swift, a subscript's parameters have no
/// argument label unless the declaration writes one (`subscript(row row: Int)`); on a structure
/// held in a place (`grid[1] = "z"`), the setter runs on that place's value as a `mutating`
/// method does, and the place takes the changed value. Rules and
/// sources: docs/semantics.md, "Swift".
extension Interpreter {
  /// The declared subscript of `base`'s type that `arguments` fit, with the type; nil when the
  /// value's type declares none. On a type itself (`Defaults[.key]`), its `static` subscripts.
  func userSubscript(of base: Value, _ arguments: [Argument]) -> (SubscriptDeclSyntax, TypeDecl)? {
    let type: TypeDecl
    let onType: Bool
    if case .opaque(let opaque) = base, let named = opaque as? TypeValue,
      let user = model.types[named.name]
    {
      (type, onType) = (user, true)
    } else if let user = userType(of: base) {
      (type, onType) = (user, false)
    } else if arguments.contains(where: { $0.label != nil }),
      let extended = libraryExtensions(of: base).first(where: { extended in
        extended.subscripts.contains { !Self.isStatic($0) && self.fits($0, arguments.map(\.label)) }
      })
    {
      // `items[safe: 5]` for a program's `extension Collection { subscript(safe index: Index) }`:
      // a labelled subscript the program adds to the standard library's type (an unlabelled one
      // would be ambiguous with the library's own, which Swift rejects).
      (type, onType) = (extended, false)
    } else {
      return nil
    }
    guard !type.subscripts.isEmpty else { return nil }
    let labels = arguments.map(\.label)
    let candidates = type.subscripts.filter { Self.isStatic($0) == onType && fits($0, labels) }
    // Overloads of the same labels are told apart by the arguments' types ("the appropriate
    // subscript is inferred based on the types of the value or values contained within the
    // subscript brackets", The Swift Programming Language, "Subscripts"; sample 59 ran
    // `subscript(i: Seat)` for `bus[2]`).
    // One whose parameters are declared of the arguments' own types first, then one whose
    // parameters accept them.
    func exactly(_ decl: SubscriptDeclSyntax) -> Bool {
      zip(decl.parameterClause.parameters, arguments).allSatisfy { parameter, argument in
        model.resolvingAliases(parameter.type.trimmedDescription) == typeName(of: argument.value)
      }
    }
    guard
      let chosen = candidates.count > 1
        ? candidates.first(where: exactly)
          ?? candidates.first(where: { valuesFit($0.parameterClause.parameters, arguments) })
          ?? candidates.first
        : candidates.first
    else { return nil }
    return (chosen, type)
  }

  /// Whether a subscript is declared `static` (or `class`).
  static func isStatic(_ decl: SubscriptDeclSyntax) -> Bool {
    decl.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// `base[arguments]` through a declared subscript's getter.
  func subscriptGet(
    _ decl: SubscriptDeclSyntax, of type: TypeDecl, on base: Value, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let body: CodeBlockItemListSyntax
    switch decl.accessorBlock?.accessors {
    case .getter(let items)?:
      body = items
    case .accessors(let list)?:
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let items = getter.body?.statements
      else { throw noAccessor("get", decl, at: node) }
      body = items
    default:
      throw noAccessor("get", decl, at: node)
    }
    return try deeper(node) { () throws(EvalError) -> Value in
      let ctx = try subscriptContext(
        decl, type, SelfContext(value: base, type: type), arguments, at: node)
      return typed(try runBody(body, ctx), as: resultType(of: decl))
    }
  }

  /// `value[arguments] = newValue` through a declared subscript's setter, `selfContext` holding
  /// the value it mutates.
  func subscriptSet(
    _ decl: SubscriptDeclSyntax, of type: TypeDecl, on selfContext: SelfContext,
    _ arguments: [Argument], _ newValue: Value, at node: some SyntaxProtocol
  ) throws(EvalError) {
    guard case .accessors(let list)? = decl.accessorBlock?.accessors,
      let setter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
      let body = setter.body?.statements
    else { throw noAccessor("set", decl, at: node) }
    try deeper(node) { () throws(EvalError) in
      let ctx = try subscriptContext(decl, type, selfContext, arguments, at: node)
      ctx.scope.declare(
        setter.parameters?.name.text ?? "newValue", typed(newValue, as: resultType(of: decl)))
      _ = try execute(body, ctx)
    }
  }

  /// The place `value[arguments]` names when `value`, held in `place`, is of a type that
  /// declares a subscript: reads run the getter on the place's value; writes run the setter
  /// on it as a `mutating` method, and store the changed structure back (a class instance, or
  /// a type for a `static` subscript, is held in `LValue.discarding`: the setter changes the
  /// object itself).
  func subscriptPlace(
    _ decl: SubscriptDeclSyntax, of type: TypeDecl, in place: LValue, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) -> LValue {
    let position = Syntax(node)
    let binding = Binding(
      get: { [self] in
        self.quietEntry { () throws(EvalError) -> Value in
          let value = try self.read(place, at: position)
          return try self.subscriptGet(decl, of: type, on: value, arguments, at: position)
        }
      },
      set: { [self] newValue in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.modify(place, at: position) { (value: inout Value) throws(EvalError) in
            let selfContext = SelfContext(value: value, type: type)
            value = .null
            defer { value = selfContext.value }
            try self.subscriptSet(
              decl, of: type, on: selfContext, arguments, newValue, at: position)
          }
          return .null
        }
      })
    return LValue(root: .binding(binding), path: [])
  }

  /// Whether arguments with `labels` fit a subscript's parameters (defaults may be left out).
  private func fits(_ decl: SubscriptDeclSyntax, _ labels: [String?]) -> Bool {
    var index = 0
    for parameter in decl.parameterClause.parameters {
      if index < labels.count, labels[index] == label(of: parameter) {
        index += 1
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return index == labels.count
  }

  /// A subscript parameter's argument label: none unless it writes two names.
  private func label(of parameter: FunctionParameterSyntax) -> String? {
    guard parameter.secondName != nil, parameter.firstName.tokenKind != .wildcard else {
      return nil
    }
    return parameter.firstName.text
  }

  /// A scope for an accessor's body: `self`, and each parameter bound to its argument.
  private func subscriptContext(
    _ decl: SubscriptDeclSyntax, _ type: TypeDecl, _ selfContext: SelfContext,
    _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Context {
    let ctx = Context(
      scope: Scope(parent: globalScope),
      selfContext: Self.isStatic(decl) ? nil : selfContext,
      staticType: type)
    var index = 0
    for parameter in decl.parameterClause.parameters {
      let local = (parameter.secondName ?? parameter.firstName).text
      let typeText = model.resolvingAliases(parameter.type.trimmedDescription)
      var value: Value
      if index < arguments.count, arguments[index].label == label(of: parameter) {
        value = arguments[index].value
        index += 1
      } else if let defaultValue = parameter.defaultValue {
        value = try evaluate(defaultValue.value, ctx)
      } else {
        throw invalidArguments("subscript", .missingArgument, ["label": local], at: node)
      }
      value = typed(value, as: typeText)
      if local != "_" { ctx.scope.declare(local, value) }
    }
    return ctx
  }

  private func resultType(of decl: SubscriptDeclSyntax) -> String {
    model.resolvingAliases(decl.returnClause.type.trimmedDescription)
  }

  private func noAccessor(
    _ accessor: String, _ decl: SubscriptDeclSyntax, at node: some SyntaxProtocol
  ) -> EvalError {
    invalidArguments(
      "subscript", .noAccessor,
      ["parameters": decl.parameterClause.trimmedDescription, "accessor": accessor], at: node)
  }
}
