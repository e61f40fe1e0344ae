import Foundation
import IdentityEngine
import SwiftSyntax

/// Foundation's date formatters: `DateFormatter`, `RelativeDateTimeFormatter`,
/// `TimeZone` and `Text(date, style:)`, with Foundation doing the formatting on the device's
/// fixed locale and time zone (`DeviceSettings`) and dates from the virtual clock
/// (`Interpreter+Time.swift`). Rules and sources: docs/semantics.md, "Time".
extension Interpreter {
  /// The Foundation types this file gives values to.
  static let formatterTypes: Set<String> = [
    "DateFormatter", "RelativeDateTimeFormatter", "TimeZone", "FloatingPointFormatStyle",
    "IntegerFormatStyle",
  ]

  // MARK: - Values

  /// `DateFormatter()`, `RelativeDateTimeFormatter()`, `TimeZone(identifier:)` (nil when Foundation knows no such zone), `TimeZone(abbreviation:)`,
  /// `TimeZone(secondsFromGMT:)`; nil for another name.
  func formatterInitializer(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    let first = arguments.first
    switch (name, first?.label, first?.value) {
    case ("DateFormatter", nil, nil):
      return .opaque(DateFormatterValue())
    case ("RelativeDateTimeFormatter", nil, nil):
      return .opaque(RelativeDateTimeFormatterValue())
    case ("TimeZone", "identifier", .string(let identifier)?):
      return TimeZone(identifier: identifier).map { DeviceSettings.timeZone($0.identifier) }
        ?? .null
    case ("TimeZone", "abbreviation", .string(let abbreviation)?):
      return TimeZone(abbreviation: abbreviation).map { DeviceSettings.timeZone($0.identifier) }
        ?? .null
    case ("TimeZone", "secondsFromGMT", .int(let seconds)?):
      return TimeZone(secondsFromGMT: seconds).map { DeviceSettings.timeZone($0.identifier) }
        ?? .null
    default:
      guard Self.formatterTypes.contains(name) else { return nil }
      throw invalidArguments(
        name, .knownInitializer, ["form": Self.formatterInitializers[name] ?? name], at: node)
    }
  }

  private static let formatterInitializers = [
    "DateFormatter": "DateFormatter()",
    "RelativeDateTimeFormatter": "RelativeDateTimeFormatter()",
    "TimeZone": "TimeZone(identifier:)`, `TimeZone(abbreviation:)`, `TimeZone(secondsFromGMT:)",
  ]

  /// `TimeZone.current` (the device's), `TimeZone.gmt`; nil otherwise.
  func formatterStatic(_ typeName: String, _ name: String) -> Value? {
    switch (typeName, name) {
    case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"):
      return DeviceSettings.timeZone(DeviceSettings.timeZoneIdentifier)
    case ("TimeZone", "gmt"):
      return DeviceSettings.timeZone("GMT")
    default:
      return nil
    }
  }

  /// The formatter classes whose static methods give values: one idlab does not model is an
  /// opaque value, listed, never a symbol written as its own call.
  static let formatterClasses: Set<String> = [
    "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
    "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "ListFormatter",
    "PersonNameComponentsFormatter", "DateIntervalFormatter",
  ]

  /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)` and
  /// `DateFormatter.dateFormat(fromTemplate:options:locale:)`, Foundation's own; any other
  /// static method of a formatter class an opaque value (sample 52: `dateFormat(fromTemplate:…)`
  /// gave the text of its own call, which became a date format); nil for another type.
  func formatterStaticCall(
    _ typeName: String, _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard Self.formatterClasses.contains(typeName) else { return nil }
    if typeName == "DateFormatter", name == "dateFormat", arguments.count == 3,
      arguments.map(\.label) == ["fromTemplate", "options", "locale"],
      case .string(let template) = arguments[0].value,
      let locale = DeviceSettings.foundationLocale(arguments[2].value)
    {
      // The locale's pattern for the template's fields, from ICU's data: nil when it has
      // none, as Foundation says.
      return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
        .map(Value.string) ?? .null
    }
    guard typeName == "DateFormatter", name == "localizedString" else {
      guard name.first?.isLowercase == true else { return nil }
      noteRuntimeOpaque(typeName + "." + name, at: node)
      return .opaque(UnmodelledValue(typeName + "." + name))
    }
    let formatter = DateFormatterValue()
    guard arguments.count == 3, arguments[0].label == "from",
      let seconds = dateSeconds(arguments[0].value),
      formatter.setProperty("dateStyle", to: arguments[1].value),
      formatter.setProperty("timeStyle", to: arguments[2].value)
    else {
      throw invalidArguments(
        "DateFormatter.localizedString", .writeForm,
        ["form": "localizedString(from: date, dateStyle: .medium, timeStyle: .short)"], at: node)
    }
    return .string(formatter.formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)))
  }

  // MARK: - Members

  /// A property of a Foundation object (`formatter.dateFormat`); nil otherwise.
  func formatterProperty(_ name: String, of base: Value) -> Value? {
    guard case .opaque(let opaque) = base, let object = opaque as? any FoundationObject else {
      return nil
    }
    return object.property(name)
  }

  /// `formatter.dateStyle = .medium` and every other write into a Foundation object's property:
  /// the property read, changed by `body`, assigned back; S204 when it does not take the value.
  func modifyProperty(
    of object: any FoundationObject, _ name: String, _ rest: ArraySlice<PathComponent>,
    at node: Syntax, _ body: (inout Value) throws(EvalError) -> Void
  ) throws(EvalError) {
    guard var value = object.property(name) ?? (object.keepsUnlistedSettings ? .null : nil)
    else {
      // `manager.activityType = .fitness` on a simulated type whose settings idlab shows
      // nothing of (`LibraryType.inertSettings`): it goes to the SDK object; reading it gives
      // an opaque value (sample 44: five screens refused at S206). Another simulated type's
      // setting could change what the object gives: not simulated.
      if let reference = object as? OpaqueReference,
        let type = LibraryCatalogue.type(of: .opaque(reference), run: self)
      {
        guard rest.isEmpty, type.inertSettings else {
          throw notSimulated(object.swiftTypeName + "." + name, at: node)
        }
        noteRuntimeOpaque(object.swiftTypeName + "." + name, at: node)
        return
      }
      throw diagnostic(
        .unknownMember, ["member": ".\(name)", "type": object.swiftTypeName], at: node)
    }
    try modifyPath(&value, rest, at: node, body)
    guard object.setProperty(name, to: value) else {
      throw invalidArguments(name, .notAValueItTakes, ["value": describe(value)], at: node)
    }
  }

  /// `string(from:)`, `date(from:)`, `string(for:)`, `setLocalizedDateFormatFromTemplate(_:)` of a
  /// `DateFormatter`; `localizedString(for:relativeTo:)`, `localizedString(fromTimeInterval:)`,
  /// `string(for:)` of a `RelativeDateTimeFormatter` (relative to the clock's now); nil for
  /// other values.
  func formatterMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard case .opaque(let opaque) = base else { return nil }
    let first = arguments.first
    let now = Date(timeIntervalSinceReferenceDate: Self.clockEpoch + Double(clockNow) / 1e9)
    if let value = opaque as? DateFormatterValue {
      let formatter = value.formatter
      switch (name, first?.label, first?.value) {
      case ("string", "from", let date?), ("string", "for", let date?):
        guard let seconds = dateSeconds(date) else {
          if first?.label == "for" { return .null }
          throw invalidArguments(
            name, .typeNeeded, ["form": "string(from: date)", "type": "Date"], at: node)
        }
        return .string(formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)))
      case ("date", "from", .string(let text)?):
        return formatter.date(from: text).map { date(seconds: $0.timeIntervalSinceReferenceDate) }
          ?? .null
      case ("setLocalizedDateFormatFromTemplate", nil, .string(let template)?):
        formatter.setLocalizedDateFormatFromTemplate(template)
        return .null
      default:
        return nil
      }
    }
    if let value = opaque as? RelativeDateTimeFormatterValue {
      switch (name, first?.label) {
      case ("localizedString", "for"), ("string", "for"):
        guard let seconds = first.flatMap({ dateSeconds($0.value) }) else {
          if name == "string" { return .null }
          throw invalidArguments(
            name, .datesNeeded, ["form": "localizedString(for:relativeTo:)"], at: node)
        }
        var reference = now
        if arguments.count == 2, arguments[1].label == "relativeTo" {
          guard let other = dateSeconds(arguments[1].value) else {
            throw invalidArguments(
              name, .typeNeeded, ["form": "relativeTo:", "type": "Date"], at: node)
          }
          reference = Date(timeIntervalSinceReferenceDate: other)
        }
        return .string(
          value.string(for: Date(timeIntervalSinceReferenceDate: seconds), relativeTo: reference))
      case ("localizedString", "fromTimeInterval"):
        guard case .double(let interval)? = first.map({ promoted($0.value) }) else {
          throw invalidArguments(name, .secondsNeeded, ["form": "fromTimeInterval:"], at: node)
        }
        return .string(value.string(for: now.addingTimeInterval(interval), relativeTo: now))
      default:
        return nil
      }
    }
    return nil
  }

  private func promoted(_ value: Value) -> Value {
    if case .int(let int) = value { return .double(Double(int)) }
    return value
  }

  // MARK: - Views

  /// The text of `Text(date, style: .date)` (long date) or `.time` (short time), and of
  /// `Text(date, formatter: formatter)`; nil when the arguments are not one of those.
  func dateText(_ arguments: [Argument], at node: some SyntaxProtocol) throws(EvalError)
    -> String?
  {
    guard arguments.count == 2, arguments[0].label == nil,
      let seconds = dateSeconds(arguments[0].value)
    else { return nil }
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    if arguments[1].label == "formatter", case .opaque(let opaque) = arguments[1].value,
      let value = opaque as? DateFormatterValue
    {
      return value.formatter.string(from: date)
    }
    guard arguments[1].label == "style", case .enumCase(_, let style, []) = arguments[1].value
    else { return nil }
    let formatter = DateFormatterValue()
    switch style {
    case "date": formatter.formatter.dateStyle = .long
    case "time": formatter.formatter.timeStyle = .short
    case "relative", "offset", "timer": return Self.fromNow(date, now, style: style)
    default: throw notSimulated("Text(_:style: .\(style))", at: node)
    }
    return formatter.formatter.string(from: date)
  }

  /// `Text(date, style: .relative)`, `.offset` and `.timer` at the clock's `now`, as Apple
  /// documents their output: `.relative` the two largest units between them ("2 hours, 23
  /// minutes", "1 year, 1 month"), `.offset` the largest with its sign ("+2 hours", "-3
  /// months"), `.timer` the time from now on a clock's face ("2:32", "36:59:01"), all in the
  /// simulated device's English. The text is the one of the render: SwiftUI keeps it updating,
  /// idlab shows it again when the view renders.
  static func fromNow(_ date: Date, _ now: Date, style: String) -> String {
    let seconds = Int(date.timeIntervalSince(now).rounded())
    if style == "timer" {
      let total = abs(seconds)
      let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
      return hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, rest)
        : String(format: "%d:%02d", minutes, rest)
    }
    let calendar = DeviceSettings.calendar(
      in: TimeZone(identifier: DeviceSettings.timeZoneIdentifier) ?? .gmt)
    let (from, to) = date < now ? (date, now) : (now, date)
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: from, to: to)
    let units: [(Int?, String)] = [
      (parts.year, "year"), (parts.month, "month"), (parts.day, "day"), (parts.hour, "hour"),
      (parts.minute, "minute"), (parts.second, "second"),
    ]
    let named = units.compactMap { count, unit -> String? in
      guard let count, count > 0 else { return nil }
      return "\(count) \(unit)\(count == 1 ? "" : "s")"
    }
    if style == "offset" {
      guard let largest = named.first else { return "+0 seconds" }
      return (seconds < 0 ? "-" : "+") + largest
    }
    return named.isEmpty ? "0 seconds" : named.prefix(2).joined(separator: ", ")
  }
}

extension Interpreter {
  /// The text of `value` when it is a duration, written in the style `style`'s source gives
  /// (`DurationFormatStyle`; none: `formatted()`'s); nil for another value. A style idlab
  /// does not know stops the step as `name` not simulated.
  func durationText(
    _ value: Value, style: ExprSyntax?, name: String, at node: some SyntaxProtocol
  ) throws(EvalError) -> String? {
    guard let duration = DurationFormatStyle.duration(value) else { return nil }
    guard let text = DurationFormatStyle.text(of: duration, style: style.map(styleSource)) else {
      throw notSimulated(name, at: node)
    }
    return text
  }
}
