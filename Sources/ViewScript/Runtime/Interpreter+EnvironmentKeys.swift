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
    if Self.isObjectKey(key) { return environment[key] ?? .null }
    let (name, tail) = Self.splitEnvironmentKey(key)
    guard let written = environment[name] else { return try environmentValue(key) }
    return try follow(tail, from: written, at: property.syntax)
  }

  /// `self` for a body: each `@Environment` property whose key an ancestor wrote reads that value.
  func bindingEnvironment(_ instance: Value, _ type: TypeDecl, _ storage: StateStorage?)
    throws(EvalError) -> Value
  {
    guard let storage, !storage.environment.isEmpty,
      case .record(let typeName, var fields) = instance
    else { return instance }
    for index in fields.indices {
      guard let property = type.stored(fields[index].name), property.wrapper == .environment,
        let key = property.environmentKey,
        storage.environment[Self.splitEnvironmentKey(key).name] != nil
      else { continue }
      fields[index].value = try environmentValue(of: property, in: storage.environment)
    }
    return .record(type: typeName, fields: fields)
  }

  /// What a view of type `type` reads from the environment, for the engine to compare between
  /// renders (`CustomView.environmentRead`); nil for a view without `@Environment` properties.
  func environmentReader(_ type: TypeDecl) -> (([String: Value]) -> Value)? {
    let properties = type.storedProperties.filter {
      $0.wrapper == .environment || $0.wrapper == .environmentObject
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
