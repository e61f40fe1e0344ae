import Foundation
import IdentityEngine
import SwiftSyntax

/// Strings: their properties, methods and mutating methods (sequence methods are in `+Arrays`).
extension Interpreter {
  /// A string's property (`count`, `isEmpty`, `first`, `capitalized`, …); nil when unknown.
  func stringProperty(_ name: String, of string: String, _ base: Value) -> Value? {
    switch name {
    case "count": return .int(string.count)
    case "isEmpty": return .bool(string.isEmpty)
    case "first": return string.first.map { .string(String($0)) } ?? .null
    case "last": return string.last.map { .string(String($0)) } ?? .null
    case "description": return base
    // A string's indices are its characters' offsets, as its other index members give them.
    case "startIndex": return .int(0)
    case "endIndex": return .int(string.count)
    case "capitalized": return .string(string.capitalized)
    case "removingPercentEncoding": return string.removingPercentEncoding.map(Value.string) ?? .null
    // `(text as NSString).integerValue`: a string is its `NSString` bridge, whose numeric
    // readings Foundation computes (leading digits, 0 when there are none).
    case "integerValue", "intValue": return .int(NSString(string: string).integerValue)
    case "doubleValue", "floatValue": return .double(NSString(string: string).doubleValue)
    case "boolValue": return .bool(NSString(string: string).boolValue)
    case "length": return .int(NSString(string: string).length)
    default: return characterProperty(name, of: string)
    }
  }

  /// A `Character`'s property, on a string of one character (`$0.isNumber` in
  /// `stamp.filter { $0.isNumber }`: idlab's characters are one-character strings); nil when
  /// unknown or when the string is not one character.
  private func characterProperty(_ name: String, of string: String) -> Value? {
    guard string.count == 1, let character = string.first else { return nil }
    switch name {
    case "isNumber": return .bool(character.isNumber)
    case "isLetter": return .bool(character.isLetter)
    case "isWhitespace": return .bool(character.isWhitespace)
    case "isNewline": return .bool(character.isNewline)
    case "isUppercase": return .bool(character.isUppercase)
    case "isLowercase": return .bool(character.isLowercase)
    case "isPunctuation": return .bool(character.isPunctuation)
    case "isSymbol": return .bool(character.isSymbol)
    case "isHexDigit": return .bool(character.isHexDigit)
    case "isASCII": return .bool(character.isASCII)
    case "isWholeNumber": return .bool(character.isWholeNumber)
    case "wholeNumberValue": return character.wholeNumberValue.map(Value.int) ?? .null
    case "hexDigitValue": return character.hexDigitValue.map(Value.int) ?? .null
    case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .null
    default: return nil
    }
  }

  /// A string's own method (`contains`, `lowercased`, `hasPrefix`, …); nil to fall back to the
  /// sequence methods.
  func stringMethod(
    _ name: String, on string: String, _ base: Value, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    let first = arguments.first?.value
    if let regex = RegexValue.of(first) {
      return try regexMethod(name, on: string, regex, arguments, at: node)
    }
    if name == "components", let set = CharacterSetValue.set(of: first) {
      return .array(string.components(separatedBy: set).map(Value.string))
    }
    switch name {
    case "contains":
      if let function = first.flatMap(asFunction) {
        for character in string
        where try truthy(
          call(function, [Argument(label: nil, value: .string(String(character)))], at: node))
        {
          return .bool(true)
        }
        return .bool(false)
      }
      guard case .string(let needle) = first else { return .bool(false) }
      return .bool(needle.isEmpty || string.contains(needle))
    case "data" where arguments.map(\.label) == ["using"]:
      // `text.data(using: .utf8)`: its UTF-8 bytes (every Swift string has them); another
      // encoding is not simulated.
      guard case .enumCase(_, "utf8", [])? = first else {
        throw notSimulated("String.data(using:)", at: node)
      }
      return .opaque(DataValue(Data(string.utf8)))
    case "addingPercentEncoding" where arguments.map(\.label) == ["withAllowedCharacters"]:
      // Foundation's encoding, for the sets URLs use; another set is not simulated.
      guard let allowed = CharacterSetValue.set(of: first) else {
        throw notSimulated("String.addingPercentEncoding", at: node)
      }
      return string.addingPercentEncoding(withAllowedCharacters: allowed).map(Value.string) ?? .null
    // `capitalized(with: .current)`, `uppercased(with: locale)`: Foundation's case mapping in
    // that locale (`StringProtocol.capitalized(with:)`, Apple).
    case _
    where ["capitalized", "uppercased", "lowercased"].contains(name)
      && arguments.map(\.label) == ["with"]:
      guard let locale = DeviceSettings.foundationLocale(first ?? .null) else {
        throw notSimulated("String.\(name)(with:)", at: node)
      }
      switch name {
      case "capitalized": return .string(string.capitalized(with: locale))
      case "uppercased": return .string(string.uppercased(with: locale))
      default: return .string(string.lowercased(with: locale))
      }
    case "lowercased": return .string(string.lowercased())
    case "uppercased": return .string(string.uppercased())
    case "hasPrefix", "starts":
      guard case .string(let prefix) = first else { return .bool(false) }
      return .bool(string.hasPrefix(prefix))
    case "hasSuffix":
      guard case .string(let suffix) = first else { return .bool(false) }
      return .bool(string.hasSuffix(suffix))
    case "trimmingCharacters":
      guard let set = CharacterSetValue.set(of: first) else {
        throw notSimulated("String.trimmingCharacters(in:)", at: node)
      }
      return .string(string.trimmingCharacters(in: set))
    case "split", "components":
      let separator: String
      if case .string(let text) = first { separator = text } else { separator = " " }
      return .array(
        string.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }
          .map(Value.string))
    case "localizedCaseInsensitiveContains", "localizedStandardContains":
      guard case .string(let needle) = first else { return .bool(false) }
      return .bool(needle.isEmpty || string.lowercased().contains(needle.lowercased()))
    case "appending":
      // Foundation's `appending(_:)`: the string followed by another.
      guard case .string(let suffix) = first else { return nil }
      try reserveString(string.utf8.count + suffix.utf8.count, times: 1, at: node)
      return .string(string + suffix)
    case "replacingOccurrences":
      guard arguments.count >= 2, case .string(let of) = arguments[0].value,
        case .string(let with) = arguments[1].value
      else { return base }
      // The result's size is known before it is made: each occurrence grows it by the
      // difference, so a replacement that would outgrow the budget fails first.
      if with.utf8.count > of.utf8.count, !of.isEmpty {
        let occurrences = string.components(separatedBy: of).count - 1
        let (growth, overflowed) = occurrences.multipliedReportingOverflow(
          by: with.utf8.count - of.utf8.count)
        try reserveString(
          overflowed ? Int.max : string.utf8.count &+ growth, times: 1, at: node)
      }
      return .string(string.replacingOccurrences(of: of, with: with))
    default:
      return nil
    }
  }

  /// A mutating string method (`append`, `removeAll`, `removeFirst`, `removeLast`) applied to
  /// `string` in place.
  func mutatingStringMethod(
    _ name: String, on string: inout String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    switch name {
    case "append":
      let suffix = describe(arguments.first?.value ?? .null)
      try reserveString(string.utf8.count + suffix.utf8.count, times: 1, at: node)
      string += suffix
      return .null
    case "removeAll":
      string = ""
      return .null
    case "reserveCapacity":
      return .null
    case "removeFirst", "removeLast":
      // `removeFirst()` returns the character; `removeFirst(2)` removes two.
      let count: Int
      if case .int(let given)? = arguments.first?.value { count = given } else { count = 1 }
      guard count >= 0, string.count >= count else {
        let which = name == "removeFirst" ? "first" : "last"
        throw failure(
          "index-out-of-range", "Can't remove \(which) element from an empty collection",
          at: node)
      }
      if !arguments.isEmpty {
        if name == "removeFirst" { string.removeFirst(count) } else { string.removeLast(count) }
        return .null
      }
      return .string(String(name == "removeFirst" ? string.removeFirst() : string.removeLast()))
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "String"], at: node)
    }
  }

  /// A string's method that takes a `Regex` (`firstMatch(of:)`, `contains(_:)`,
  /// `replacing(_:with:)`, …; `LibraryType.regex`).
  private func regexMethod(
    _ name: String, on string: String, _ regex: RegexValue, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let whole = NSRange(string.startIndex..., in: string)
    switch name {
    case "firstMatch": return regex.match(.first, in: string) ?? .null
    case "wholeMatch": return regex.match(.whole, in: string) ?? .null
    case "prefixMatch": return regex.match(.prefix, in: string) ?? .null
    case "contains": return .bool(regex.match(.first, in: string) != nil)
    case "starts": return .bool(regex.match(.prefix, in: string) != nil)
    case "matches":
      return .array(regex.matches(in: string).map { RegexValue.value(of: $0, in: string) })
    case "replacing":
      guard case .string(let replacement)? = arguments.first(where: { $0.label == "with" })?.value
      else { throw notSimulated("String.replacing(_:with:)", at: node) }
      let template = NSRegularExpression.escapedTemplate(for: replacement)
      return .string(
        regex.expression.stringByReplacingMatches(
          in: string, range: whole, withTemplate: template))
    case "trimmingPrefix":
      guard let match = regex.expression.firstMatch(in: string, options: [.anchored], range: whole),
        let range = Range(match.range, in: string)
      else { return .string(string) }
      return .string(String(string[range.upperBound...]))
    case "split":
      var pieces: [Value] = []
      var start = string.startIndex
      for match in regex.matches(in: string) {
        guard let range = Range(match.range, in: string), !range.isEmpty else { continue }
        pieces.append(.string(String(string[start..<range.lowerBound])))
        start = range.upperBound
      }
      pieces.append(.string(String(string[start...])))
      return .array(pieces.filter { $0 != .string("") })
    default:
      throw notSimulated("String.\(name)", at: node)
    }
  }
}
