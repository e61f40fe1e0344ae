import Foundation
import IdentityEngine

extension LibraryType {
  /// `Regex`: a regex literal (`/Exited \((\d*)\)/`) or `try Regex("…")`, matched by
  /// Foundation's `NSRegularExpression`, whose syntax a literal's common patterns share (ICU);
  /// `ignoresCase()`, `firstMatch(in:)`, `wholeMatch(in:)`, `prefixMatch(in:)`. The string
  /// methods that take one (`firstMatch(of:)`, `wholeMatch(of:)`, `matches(of:)`,
  /// `contains(_:)`, `replacing(_:with:)`, `split(separator:)`, `trimmingPrefix(_:)`,
  /// `starts(with:)`) are `RegexValue`'s. A match is a value with its `output` (the whole match,
  /// then each capture, nil when a capture did not take part) and `0`, `1`, … for the same
  /// (docs/semantics.md, "Text scanning").
  static let regex: LibraryType = {
    var type = LibraryType("Regex", values: .objects(RegexValue.self))
    type.initializers = [
      "init(_:)": { (call) throws(EvalError) -> Value in
        guard case .string(let pattern) = call.unlabelled, let regex = RegexValue(pattern) else {
          throw call.notSimulated
        }
        return .opaque(regex)
      }
    ]
    type.methods = [
      "ignoresCase()": { call in
        let regex = call.receiver(RegexValue.self)
        return RegexValue(regex.pattern, ignoringCase: true).map(Value.opaque) ?? call.receiver
      },
      "firstMatch(in:)": { call in match(call, .first) },
      "wholeMatch(in:)": { call in match(call, .whole) },
      "prefixMatch(in:)": { call in match(call, .prefix) },
    ]
    return type
  }()

  private static func match(_ call: LibraryCall, _ kind: RegexValue.MatchKind) -> Value {
    guard case .string(let text) = call.argument("in") else { return .null }
    return call.receiver(RegexValue.self).match(kind, in: text) ?? .null
  }
}

/// A scene's `Regex`: its pattern, as Foundation's `NSRegularExpression` reads it.
final class RegexValue: OpaqueReference, @unchecked Sendable {
  /// Which match a method asks for.
  enum MatchKind { case first, whole, prefix }

  /// The pattern as written.
  let pattern: String
  /// Whether `ignoresCase()` was applied.
  let ignoringCase: Bool
  /// The compiled expression.
  let expression: NSRegularExpression

  /// The regex of `pattern`; nil when Foundation cannot read it.
  init?(_ pattern: String, ignoringCase: Bool = false) {
    guard
      let expression = try? NSRegularExpression(
        pattern: pattern, options: ignoringCase ? [.caseInsensitive] : [])
    else { return nil }
    self.pattern = pattern
    self.ignoringCase = ignoringCase
    self.expression = expression
  }

  override var displayDescription: String { "Regex" }
  override var swiftTypeName: String { "Regex<AnyRegexOutput>" }

  /// The regex `value` is, if it is one.
  static func of(_ value: Value?) -> RegexValue? {
    if case .opaque(let opaque as RegexValue)? = value { return opaque }
    return nil
  }

  /// The first match (anywhere, of the whole text, or at its start), or nil.
  func match(_ kind: MatchKind, in text: String) -> Value? {
    let whole = NSRange(text.startIndex..., in: text)
    let options: NSRegularExpression.MatchingOptions = kind == .first ? [] : [.anchored]
    guard let found = expression.firstMatch(in: text, options: options, range: whole),
      kind != .whole || found.range == whole
    else { return nil }
    return Self.value(of: found, in: text)
  }

  /// Every match, in order.
  func matches(in text: String) -> [NSTextCheckingResult] {
    expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  /// A match as a scene sees it: `output` (the whole match, then each capture) and `0`, `1`, ….
  static func value(of match: NSTextCheckingResult, in text: String) -> Value {
    let parts: [Value] = (0..<match.numberOfRanges).map { index in
      Range(match.range(at: index), in: text).map { .string(String(text[$0])) } ?? .null
    }
    var fields = [
      Value.Field(
        "output", parts.count == 1 ? parts[0] : .tuple(parts.map { Value.TupleElement(nil, $0) }))
    ]
    for (index, part) in parts.enumerated() { fields.append(Value.Field("\(index)", part)) }
    return .record(type: "Regex.Match", fields: fields)
  }
}
