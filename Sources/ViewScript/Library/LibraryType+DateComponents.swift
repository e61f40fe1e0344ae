import Foundation
import IdentityEngine

extension LibraryType {
  /// `DateComponents`: a record of its optional parts (`year`, `month`, `day`, …), read and
  /// written as properties; `Calendar` turns it into dates and back (docs/semantics.md,
  /// "Time").
  static let dateComponents: LibraryType = {
    var type = LibraryType("DateComponents", values: .records)
    type.inertSettings = true
    type.initializers = [
      "init": { (call) throws(EvalError) -> Value in
        var parts: [String: Int] = [:]
        // `calendar:` and `timeZone:` are accepted and not kept: the run's one calendar and
        // time zone turn components into dates (docs/semantics.md, "Time").
        for argument in call.arguments where !["calendar", "timeZone"].contains(argument.label) {
          guard let label = argument.label, dateParts.contains(label) else {
            throw call.invalidArguments(.expectedForm, ["form": "DateComponents(year:month:day:)"])
          }
          if case .int(let number) = argument.value { parts[label] = number }
        }
        return dateComponents(parts)
      }
    ]
    // `value(for: .day)` and `setValue(30, for: .day)`: a part by its `Calendar.Component`
    // (SwiftDate builds `30.days` this way; until session 22 the write was lost: sample 46).
    // `.calendar` and `.timeZone` are not parts: nil, and a write changes nothing.
    type.methods["value(for:)"] = { call in
      guard case .enumCase(_, let part, []) = call.argument("for") else { return .null }
      return field(part, of: call.receiver)
    }
    type.mutatingMethods["setValue(_:for:)"] = { call in
      guard case .enumCase(_, let part, []) = call.argument("for"),
        case .record(let name, var fields) = call.receiver,
        let index = fields.firstIndex(where: { $0.name == part })
      else { return (call.receiver, .null) }
      fields[index].value = call.unlabelled
      return (.record(type: name, fields: fields), .null)
    }
    for part in dateParts {
      type.properties[part] = { call in field(part, of: call.receiver) }
      type.setters[part] = { call, newValue in
        guard case .record(let name, var fields) = call.receiver,
          let index = fields.firstIndex(where: { $0.name == part })
        else { return call.receiver }
        fields[index].value = newValue
        return .record(type: name, fields: fields)
      }
    }
    return type
  }()

  /// The parts a `DateComponents` value has, in Foundation's order.
  static let dateParts = [
    "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
    "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
  ]

  /// A `DateComponents` value with `parts` set and every other part nil.
  static func dateComponents(_ parts: [String: Int]) -> Value {
    .record(
      type: "DateComponents",
      fields: dateParts.map { Value.Field($0, parts[$0].map(Value.int) ?? .null) })
  }

  /// A scene's `DateComponents` value for Foundation's `components`.
  static func dateComponents(_ components: DateComponents) -> Value {
    var parts: [String: Int] = [:]
    for part in dateParts {
      if let component = calendarComponent(part), let value = components.value(for: component),
        value != NSDateComponentUndefined
      {
        parts[part] = value
      }
    }
    return dateComponents(parts)
  }

  /// Foundation's `DateComponents` for a scene's value; nil for another value.
  static func foundationComponents(_ value: Value) -> DateComponents? {
    guard case .record("DateComponents", _) = value else { return nil }
    var components = DateComponents()
    for part in dateParts {
      if case .int(let number) = field(part, of: value), let component = calendarComponent(part) {
        components.setValue(number, for: component)
      }
    }
    return components
  }

  /// Foundation's `Calendar.Component` named `name` (`year`, `weekday`); nil for another name.
  static func calendarComponent(_ name: String) -> Calendar.Component? {
    switch name {
    case "era": return .era
    case "year": return .year
    case "month": return .month
    case "day": return .day
    case "hour": return .hour
    case "minute": return .minute
    case "second": return .second
    case "nanosecond": return .nanosecond
    case "weekday": return .weekday
    case "weekdayOrdinal": return .weekdayOrdinal
    case "quarter": return .quarter
    case "weekOfMonth": return .weekOfMonth
    case "weekOfYear": return .weekOfYear
    case "yearForWeekOfYear": return .yearForWeekOfYear
    default: return nil
    }
  }

  private static func field(_ name: String, of value: Value) -> Value {
    guard case .record(_, let fields) = value else { return .null }
    return fields.first { $0.name == name }?.value ?? .null
  }
}
