import IdentityEngine
import SwiftSyntax

/// Custom environment values (an `EnvironmentKey` with an `EnvironmentValues` property, or
/// `@Entry`) and `.environment(\.key, value)`: a view's `@Environment` property reads the value
/// the nearest ancestor wrote for its key, or the key's default when none did, and its body runs
/// again when what it read changes (see docs/semantics.md, "Environment").
extension Interpreter {
  /// `theme.color` → (`theme`, [`color`]): the key and the rest of a key path.
  static func splitEnvironmentKey(_ key: String) -> (name: String, tail: [String]) {
    let parts = key.split(separator: ".").map(String.init)
    return (parts.first ?? key, Array(parts.dropFirst()))
  }

  /// The default of a custom environment value, or of a key path into one (`theme.color`); nil
  /// when the program declares no value with that name.
  func customEnvironmentDefault(_ key: String) throws(EvalError) -> Value? {
    let (name, tail) = Self.splitEnvironmentKey(key)
    guard let declared = model.customEnvironmentValue(name) else { return nil }
    if !tail.isEmpty {
      return try follow(tail, from: try environmentValue(name), at: declared.syntax)
    }
    switch declared.source {
    case .entry(let expression?):
      return try evaluate(
        expression,
        Context(
          scope: Scope(parent: globalScope),
          staticType: model.libraryExtensions["EnvironmentValues"]
        ))
    case .entry(nil):
      return .null
    case .key(let type):
      guard let value = try staticMember(type, "defaultValue", at: declared.syntax) else {
        throw diagnostic(
          .unknownMember, ["type": type, "member": "defaultValue"], at: declared.syntax)
      }
      return value
    }
  }

  /// The properties `names` of `value`, read in order.
  private func follow(_ names: [String], from value: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    var current = value
    for name in names { current = try property(name, of: current, at: node) }
    return current
  }

  /// What the `@Environment` property `property` reads below the writes `environment`: the
  /// nearest written value of its key, else the key's default, then the rest of its key path.
  func environmentValue(of property: TypeDecl.Property, in environment: [String: Value])
    throws(EvalError) -> Value
  {
    guard let key = property.environmentKey else { return .null }
    if Self.isObjectKey(key) {
      return environment[resolvedObjectKey(property, key, in: environment)] ?? .null
    }
    let (name, tail) = Self.splitEnvironmentKey(key)
    guard let written = environment[name] else { return try environmentValue(key) }
    return try follow(tail, from: written, at: property.syntax)
  }

  /// `self` for a body: each `@Environment` property whose key an ancestor wrote reads that value,
  /// and each property wrapper of the program that reads the environment is made again with it
  /// (`environmentWrapper`).
  func bindingEnvironment(_ instance: Value, _ type: TypeDecl, _ storage: StateStorage?)
    throws(EvalError) -> Value
  {
    guard let storage, case .record(let typeName, var fields) = instance else { return instance }
    for index in fields.indices {
      guard let property = type.stored(fields[index].name) else { continue }
      if let wrapper = environmentWrapper(property) {
        fields[index].value = try dynamicPropertyValue(property, wrapper, in: type, storage)
        continue
      }
      guard !storage.environment.isEmpty, property.wrapper == .environment,
        let key = property.environmentKey,
        storage.environment[Self.splitEnvironmentKey(key).name] != nil
      else { continue }
      fields[index].value = try environmentValue(of: property, in: storage.environment)
    }
    return .record(type: typeName, fields: fields)
  }

  /// The program's property wrapper of `property` when its attribute makes it
  /// (`@UnitsReader var units`) and it reads the environment itself (an `@Environment`,
  /// `@EnvironmentObject` or `@Query` inside a `DynamicProperty`); nil otherwise. SwiftUI installs
  /// a dynamic property's own dynamic properties in the view that holds it and updates them
  /// before each body ("DynamicProperty", Apple's SwiftUI documentation), so such a wrapper reads
  /// the environment where its view is, not where the view was made.
  func environmentWrapper(_ property: TypeDecl.Property) -> TypeDecl? {
    guard let name = property.customWrapper, property.defaultValue == nil,
      let declared = model.types[name],
      property.wrapperArguments != nil || !Self.takesWrappedValue(declared),
      declared.storedProperties.contains(where: \.readsEnvironment)
    else { return nil }
    return declared
  }

  /// The wrapped value of `property` for a body: its wrapper made from the attribute's
  /// arguments, with the wrapper's environment properties read from the view's `storage`.
  private func dynamicPropertyValue(
    _ property: TypeDecl.Property, _ wrapper: TypeDecl, in type: TypeDecl,
    _ storage: StateStorage
  ) throws(EvalError) -> Value {
    var made = try attributeWrapper(
      wrapper, property.wrapperArguments,
      Context(scope: Scope(parent: globalScope), staticType: type), at: property.syntax)
    if case .record(let name, var fields) = made {
      for index in fields.indices {
        guard let inner = wrapper.stored(fields[index].name), inner.readsEnvironment else {
          continue
        }
        fields[index].value = try environmentRead(
          inner, storage, default: try environmentValue(of: inner, in: storage.environment),
          at: property.syntax)
      }
      made = .record(type: name, fields: fields)
    }
    return try self.property("wrappedValue", of: made, at: property.syntax)
  }

  /// What a view of type `type` reads from the environment, for the engine to compare between
  /// renders (`CustomView.environmentRead`); nil for a view without `@Environment` properties.
  func environmentReader(_ type: TypeDecl) -> (([String: Value]) -> Value)? {
    let properties =
      type.storedProperties.filter {
        $0.wrapper == .environment || $0.wrapper == .environmentObject
      }
      + type.storedProperties.flatMap { property in
        (environmentWrapper(property)?.storedProperties ?? []).filter {
          $0.wrapper == .environment || $0.wrapper == .environmentObject
        }
      }
    guard !properties.isEmpty else { return nil }
    return { [self] environment in
      .array(
        properties.map { property in
          (try? self.environmentValue(of: property, in: environment)) ?? .null
        })
    }
  }

  /// `.environment(\.key, value)`: the modified view's subtree reads `value` for `key`. Nil for
  /// another shape of `.environment(…)` (an object).
  func environmentWrite(
    _ content: Value, _ arguments: [Argument], call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    guard arguments.count == 2, case .opaque(let opaque) = arguments[0].value,
      let keyPath = opaque as? KeyPathValue, let name = keyPath.components.first
    else { return nil }
    guard keyPath.components.count == 1 else {
      throw diagnostic(.invalidModifierArguments, ["name": "environment"], at: call)
    }
    // A key idlab does not model (`\.openURL`, `\.locale`): an inert modifier (S119, a
    // warning); views below read idlab's own value.
    guard Self.environmentDefaults[name] != nil || model.customEnvironmentValue(name) != nil else {
      return content
    }
    let view = try toView(content, at: call)
    return viewValue(.modified(view, .environment(key: name, value: arguments[1].value)))
  }
}
