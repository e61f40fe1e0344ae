import Basics
import IdentityEngine
import SwiftSyntax

/// Every simulated type of `Sources/ViewScript/Library/`, one line each: the table the
/// interpreter dispatches library members through, and the names the checkers and
/// `ProgramModel` know as simulated (`Interpreter.libraryTypes`).
enum LibraryCatalogue {
  /// The simulated types.
  static let types: [LibraryType] = [
    .accessibility,
    .taskLocal,
    .calendar,
    .characterSet,
    .checkedContinuation,
    .commandLine,
    .currentValueSubject,
    .dateComponents,
    .dateInterval,
    .entityDescription,
    .fileManager,
    .gridItem,
    .healthStore,
    .iso8601DateFormatter,
    .jsonSerialization,
    .locale,
    .locationManager,
    .logger,
    .mainActor,
    .managedObjectModel,
    .notification,
    .notificationCenter,
    .cloudKitContainer,
    .codingUserInfoKey,
    .nsCache,
    .nsLocale,
    .nsMutableSet,
    .nsNotification,
    .nsNumber,
    .nsSet,
    .nsTimeZone,
    .numberFormatter,
    .passthroughSubject,
    .persistentContainer,
    .persistentStoreDescription,
    .processInfo,
    .regex,
    .scanner,
    .thread,
    .device,
    .deviceOrientation,
    .measurementSystem,
    .urlComponents,
    .urlQueryItem,
    .userDefaults,
  ]

  /// The types by name.
  static let byName: [String: LibraryType] = Dictionary(
    uniqueKeysWithValues: types.map { ($0.name, $0) })

  /// The types by the class of their values.
  private static let byClass: [ObjectIdentifier: LibraryType] = Dictionary(
    uniqueKeysWithValues: types.compactMap { type in
      guard case .objects(let instances) = type.values else { return nil }
      return (ObjectIdentifier(instances), type)
    })

  /// The names of the simulated types.
  static let names = Set(types.map(\.name))

  /// The base names of the simulated types' methods whose arguments have the library's own
  /// types (`LibraryType.libraryTypedArguments`).
  static let typedArgumentMethods = Set(types.flatMap(\.libraryTypedArguments))

  /// The type whose value `value` is; nil when it is not a library type's value.
  static func type(of value: Value, run: any LibraryServices) -> LibraryType? {
    switch value {
    case .opaque(let opaque):
      return byClass[ObjectIdentifier(Swift.type(of: opaque))]
    case .record(let name, _):
      guard let type = byName[name], case .records = type.values, !run.declaresType(name) else {
        return nil
      }
      return type
    case .enumCase(let name, _, _):
      guard let type = byName[name], case .cases = type.values, !run.declaresType(name) else {
        return nil
      }
      return type
    default:
      return nil
    }
  }

  /// `Name(arguments)` for a simulated type with initializers; nil for any other name.
  static func initialize(
    _ name: String, _ arguments: [Argument], at node: Syntax, run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let type = byName[name], !type.initializers.isEmpty else { return nil }
    let call = LibraryCall(
      typeName: name, memberName: "init", receiver: .null, arguments: arguments, node: node,
      run: run)
    guard
      let member = LibraryType.member("init", labels: arguments.map(\.label), in: type.initializers)
    else {
      // An initializer the table lacks: a value of the type idlab does not know (opaque by
      // default; sample 47 stopped on `DateInterval()` that no screen read).
      run.noteRuntimeOpaque(name + ".init", at: node)
      return .opaque(UnmodelledValue(name))
    }
    return try member(call)
  }

  /// `value.name(arguments)` on a library object; nil when `value` is not one. A method the
  /// table lacks gives an opaque value (`‹Type.name›`) when its result is used; called for its
  /// effect (its result unused: `continuation.resume(with:)`, `logger.flush()`), or when it is
  /// likely a slip (`isLikelySlip`), it stops the step as not simulated, since what it would do
  /// is not known.
  static func method(
    _ name: String, on value: Value, _ arguments: [Argument], at node: Syntax,
    run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let type = type(of: value, run: run) else { return nil }
    let call = LibraryCall(
      typeName: type.name, memberName: name, receiver: value, arguments: arguments, node: node,
      run: run)
    guard let member = LibraryType.member(name, labels: arguments.map(\.label), in: type.methods)
    else {
      if isCalledForEffect(node) || isLikelySlip(name, of: type) { throw call.notSimulated }
      run.noteRuntimeOpaque("\(type.name).\(name)", at: node)
      return .opaque(UnmodelledValue("\(type.name).\(name)"))
    }
    do {
      return try member(call)
    } catch .diagnostic(let diagnostic)
      where diagnostic.code == DiagnosticKind.invalidArguments.code && !isCalledForEffect(node)
    {
      // A member that cannot read an argument idlab does not model (`calendar.dateComponents(
      // [.day], from: .now, to: location.timestamp)`) gives a value that depends on what the
      // argument holds: opaque, never "invalid arguments" (opaque by default; sample 57: S204).
      // A member that reads such an argument itself (a health store's status) keeps its answer.
      guard let unmodelled = arguments.lazy.compactMap({ $0.value.unmodelled }).first else {
        throw .diagnostic(diagnostic)
      }
      return .opaque(unmodelled)
    }
  }

  /// Whether the call at `node` is made only for its effect: a statement of its own (through
  /// `try` and `await`), or its result given to `_ =`.
  static func isCalledForEffect(_ node: Syntax) -> Bool {
    var current = node
    while let parent = current.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      current = parent
    }
    if current.parent?.is(CodeBlockItemSyntax.self) == true { return true }
    guard let assignment = current.parent?.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self),
      assignment.leftOperand.is(DiscardAssignmentExprSyntax.self)
    else { return false }
    return true
  }

  /// Whether `name` is likely a slip for a member the table has: the same base name with other
  /// labels (`integer(for:)` for `integer(forKey:)`), or a name one slip from one
  /// (`startOfDy`): Swift would not compile it, so it is never run as an opaque member.
  static func isLikelySlip(_ name: String, of type: LibraryType) -> Bool {
    if type.has(name) { return true }
    let members = [type.methods, type.properties].flatMap(\.keys).map {
      String($0.prefix { $0 != "(" })
    }
    return Suggestions.typo(of: name, among: members) != nil
  }

  /// Whether `value.name(…)` is a `mutating` method of a simulated value type
  /// (`LibraryType.mutatingMethods`), by base name.
  static func mutates(_ name: String, _ value: Value, run: any LibraryServices) -> Bool {
    guard let type = type(of: value, run: run) else { return false }
    return type.mutatingMethods.keys.contains { $0.hasPrefix(name + "(") }
  }

  /// Runs `value.name(arguments)`, a `mutating` method of a simulated value type, writing the
  /// new value into `value`; nil when it is none.
  static func mutate(
    _ name: String, _ value: inout Value, _ arguments: [Argument], at node: Syntax,
    run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let type = type(of: value, run: run),
      let member = LibraryType.member(
        name, labels: arguments.map(\.label), in: type.mutatingMethods)
    else { return nil }
    let (receiver, result) = try member(
      LibraryCall(
        typeName: type.name, memberName: name, receiver: value, arguments: arguments, node: node,
        run: run))
    value = receiver
    return result
  }

  /// `value.name` on a library object; nil when `value` is not one; a property the table lacks
  /// is an opaque value (`‹Type.name›`), unless it is likely a slip (`isLikelySlip`), which
  /// stops the step as not simulated.
  static func property(_ name: String, of value: Value, at node: Syntax, run: any LibraryServices)
    throws(EvalError) -> Value?
  {
    guard let type = type(of: value, run: run) else { return nil }
    guard let member = type.properties[name] else {
      // A setting the program wrote (`manager.desiredAccuracy`) reads back what it wrote.
      if case .opaque(let opaque) = value, let object = opaque as? any FoundationObject,
        let setting = object.property(name)
      {
        return setting
      }
      // A stored field of a value type's record (`interval.start`).
      if case .record(_, let fields) = value, let field = fields.first(where: { $0.name == name }) {
        return field.value
      }
      if isLikelySlip(name, of: type) {
        throw run.notSimulated("\(type.name).\(name)", at: node)
      }
      run.noteRuntimeOpaque("\(type.name).\(name)", at: node)
      return .opaque(UnmodelledValue("\(type.name).\(name)"))
    }
    return try member(
      LibraryCall(
        typeName: type.name, memberName: name, receiver: value, arguments: [], node: node,
        run: run))
  }

  /// `value.name = newValue` on a value type's value: the value with the property set; nil when
  /// `value` is not such a value or the type has no setter of that name.
  static func set(
    _ name: String, of value: Value, to newValue: Value, at node: Syntax, run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let type = type(of: value, run: run), let setter = type.setters[name] else { return nil }
    return try setter(
      LibraryCall(
        typeName: type.name, memberName: name, receiver: value, arguments: [], node: node,
        run: run),
      newValue)
  }

  /// `Type.name`, a static property of a simulated type; nil when there is none.
  static func staticProperty(
    _ typeName: String, _ name: String, at node: Syntax, run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let member = byName[typeName]?.staticProperties[name] else { return nil }
    return try member(
      LibraryCall(
        typeName: typeName, memberName: name, receiver: .null, arguments: [], node: node, run: run
      ))
  }

  /// `Type.name(arguments)`, a static method of a simulated type; nil when there is none.
  static func staticMethod(
    _ typeName: String, _ name: String, _ arguments: [Argument], at node: Syntax,
    run: any LibraryServices
  ) throws(EvalError) -> Value? {
    guard let type = byName[typeName],
      let member = LibraryType.member(
        name, labels: arguments.map(\.label), in: type.staticMethods)
    else { return nil }
    return try member(
      LibraryCall(
        typeName: typeName, memberName: name, receiver: .null, arguments: arguments, node: node,
        run: run))
  }

  /// The framework of `Type.member` when the simulated type's table lacks that member
  /// (`FileManager.currentDirectoryPath`): idlab runs it opaque; nil otherwise.
  static func unsimulatedMember(_ typeName: String, _ member: String) -> String? {
    guard let type = byName[typeName] else { return nil }
    return type.has(member) ? nil : type.framework
  }
}
