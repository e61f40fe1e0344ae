/// A gesture action: `tap "Label"`, `toggle "Label"`, `type "text" into "Placeholder"`,
/// `focus "Placeholder"`, `increment "Label"`, `decrement "Label"`, `slide "Label" to 0.5`,
/// `select "Option" in "Picker"`, `refresh "List"` (a `.refreshable` view's pull),
/// `drag "Card" by 40,0` (a `DragGesture`'s translation), each with an optional `#N` (the Nth
/// match in screen order, 1-based), or `wait 2s` / `wait 500ms` / `wait 1.5s` (the virtual clock
/// moves forward).
public struct Gesture: Equatable, Sendable {
  /// What the gesture does.
  public enum Verb: String, Sendable {
    case tap, toggle, type, focus, increment, decrement, slide, select, refresh, drag, wait
  }

  /// How far a `drag` moves, in points.
  public struct Translation: Equatable, Sendable {
    public var width: Double
    public var height: Double
  }

  /// What the gesture does.
  public var verb: Verb
  /// The control's title, placeholder or accessibility label; a picker's title; for `wait`,
  /// the duration as written (`2s`).
  public var target: String
  /// The text to type (`type`), the option to choose (`select`).
  public var text: String?
  /// Where to move a slider (`slide` only).
  public var value: Double?
  /// 1-based match number.
  public var occurrence: Int
  /// How long a `wait` waits, in nanoseconds (nil for the other verbs).
  public var nanoseconds: Int? = nil
  /// How far a `drag` moves (nil for the other verbs).
  public var translation: Translation? = nil

  /// The longest `wait`: one day.
  static let longestWait = 86_400.0

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
    if verb == .wait {
      let leading = action.prefix { $0.isWhitespace || $0.isNewline }.count
      let column = leading + trimmed.distance(from: trimmed.startIndex, to: rest.startIndex) + 1
      return try wait(rest, column: column)
    }
    guard rest.first == "\"" else {
      // `toggle()` or `type(of:)` are Swift; a verb followed by a bare word is a malformed gesture.
      if let first = rest.first, first.isLetter { throw GestureSyntaxError(reason: "quote") }
      return nil
    }
    let first = try readString(&rest)
    var text: String?
    var target = first
    rest = rest.drop(while: { $0 == " " })
    if verb == .type || verb == .select {
      let word = verb == .type ? "into" : "in"
      guard rest.hasPrefix(word + " ") || rest.hasPrefix(word + "\"") else {
        throw GestureSyntaxError(reason: word)
      }
      rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
      guard rest.first == "\"" else { throw GestureSyntaxError(reason: "quote") }
      text = first
      target = try readString(&rest)
      rest = rest.drop(while: { $0 == " " })
    }
    var value: Double?
    if verb == .slide {
      guard rest.hasPrefix("to ") else { throw GestureSyntaxError(reason: "to") }
      rest = rest.dropFirst(3).drop(while: { $0 == " " })
      let number = rest.prefix { !$0.isWhitespace && $0 != "#" }
      guard let parsed = Double(number), parsed.isFinite else {
        throw GestureSyntaxError(reason: "number")
      }
      value = parsed
      rest = rest.dropFirst(number.count).drop(while: { $0 == " " })
    }
    var translation: Translation?
    if verb == .drag {
      guard rest.hasPrefix("by ") else { throw GestureSyntaxError(reason: "by") }
      rest = rest.dropFirst(3).drop(while: { $0 == " " })
      let written = rest.prefix { $0 != "#" }
      let parts = written.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite,
        height.isFinite
      else { throw GestureSyntaxError(reason: "number") }
      translation = Translation(width: width, height: height)
      rest = rest.dropFirst(written.count)
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
    var gesture = Gesture(
      verb: verb, target: target, text: text, value: value, occurrence: occurrence)
    gesture.translation = translation
    return gesture
  }

  /// `wait 2s`, `wait 500ms`, `wait 1.5s`; nil when what follows `wait` is Swift
  /// (`wait = 3`).
  private static func wait(_ rest: Substring, column: Int) throws(GestureSyntaxError) -> Gesture? {
    guard let first = rest.first, first.isLetter || first.isNumber || first == "." else {
      return nil
    }
    let written = String(rest)
    guard let seconds = seconds(written), seconds <= longestWait else {
      throw GestureSyntaxError(reason: "duration", column: column, length: written.count)
    }
    var gesture = Gesture(verb: .wait, target: written, text: nil, value: nil, occurrence: 1)
    gesture.nanoseconds = Int((seconds * 1e9).rounded())
    return gesture
  }

  /// A duration as idlab's actions and options write it, in seconds: `2s`, `500ms`, `1.5s` (digits
  /// and one point, then the unit); nil for anything else.
  public static func seconds(_ written: String) -> Double? {
    let unit = written.hasSuffix("ms") ? "ms" : written.hasSuffix("s") ? "s" : ""
    let digits = written.dropLast(unit.count)
    guard !unit.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      digits.first?.isNumber == true, digits.last?.isNumber == true,
      let amount = Double(digits)
    else { return nil }
    return unit == "ms" ? amount / 1000 : amount
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
  /// `after 0.1s: tap "Add"`: an action that comes that long after the one before it, while
  /// that one's animations may still run. Returns the delay in seconds and the action; nil when
  /// the action has no `after` prefix (`after = 2` is Swift).
  ///
  /// - Throws: a malformed duration (`after 0.1: …`), or nothing after the colon.
  static func after(_ action: String) throws(GestureSyntaxError) -> (
    seconds: Double, action: String
  )? {
    let leading = action.prefix { $0.isWhitespace || $0.isNewline }.count
    let trimmed = action.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasPrefix("after ") else { return nil }
    let rest = trimmed.dropFirst(6).drop { $0 == " " }
    guard let first = rest.first, first.isNumber || first == ".",
      let colon = rest.firstIndex(of: ":")
    else { return nil }
    let written = rest[..<colon].trimmingCharacters(in: .whitespaces)
    let column = leading + trimmed.distance(from: trimmed.startIndex, to: rest.startIndex) + 1
    guard let seconds = seconds(written), seconds > 0, seconds <= longestWait else {
      throw GestureSyntaxError(reason: "duration", column: column, length: written.count)
    }
    let inner = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !inner.isEmpty else { throw GestureSyntaxError(reason: "after") }
    return (seconds, inner)
  }

  /// Whether `action` is written `after 0.1s: …` (it needs the step before it unsettled).
  public static func comesWhileAnimating(_ action: String) -> Bool {
    ((try? after(action)) ?? nil) != nil
  }

  /// The gesture an action spells, or nil for Swift code and malformed gestures (for display).
  public static func read(_ action: String) -> Gesture? {
    do { return try parse(action) } catch { return nil }
  }
}
