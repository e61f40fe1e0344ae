import IdentityEngine

/// Formats simulator values the way a learner writes them in Swift, for screens and trees.
///
///     SimValueFormatter.format(.string("a"))          // "\"a\""
///     SimValueFormatter.format(.array(many values))   // "[0, 1, 2, 3, … (20000)]"
///
/// Long collections are abbreviated so that a 20,000-element `@State` array stays one line.
public enum SimValueFormatter {
  /// How many collection elements are shown before the rest is summarised.
  public static let elementLimit = 4

  /// The Swift-like text of `value`.
  public static func format(_ value: Value) -> String {
    switch value {
    case .null: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return formatDouble(number)
    case .string(let text): return quoted(text)
    case .color(let name): return "." + name
    case .uuid(let serial): return "UUID-\(serial)"
    case .array(let elements):
      return "[" + list(elements.map { $0 }, format) + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      let pairs = entries.map { (format($0.key), format($0.value)) }.sorted { $0.0 < $1.0 }
      return "[" + list(pairs, { "\($0.0): \($0.1)" }) + "]"
    case .tuple(let elements):
      return "(" + elements.map { element in
        (element.label.map { "\($0): " } ?? "") + format(element.value)
      }.joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .record(let type, let fields):
      return type + "(" + fields.map { "\($0.name): \(format($0.value))" }
        .joined(separator: ", ") + ")"
    case .enumCase(_, let name, let payload):
      if payload.isEmpty { return "." + name }
      return "." + name + "(" + payload.map(format).joined(separator: ", ") + ")"
    case .object(let object): return "\(object.typeName)#\(object.serial)"
    case .opaque(let opaque): return opaque.displayDescription
    }
  }

  /// The text shown on a screen: strings without quotes, colours by bare name.
  public static func display(_ value: Value) -> String {
    switch value {
    case .string(let text): return text
    case .color(let name): return name
    default: return format(value)
    }
  }

  static func formatDouble(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int(number)) + ".0"
    }
    return String(number)
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
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

  static func list<T>(_ items: [T], _ render: (T) -> String) -> String {
    guard items.count > elementLimit + 1 else { return items.map(render).joined(separator: ", ") }
    return items.prefix(elementLimit).map(render).joined(separator: ", ")
      + ", … (\(items.count))"
  }
}
