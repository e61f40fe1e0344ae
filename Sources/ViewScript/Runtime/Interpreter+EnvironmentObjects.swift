import Foundation
import IdentityEngine
import SwiftSyntax

/// Objects placed in the environment of a subtree: `.environmentObject(m)` read by
/// `@EnvironmentObject`, `.environment(m)` read by `@Environment(Model.self)` (written and
/// compared like any environment value, `Interpreter+EnvironmentKeys.swift`); `@Bindable`
/// projections (see docs/semantics.md, "Observation").
extension Interpreter {
  /// The key `@EnvironmentObject var m: Model` reads and `.environmentObject(m)` writes: the
  /// type's name without its generic arguments, which an object idlab makes does not carry
  /// (`@EnvironmentObject var store: Store<String>` reads the `Store(…)` a preview gives; sample
  /// 57 reported it missing). Two specializations of one generic class in one environment are
  /// one object here, an approximation: SwiftUI keys each by its whole type.
  static func objectKey(_ typeText: String) -> String {
    var name = Substring(typeText)
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if let open = name.firstIndex(of: "<"), name.hasSuffix(">") { name = name[..<open] }
    return "object:" + name
  }

  /// The key `@Environment(Model.self)` reads and `.environment(m)` writes.
  static func observableKey(_ typeName: String) -> String { typeName + ".self" }

  /// `Model` for `Optional<Model>`, `Model?`, `Model!`; nil for a type that is not optional.
  static func wrappedTypeName(_ written: String) -> String? {
    if written.hasPrefix("Optional<"), written.hasSuffix(">") {
      return String(written.dropFirst("Optional<".count).dropLast())
    }
    guard written.hasSuffix("?") || written.hasSuffix("!") else { return nil }
    return String(written.dropLast())
  }

  /// Whether `key` names a type (`Model.self`), not a key path of `EnvironmentValues`.
  static func isTypeKey(_ key: String) -> Bool { key.hasSuffix(".self") }

  /// Whether `key` is an object's (`object:Model`, `Model.self`), read whole, not split at dots.
  static func isObjectKey(_ key: String) -> Bool { isTypeKey(key) || key.hasPrefix("object:") }

  /// The value an environment property of a live view reads: the one written above it, the
  /// default of a common key, `nil` for an optional object, a `@Query`'s results from the
  /// model context; a missing object is SwiftUI's crash, at the read.
  func environmentRead(
    _ property: TypeDecl.Property, _ storage: StateStorage, default fallback: Value?,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    if property.wrapper == .query { return try queryResults(property, given: fallback) }
    // A key path's value is already bound into `self` (`bindingEnvironment`).
    guard let key = property.environmentKey, Self.isObjectKey(key) else { return fallback ?? .null }
    if let value = storage.environment[resolvedObjectKey(property, key, in: storage.environment)],
      value != .null
    {
      return value
    }
    if property.isOptionalType { return .null }
    if let value = madeUpEnvironment[key] { return value }
    // The type as written (`Store<String>`), as SwiftUI names it.
    let typeName =
      property.wrapper == .environmentObject
      ? property.typeText ?? String(key.dropFirst("object:".count)) : String(key.dropLast(5))
    let kind = property.wrapper == .environmentObject ? "ObservableObject" : "Observable object"
    throw failure(
      property.wrapper == .environmentObject
        ? "missing-environment-object" : "missing-environment-observable",
      "No \(kind) of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be "
        + "missing as an ancestor of this view.", at: node, arguments: ["type": typeName])
  }

  /// The key an object property reads: its own, or, for an object whose type is a generic
  /// parameter of its view (`@EnvironmentObject var model: T` in `struct StatsView<T:
  /// StatsProtocol>`), the key of the one object written above it whose type meets the
  /// parameter's constraints. SwiftUI looks the object up by the type `T` stands for, which
  /// the code that builds the view chooses (`StatsView<PreviewModel>(…)`); the object that
  /// code puts above it is of that type, unless the app crashes (sample 51: three previews).
  /// Two candidates, or none, leave the key as written.
  func resolvedObjectKey(
    _ property: TypeDecl.Property, _ key: String, in environment: [String: Value]
  )
    -> String
  {
    // `@Environment(Ledger<Entry, Event>.self)` where the value written is of a type no file
    // given declares: an opaque value knows its type's name only, `Ledger`, which stands for
    // every `Ledger<…>` (sample 60: four previews that gave the object said it was missing).
    if environment[key] == nil, Self.isTypeKey(key), let open = key.firstIndex(of: "<") {
      let bare = String(key[..<open]) + ".self"
      if let value = environment[bare], value.unmodelled != nil { return bare }
    }
    guard environment[key] == nil, property.wrapper == .environmentObject,
      let constraints = Self.genericConstraints(
        of: String(key.dropFirst("object:".count)),
        around: property.syntax)
    else { return key }
    let candidates = environment.compactMap { (candidate, value) -> String? in
      guard candidate.hasPrefix("object:"), case .object(let object) = value,
        let type = model.types[object.typeName],
        constraints.allSatisfy({ type.conformances.contains($0) || $0 == "ObservableObject" })
      else { return nil }
      return candidate
    }
    return candidates.count == 1 ? candidates[0] : key
  }

  /// The protocols a generic parameter `name` of the structure around `node` must conform to
  /// (`<T: StatsProtocol>`, `where T: StatsProtocol`); nil when `name` is no parameter of it.
  static func genericConstraints(of name: String, around node: Syntax) -> [String]? {
    var current = node.parent
    while let ancestor = current, !ancestor.is(StructDeclSyntax.self) { current = ancestor.parent }
    guard let structure = current?.as(StructDeclSyntax.self),
      let parameter = structure.genericParameterClause?.parameters.first(where: {
        $0.name.text == name
      })
    else { return nil }
    var constraints: [String] = []
    func add(_ type: TypeSyntax) {
      for part in type.trimmedDescription.split(separator: "&") {
        constraints.append(part.trimmingCharacters(in: .whitespaces))
      }
    }
    if let inherited = parameter.inheritedType { add(inherited) }
    for requirement in structure.genericWhereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == name
      {
        add(conformance.rightType)
      }
    }
    return constraints
  }

  /// For a root run without a preview (the app puts its objects in the environment higher up):
  /// each object its `@EnvironmentObject` and `@Environment(Model.self)` properties read, made
  /// from placeholders (`placeholder`), by environment key, with how each is shown in S303
  /// (`.environmentObject(Session(…))`). A type idlab cannot make is left out: its read is
  /// SwiftUI's missing-object failure.
  func madeUpEnvironmentObjects(for type: TypeDecl) throws(EvalError) -> [String] {
    var shown: [String] = []
    for property in type.storedProperties where !property.isOptionalType {
      guard property.wrapper == .environmentObject || property.wrapper == .environment,
        let key = property.environmentKey, Self.isObjectKey(key), madeUpEnvironment[key] == nil
      else { continue }
      let typeName = String(
        property.wrapper == .environmentObject ? key.dropFirst("object:".count) : key.dropLast(5))
      let value = try placeholder(typeName, depth: 0)
      guard case .object = value else { continue }
      madeUpEnvironment[key] = value
      let modifier = property.wrapper == .environmentObject ? "environmentObject" : "environment"
      shown.append(".\(modifier)(\(typeName)(…))")
    }
    return shown
  }

  /// `.environmentObject(m)`, `.environment(m)`; nil for any other modifier (the key path form
  /// is `environmentWrite`). `.environment(m)` takes an optional (`T?`): a nil whose type is
  /// declared (`declaredType`, `Optional<Model>`) writes nil for that type, so the subtree reads
  /// nil; a nil of a type idlab cannot tell writes nothing, which an optional read also sees as
  /// nil.
  func environmentModifier(
    _ name: String, content: ViewDescription, _ arguments: [Argument],
    declaredType: () -> String?, call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    guard name == "environmentObject" || name == "environment" else { return nil }
    let key: String
    let value: Value
    switch (name, arguments.count, arguments.first?.value) {
    case ("environmentObject", 1, .object(let object)?):
      key = Self.objectKey(object.typeName)
      value = .object(object)
    case ("environment", 1, .object(let object)?):
      key = Self.observableKey(object.typeName)
      value = .object(object)
    case ("environment", 1, .null?):
      guard let typeName = declaredType().flatMap(Self.wrappedTypeName) else {
        return viewValue(content)
      }
      key = Self.observableKey(typeName)
      value = .null
    case (_, 1, .opaque(let opaque)?) where opaque is UnmodelledValue:
      // `.environmentObject(FooManager())` of a type not given (S122): the subtree reads that
      // opaque value for its type, so a view that reads it runs as far as it can.
      let typeName = String(opaque.swiftTypeName.prefix { $0 != "." && $0 != "<" })
      key = name == "environment" ? Self.observableKey(typeName) : Self.objectKey(typeName)
      value = .opaque(opaque)
    default:
      throw diagnostic(.invalidModifierArguments, ["name": name], at: call)
    }
    return viewValue(.modified(content, .environment(key: key, value: value)))
  }

  /// `$m` of an `@ObservedObject`, `@EnvironmentObject` or `@Bindable` property, or of a local
  /// `@Bindable var m`: a binding whose `$m.field` members write the object's properties.
  func objectProjection(_ object: Value, typeText: String?) -> Value {
    .opaque(
      BindingValue(
        Binding(get: { object }, set: { _ in }), typeName: "Bindable<\(typeText ?? "Any")>"))
  }
}
