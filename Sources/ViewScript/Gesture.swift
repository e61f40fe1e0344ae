/// A gesture action: `tap "Label"`, `toggle "Label"`, `type "text" into "Placeholder"`,
/// `focus "Placeholder"`, each with an optional `#N` (the Nth match in screen order, 1-based).
public struct Gesture: Equatable, Sendable {
  /// What the gesture does.
  public enum Verb: String, Sendable {
    case tap, toggle, type, focus
  }

  /// What the gesture does.
  public var verb: Verb
  /// The control's title or placeholder.
  public var target: String
  /// The text to type (`type` only).
  public var text: String?
  /// 1-based match number.
  public var occurrence: Int

  /// Parses an action; nil when it is not a gesture (then it is Swift code).
  ///
  /// - Throws: `nil` is returned for Swift code; a malformed gesture (`tap Label`) throws the
  ///   reason as a string.
  static func parse(_ action: String) throws(GestureSyntaxError) -> Gesture? {
    let trimmed = action.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let space = trimmed.firstIndex(where: { $0 == " " }),
      let verb = Verb(rawValue: String(trimmed[..<space]))
    else { return nil }
    var rest = trimmed[space...].drop(while: { $0 == " " })
    guard rest.first == "\"" else {
      // `toggle()` or `type(of:)` are Swift; a verb followed by a bare word is a malformed gesture.
      if let first = rest.first, first.isLetter { throw GestureSyntaxError(reason: "quote") }
      return nil
    }
    let first = try readString(&rest)
    var text: String?
    var target = first
    rest = rest.drop(while: { $0 == " " })
    if verb == .type {
      guard rest.hasPrefix("into") else { throw GestureSyntaxError(reason: "into") }
      rest = rest.dropFirst(4).drop(while: { $0 == " " })
      guard rest.first == "\"" else { throw GestureSyntaxError(reason: "quote") }
      text = first
      target = try readString(&rest)
      rest = rest.drop(while: { $0 == " " })
    }
    var occurrence = 1
    if rest.first == "#" {
      guard let number = Int(rest.dropFirst()), number >= 1 else {
        throw GestureSyntaxError(reason: "number")
      }
      occurrence = number
      rest = rest[rest.endIndex...]
    }
    guard rest.isEmpty else { throw GestureSyntaxError(reason: "trailing") }
    return Gesture(verb: verb, target: target, text: text, occurrence: occurrence)
  }

  private static func readString(_ rest: inout Substring) throws(GestureSyntaxError) -> String {
    rest = rest.dropFirst()
    var result = ""
    var escaping = false
    while let character = rest.first {
      rest = rest.dropFirst()
      if escaping {
        result.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        return result
      } else {
        result.append(character)
      }
    }
    throw GestureSyntaxError(reason: "unterminated")
  }
}

extension Gesture {
  /// The gesture an action spells, or nil for Swift code and malformed gestures (for display).
  public static func read(_ action: String) -> Gesture? {
    do { return try parse(action) } catch { return nil }
  }
}
