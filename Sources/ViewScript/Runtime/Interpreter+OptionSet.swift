import IdentityEngine
import SwiftSyntax

/// The members the standard library gives a program's `OptionSet` (a structure with an integer
/// `rawValue` that conforms to `OptionSet`): `SetAlgebra`'s methods and `isEmpty`, computed on
/// the raw values' bits, and an array literal where the set is declared as the union of its
/// elements ("OptionSet", Apple: "The OptionSet protocol … provides default implementations
/// for the SetAlgebra protocol's methods"; "Use an array literal to create an option set").
/// Until session 22 they were not members (sample 46: SwiftDate's `ISOFormatter.Options`).
extension Interpreter {
  /// `SetAlgebra`'s non-mutating methods by base name.
  static let optionSetMethods: Set<String> = [
    "contains", "union", "intersection", "symmetricDifference", "subtracting", "isSubset",
    "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset",
  ]

  /// `SetAlgebra`'s mutating methods by base name.
  static let optionSetMutatingMethods: Set<String> = [
    "insert", "remove", "update", "formUnion", "formIntersection", "formSymmetricDifference",
    "subtract",
  ]

  /// The program's `OptionSet` type `value` is a value of, when its raw value is an integer.
  func optionSetType(of value: Value) -> TypeDecl? {
    guard case .record(let name, let fields) = value, let type = model.types[name],
      type.conformances.contains("OptionSet"),
      case .int? = fields.first(where: { $0.name == "rawValue" })?.value
    else { return nil }
    return type
  }

  /// Whether the program's type `type` is an `OptionSet`.
  func isOptionSet(_ type: TypeDecl?) -> Bool {
    type?.conformances.contains("OptionSet") == true
  }

  /// `options.contains(.bold)`, `a.union(b)`, …; nil when `base` is no `OptionSet` of the
  /// program or `name` is none of these.
  func optionSetMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard Self.optionSetMethods.contains(name), let type = optionSetType(of: base),
      let raw = Self.rawBits(base), let argument = arguments.first?.value
    else { return nil }
    let other = try optionBits(argument, of: type, at: node)
    switch name {
    case "contains": return .bool(raw & other == other)
    case "union": return optionValue(raw | other, of: type, like: base)
    case "intersection": return optionValue(raw & other, of: type, like: base)
    case "symmetricDifference": return optionValue(raw ^ other, of: type, like: base)
    case "subtracting": return optionValue(raw & ~other, of: type, like: base)
    case "isSubset": return .bool(raw & other == raw)
    case "isSuperset": return .bool(raw & other == other)
    case "isDisjoint": return .bool(raw & other == 0)
    case "isStrictSubset": return .bool(raw & other == raw && raw != other)
    case "isStrictSuperset": return .bool(raw & other == other && raw != other)
    default: return nil
    }
  }

  /// `options.insert(.bold)`, `options.formUnion(other)`, …: `value` changed in place; nil
  /// when it is no `OptionSet` of the program or `name` is none of these.
  func mutatingOptionSetMethod(
    _ name: String, on value: inout Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard Self.optionSetMutatingMethods.contains(name), let type = optionSetType(of: value),
      let raw = Self.rawBits(value), let argument = arguments.first?.value
    else { return nil }
    let other = try optionBits(argument, of: type, at: node)
    let before = value
    switch name {
    case "insert":
      value = optionValue(raw | other, of: type, like: before)
      return .tuple([
        Value.TupleElement("inserted", .bool(raw & other != other)),
        Value.TupleElement("memberAfterInsert", optionValue(other, of: type, like: before)),
      ])
    case "remove":
      value = optionValue(raw & ~other, of: type, like: before)
      return raw & other == 0 ? .null : optionValue(raw & other, of: type, like: before)
    case "update":
      value = optionValue(raw | other, of: type, like: before)
      return raw & other == 0 ? .null : optionValue(raw & other, of: type, like: before)
    case "formUnion": value = optionValue(raw | other, of: type, like: before)
    case "formIntersection": value = optionValue(raw & other, of: type, like: before)
    case "formSymmetricDifference": value = optionValue(raw ^ other, of: type, like: before)
    case "subtract": value = optionValue(raw & ~other, of: type, like: before)
    default: return nil
    }
    return .null
  }

  /// `options.isEmpty`: no bit set; nil for another member or value.
  func optionSetProperty(_ name: String, of base: Value) -> Value? {
    guard name == "isEmpty", optionSetType(of: base) != nil, let raw = Self.rawBits(base) else {
      return nil
    }
    return .bool(raw == 0)
  }

  /// `[.bold, .wide]` where the program's `OptionSet` `typeName` is declared: the union of the
  /// elements (an element not of the set keeps the array as it was).
  func optionSetLiteral(_ elements: [Value], as typeName: String) -> Value? {
    guard let type = model.types[typeName], isOptionSet(type) else { return nil }
    var bits = 0
    for element in elements {
      guard let element = try? optionBits(element, of: type, at: type.syntax) else { return nil }
      bits |= element
    }
    return optionValue(bits, of: type, like: nil)
  }

  /// The bits of an option: a value of the set, an implicit member naming one of its statics
  /// (`.bold`), or an array literal of them.
  private func optionBits(_ value: Value, of type: TypeDecl, at node: some SyntaxProtocol)
    throws(EvalError) -> Int
  {
    switch value {
    case .record(type.name, _):
      if let bits = Self.rawBits(value) { return bits }
    case .enumCase(_, let name, []):
      if let member = try staticMember(type.name, name, at: node), let bits = Self.rawBits(member) {
        return bits
      }
    case .array(let elements):
      var bits = 0
      for element in elements { bits |= try optionBits(element, of: type, at: node) }
      return bits
    default:
      break
    }
    throw invalidArguments(
      type.name, .expectedForm, ["form": "\(type.name)(rawValue: 1)"], at: node)
  }

  /// A value of the set with `bits`, its other stored fields as in `like`.
  private func optionValue(_ bits: Int, of type: TypeDecl, like: Value?) -> Value {
    var fields: [Value.Field] = []
    if case .record(_, let existing)? = like { fields = existing }
    if let index = fields.firstIndex(where: { $0.name == "rawValue" }) {
      fields[index].value = .int(bits)
    } else {
      fields.append(Value.Field("rawValue", .int(bits)))
    }
    return .record(type: type.name, fields: fields)
  }

  /// The integer raw value of an option set's value.
  private static func rawBits(_ value: Value) -> Int? {
    guard case .record(_, let fields) = value,
      case .int(let bits)? = fields.first(where: { $0.name == "rawValue" })?.value
    else { return nil }
    return bits
  }
}
