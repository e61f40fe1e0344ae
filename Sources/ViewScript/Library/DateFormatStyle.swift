import Foundation
import SwiftSyntax

/// Foundation's date format styles, as `Text(date, format: .dateTime.hour().minute())`,
/// `date.formatted(date: .abbreviated, time: .omitted)` and
/// `Date.FormatStyle(date: .omitted, time: .shortened)` write them: Foundation's
/// `Date.FormatStyle` writes the text, in the simulated device's English (US) and time zone
/// (docs/semantics.md, "Time").
///
/// A style is read from its source, member by member (`.dateTime`, then `.weekday(.wide)`,
/// `.hour()`, …), since each field takes its own argument; a style this file does not know is
/// nil, and the caller stops the step as not simulated rather than show a text SwiftUI would not.
enum DateFormatStyle {
  /// The text of `date` in `style`, the style's source; nil for a style this file does not
  /// know.
  static func text(of date: Date, style: ExprSyntax) -> String? {
    guard let format = parse(style) else { return nil }
    return plain(date.formatted(format))
  }

  /// `date.formatted(date:time:)` and `date.formatted()` (`numeric`, `shortened`): the text
  /// for the two styles named; nil for a name this file does not know.
  static func text(of date: Date, date dateName: String, time timeName: String) -> String? {
    guard let dateStyle = dateStyles[dateName], let timeStyle = timeStyles[timeName] else {
      return nil
    }
    return plain(date.formatted(base(date: dateStyle, time: timeStyle)))
  }

  /// The device's style with `date` and `time` parts.
  private static func base(
    date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil
  ) -> Date.FormatStyle {
    Date.FormatStyle(
      date: date, time: time, locale: NumberFormatStyle.locale,
      timeZone: TimeZone(identifier: DeviceSettings.timeZoneIdentifier) ?? .gmt)
  }

  /// Foundation writes a narrow no-break space before "AM" (as iOS 17 does); idlab's texts use
  /// a plain space, so a prediction typed on a keyboard matches.
  private static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{202F}", with: " ")
      .replacingOccurrences(of: "\u{2009}", with: " ")
  }

  /// The style a chain's source writes (`.dateTime.month(.wide).day()`,
  /// `Date.FormatStyle(date: .long, time: .omitted)`); nil for another expression.
  private static func parse(_ expression: ExprSyntax) -> Date.FormatStyle? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let arguments = Array(call.arguments)
      let callee = call.calledExpression.trimmedDescription
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, !initializers.contains(callee)
      {
        guard let style = parse(base), arguments.count <= 1 else { return nil }
        return field(member.declName.baseName.text, of: style, arguments.first?.expression)
      }
      // `Date.FormatStyle(date:time:)`, `.init(date:time:)`; `Date.FormatStyle()`, the style
      // without fields that `.day()`, `.month()`, … add to (sample 39).
      guard initializers.contains(callee) else { return nil }
      if arguments.isEmpty { return base() }
      var dateStyle: Date.FormatStyle.DateStyle?
      var timeStyle: Date.FormatStyle.TimeStyle?
      for argument in arguments {
        let name = caseName(argument.expression) ?? ""
        switch argument.label?.text {
        case "date": dateStyle = dateStyles[name]
        case "time": timeStyle = timeStyles[name]
        default: return nil
        }
      }
      guard dateStyle != nil || timeStyle != nil,
        arguments.count == [dateStyle as Any?, timeStyle].compactMap({ $0 }).count
      else { return nil }
      return base(date: dateStyle, time: timeStyle)
    }
    let text = expression.trimmedDescription
    return [".dateTime", "Date.FormatStyle.dateTime", "Date.FormatStyle()"].contains(text)
      ? base() : nil
  }

  /// The name of an implicit member (`.wide`), or of a call of one (`.defaultDigits(…)`).
  static func caseName(_ expression: ExprSyntax?) -> String? {
    guard let expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return caseName(call.calledExpression)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }

  /// `style` with the field `name` added, in the form `argument` names (the field's default
  /// without one).
  private static func field(_ name: String, of style: Date.FormatStyle, _ argument: ExprSyntax?)
    -> Date.FormatStyle?
  {
    let form = caseName(argument)
    if argument != nil && form == nil { return nil }
    switch name {
    case "year":
      guard let form else { return style.year() }
      return ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits][form].map(style.year)
    case "month":
      guard let form else { return style.month() }
      return [
        "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
        "wide": .wide, "narrow": .narrow,
      ][form].map(style.month)
    case "day":
      guard let form else { return style.day() }
      return ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits][form].map(style.day)
    case "weekday":
      guard let form else { return style.weekday() }
      return [
        "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
        "oneDigit": .oneDigit, "twoDigits": .twoDigits,
      ][form].map(style.weekday)
    case "hour":
      guard let form else { return style.hour() }
      return hourForm(form, argument).map(style.hour)
    case "minute":
      guard let form else { return style.minute() }
      return ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits][form].map(style.minute)
    case "second":
      guard let form else { return style.second() }
      return ["defaultDigits": .defaultDigits, "twoDigits": .twoDigits][form].map(style.second)
    case "era":
      guard let form else { return style.era() }
      return ["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow][form].map(style.era)
    case "quarter":
      guard let form else { return style.quarter() }
      return [
        "oneDigit": .oneDigit, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
        "wide": .wide, "narrow": .narrow,
      ][form].map(style.quarter)
    default:
      return nil
    }
  }

  /// An hour's form: `.defaultDigits(amPM: .abbreviated)`, `.twoDigits(amPM: .omitted)`, ….
  private static func hourForm(_ form: String, _ argument: ExprSyntax?) -> Date.FormatStyle.Symbol
    .Hour?
  {
    var amPM = Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated
    if let call = argument?.as(FunctionCallExprSyntax.self) {
      guard call.arguments.count == 1, call.arguments.first?.label?.text == "amPM",
        let name = caseName(call.arguments.first?.expression),
        let style = [
          "omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated,
          "wide": .wide,
        ][name] as Date.FormatStyle.Symbol.Hour.AMPMStyle?
      else { return nil }
      amPM = style
    }
    switch form {
    case "defaultDigits": return .defaultDigits(amPM: amPM)
    case "twoDigits": return .twoDigits(amPM: amPM)
    case "conversationalDefaultDigits": return .conversationalDefaultDigits(amPM: amPM)
    case "conversationalTwoDigits": return .conversationalTwoDigits(amPM: amPM)
    case "defaultDigitsNoAMPM": return .defaultDigitsNoAMPM
    case "twoDigitsNoAMPM": return .twoDigitsNoAMPM
    default: return nil
    }
  }

  /// How a call of `Date.FormatStyle`'s initializer is written.
  private static let initializers: Set = ["Date.FormatStyle", ".init", "Date.FormatStyle.init"]

  private static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
    "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long,
    "complete": .complete,
  ]

  private static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
    "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
  ]
}
