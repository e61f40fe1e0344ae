import Basics
import Foundation
import IdentityEngine

/// Values given the type their declaration names, as Swift's type checker types literals: an
/// integer literal where a `Double` is declared is a `Double` (`let ratio: Double = 1` prints
/// `1.0`), and `.zero` where a `CGSize` is declared is a size.
extension Interpreter {
  /// The floating-point types an integer literal becomes when one of them is declared.
  static let floatingPointTypes: Set<String> = [
    "Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval", "CGFloat.NativeType",
  ]

  /// `value` as a value of the written type `type` (nil: nothing is declared): an integer is a
  /// `Double` where a floating-point type is declared, also inside optionals, arrays,
  /// dictionary values and tuples (which take the declared labels); a bare member (`.zero`) of
  /// a geometry type is that type's value.
  func typed(_ value: Value, as type: String?) -> Value {
    guard var type else { return value }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    switch value {
    case .int(let int) where Self.floatingPointTypes.contains(type):
      return .double(Double(int))
    case .range(let lower, let upper, let closed)
    where Self.floatingPointTypes.contains(Self.rangeBound(type) ?? ""):
      // `var range: ClosedRange<CGFloat> = 2...3`: the literals are bounds of the declared
      // type, as Swift types them.
      return .record(
        type: closed ? "ClosedRange<Double>" : "Range<Double>",
        fields: [
          Value.Field("lowerBound", .double(Double(lower))),
          Value.Field("upperBound", .double(Double(upper))),
        ])
    case .array(let elements):
      // `shelf.jars = [jar]` where `jars` is an `NSSet?`: `NSSet` is
      // `ExpressibleByArrayLiteral` (Apple), so the literal makes the set (sample 45 kept an
      // array, then had no `allObjects`: three files of one app).
      if type == LibraryType.nsSet.name { return LibraryType.set(elements) }
      // `let style: Style = [.bold, .wide]` for the program's `OptionSet`: their union.
      if let options = optionSetLiteral(elements, as: type) { return options }
      guard let element = Self.elementType(ofArray: type) else { return value }
      return .array(elements.map { typed($0, as: element) })
    case .dictionary(let entries):
      guard let valueType = Self.valueType(ofDictionary: type) else { return value }
      return .dictionary(entries.mapValues { typed($0, as: valueType) })
    case .tuple(let elements):
      // `let rows: [(left: A, right: B)] = [(a, b)]`: Swift converts an unlabeled tuple to the
      // labeled type it is declared with.
      guard let declared = Self.tupleElementTypes(type), declared.count == elements.count else {
        return value
      }
      return .tuple(
        zip(elements, declared).map { element, declared in
          Value.TupleElement(
            element.label ?? declared.label, typed(element.value, as: declared.type))
        })
    default:
      if let literal = literalConversion(value, as: type) { return literal }
      if case .enumCase("", let name, let payload) = value, payload.isEmpty,
        let number = Self.numericStatic(type, name)
      {
        return number
      }
      if case .enumCase("", "constant", let payload) = value, payload.count == 1,
        type.hasPrefix("Binding<")
      {
        // `.constant(v)` where a `Binding<T>` is expected is `Binding.constant(v)`.
        return Self.constantBinding(payload[0])
      }
      return resolvingGeometry(value, as: type)
    }
  }

  /// The `ExpressibleBy…Literal` protocols and the initializer each one's literal calls.
  static let literalProtocols: [(protocol: String, label: String)] = [
    ("ExpressibleByStringLiteral", "stringLiteral"),
    ("ExpressibleByStringInterpolation", "stringLiteral"),
    ("ExpressibleByIntegerLiteral", "integerLiteral"),
    ("ExpressibleByFloatLiteral", "floatLiteral"),
    ("ExpressibleByBooleanLiteral", "booleanLiteral"),
  ]

  /// A literal where one of the program's types that conforms to `ExpressibleByStringLiteral`
  /// (or the integer, float or Boolean literal protocols) is declared: that type, built by its
  /// `init(stringLiteral:)` (…), as Swift builds it ("Literal Expression", The Swift
  /// Programming Language: a literal's type can be any type that conforms to the protocol for
  /// its kind). A plain `String` or number cannot reach such a place otherwise: Swift would not
  /// compile it. Nil when nothing applies or the initializer fails.
  private func literalConversion(_ value: Value, as type: String) -> Value? {
    let label: String
    switch value {
    case .string: label = "stringLiteral"
    case .int: label = "integerLiteral"
    case .double: label = "floatLiteral"
    case .bool: label = "booleanLiteral"
    default: return nil
    }
    guard let declared = model.types[type],
      Self.literalProtocols.contains(where: {
        $0.label == label && declared.conformances.contains($0.protocol)
      })
    else { return nil }
    return try? construct(declared, [Argument(label: label, value: value)], at: declared.syntax)
  }

  /// The bound type of a written range type (`ClosedRange<CGFloat>` → `CGFloat`).
  static func rangeBound(_ type: String) -> String? {
    for prefix in ["ClosedRange<", "Range<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  /// A static member of a number type (`Int.max`, `Double.pi`), also bare where that type is
  /// declared (`let n: Int = .zero`, `var x: Double = .infinity`): the standard library's
  /// values, `AdditiveArithmetic.zero` and `FloatingPoint`'s constants; nil for another type or
  /// member. An integer of another width (`UInt8.max`, `Int16.min`) has its own bounds, as
  /// idlab's `Int` holds them (`integerWidths`: `UInt64.max` is `Int.max`).
  static func numericStatic(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("Int", "zero"): .int(0)
    case ("Int", "max"): .int(Int.max)
    case ("Int", "min"): .int(Int.min)
    case (_, "zero") where integerWidths[type] != nil: .int(0)
    case (_, "max"): integerWidths[type].map { .int($0.upperBound) }
    case (_, "min"): integerWidths[type].map { .int($0.lowerBound) }
    case (_, _) where floatingPointTypes.contains(type): floatingPointStatic(name).map(Value.double)
    default: nil
    }
  }

  /// `FloatingPoint`'s constants by name, as a `Double` has them.
  private static func floatingPointStatic(_ name: String) -> Double? {
    switch name {
    case "zero": 0
    case "infinity": .infinity
    case "pi": .pi
    case "nan": .nan
    case "greatestFiniteMagnitude": .greatestFiniteMagnitude
    case "leastNonzeroMagnitude": .leastNonzeroMagnitude
    case "leastNormalMagnitude": .leastNormalMagnitude
    case "ulpOfOne": .ulpOfOne
    default: nil
    }
  }

  /// `value` about to replace `current` in a variable or property: Swift's variables keep their
  /// type, so an integer stored where a `Double` was is a `Double` (`ratio = 5` prints `5.0`).
  func typed(_ value: Value, like current: Value) -> Value {
    switch (current, value) {
    case (.double, .int(let int)):
      return .double(Double(int))
    case (.array(let old), .array):
      guard case .double? = old.first else { return value }
      return typed(value, as: "[Double]")
    default:
      return resolvingGeometry(value, as: geometryTypeName(of: current))
    }
  }

  /// `Double` for `[Double]` or `Array<Double>`; nil for anything else (a dictionary).
  static func elementType(ofArray type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = type.dropFirst().dropLast()
      guard TopLevelScanner.firstIndex(of: ":", in: inner) == nil else { return nil }
      return inner.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if type.hasPrefix("Array<"), type.hasSuffix(">") {
      return String(type.dropFirst(6).dropLast())
    }
    return nil
  }

  /// `Double` for `[String: Double]` or `Dictionary<String, Double>`; nil for anything else.
  static func valueType(ofDictionary type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = type.dropFirst().dropLast()
      guard let colon = TopLevelScanner.firstIndex(of: ":", in: inner) else { return nil }
      return inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
      let parts = type.dropFirst(11).dropLast().split(separator: ",")
      return parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }
    return nil
  }

  /// The elements of a tuple type, `(left: A, right: B)` → `left: A`, `right: B` (a label is
  /// nil where none is written); nil for anything else, a parenthesized type or a function type.
  static func tupleElementTypes(_ type: String) -> [(label: String?, type: String)]? {
    guard type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") else { return nil }
    let parts = TopLevelScanner.split(String(type.dropFirst().dropLast()), separator: ",")
    guard parts.count > 1 else { return nil }
    return parts.map { part in
      guard let colon = TopLevelScanner.firstIndex(of: ":", in: part) else {
        return (nil, part.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      let label = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
      return (
        label == "_" ? nil : label,
        part[part.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      )
    }
  }
}
