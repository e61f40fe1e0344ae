import IdentityEngine
import Localization

extension Value {
  /// Whether two values mean the same thing to a learner: colours by name (a colour equals a
  /// string of its name in any language), numbers across `Int`/`Double`, enum cases by name when
  /// a lesson wrote `.case` without a type, strings exactly, arrays element-wise.
  public func matches(_ other: Value) -> Bool {
    switch (self, other) {
    case (.color(let a), .color(let b)):
      return (ColorNames.swiftName(for: a) ?? a.lowercased())
        == (ColorNames.swiftName(for: b) ?? b.lowercased())
    case (.color(let a), .string(let b)), (.string(let b), .color(let a)):
      guard let named = ColorNames.swiftName(for: b) else { return false }
      return named == (ColorNames.swiftName(for: a) ?? a.lowercased())
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)):
      return Double(a) == b
    case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
      return n1 == n2 && (t1.isEmpty || t2.isEmpty || t1 == t2)
        && p1.count == p2.count && zip(p1, p2).allSatisfy { $0.matches($1) }
    case (.enumCase(_, let name, let payload), .string(let text)),
      (.string(let text), .enumCase(_, let name, let payload)):
      return payload.isEmpty && name == text
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
    case (.uuid(let n), .string(let text)), (.string(let text), .uuid(let n)):
      return text == "UUID-\(n)"
    default:
      return self == other
    }
  }

  /// The value as a learner reads it in `language` (`verde`, `Nimbus`, `3`, `sí`).
  public func display(_ language: Language) -> String {
    switch self {
    case .null: return "nil"
    case .bool(let flag):
      switch language {
      case .en: return flag ? "yes" : "no"
      case .es: return flag ? "sí" : "no"
      }
    case .int(let n): return String(n)
    case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    case .string(let s): return s
    case .color(let name):
      return ColorNames.displayName(ColorNames.swiftName(for: name) ?? name, language: language)
    case .uuid(let n): return "UUID-\(n)"
    case .array(let values): return values.map { $0.display(language) }.joined(separator: ", ")
    case .dictionary(let pairs):
      return "["
        + pairs.map { "\($0.key.display(language)): \($0.value.display(language))" }.sorted()
        .joined(separator: ", ") + "]"
    case .tuple(let elements):
      return "("
        + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.value.display(language) }.joined(
          separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .record(let type, let fields):
      return type + "("
        + fields.map { "\($0.name): \($0.value.display(language))" }.joined(separator: ", ") + ")"
    case .enumCase(_, let name, let payload):
      return "." + name
        + (payload.isEmpty
          ? "" : "(" + payload.map { $0.display(language) }.joined(separator: ", ") + ")")
    case .object(let reference): return "\(reference.typeName)#\(reference.serial)"
    case .opaque(let reference): return reference.displayDescription
    }
  }

  /// A language-neutral, stable rendering used to compare truths across languages and to
  /// store answers (`color(green)`, `["a", "b"]`).
  public var canonical: String {
    switch self {
    case .color(let name): return "color(\(ColorNames.swiftName(for: name) ?? name))"
    case .string(let s): return "\"\(s)\""
    case .array(let values): return "[" + values.map(\.canonical).joined(separator: ", ") + "]"
    default: return display(.en)
    }
  }
}
