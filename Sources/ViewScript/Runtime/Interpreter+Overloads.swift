import IdentityEngine
import SwiftSyntax

/// Which declaration a call names when a project adds its own: Swift picks an overload by the
/// call's argument labels, so a project's `extension Image { init(url:) }` is called only with
/// those labels and `Image(systemName:)` stays SwiftUI's.
extension Interpreter {
  /// What overload resolution reads of an argument: its label, and whether it is a trailing
  /// closure, which also takes a labelled parameter of a function type (SE-0286's forward
  /// scan); an unlabelled closure between the parentheses, or a closure held in a property
  /// (`Model.makeContainer`), takes an unlabelled parameter only, as Swift matches it.
  typealias ArgumentShape = (label: String?, isClosure: Bool)

  /// The arguments of `call` as overload resolution reads them, trailing closures included.
  func shape(of call: FunctionCallExprSyntax) -> [ArgumentShape] {
    var shape = call.arguments.map { argument -> ArgumentShape in (argument.label?.text, false) }
    if call.trailingClosure != nil { shape.append((nil, true)) }
    for closure in call.additionalTrailingClosures { shape.append((closure.label.text, true)) }
    return shape
  }

  /// Evaluated arguments as overload resolution reads them: from their syntax when they have
  /// one, else (a call idlab makes itself) any closure counts as trailing.
  func shape(of arguments: [Argument]) -> [ArgumentShape] {
    arguments.map { argument in
      guard let syntax = argument.syntax else { return (argument.label, isClosure(argument.value)) }
      return (argument.label, !(syntax.parent?.is(LabeledExprSyntax.self) ?? false))
    }
  }

  /// Whether a call whose arguments have `shape` can call a function with `parameters`: each
  /// argument takes the next parameter with its label (an unlabelled closure, one of a function
  /// type), and the parameters it skips have default values.
  func accepts(_ parameters: FunctionParameterListSyntax, _ shape: [ArgumentShape]) -> Bool {
    var index = 0
    for parameter in parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      if parameter.ellipsis != nil {
        // A variadic parameter takes none or more: the first with its label, then unlabelled.
        var taken = 0
        while index < shape.count,
          taken == 0 ? shape[index].label == label : shape[index].label == nil
        {
          index += 1
          taken += 1
        }
        continue
      }
      if index < shape.count,
        shape[index].label == label
          || shape[index].label == nil && shape[index].isClosure && takesFunction(parameter)
      {
        index += 1
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return index == shape.count
  }

  /// Whether each positional argument's value can be its parameter's, by the shape of the
  /// parameter's type: an array is not one element of a variadic parameter `T...` (unless `T`
  /// is an array), and a value that is not an array is not a `[T]` parameter's.
  func valuesFit(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
    for (parameter, argument) in zip(parameters, arguments) {
      let type = parameter.type.trimmedDescription
      let isArray: Bool
      switch argument.value {
      case .array: isArray = true
      case .null, .opaque: continue
      default: isArray = false
      }
      if parameter.ellipsis != nil, isArray, !type.hasPrefix("[") { return false }
      if parameter.ellipsis == nil, type.hasPrefix("["), !type.contains(":"), !isArray {
        return false
      }
    }
    return true
  }

  /// The methods of a program's extension of a library type (`extension UserDefaults { func
  /// string(forKey key: Key) }`) that a call with `arguments` can call: their labels accept the
  /// call's, and every argument fits its parameter's declared type. When none does, the library
  /// type's own member is the one Swift calls (`string(forKey: key.rawValue)` inside that
  /// method passes a `String`, which no program type is).
  func applicableExtensionMethods(_ methods: [FunctionDeclSyntax], _ arguments: [Argument])
    -> [FunctionDeclSyntax]
  {
    methods.filter { method in
      let parameters = method.signature.parameterClause.parameters
      return accepts(parameters, shape(of: arguments)) && argumentsFit(parameters, arguments)
    }
  }

  /// `methods` without those declared in an extension whose `where` clause `value` does not
  /// meet: an array's elements, all values of the program's types, that do not conform to a
  /// protocol the program declares (`extension Array where Element: WeakWrappable`) or are not
  /// the type a same-type requirement names (`where Element == Card`). Swift does not call such
  /// a member at all ("Extensions with a Generic Where Clause", The Swift Programming Language;
  /// sample 50: the program's `contains(_:)` for wrapped elements was called on an array of
  /// plain values). Requirements idlab cannot decide are taken to hold.
  func meetingWhereClauses(_ methods: [FunctionDeclSyntax], of value: Value)
    -> [FunctionDeclSyntax]
  {
    guard case .array(let elements) = value, !elements.isEmpty else { return methods }
    /// Whether an element's type is `name` or lists it (a protocol, a superclass): the
    /// program's type's conformances (refined protocols included,
    /// `ProgramModel.applyProtocolExtensions`), or those the program's extension gives a library
    /// type (`extension Int: Wrapping`); a value whose type idlab does not know meets it.
    func isA(_ element: Value, _ name: String) -> Bool {
      let typeName = element.swiftTypeName
      if typeName == name || typeName.isEmpty || typeName == "Any" { return true }
      if let type = model.types[typeName] { return type.conformances.contains(name) }
      if element.unmodelled != nil { return true }
      return model.libraryExtensions[typeName]?.conformances.contains(name) == true
    }
    return methods.filter { method in
      guard let clause = Self.enclosingExtension(of: method)?.genericWhereClause else {
        return true
      }
      return clause.requirements.allSatisfy { requirement in
        switch requirement.requirement {
        case .conformanceRequirement(let conformance)
        where conformance.leftType.trimmedDescription == "Element":
          let name = conformance.rightType.trimmedDescription
          guard model.protocolNames.contains(name) else { return true }
          return elements.allSatisfy { isA($0, name) }
        case .sameTypeRequirement(let same) where same.leftType.trimmedDescription == "Element":
          // A subclass's instance is a value of its superclass; `any Space` holds values of
          // the types that conform to `Space`.
          let name = Self.existentialBase(same.rightType.trimmedDescription)
          guard model.types[name] != nil || model.protocolNames.contains(name) else { return true }
          return elements.allSatisfy { isA($0, name) }
        default:
          return true
        }
      }
    }
  }

  /// `methods` without those whose declared result cannot be what the call's result is
  /// bound to: `let (data, response) = try await session.data(for: request)` takes a pair,
  /// so the program's `extension URLSession { func data(for:) -> Data }` is not the method
  /// called there, the library's is (Swift picks the overload by the type the context needs,
  /// "Type Inference"; sample 39: a false runaway recursion). All of them when the result is
  /// not destructured.
  func fittingResultUse(_ methods: [FunctionDeclSyntax], of call: FunctionCallExprSyntax)
    -> [FunctionDeclSyntax]
  {
    var use = Syntax(call)
    while let parent = use.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      use = parent
    }
    guard let clause = use.parent?.as(InitializerClauseSyntax.self),
      let tuple = clause.parent?.as(PatternBindingSyntax.self)?.pattern.as(TuplePatternSyntax.self)
    else { return methods }
    return methods.filter { method in
      guard let result = method.signature.returnClause?.type else { return false }
      if let written = result.as(TupleTypeSyntax.self) {
        return written.elements.count == tuple.elements.count
      }
      // A name that may stand for a tuple (the method's generic parameter, an alias) stays.
      guard let identifier = result.as(IdentifierTypeSyntax.self) else { return false }
      let name = identifier.name.text
      return method.genericParameterClause?.parameters.contains { $0.name.text == name } == true
        || model.aliasTarget(name, from: declaringType(of: method)) != nil
    }
  }

  /// Whether each of `arguments` fits the type of the parameter its label binds it to
  /// (`fits`), the parameters it skips having default values.
  func argumentsFit(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument])
    -> Bool
  {
    var index = 0
    for parameter in parameters {
      guard index < arguments.count else { break }
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      guard arguments[index].label == label else { continue }
      if !fits(arguments[index].value, parameter.type) { return false }
      if !writtenTypeFits(arguments[index].syntax, parameter.type) { return false }
      index += 1
    }
    return true
  }

  /// Whether an argument written as a call of a library type's initializer (`NSNumber(value:
  /// n)`) can be one of a parameter declared a string, number or flag type: only where it is
  /// that type, or both are numbers (Swift converts `Double` and `CGFloat`); Swift converts no
  /// other type to them. A program's `extension NumberFormatter { func string(from: Int64) }`
  /// forwarding to `string(from: NSNumber(value:))` calls Foundation's method, not itself
  /// (sample 61 recursed).
  func writtenTypeFits(_ syntax: ExprSyntax?, _ type: TypeSyntax) -> Bool {
    var written = type.trimmedDescription
    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
    guard let scalar = Self.scalarTypes[written], model.typeAliases[written] == nil,
      let call = syntax?.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      callee != written, model.types[callee] == nil, model.typeAliases[callee] == nil,
      isLibraryTypeName(callee)
    else { return true }
    return scalar == .number && Self.scalarTypes[callee] == .number
  }

  /// Whether `value` can be an argument of a parameter declared `type`: a string, number or
  /// boolean is never a value of one of the program's own types, nor a number a string (Swift
  /// converts none implicitly); an array, dictionary or range is a value of none of them but
  /// one that takes such a literal; a record, an object or an opaque value (an SDK object) is
  /// never a number, a string or a flag; anything else is taken to fit.
  func fits(_ value: Value, _ type: TypeSyntax) -> Bool {
    var written = type.trimmedDescription
    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
    let scalar = Self.scalarTypes[written]
    switch value {
    case .null:
      return true
    case .int, .double:
      if let scalar { return scalar == .number }
    case .string:
      if let scalar { return scalar == .text }
    case .bool:
      if let scalar { return scalar == .flag }
    case .array, .dictionary, .range:
      // A collection is never a value of the program's own struct, class or enum, unless the
      // type takes a literal of it (`ExpressibleByArrayLiteral`).
      guard scalar == nil else { return false }
      // `UnorderedView` or `Self` written in `extension OrderedSet`: the type the name means
      // where the parameter is declared.
      let simple = written.split(separator: ".").last.map(String.init) ?? written
      guard
        let declared = model.types[written] ?? model.types[simple]
          ?? model.type(named: written, from: declaringType(of: type))
      else { return true }
      return !declared.conformances.isDisjoint(
        with: ["ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral"])
    case .record(let recordType, _):
      guard scalar == nil else { return false }
      // A structure of the program is a value of its own type only (`OrderedSet(players)` with
      // `players` an `OrderedSet`: not `init(_ view: UnorderedView)`); a parameter of another
      // kind (a protocol, a generic, a library type) is taken to fit.
      guard
        let declared = model.type(named: written, from: declaringType(of: type)),
        declared.kind == .structType || declared.kind == .enumType,
        let own = model.types[recordType]
      else { return true }
      return own === declared
    case .enumCase(let caseType, _, _) where model.types[caseType]?.kind == .enumType:
      // A case of the program's enum is a value of that enum only (`init(kind: Tool)` beside
      // `init(kind: Fruit)` called with `Tool.drill`; sample 52 ran the first declared); a
      // parameter of another kind (a protocol, a generic, a library type) is taken to fit.
      guard scalar == nil else { return false }
      guard
        let declared = model.type(named: written, from: declaringType(of: type)),
        declared.kind == .structType || declared.kind == .enumType
          || declared.kind == .classType
      else { return true }
      return model.types[caseType] === declared
    case .opaque(let opaque) where opaque is FunctionValue:
      // A closure is a function, never a key path: the program's `sorted(by keyPath:
      // KeyPath<Element, Value>)` does not take `sorted(by: { … })`, the standard library's
      // `sorted(by:)` does (sample 45 called the program's, which recursed). Nor a value of
      // the program's types or protocols, `Element` included where the extension says which
      // (`extension Collection where Element == any Space { func contains(_ element: Element) }`
      // does not take `contains { … }`: sample 50, a false runaway recursion).
      // Nor a generic parameter that must conform to a protocol (`init<S: AsyncSequence>(_
      // sequence: S)` does not take `self.init { … }`: a function type conforms to no protocol,
      // "Types", The Swift Programming Language; sample 60, a false runaway recursion).
      let named = Self.existentialBase(sameType(as: written, where: type) ?? written)
      return scalar == nil && !Self.isKeyPathType(written) && model.types[named] == nil
        && !model.protocolNames.contains(named)
        && !Self.isConstrainedGenericParameter(named, at: type)
    default:
      return scalar == nil
    }
    let simple = written.split(separator: ".").last.map(String.init) ?? written
    return (model.types[written] ?? model.types[simple]) == nil
  }

  /// Whether `name` is a generic parameter of the function or initializer declaring the
  /// parameter typed `type` that must conform to something (`S: AsyncSequence` in its clause,
  /// or a conformance requirement on it in its `where` clause).
  static func isConstrainedGenericParameter(_ name: String, at type: TypeSyntax) -> Bool {
    var current = type.parent
    while let node = current {
      let clause: GenericParameterClauseSyntax?
      let whereClause: GenericWhereClauseSyntax?
      if let function = node.as(FunctionDeclSyntax.self) {
        (clause, whereClause) = (function.genericParameterClause, function.genericWhereClause)
      } else if let initializer = node.as(InitializerDeclSyntax.self) {
        (clause, whereClause) = (initializer.genericParameterClause, initializer.genericWhereClause)
      } else {
        current = node.parent
        continue
      }
      guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else {
        return false
      }
      if parameter.inheritedType != nil { return true }
      return whereClause?.requirements.contains { requirement in
        if case .conformanceRequirement(let conformance) = requirement.requirement {
          return conformance.leftType.trimmedDescription == name
        }
        return false
      } ?? false
    }
    return false
  }

  /// The type a same-type requirement of the extension declaring `type` gives the generic
  /// name `name` (`Element` in `extension Collection where Element == any Space`), if any.
  private func sameType(as name: String, where type: TypeSyntax) -> String? {
    let requirements = Self.enclosingExtension(of: type)?.genericWhereClause?.requirements
    for requirement in requirements ?? [] {
      if case .sameTypeRequirement(let same) = requirement.requirement,
        same.leftType.trimmedDescription == name
      {
        return same.rightType.trimmedDescription
      }
    }
    return nil
  }

  /// A written type without its `any ` or `some ` (`Space` for `any Space`).
  static func existentialBase(_ written: String) -> String {
    for prefix in ["any ", "some "] where written.hasPrefix(prefix) {
      return String(written.dropFirst(prefix.count))
    }
    return written
  }

  /// The extension a declaration is written in, if any.
  static func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
    var current = node.parent
    while let parent = current, !parent.is(ExtensionDeclSyntax.self) { current = parent.parent }
    return current?.as(ExtensionDeclSyntax.self)
  }

  /// Whether a written type is one of the standard library's key path types.
  static func isKeyPathType(_ written: String) -> Bool {
    written == "AnyKeyPath"
      || ["KeyPath<", "WritableKeyPath<", "ReferenceWritableKeyPath<", "PartialKeyPath<"].contains {
        written.hasPrefix($0)
      }
  }

  /// What a standard scalar type's values are.
  private enum ScalarKind {
    case number, text, flag
  }

  /// The standard types whose values are numbers, strings or flags, by kind.
  private static let scalarTypes: [String: ScalarKind] = {
    var kinds: [String: ScalarKind] = ["String": .text, "Bool": .flag]
    for number in ["Int", "Double", "Float", "CGFloat", "TimeInterval"] + integerWidths.keys {
      kinds[number] = .number
    }
    return kinds
  }()

  /// The first initializer of `type` a call whose arguments have `shape` can call.
  func initializer(of type: TypeDecl, accepting shape: [ArgumentShape]) -> InitializerDeclSyntax? {
    type.initializers.first { accepts($0.signature.parameterClause.parameters, shape) }
  }

  /// `Image(url: …)` for a project's `extension Image { init(url:) }`: runs that initializer;
  /// nil when no initializer of the extension accepts the call's labels (a library one does).
  func extensionInitializer(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    guard let type = model.libraryExtensions[name], !type.initializers.isEmpty,
      let chosen = initializer(of: type, accepting: shape(of: call))
    else { return nil }
    let arguments = try arguments(of: call, ctx)
    // `Color(UIColor.systemFill)` beside a package's `extension Color { init(_ hex: UInt32) }`:
    // Swift picks by type too, so a value that cannot be a number, a string or a flag the
    // parameter declares (an SDK object, opaque here) calls the library's initializer.
    guard argumentsFit(chosen.signature.parameterClause.parameters, arguments) else { return nil }
    return try runInitializer(type, arguments, chosen: chosen, at: call)
  }
}
