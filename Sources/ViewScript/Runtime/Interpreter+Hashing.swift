import IdentityEngine
import SwiftSyntax

/// `Hasher` as a value and a type's own `hash(into:)`: what a `Hashable` model that implements
/// it means as a `Set` element and as a `ForEach` id.
extension Interpreter {
  /// The type name of a `Hasher` value: a record holding what was combined, in order.
  static let hasherType = "Hasher"

  /// `Hasher()`: nothing combined yet.
  func newHasher() -> Value {
    .record(type: Self.hasherType, fields: [Value.Field("combined", .array([]))])
  }

  /// `hasher.combine(x)`, on a `Hasher` held in a place.
  func combine(into hasher: inout Value, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError)
  {
    guard case .record(_, let fields) = hasher, case .array(var combined)? = fields.first?.value,
      arguments.count == 1
    else {
      throw invalidArguments("combine", .oneValueToCombine, at: node)
    }
    combined.append(try hashKey(arguments[0].value, at: node))
    hasher = .record(type: Self.hasherType, fields: [Value.Field("combined", .array(combined))])
  }

  /// `hasher.finalize()`: a deterministic `Int` from what was combined (Swift seeds its hasher
  /// per process; idlab's runs are repeatable, so its seed is fixed).
  func finalize(_ hasher: Value) -> Value {
    guard case .record(_, let fields) = hasher, case .array(let combined)? = fields.first?.value
    else { return .int(0) }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in describe(.array(combined)).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return .int(Int(truncatingIfNeeded: hash))
  }

  /// What decides whether two values are the same key: the values a user type's `hash(into:)`
  /// combines (its `==` is expected to agree, as `Hashable` requires), or the value itself.
  func hashKey(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Value {
    guard let type = userType(of: value),
      let method = type.methods["hash"]?.first(where: { decl in
        decl.signature.parameterClause.parameters.first?.firstName.text == "into"
      })
    else { return value }
    let scope = Scope(parent: globalScope)
    scope.declare("hasher", newHasher())
    let argument = Argument(
      label: "into", value: newHasher(), syntax: nil,
      place: LValue(root: .local(scope, "hasher"), path: []))
    _ = try invoke(
      method, arguments: [argument], selfContext: SelfContext(value: value, type: type),
      type: type, at: node)
    return .record(type: type.name, fields: [Value.Field("hash", scope.values["hasher"] ?? .null)])
  }

  /// `items` without repeats, the first of equal ones kept (`Set(…)`, `IndexSet(…)`,
  /// `uniqued()`), keys compared by `hashKey`.
  func uniqued(_ items: [Value], at node: some SyntaxProtocol) throws(EvalError) -> [Value] {
    var seen: Set<Value> = []
    var result: [Value] = []
    for item in items where seen.insert(try hashKey(item, at: node)).inserted {
      result.append(item)
    }
    return result
  }

  /// `ForEach` ids as SwiftUI compares them: an element whose key equals an earlier one's takes
  /// that one's id, so that the two are the same identity (a duplicate), as with any `Hashable`.
  func canonicalIDs(_ ids: [Value], at node: some SyntaxProtocol) throws(EvalError) -> [Value] {
    guard let first = ids.first, userType(of: first)?.methods["hash"] != nil else { return ids }
    var firstByKey: [Value: Value] = [:]
    var result: [Value] = []
    result.reserveCapacity(ids.count)
    for id in ids {
      let key = try hashKey(id, at: node)
      if let earlier = firstByKey[key] {
        result.append(earlier)
      } else {
        firstByKey[key] = id
        result.append(id)
      }
    }
    return result
  }
}

extension Interpreter {
  /// `ObjectIdentifier(object)`: a class instance's identity, equal (and hashing alike) for two
  /// references to the same instance only; printed with the instance's number.
  func objectIdentifier(_ value: Value?, at node: some SyntaxProtocol) throws(EvalError) -> Value {
    // `ObjectIdentifier(ModelContainer.self)`: a metatype's identifier, one per type (Apple,
    // `ObjectIdentifier.init(_: any Any.Type)`).
    if case .opaque(let opaque)? = value, let type = opaque as? TypeValue {
      return .record(type: "ObjectIdentifier", fields: [Value.Field("type", .string(type.name))])
    }
    // `ObjectIdentifier(Service.self)` where `Service` is a generic parameter no argument
    // binds (inferred from a closure's result, as Resolver's `register` does): an identifier
    // idlab does not know, opaque (sample 40: "it takes an instance of a class").
    if value?.unmodelled != nil {
      return .opaque(UnmodelledValue("ObjectIdentifier"))
    }
    guard case .object(let object)? = value else {
      throw invalidArguments("ObjectIdentifier", .classInstanceNeeded, at: node)
    }
    return .record(type: "ObjectIdentifier", fields: [Value.Field("instance", .int(object.serial))])
  }
}
