import SwiftSyntax

extension ProjectFacts {
  /// The facts one file contributes.
  public static func collect(from file: AuditedFile) -> ProjectFacts {
    let collector = FactCollector(viewMode: .sourceAccurate)
    collector.walk(file.tree)
    var facts = collector.facts
    for (collection, values) in collector.appendedValues
    where values.allSatisfy(collector.bumpedNames.contains) {
      facts.uniqueByCodeNames.insert(collection)
    }
    facts.localOnlyNames = collector.localNames.subtracting(collector.memberNames)
    return facts
  }

  /// Property wrappers whose value can change while a view shows it.
  static let dynamicWrappers: Set<String> = [
    "State", "Published", "Binding", "Bindable", "Query", "FetchRequest", "SectionedFetchRequest",
    "ObservedResults", "AppStorage", "SceneStorage",
  ]

  /// Methods that change a collection's shape (its count or order).
  static let shapeChangingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "move", "sort", "shuffle", "reverse", "swapAt", "popLast", "popFirst", "replaceSubrange",
  ]
}

/// Walks one file and records its `ProjectFacts`.
private final class FactCollector: SyntaxVisitor {
  var facts = ProjectFacts()
  /// Names declared as members of a type, and as local variables.
  var memberNames: Set<String> = []
  var localNames: Set<String> = []
  /// Collection → the values appended or inserted into it (their text; `""` for anything
  /// that is not a plain name).
  var appendedValues: [String: Set<String>] = [:]
  /// Names the file bumps with `+=` or `-=` by an integer literal (counters).
  var bumpedNames: Set<String> = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let attributes = Set(node.attributes.names)
    let isDynamicWrapper = !attributes.isDisjoint(with: ProjectFacts.dynamicWrappers)
    let owner = enclosingType(of: node)
    for binding in node.bindings {
      guard let name = binding.name else { continue }
      facts.declaredNames.insert(name)
      if owner == nil,
        node.ancestor(CodeBlockSyntax.self) != nil || node.ancestor(ClosureExprSyntax.self) != nil
      {
        localNames.insert(name)
      } else {
        memberNames.insert(name)
      }
      let stored = !binding.isComputed && !node.isStatic
      if isDynamicWrapper || (node.isVar && stored && owner?.isObservableClass == true) {
        facts.dynamicNames.insert(name)
      }
      if let type = binding.typeAnnotation?.type { record(type: type, for: name) }
      if let value = binding.initializer?.value { record(initialValue: value, for: name) }
      if !node.isVar, binding.initializer != nil || node.isStatic, !isDynamicWrapper {
        facts.constantNames.insert(name)
      }
      if !node.isVar, let array = binding.initializer?.value.as(ArrayExprSyntax.self),
        let repeated = array.repeatedElement
      {
        facts.repeatingConstants[name] = repeated
      }
      guard let owner, stored else { continue }
      if node.isVar, owner.isStruct { facts.structsWithMutableFields.insert(owner.name) }
      if name == "id" {
        facts.typesWithID.insert(owner.name)
        if let value = binding.initializer?.value, isFreshUUID(value) {
          facts.typesWithFreshDefaultID.insert(owner.name)
        }
      }
    }
    if let owner, node.bindings.contains(where: { $0.name == "id" }) {
      facts.typesWithID.insert(owner.name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calleeName, ProjectFacts.shapeChangingMethods.contains(name),
      let receiver = node.receiver, let collection = receiver.referencedName
    {
      facts.mutatedNames.insert(collection)
      if name == "append" || name == "insert" {
        facts.appendedNames.insert(collection)
        let value = node.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        appendedValues[collection, default: []].insert(value?.plainReference ?? "")
      }
    }
    if node.calleeName == "contains", let collection = node.receiver?.referencedName {
      facts.uniqueByCodeNames.insert(collection)
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    let isAssignment =
      node.operator.is(AssignmentExprSyntax.self)
      || ["+=", "-="].contains(node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text)
    if node.operator.as(BinaryOperatorExprSyntax.self).map({
      ["+=", "-="].contains($0.operator.text)
    })
      == true, node.rightOperand.isIntegerLiteral, let name = node.leftOperand.plainReference
    {
      bumpedNames.insert(name)
    }
    if isAssignment, node.ancestor(InitializerDeclSyntax.self) == nil,
      let name = node.leftOperand.referencedName
    {
      facts.mutatedNames.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    if text.hasPrefix("$"), text.count > 1 { facts.dynamicNames.insert(String(text.dropFirst())) }
    return .visitChildren
  }

  // MARK: - Helpers

  /// `[Ship]`, `Array<Ship>`, `Set<Ship>`, `Ship`, `Ship?`.
  func record(type: TypeSyntax, for name: String) {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let array = type.as(ArrayTypeSyntax.self) {
      facts.elementTypes[name, default: []].insert(array.element.trimmedDescription)
    } else if let identifier = type.as(IdentifierTypeSyntax.self) {
      let arguments = identifier.genericArgumentClause?.arguments.map(\.argument.trimmedDescription)
      switch identifier.name.text {
      case "Array":
        if let element = arguments?.first { facts.elementTypes[name, default: []].insert(element) }
      case "Set": facts.setNames.insert(name)
      default: facts.valueTypes[name, default: []].insert(identifier.trimmedDescription)
      }
    }
  }

  /// `[Ship]()`, `Set<Ship>()`, `Ship(…)`.
  func record(initialValue value: ExprSyntax, for name: String) {
    guard let call = value.as(FunctionCallExprSyntax.self) else { return }
    if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first
    {
      facts.elementTypes[name, default: []].insert(element.expression.trimmedDescription)
    } else if let callee = call.calleeName, callee == "Set" {
      facts.setNames.insert(name)
    } else if let callee = call.calleeName, callee.first?.isUppercase == true,
      call.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      facts.valueTypes[name, default: []].insert(callee)
    }
  }

  /// `UUID()` with no arguments, or `UUID().uuidString`.
  func isFreshUUID(_ value: ExprSyntax) -> Bool {
    if let member = value.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "uuidString",
      let base = member.base
    {
      return isFreshUUID(base)
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    return call.calleeName == "UUID" && call.arguments.isEmpty
  }

  /// The struct, class, enum or actor `node` is a member of.
  func enclosingType(of node: some SyntaxProtocol) -> TypeContext? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
        || ancestor.is(AccessorBlockSyntax.self)
      {
        return nil
      }
      if let decl = ancestor.as(StructDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: true, isObservableClass: false)
      }
      if let decl = ancestor.as(ClassDeclSyntax.self) {
        let attributes = Set(decl.attributes.names)
        return TypeContext(
          name: decl.name.text, isStruct: false,
          isObservableClass: attributes.contains("Observable") || attributes.contains("Model"))
      }
      if let decl = ancestor.as(EnumDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: false, isObservableClass: false)
      }
      if let decl = ancestor.as(ActorDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: false, isObservableClass: false)
      }
      if let decl = ancestor.as(ExtensionDeclSyntax.self) {
        return TypeContext(
          name: decl.extendedType.trimmedDescription, isStruct: false, isObservableClass: false)
      }
      current = ancestor.parent
    }
    return nil
  }
}

/// The type a declaration is a member of.
private struct TypeContext {
  var name: String
  var isStruct: Bool
  var isObservableClass: Bool
}
