import Foundation
import IdentityEngine
import SwiftSyntax

/// Swift's `Duration` written by Foundation's duration format styles, as
/// `Text(.milliseconds(ms), format: .time(pattern: .minuteSecond))` and
/// `duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))` write it:
/// Foundation's `Duration.TimeFormatStyle` and `Duration.UnitsFormatStyle` write the text, in
/// the simulated device's English (US).
///
/// A duration is the value `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)` or
/// `.nanoseconds(n)` (`Duration.seconds(n)` alike), as `Task.sleep(for:)` reads it. A style is
/// read from its source, since its patterns and units are written as literals; a style this
/// file does not know is nil, and the caller stops the step as not simulated.
enum DurationFormatStyle {
  /// The `Duration` a scene's value is, or nil for any other value.
  static func duration(_ value: Value) -> Duration? {
    guard case .enumCase(let type, let name, let payload) = value,
      type.isEmpty || type == "Duration",
      payload.count == 1
    else { return nil }
    // A whole amount is built exactly (`Duration` holds 128 bits); a fractional one only within
    // the range a `Double` converts without trapping.
    if case .int(let whole) = payload[0] {
      let amount = Int64(whole)
      switch name {
      case "seconds": return .seconds(amount)
      case "milliseconds": return .milliseconds(amount)
      case "microseconds": return .microseconds(amount)
      case "nanoseconds": return .nanoseconds(amount)
      default: return nil
      }
    }
    guard case .double(let amount) = payload[0], amount.isFinite, abs(amount) < 1e15 else {
      return nil
    }
    switch name {
    case "seconds": return .seconds(amount)
    case "milliseconds": return .milliseconds(amount)
    case "microseconds": return .microseconds(amount)
    case "nanoseconds": return .nanoseconds(Int64(amount.rounded()))
    default: return nil
    }
  }

  /// The text of `duration` in `style`, the style's source (nil: `formatted()`'s default, the
  /// hours, minutes and seconds pattern); nil for a style this file does not know.
  static func text(of duration: Duration, style: ExprSyntax?) -> String? {
    guard let style else { return duration.formatted() }
    guard let call = style.as(FunctionCallExprSyntax.self) else { return nil }
    let callee = call.calledExpression.trimmedDescription
    let arguments = Array(call.arguments)
    switch callee {
    case ".time", "Duration.TimeFormatStyle", "Duration.TimeFormatStyle.init":
      guard arguments.count == 1, arguments[0].label?.text == "pattern",
        let pattern = pattern(arguments[0].expression)
      else { return nil }
      return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
    case ".units", "Duration.UnitsFormatStyle", "Duration.UnitsFormatStyle.init":
      return units(arguments).map { duration.formatted($0) }
    default:
      return nil
    }
  }

  /// The simulated device's locale (docs/semantics.md, "Time").
  private static let locale = Locale(identifier: DeviceSettings.localeIdentifier)

  /// `.minuteSecond`, `.hourMinute`, `.hourMinuteSecond`, bare or with their integer-literal
  /// arguments (`padHourToLength: 2`, `fractionalSecondsLength: 2`).
  private static func pattern(_ expression: ExprSyntax) -> Duration.TimeFormatStyle.Pattern? {
    var name = ""
    var values: [String: Int] = [:]
    if let call = expression.as(FunctionCallExprSyntax.self) {
      name = call.calledExpression.trimmedDescription
      for argument in call.arguments {
        guard let label = argument.label?.text,
          let literal = argument.expression.as(IntegerLiteralExprSyntax.self),
          let value = Int(literal.literal.text.filter { $0 != "_" })
        else { return nil }
        values[label] = value
      }
    } else {
      name = expression.trimmedDescription
    }
    let known: Set<String>
    let pattern: Duration.TimeFormatStyle.Pattern
    switch name {
    case ".minuteSecond":
      known = ["padMinuteToLength", "fractionalSecondsLength"]
      pattern = .minuteSecond(
        padMinuteToLength: values["padMinuteToLength"] ?? 0,
        fractionalSecondsLength: values["fractionalSecondsLength"] ?? 0)
    case ".hourMinute":
      known = ["padHourToLength"]
      pattern = .hourMinute(padHourToLength: values["padHourToLength"] ?? 0)
    case ".hourMinuteSecond":
      known = ["padHourToLength", "fractionalSecondsLength"]
      pattern = .hourMinuteSecond(
        padHourToLength: values["padHourToLength"] ?? 0,
        fractionalSecondsLength: values["fractionalSecondsLength"] ?? 0)
    default:
      return nil
    }
    return Set(values.keys).isSubset(of: known) ? pattern : nil
  }

  /// The units a style may use, by the names a scene writes.
  private static let unitNames: [String: Duration.UnitsFormatStyle.Unit] = [
    "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
    "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds,
  ]

  /// The widths a units style writes its units in.
  private static let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
    "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated,
    "narrow": .narrow,
  ]

  /// `.units(allowed:width:maximumUnitCount:)` with literal arguments (each has Foundation's
  /// default when left out: hours, minutes and seconds, abbreviated, no limit).
  private static func units(_ arguments: [LabeledExprSyntax]) -> Duration.UnitsFormatStyle? {
    var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
    var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
    var maximum: Int?
    for argument in arguments {
      switch argument.label?.text {
      case "allowed", "allowedUnits":
        guard let list = argument.expression.as(ArrayExprSyntax.self) else { return nil }
        var units: Set<Duration.UnitsFormatStyle.Unit> = []
        for element in list.elements {
          guard let unit = unitNames[DateFormatStyle.caseName(element.expression) ?? ""] else {
            return nil
          }
          units.insert(unit)
        }
        allowed = units
      case "width":
        guard let named = widths[DateFormatStyle.caseName(argument.expression) ?? ""] else {
          return nil
        }
        width = named
      case "maximumUnitCount":
        guard let literal = argument.expression.as(IntegerLiteralExprSyntax.self),
          let value = Int(literal.literal.text)
        else { return nil }
        maximum = value
      default:
        return nil
      }
    }
    var style = Duration.UnitsFormatStyle(
      allowedUnits: allowed, width: width, maximumUnitCount: maximum)
    style.locale = locale
    return style
  }
}
