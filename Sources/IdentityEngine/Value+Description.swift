// MARK: - Display

extension Value: CustomStringConvertible {
  /// The value as a learner would read it: `"Nimbus"`, `green`, `3`, `nil`, `UUID-2`,
  /// `[1, 2]`, `Ship(id: "a", name: "Nimbus")`, `.name`, `0..<5`.
  public var description: String { displayDescription }

  /// The readable form used in dumps, identities and events (strings quoted).
  public var displayDescription: String {
    switch self {
    case .null: return "nil"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return "\(value)"
    case .string(let value): return Value.quoted(value)
    case .color(let name): return name
    case .uuid(let serial): return "UUID-\(serial)"
    case .array(let elements):
      return "[" + elements.map(\.displayDescription).joined(separator: ", ") + "]"
    case .dictionary(let pairs):
      if pairs.isEmpty { return "[:]" }
      let entries = pairs.map { "\($0.key.displayDescription): \($0.value.displayDescription)" }
      return "[" + entries.sorted().joined(separator: ", ") + "]"
    case .tuple(let elements):
      let parts = elements.map { element in
        element.label.map { "\($0): \(element.value.displayDescription)" }
          ?? element.value.displayDescription
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .record(let type, let fields):
      let parts = fields.map { "\($0.name): \($0.value.displayDescription)" }
      return "\(type)(" + parts.joined(separator: ", ") + ")"
    case .enumCase(_, let name, let payload):
      if payload.isEmpty { return ".\(name)" }
      return ".\(name)(" + payload.map(\.displayDescription).joined(separator: ", ") + ")"
    case .object(let object): return "\(object.typeName)#\(object.serial)"
    case .opaque(let opaque): return opaque.displayDescription
    }
  }

  /// The value as Swift's string interpolation prints it at top level (strings unquoted), as
  /// in SwiftUI's console warnings (`the ID Test occurs multiple times`).
  public var interpolatedDescription: String {
    switch self {
    case .string(let value): return value
    case .enumCase(_, let name, let payload):
      if payload.isEmpty { return name }
      return name + "(" + payload.map(\.displayDescription).joined(separator: ", ") + ")"
    default: return displayDescription
    }
  }

  /// The Swift type name of the value, for generic signatures (`Int`, `String`, `Ship`).
  public var swiftTypeName: String {
    switch self {
    case .null: return "Optional<Any>"
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .color: return "Color"
    case .uuid: return "UUID"
    case .array(let elements): return "Array<\(elements.first?.swiftTypeName ?? "Any")>"
    case .dictionary(let entries):
      let first = entries.first
      let key = first?.key.swiftTypeName ?? "AnyHashable"
      return "Dictionary<\(key), \(first?.value.swiftTypeName ?? "Any")>"
    case .tuple(let elements):
      let parts = elements.map { ($0.label.map { "\($0): " } ?? "") + $0.value.swiftTypeName }
      return "(" + parts.joined(separator: ", ") + ")"
    case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
    case .record(let type, _): return type
    case .enumCase(let type, _, _): return type.isEmpty ? "Any" : type
    case .object(let object): return object.typeName
    case .opaque(let opaque): return opaque.swiftTypeName
    }
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
