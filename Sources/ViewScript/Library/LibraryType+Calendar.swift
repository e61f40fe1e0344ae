import Foundation
import IdentityEngine

extension LibraryType {
  /// `calendar.date(bySettingHour:minute:second:of:)`, and its form with a matching policy, a
  /// repeated-time policy and a direction: Foundation's answer for the run's calendar.
  private static let settingTime: Member = { (call) throws(EvalError) -> Value in
    let numbers = call.arguments.prefix(3).compactMap { LibraryCall.integer($0.value) }
    guard numbers.count == 3, call.arguments.count >= 4 else {
      throw call.invalidArguments(
        .expectedForm, ["form": "date(bySettingHour: 9, minute: 0, second: 0, of: date)"])
    }
    func caseName(_ label: String) -> String? {
      if case .enumCase(_, let name, _) = call.argument(label) { return name }
      return nil
    }
    let matching: Calendar.MatchingPolicy =
      switch caseName("matchingPolicy") {
      case "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents
      case "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents
      case "strict": .strict
      default: .nextTime
      }
    let repeated: Calendar.RepeatedTimePolicy =
      caseName("repeatedTimePolicy") == "last" ? .last : .first
    let direction: Calendar.SearchDirection =
      caseName("direction") == "backward" ? .backward : .forward
    return foundation(call).date(
      bySettingHour: numbers[0], minute: numbers[1], second: numbers[2],
      of: try date(call.arguments[3].value, call), matchingPolicy: matching,
      repeatedTimePolicy: repeated, direction: direction
    ).map(SceneDate.value) ?? .null
  }

  /// `Calendar`: the device's (`Calendar.current`, Gregorian, in the device's time zone) or one
  /// named by its identifier; Foundation's `Calendar` computes every member, with "today" the
  /// virtual clock's day (docs/semantics.md, "Time").
  static let calendar: LibraryType = {
    var type = LibraryType("Calendar", values: .records)
    type.inertSettings = true
    type.libraryTypedArguments = [
      "component", "dateComponents", "date", "isDate", "range", "ordinality", "maximumRange",
      "minimumRange",
    ]
    type.staticProperties = [
      "current": { _ in calendarValue("gregorian") },
      "autoupdatingCurrent": { _ in calendarValue("gregorian") },
    ]
    type.initializers = [
      "init(identifier:)": { (call) throws(EvalError) -> Value in
        guard case .enumCase(_, let name, [])? = call.arguments.first?.value,
          calendarIdentifier(name) != nil
        else {
          throw call.invalidArguments(.expectedForm, ["form": "Calendar(identifier: .gregorian)"])
        }
        return calendarValue(name)
      }
    ]
    type.properties = [
      "identifier": { call in
        guard case .record(_, let fields) = call.receiver else { return .null }
        guard case .string(let name)? = fields.first?.value else { return .null }
        return .enumCase(type: "Calendar.Identifier", name: name, payload: [])
      },
      "timeZone": { call in
        guard case .record(_, let fields) = call.receiver, fields.count > 1 else { return .null }
        return fields[1].value
      },
      "firstWeekday": { call in .int(foundation(call).firstWeekday) },
      "minimumDaysInFirstWeek": { call in .int(foundation(call).minimumDaysInFirstWeek) },
      "weekdaySymbols": symbols(\.weekdaySymbols),
      "shortWeekdaySymbols": symbols(\.shortWeekdaySymbols),
      "veryShortWeekdaySymbols": symbols(\.veryShortWeekdaySymbols),
      "monthSymbols": symbols(\.monthSymbols),
      "shortMonthSymbols": symbols(\.shortMonthSymbols),
      "veryShortMonthSymbols": symbols(\.veryShortMonthSymbols),
    ]
    type.setters = [
      "timeZone": { call, newValue in
        guard case .record(let name, var fields) = call.receiver, fields.count > 1,
          DeviceSettings.foundationTimeZone(newValue) != nil
        else { return call.receiver }
        fields[1].value = newValue
        return .record(type: name, fields: fields)
      },
      // `calendar.firstWeekday = 2`: weeks start on Monday for what it computes after (Apple,
      // `Calendar.firstWeekday`: "The first weekday of the calendar"), as
      // `minimumDaysInFirstWeek` sets the first week of a year.
      "firstWeekday": weekSetting("firstWeekday", in: 1...7),
      "minimumDaysInFirstWeek": weekSetting("minimumDaysInFirstWeek", in: 1...7),
    ]
    type.methods = [
      "component(_:from:)": { (call) throws(EvalError) -> Value in
        let part = try component(call.arguments[0].value, call)
        return .int(foundation(call).component(part, from: try date(call.arguments[1].value, call)))
      },
      "dateComponents(_:from:)": { (call) throws(EvalError) -> Value in
        dateComponents(
          foundation(call).dateComponents(
            try components(call.arguments[0].value, call),
            from: try date(call.arguments[1].value, call)))
      },
      // `calendar.dateComponents(in: zone, from: date)`: every component of the date in that
      // time zone, as Foundation's calendar gives them (sample 57: a week model's initializer
      // stopped on it, "not simulated"); an opaque time zone gives an opaque value.
      "dateComponents(in:from:)": { (call) throws(EvalError) -> Value in
        if let unmodelled = call.arguments[0].value.unmodelled { return .opaque(unmodelled) }
        guard let zone = DeviceSettings.foundationTimeZone(call.arguments[0].value) else {
          return .opaque(UnmodelledValue("TimeZone"))
        }
        var calendar = foundation(call)
        calendar.timeZone = zone
        return dateComponents(
          calendar.dateComponents(in: zone, from: try date(call.arguments[1].value, call)))
      },
      "dateComponents(_:from:to:)": { (call) throws(EvalError) -> Value in
        dateComponents(
          foundation(call).dateComponents(
            try components(call.arguments[0].value, call),
            from: try date(call.arguments[1].value, call),
            to: try date(call.arguments[2].value, call)))
      },
      // `calendar.dateInterval(of: .weekOfMonth, for: date)`: the week (month, day, …) that
      // holds the date, as Foundation's calendar computes it; nil where it has none.
      "dateInterval(of:for:)": { (call) throws(EvalError) -> Value in
        let part = try component(call.arguments[0].value, call)
        return foundation(call).dateInterval(
          of: part, for: try date(call.arguments[1].value, call)
        ).map(LibraryType.interval) ?? .null
      },
      // `calendar.range(of: .day, in: .month, for: date)`: the days of the date's month
      // (`1..<31`), as Foundation's calendar computes them; nil where the units do not nest.
      "range(of:in:for:)": { (call) throws(EvalError) -> Value in
        let smaller = try component(call.arguments[0].value, call)
        let larger = try component(call.arguments[1].value, call)
        return foundation(call).range(
          of: smaller, in: larger, for: try date(call.arguments[2].value, call)
        ).map { Value.range(lower: $0.lowerBound, upper: $0.upperBound, closed: false) } ?? .null
      },
      // `calendar.ordinality(of: .day, in: .year, for: date)`: the date's day of the year.
      "ordinality(of:in:for:)": { (call) throws(EvalError) -> Value in
        let smaller = try component(call.arguments[0].value, call)
        let larger = try component(call.arguments[1].value, call)
        return foundation(call).ordinality(
          of: smaller, in: larger, for: try date(call.arguments[2].value, call)
        ).map(Value.int) ?? .null
      },
      // `calendar.maximumRange(of: .day)` (`1..<32`), `minimumRange(of: .day)` (`1..<29`).
      "maximumRange(of:)": { (call) throws(EvalError) -> Value in
        foundation(call).maximumRange(of: try component(call.arguments[0].value, call)).map {
          Value.range(lower: $0.lowerBound, upper: $0.upperBound, closed: false)
        } ?? .null
      },
      "minimumRange(of:)": { (call) throws(EvalError) -> Value in
        foundation(call).minimumRange(of: try component(call.arguments[0].value, call)).map {
          Value.range(lower: $0.lowerBound, upper: $0.upperBound, closed: false)
        } ?? .null
      },
      "date(from:)": { (call) throws(EvalError) -> Value in
        guard let parts = foundationComponents(call.arguments[0].value) else {
          throw call.invalidArguments(.expectedForm, ["form": "date(from: DateComponents(…))"])
        }
        return foundation(call).date(from: parts).map(SceneDate.value) ?? .null
      },
      "date(byAdding:value:to:)": { (call) throws(EvalError) -> Value in
        let part = try component(call.arguments[0].value, call)
        guard case .int(let amount) = call.arguments[1].value else {
          throw call.invalidArguments(
            .expectedForm, ["form": "date(byAdding: .day, value: 1, to: date)"])
        }
        return foundation(call).date(
          byAdding: part, value: amount, to: try date(call.arguments[2].value, call)
        ).map(SceneDate.value) ?? .null
      },
      "date(byAdding:to:)": { (call) throws(EvalError) -> Value in
        guard let parts = foundationComponents(call.arguments[0].value) else {
          throw call.invalidArguments(
            .expectedForm, ["form": "date(byAdding: components, to: date)"])
        }
        return foundation(call).date(byAdding: parts, to: try date(call.arguments[1].value, call))
          .map(SceneDate.value) ?? .null
      },
      "date(bySettingHour:minute:second:of:)": settingTime,
      // With its policies (Apple, `date(bySettingHour:minute:second:of:matchingPolicy:
      // repeatedTimePolicy:direction:)`), each read as Foundation's case of that name.
      "date(bySettingHour:minute:second:of:matchingPolicy:repeatedTimePolicy:direction:)":
        settingTime,
      "startOfDay(for:)": { (call) throws(EvalError) -> Value in
        SceneDate.value(foundation(call).startOfDay(for: try date(call.arguments[0].value, call)))
      },
      "isDateInToday(_:)": { (call) throws(EvalError) -> Value in
        .bool(
          foundation(call).isDate(
            try date(call.arguments[0].value, call), inSameDayAs: call.run.now))
      },
      "isDateInYesterday(_:)": relativeDay(-1),
      "isDateInTomorrow(_:)": relativeDay(1),
      "isDateInWeekend(_:)": { (call) throws(EvalError) -> Value in
        .bool(foundation(call).isDateInWeekend(try date(call.arguments[0].value, call)))
      },
      "isDate(_:inSameDayAs:)": { (call) throws(EvalError) -> Value in
        .bool(
          foundation(call).isDate(
            try date(call.arguments[0].value, call),
            inSameDayAs: try date(call.arguments[1].value, call)))
      },
      "isDate(_:equalTo:toGranularity:)": { (call) throws(EvalError) -> Value in
        .bool(
          foundation(call).isDate(
            try date(call.arguments[0].value, call),
            equalTo: try date(call.arguments[1].value, call),
            toGranularity: try component(call.arguments[2].value, call)))
      },
    ]
    return type
  }()

  /// A scene's `Calendar` of `identifier` in the device's time zone.
  static func calendarValue(_ identifier: String) -> Value {
    .record(
      type: "Calendar",
      fields: [
        Value.Field("identifier", .string(identifier)),
        Value.Field("timeZone", DeviceSettings.timeZone(DeviceSettings.timeZoneIdentifier)),
      ])
  }

  /// Foundation's identifier for a `Calendar.Identifier` case; nil for one idlab does not know.
  private static func calendarIdentifier(_ name: String) -> Calendar.Identifier? {
    switch name {
    case "gregorian": return .gregorian
    case "iso8601": return .iso8601
    case "buddhist": return .buddhist
    case "japanese": return .japanese
    case "hebrew": return .hebrew
    case "islamic": return .islamic
    case "persian": return .persian
    case "chinese": return .chinese
    default: return nil
    }
  }

  /// Foundation's calendar for the call's receiver, with the device's locale.
  private static func foundation(_ call: LibraryCall) -> Calendar {
    foundationCalendar(call.receiver)
      ?? DeviceSettings.calendar(in: TimeZone(identifier: "UTC") ?? .current)
  }

  /// Foundation's calendar for a scene's `Calendar` value, with the device's locale; nil when
  /// `value` is not one.
  static func foundationCalendar(_ value: Value) -> Calendar? {
    guard case .record("Calendar", let fields) = value,
      case .string(let name)? = fields.first?.value
    else { return nil }
    var calendar = Calendar(identifier: calendarIdentifier(name) ?? .gregorian)
    calendar.timeZone =
      DeviceSettings.foundationTimeZone(fields.count > 1 ? fields[1].value : .null)
      ?? calendar.timeZone
    calendar.locale = Locale(identifier: DeviceSettings.localeIdentifier)
    for field in fields.dropFirst(2) {
      guard case .int(let number) = field.value else { continue }
      if field.name == "firstWeekday" { calendar.firstWeekday = number }
      if field.name == "minimumDaysInFirstWeek" { calendar.minimumDaysInFirstWeek = number }
    }
    return calendar
  }

  /// A setter of a week setting kept in the calendar's record (after its identifier and time
  /// zone), for `foundation(_:)` to apply; a value outside `range` is not kept.
  private static func weekSetting(_ name: String, in range: ClosedRange<Int>) -> Setter {
    { call, newValue in
      guard case .record(let type, var fields) = call.receiver, fields.count > 1,
        case .int(let number) = newValue, range.contains(number)
      else { return call.receiver }
      fields.removeAll { $0.name == name }
      fields.append(Value.Field(name, .int(number)))
      return .record(type: type, fields: fields)
    }
  }

  private static func symbols(_ path: KeyPath<Calendar, [String]> & Sendable) -> Member {
    { call in .array(foundation(call)[keyPath: path].map(Value.string)) }
  }

  /// Whether a date is in the day `offset` days from the clock's today.
  private static func relativeDay(_ offset: Int) -> Member {
    { (call) throws(EvalError) -> Value in
      let calendar = foundation(call)
      guard let day = calendar.date(byAdding: .day, value: offset, to: call.run.now) else {
        return .bool(false)
      }
      return .bool(calendar.isDate(try date(call.arguments[0].value, call), inSameDayAs: day))
    }
  }

  /// A `Date` argument as Foundation's date; S204 naming the member for anything else.
  static func date(_ value: Value, _ call: LibraryCall) throws(EvalError) -> Date {
    guard let date = SceneDate.foundation(value) else {
      throw call.invalidArguments(.expectedForm, ["form": "\(call.memberName)(…, a Date)"])
    }
    return date
  }

  private static func component(_ value: Value, _ call: LibraryCall) throws(EvalError)
    -> Calendar.Component
  {
    // `.day`, or `Calendar.Component.day` written in full (its case read as `Component.day`;
    // sample 37).
    guard case .enumCase(_, let written, []) = value,
      let part = calendarComponent(String(written.split(separator: ".").last ?? ""))
    else {
      throw call.invalidArguments(.expectedForm, ["form": "\(call.memberName)(.day, …)"])
    }
    return part
  }

  private static func components(_ value: Value, _ call: LibraryCall) throws(EvalError)
    -> Set<Calendar.Component>
  {
    guard case .array(let elements) = value else {
      throw call.invalidArguments(.expectedForm, ["form": "\(call.memberName)([.year, .month], …)"])
    }
    var parts: Set<Calendar.Component> = []
    for element in elements {
      // `.calendar` and `.timeZone` ask for the calendar and the time zone, which the run's
      // values carry: no part (sample 46: SwiftDate's `allComponentsSet` was refused).
      if case .enumCase(_, let written, []) = element,
        ["calendar", "timeZone"].contains(written.split(separator: ".").last ?? "")
      {
        continue
      }
      parts.insert(try component(element, call))
    }
    return parts
  }
}
