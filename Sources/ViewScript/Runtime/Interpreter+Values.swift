import Foundation
import IdentityEngine
import SwiftSyntax

extension Interpreter {
  // MARK: - Type names

  /// The Swift type name of a value, as SwiftUI would print it in a generic signature.
  func typeName(of value: Value) -> String { value.swiftTypeName }

  /// `[Ship]` → `Array<Ship>`, `[String: Int]` → `Dictionary<String, Int>`, `Int?` → `Optional<Int>`.
  func swiftTypeName(written: String) -> String {
    var text = written.trimmingCharacters(in: .whitespaces)
    if text.hasSuffix("?") { return "Optional<\(swiftTypeName(written: String(text.dropLast())))>" }
    if text.hasPrefix("[") && text.hasSuffix("]") {
      text = String(text.dropFirst().dropLast())
      if let colon = text.firstIndex(of: ":") {
        let key = swiftTypeName(written: String(text[..<colon]))
        let value = swiftTypeName(written: String(text[text.index(after: colon)...]))
        return "Dictionary<\(key), \(value)>"
      }
      return "Array<\(swiftTypeName(written: text))>"
    }
    return text
  }

  // MARK: - Description

  /// How `"\(value)"` prints a value.
  func describe(_ value: Value) -> String {
    switch value {
    case .null: return "nil"
    case .bool(let bool): return bool ? "true" : "false"
    case .int(let int): return String(int)
    case .double(let double): return String(double)
    case .string(let string): return string
    case .color(let name): return name
    case .uuid(let number): return "UUID-\(number)"
    case .array(let elements):
      return "[" + elements.map(debugDescribe).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "["
        + sortedEntries(entries).map { "\(debugDescribe($0.key)): \(debugDescribe($0.value))" }
        .joined(separator: ", ") + "]"
    case .tuple(let elements):
      return "("
        + elements.map { ($0.label.map { "\($0): " } ?? "") + debugDescribe($0.value) }
        .joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .record("Date", _):
      return dateSeconds(value).map(dateDescription) ?? "Date"
    // A URL prints as Foundation's does: its absolute string (`https://example.com/a`,
    // `file:///…/start.txt`).
    case .enumCase("URL", "init", _) where model.types["URL"] == nil,
      .record("URL", _) where model.types["URL"] == nil:
      return SceneURL.foundation(value)?.absoluteString ?? "URL"
    case .record(let type, let fields)
    where type.hasPrefix("ClosedRange<") || type.hasPrefix("Range<"):
      // A range of any bound prints as Swift's does: `0.0...0.5`, `"a"..<"m"`.
      let bound = { (name: String) in
        fields.first { $0.name == name }.map { self.debugDescribe($0.value) } ?? "?"
      }
      return bound("lowerBound") + (type.hasPrefix("Closed") ? "..." : "..<") + bound("upperBound")
    case .record(let type, let fields):
      return "\(type)("
        + fields.filter { !$0.name.hasPrefix("_") }.map { "\($0.name): \(debugDescribe($0.value))" }
        .joined(separator: ", ") + ")"
    case .enumCase(_, let name, let payload):
      return payload.isEmpty
        ? name : "\(name)(" + payload.map(debugDescribe).joined(separator: ", ") + ")"
    case .object(let object): return "\(object.typeName)#\(object.serial)"
    // Swift prints a metatype as its type's name: `"\(Int.self)"` is `Int`.
    case .opaque(let type as TypeValue): return type.name
    case .opaque(let opaque): return opaque.displayDescription
    }
  }

  /// How `debugPrint` / collections print a value: strings quoted.
  func debugDescribe(_ value: Value) -> String {
    if case .string(let string) = value { return "\"\(string)\"" }
    return describe(value)
  }

  /// An error as Swift's runtime prints it in a fatal error (`String(reflecting:)`): an enum
  /// case after its type's name, `Lookup.missing("BOOKS")` (idlab leaves out the module's).
  func reflectedError(_ value: Value) -> String {
    if case .enumCase(let type, _, _) = value, !type.isEmpty {
      return type + "." + describe(value)
    }
    return debugDescribe(value)
  }

  // MARK: - Ordering

  /// A total order on values, for `sorted()`, `min()`, dictionaries and sets.
  func isLess(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a < b
    case (.double(let a), .double(let b)): return a < b
    case (.int(let a), .double(let b)): return Double(a) < b
    case (.double(let a), .int(let b)): return a < Double(b)
    case (.string(let a), .string(let b)): return a < b
    case (.bool(let a), .bool(let b)): return !a && b
    case (.uuid(let a), .uuid(let b)): return a < b
    case (.enumCase(let t1, let a, _), .enumCase(let t2, let b, _)) where t1 == t2:
      if let type = model.types[t1],
        let i = type.cases.firstIndex(where: { $0.name == a }),
        let j = type.cases.firstIndex(where: { $0.name == b })
      {
        return i < j
      }
      // `DynamicTypeSize.large < .xxLarge`: a SwiftUI enum's cases compare in Apple's order.
      if let cases = Self.libraryEnumCases[t1], let i = cases.firstIndex(of: a),
        let j = cases.firstIndex(of: b)
      {
        return i < j
      }
      return a < b
    case (.null, .null): return false
    case (.null, _): return true
    case (_, .null): return false
    default:
      let (a, b) = (rank(lhs), rank(rhs))
      return a != b ? a < b : describe(lhs) < describe(rhs)
    }
  }

  private func rank(_ value: Value) -> Int {
    switch value {
    case .null: 0
    case .bool: 1
    case .int, .double: 2
    case .string: 3
    case .color: 4
    case .uuid: 5
    case .array: 6
    case .dictionary: 7
    case .tuple: 8
    case .range: 9
    case .record: 10
    case .enumCase: 11
    case .object: 12
    case .opaque: 13
    }
  }

  /// A dictionary's entries in a deterministic order.
  func sortedEntries(_ entries: [Value: Value]) -> [(key: Value, value: Value)] {
    entries.map { ($0.key, $0.value) }.sorted { isLess($0.key, $1.key) }
  }

  /// Swift equality (numbers compare across Int and Double literals).
  func isEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .double(let b)): return Double(a) == b
    case (.double(let a), .int(let b)): return a == Double(b)
    case (.enumCase(let t1, let a, let p1), .enumCase(let t2, let b, let p2)):
      return a == b && p1 == p2 && (t1 == t2 || t1.isEmpty || t2.isEmpty)
    default: return lhs == rhs
    }
  }

  // MARK: - Conversions

  func bool(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Bool {
    if case .bool(let bool) = value { return bool }
    try requireModelled(value, at: node)
    // A library value idlab carries without computing it: its truth is not known (S205).
    if let unknown = unknownValue(value, at: node) { throw unknown }
    throw invalidArguments("Bool", .expectedBool, ["type": typeName(of: value)], at: node)
  }

  /// The binding a control or modifier takes as `label:` (`isOn: $flag`, `isPresented:
  /// .constant(true)`): a leading-dot `.constant(v)` whose type the context does not give is
  /// `Binding.constant(v)`; anything else is S204 naming the label and `example`.
  func requiredBinding(
    _ value: Value, of name: String, label: String, example: String = "$value",
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Binding {
    if case .opaque(let opaque) = value, let binding = opaque as? BindingValue {
      return binding.binding
    }
    if case .enumCase("", "constant", let payload) = value, payload.count == 1 {
      let constant = payload[0]
      return Binding(get: { constant }, set: { _ in })
    }
    throw invalidArguments(name, .bindingNeeded, ["label": label, "example": example], at: node)
  }

  func int(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Int {
    switch value {
    case .int(let int): return int
    // `.zero` where an integer is expected (`date(bySettingHour: .zero, …)`):
    // `AdditiveArithmetic.zero`, as for a `Double` (sample 16).
    case .enumCase(_, "zero", let payload) where payload.isEmpty: return 0
    case .double(let double) where double == double.rounded():
      return try converted(double, at: node)
    default:
      try requireModelled(value, at: node)
      throw invalidArguments("Int", .expectedInt, ["type": typeName(of: value)], at: node)
    }
  }

  /// A number as a `Double`; `.zero` where a number is expected is 0 (`AdditiveArithmetic.zero`:
  /// `Date().addingTimeInterval(.zero)`).
  func double(_ value: Value) -> Double? {
    switch value {
    case .int(let int): Double(int)
    case .double(let double): double
    case .enumCase(_, "zero", let payload) where payload.isEmpty: 0
    default: nil
    }
  }

  /// The elements of a sequence value (arrays, ranges, strings, dictionaries, sets, the
  /// program's own sequences).
  func elements(of value: Value, at node: some SyntaxProtocol) throws(EvalError) -> [Value] {
    switch value {
    case .array(let elements): return elements
    case .range(let lower, let upper, let closed):
      let count = try rangeCount(lower, upper, closed: closed, at: node)
      try reserveElements(count, at: node)
      return (0..<count).map { .int(lower + $0) }
    case .string(let string): return string.map { .string(String($0)) }
    case .dictionary(let entries):
      return sortedEntries(entries).map {
        .tuple([Value.TupleElement("key", $0.key), Value.TupleElement("value", $0.value)])
      }
    // A Core Data relationship's `NSSet` is a sequence of its objects (`Set(mood.playlists!)`,
    // `for song in album.songs!`; sample 36).
    case .record("NSSet", _), .record("NSMutableSet", _):
      return LibraryType.objects(value)
    default:
      if case .opaque(let opaque) = value, let binding = opaque as? BindingValue {
        return try elements(of: binding.binding.get(), at: node)
      }
      // `Data` is a collection of its bytes (`UInt8`): `[UInt8](data)`, `for byte in data`,
      // `data.reduce(0) { … }` (Apple, `Data`; sample 55 refused "Data is not a sequence").
      if case .opaque(let opaque) = value, let data = opaque as? DataValue {
        try reserveElements(data.bytes.count, at: node)
        return data.bytes.map { .int(Int($0)) }
      }
      if let elements = try programSequenceElements(value, at: node) { return elements }
      try requireModelled(value, at: node)
      throw invalidArguments("sequence", .notASequence, ["type": typeName(of: value)], at: node)
    }
  }

  func count(of value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Int {
    switch value {
    case .array(let elements): return elements.count
    case .range(let lower, let upper, let closed):
      return try rangeCount(lower, upper, closed: closed, at: node)
    case .string(let string): return string.count
    case .dictionary(let entries): return entries.count
    default: return try elements(of: value, at: node).count
    }
  }
}
