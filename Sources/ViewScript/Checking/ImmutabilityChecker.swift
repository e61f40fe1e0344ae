import SwiftSyntax

// MARK: - Diagnostics this checker emits (sorted by name)

extension DiagnosticKind {
  /// `count = 1` where `let count` is a stored property.
  public static let assignToLet = DiagnosticKind(
    "S125", "cannot assign to property: `{name}` is a `let` constant")
  /// `total += 1` in a view's body or closure, where `var total` is not `@State`.
  public static let assignToImmutableSelf = DiagnosticKind(
    "S126", "cannot assign to property: `self` is immutable")
}

/// Finds the writes Swift refuses to compile: to a `let` stored property outside an
/// initializer, and to a stored property of a struct (a view) where `self` is immutable (its
/// `body`, a computed property, a method that is not `mutating`, and every closure in them).
///
/// A write is an assignment (`=`, `+=`, …), a library mutating method (`append`, `toggle`, …), a
/// `mutating` method of a user struct, or an `&x` argument, whose target starts at the property
/// (`x`, `self.x`, `x.y`, `x[0]`). A property with an attribute (`@State`, `@Binding`, any
/// property wrapper) is left alone, and so is a name the member declares itself (a parameter, a
/// local, a closure parameter). A path into a property that holds a class instance is a write
/// through a reference, which Swift allows.
final class ImmutabilityChecker: SyntaxVisitor {
  let model: ProgramModel
  let converter: SourceLocationConverter
  let path: String
  private(set) var diagnostics: [ScriptDiagnostic] = []

  init(model: ProgramModel, converter: SourceLocationConverter, path: String) {
    self.model = model
    self.converter = converter
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: - Members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = owner(of: node), !isStatic(node.modifiers), let body = node.body
    else { return .skipChildren }
    let isMutating = node.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    var locals = Set(
      node.signature.parameterClause.parameters.map { parameter in
        (parameter.secondName ?? parameter.firstName).text
      })
    locals.formUnion(LocalNames.in(body))
    check(Syntax(body), owner: owner, selfIsMutable: isMutating, locals: locals)
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = owner(of: node), !isStatic(node.modifiers) else { return .skipChildren }
    for binding in node.bindings {
      guard let accessors = binding.accessorBlock else { continue }
      switch accessors.accessors {
      case .getter(let items):
        check(Syntax(items), owner: owner, selfIsMutable: false, locals: LocalNames.in(items))
      case .accessors(let list):
        for accessor in list {
          guard let body = accessor.body else { continue }
          let kind = accessor.accessorSpecifier.tokenKind
          // A setter, a `_modify` (the coroutine form of a setter) and the observers of a
          // stored property run with a mutable `self`; a `nonmutating set` does not.
          let isMutable =
            (kind == .keyword(.set) || kind == .keyword(._modify) || kind == .keyword(.didSet)
              || kind == .keyword(.willSet))
            && accessor.modifier?.name.tokenKind != .keyword(.nonmutating)
          var locals = LocalNames.in(body)
          locals.formUnion(["newValue", "oldValue"])
          if let parameter = accessor.parameters?.name.text { locals.insert(parameter) }
          check(Syntax(body), owner: owner, selfIsMutable: isMutable, locals: locals)
        }
      @unknown default:
        break
      }
    }
    return .skipChildren
  }

  /// The user type a member belongs to (its declaration or an extension of it).
  private func owner(of member: some SyntaxProtocol) -> TypeDecl? {
    guard member.parent?.is(MemberBlockItemSyntax.self) == true,
      let group = member.parent?.parent?.parent?.parent
    else { return nil }
    let name =
      group.as(StructDeclSyntax.self)?.name.text ?? group.as(ClassDeclSyntax.self)?.name.text
      ?? group.as(EnumDeclSyntax.self)?.name.text
      ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    return name.flatMap { model.types[$0] }
  }

  private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  // MARK: - Writes

  /// Reports every refused write in one member's code.
  private func check(_ code: Syntax, owner: TypeDecl, selfIsMutable: Bool, locals: Set<String>) {
    let finder = WriteFinder(viewMode: .sourceAccurate)
    finder.walk(code)
    for (write, method) in finder.writes {
      guard let (name, isWhole) = Self.root(of: write, locals: locals),
        let property = owner.stored(name), !property.isStatic, !hasAttribute(property)
      else { continue }
      if let method {
        // A method call writes only a value: a library mutating method (unless the program
        // declares the method itself, not `mutating`, for the property's type: its own
        // declaration wins), or a `mutating` method of the user struct the property holds.
        guard isValueType(property),
          Interpreter.mutatingMethods.contains(method)
            && !declaresNonMutating(method, of: property)
            || isWhole && isMutatingMethod(method, of: property)
        else { continue }
      }
      let throughReference =
        !isWhole && (!isValueType(property) || passesThroughReference(write, from: property))
      if property.isLet {
        if !throughReference { report(.assignToLet, ["name": name], at: write) }
      } else if owner.kind != .classType, !selfIsMutable, !throughReference {
        report(.assignToImmutableSelf, at: write)
      }
    }
  }

  /// The stored property a write's target starts at, and whether the target is the whole
  /// property; nil when it starts at something else.
  static func root(of target: ExprSyntax, locals: Set<String>) -> (String, Bool)? {
    var current = target
    var isWhole = true
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) || locals.contains(name) { return nil }
        return (name, isWhole)
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        if let reference = base.as(DeclReferenceExprSyntax.self),
          reference.baseName.tokenKind == .keyword(.self)
        {
          return (member.declName.baseName.text, isWhole)
        }
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else if let chain = current.as(OptionalChainingExprSyntax.self) {
        current = chain.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        current = only.expression
        continue
      } else {
        return nil
      }
      isWhole = false
    }
  }

  /// Whether a property holds a value (a struct, an enum, a number, a string, a collection), so
  /// that a write into it writes the property itself.
  private func isValueType(_ property: TypeDecl.Property) -> Bool {
    if let written = property.typeText {
      let name = Self.bareType(written)
      if name.hasPrefix("[") || name.hasPrefix("(") { return true }
      if let type = model.types[name] { return type.kind != .classType }
      return Self.libraryValueTypes.contains(name) || name.hasPrefix("Set<")
        || name.hasPrefix("Array<") || name.hasPrefix("Dictionary<")
    }
    guard let value = property.defaultValue else { return false }
    if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
      || value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
      || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
    {
      return true
    }
    guard let name = initializedType(property) else { return false }
    if let type = model.types[name] { return type.kind != .classType }
    return Self.libraryValueTypes.contains(name)
  }

  /// Whether a write into a value property goes on through a member that may hold a reference
  /// (`item.reminder.isCompleted = false`, where `reminder` is a class, or a type no file
  /// declares, which may be one) or through a property wrapper (`parent.selection.month = 1`,
  /// where `selection` is a `@Binding`): Swift lets a nonmutating method write through a
  /// reference or a wrapper's nonmutating setter, so only a path of plain values is refused.
  private func passesThroughReference(_ write: ExprSyntax, from property: TypeDecl.Property)
    -> Bool
  {
    var members: [String] = []
    var current = write
    // `shelf.box["jar"] = …`: a subscript's write goes into the value subscripted, which is
    // reached through a reference when that value is a class instance (sample 48: S125 on a
    // `let` structure holding a class).
    var subscripted = false
    while let access = current.as(SubscriptCallExprSyntax.self) {
      current = access.calledExpression
      subscripted = true
    }
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      members.insert(member.declName.baseName.text, at: 0)
      current = base
    }
    // `members` runs from the root property's first member to the written one (a `self.`
    // prefix and the root property are stepped over); the written member matters only for its
    // wrapper.
    if current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      members.removeFirst()
    }
    guard !members.isEmpty,
      var type = (property.typeText ?? initializedType(property)).flatMap({
        model.types[Self.bareType($0)]
      })
    else { return false }
    for name in subscripted ? members[...] : members.dropLast() {
      // A computed property of a structure gives a value: a write through it is a write
      // into the `let` (its setter is mutating).
      guard let next = type.stored(name) else { return type.computedProperties[name] == nil }
      // A property wrapper (`@Binding`, `@State`) keeps its value out of line, behind a
      // nonmutating setter.
      if next.wrapper != .none || hasAttribute(next) { return true }
      guard let written = next.typeText ?? initializedType(next) else { return true }
      let bare = Self.bareType(written)
      if bare.hasPrefix("[") || Self.libraryValueTypes.contains(bare) { return false }
      // A type nested in the one that holds it (`InMemoryStorage.Values`) before another
      // module's type of the same bare name (sample 48: a package's `struct Values`).
      guard let nextType = model.type(named: bare, from: type) ?? model.types[bare] else {
        return true
      }
      if nextType.kind == .classType { return true }
      type = nextType
    }
    // `store.count = 1` where `count` is `@AppStorage` (or `@State`, `@Binding`): the wrapper's
    // setter is nonmutating, so a `let` structure takes the write.
    if let last = members.last, let written = type.stored(last), written.wrapper != .none,
      !written.wrapper.readsEnvironment
    {
      return true
    }
    return false
  }

  /// The type a property without an annotation is initialized to (`var tally = Tally()`).
  private func initializedType(_ property: TypeDecl.Property) -> String? {
    property.defaultValue?.as(FunctionCallExprSyntax.self)?.calledExpression
      .as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Library value types a property may hold.
  static let libraryValueTypes: Set<String> = [
    "Int", "Double", "Float", "CGFloat", "String", "Bool", "Character", "Date", "UUID", "CGSize",
    "CGPoint", "CGRect", "Color", "Angle", "IndexSet",
  ]

  /// Whether the program declares a method `name` for the type a property holds (in the type
  /// or an extension of a library type: `extension CGPoint { func subtract(_:) -> CGPoint }`)
  /// and none of them is `mutating`.
  private func declaresNonMutating(_ name: String, of property: TypeDecl.Property) -> Bool {
    guard let written = property.typeText ?? initializedType(property) else { return false }
    let type = Self.bareType(written)
    let declared =
      (model.types[type]?.methods[name] ?? [])
      + (model.libraryExtensions[type]?.methods[name] ?? [])
    return !declared.isEmpty
      && !declared.contains { $0.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } }
  }

  /// Whether the user type a property holds has a `mutating` method `name`.
  private func isMutatingMethod(_ name: String, of property: TypeDecl.Property) -> Bool {
    guard let written = property.typeText ?? initializedType(property),
      let type = model.types[Self.bareType(written)]
    else { return false }
    return type.methods[name]?.contains {
      $0.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    } ?? false
  }

  /// `Point?` → `Point`.
  static func bareType(_ written: String) -> String {
    var name = written
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    return name
  }

  /// Whether the declaration of a property has an attribute (a property wrapper).
  private func hasAttribute(_ property: TypeDecl.Property) -> Bool {
    guard let variable = property.syntax.parent?.parent?.as(VariableDeclSyntax.self) else {
      return false
    }
    return !variable.attributes.isEmpty
  }

  private func report(
    _ kind: DiagnosticKind, _ arguments: [String: String] = [:], at node: some SyntaxProtocol
  ) {
    diagnostics.append(
      ScriptDiagnostic(kind, arguments, at: node, converter: converter, path: path))
  }
}

/// The targets of the writes in a piece of code (see `ImmutabilityChecker`).
private final class WriteFinder: SyntaxVisitor {
  /// Each write's target, with the method's name when the write is a method call (`x.append(…)`,
  /// any method: the checker decides which mutate).
  var writes: [(target: ExprSyntax, method: String?)] = []

  static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=",
  ]

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self),
      !node.leftOperand.is(DiscardAssignmentExprSyntax.self)
    {
      writes.append((node.leftOperand, nil))
    } else if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      Self.compoundAssignments.contains(op)
    {
      writes.append((node.leftOperand, nil))
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      writes.append((base, member.declName.baseName.text))
    }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    writes.append((node.expression, nil))
    return .visitChildren
  }
}

/// The names a piece of code declares: locals, closure and nested-function parameters, bound
/// patterns (`if let x`, `for x in`, `case .a(let x)`).
enum LocalNames {
  static func `in`(_ code: some SyntaxProtocol) -> Set<String> {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(code)
    return collector.names
  }

  private final class Collector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.identifier.text)
      return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let identifier = node.pattern.as(IdentifierPatternSyntax.self) {
        names.insert(identifier.identifier.text)
      }
      return .visitChildren
    }
  }
}
