import Foundation
import IdentityEngine

extension LibraryType {
  /// Foundation's `DateInterval`: a record of its `start` and `end` dates, made with `init()`
  /// (both the clock's now), `init(start:end:)` or `init(start:duration:)`, or by
  /// `Calendar.dateInterval(of:for:)`; it gives its `duration` and whether it `contains(_:)` a date, as Foundation's own interval
  /// computes them (sample 38: five screens of a fitness app built their week from one; sample
  /// 37: a budget app grouped its transactions by them).
  static let dateInterval: LibraryType = {
    var type = LibraryType("DateInterval", values: .records)
    type.initializers = [
      // "Initializes an interval with start and end dates set to the current date and the
      // duration set to 0" (Apple, `DateInterval.init()`): the clock's now (sample 47).
      "init()": { call in interval(DateInterval(start: call.run.now, duration: 0)) },
      "init(start:end:)": { (call) throws(EvalError) -> Value in
        let start = try date(call.argument("start"), call)
        let end = try date(call.argument("end"), call)
        guard end >= start else {
          throw call.invalidArguments(.expectedForm, ["form": "DateInterval(start: a, end: b)"])
        }
        return interval(DateInterval(start: start, end: end))
      },
      "init(start:duration:)": { (call) throws(EvalError) -> Value in
        let start = try date(call.argument("start"), call)
        guard let seconds = number(call.argument("duration")), seconds >= 0 else {
          throw call.invalidArguments(
            .expectedForm, ["form": "DateInterval(start: date, duration: 60)"])
        }
        return interval(DateInterval(start: start, duration: seconds))
      },
    ]
    type.properties = [
      "start": { call in
        foundationInterval(call.receiver).map { SceneDate.value($0.start) } ?? .null
      },
      "end": { call in foundationInterval(call.receiver).map { SceneDate.value($0.end) } ?? .null },
      "duration": { call in foundationInterval(call.receiver).map { .double($0.duration) } ?? .null
      },
    ]
    type.methods = [
      "contains(_:)": { (call) throws(EvalError) -> Value in
        guard let interval = foundationInterval(call.receiver) else { return .bool(false) }
        return .bool(interval.contains(try date(call.unlabelled, call)))
      }
    ]
    return type
  }()

  /// A Foundation interval as idlab holds it: a `DateInterval` record of its two dates.
  static func interval(_ interval: DateInterval) -> Value {
    .record(
      type: "DateInterval",
      fields: [
        Value.Field("start", SceneDate.value(interval.start)),
        Value.Field("end", SceneDate.value(interval.end)),
      ])
  }

  /// The Foundation interval a `DateInterval` record holds.
  static func foundationInterval(_ value: Value) -> DateInterval? {
    guard case .record("DateInterval", let fields) = value,
      let start = fields.first(where: { $0.name == "start" }).flatMap({
        SceneDate.foundation($0.value)
      }),
      let end = fields.first(where: { $0.name == "end" }).flatMap({ SceneDate.foundation($0.value) }
      ),
      end >= start
    else { return nil }
    return DateInterval(start: start, end: end)
  }

  private static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let whole): Double(whole)
    case .double(let fraction): fraction
    default: nil
    }
  }
}
