// MARK: - Display

extension Value: CustomStringConvertible {
  /// The value as a learner would read it: `"Nimbus"`, `green`, `3`, `nil`, `UUID-2`,
  /// `[1, 2]`, `Ship(id: "a", name: "Nimbus")`, `.name`, `0..<5`.
  public var description: String { displayDescription }

  /// The readable form used in dumps, identities and events (strings quoted).
  public var displayDescription: String { formatted() }

  /// The value as a learner writes it in Swift.
  ///
  /// - Parameters:
  ///   - colorsAsMembers: write colours as `.green` (Swift) rather than `green` (dumps).
  ///   - elementLimit: show at most this many elements of a longer collection, then `… (n)`,
  ///     so a 20,000-element array stays one line; nil shows every element.
  public func formatted(colorsAsMembers: Bool = false, elementLimit: Int? = nil) -> String {
    func format(_ value: Value) -> String {
      value.formatted(colorsAsMembers: colorsAsMembers, elementLimit: elementLimit)
    }
    func list(_ items: [String]) -> String {
      guard let limit = elementLimit, items.count > limit + 1 else {
        return items.joined(separator: ", ")
      }
      return items.prefix(limit).joined(separator: ", ") + ", … (\(items.count))"
    }
    switch self {
    case .null: return "nil"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return "\(value)"
    case .string(let value): return Value.quoted(value)
    case .color(let name): return colorsAsMembers ? "." + name : name
    case .uuid(let serial): return "UUID-\(serial)"
    case .array(let elements):
      return "[" + list(elements.map(format)) + "]"
    case .dictionary(let pairs):
      if pairs.isEmpty { return "[:]" }
      return "[" + list(pairs.map { "\(format($0.key)): \(format($0.value))" }.sorted()) + "]"
    case .tuple(let elements):
      let parts = elements.map { element in
        (element.label.map { "\($0): " } ?? "") + format(element.value)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .record(let type, let fields):
      return "\(type)(" + fields.map { "\($0.name): \(format($0.value))" }.joined(separator: ", ")
        + ")"
    case .enumCase(_, let name, let payload):
      if payload.isEmpty { return ".\(name)" }
      return ".\(name)(" + payload.map(format).joined(separator: ", ") + ")"
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

  /// `string` as a Swift string literal (quotes, backslashes, newlines and tabs escaped).
  public static func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
