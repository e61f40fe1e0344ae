import IdentityEngine
import Testing

@testable import ViewScript

/// Foundation's date formatters on the virtual clock: `DateFormatter` and
/// `RelativeDateTimeFormatter` write what Foundation writes for the device's fixed locale
/// (`en_US_POSIX`) and time zone (UTC) unless the scene sets others. The clock starts at
/// Monday 1 January 2024, 09:41:00 UTC; the expected texts are the CLDR English and Spanish
/// patterns for that instant, written out by hand (`\u{202F}` is the narrow no-break space CLDR
/// puts before AM/PM).
@Suite struct FormatterTests {
  static let clock = """
    struct Clock: View {
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      @State private var now = Date()
      var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .long
        return formatter
      }
      static let stamp: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
      }()
      var body: some View {
        VStack {
          Text("Now: \\(formatter.string(from: now))")
          Text(Self.stamp.string(from: now))
          Text(now, style: .date)
          Text(now, style: .time)
          Text(DateFormatter.localizedString(from: now, dateStyle: .short, timeStyle: .none))
        }
        .onReceive(timer) { date in now = date }
      }
    }
    """

  @Test func aDateFormatterWritesTheClocksDateAndFollowsIt() throws {
    let scene = try TestScene(source: Self.clock)
    expectLines(
      scene.first.tree.texts.joined(separator: "\n"),
      """
      Now: Jan 1, 2024 at 9:41:00\u{202F}AM GMT
      2024-01-01 09:41:00
      January 1, 2024
      9:41\u{202F}AM
      1/1/24
      """)
    let later = try scene.perform("wait 2s")
    #expect(
      later.tree.texts.prefix(2) == [
        "Now: Jan 1, 2024 at 9:41:02\u{202F}AM GMT", "2024-01-01 09:41:02",
      ])
    // The texts change; the views keep their identities.
    #expect(
      later.tree.allNodes.map(\.identity) == scene.first.tree.allNodes.map(\.identity))
  }

  @Test func localeTimeZoneAndFormatAreTheFormattersOwn() throws {
    let scene = try TestScene(
      source: """
        struct Agenda: View {
          @State private var parsed = ""
          var spanish: DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "es_ES")
            formatter.timeZone = TimeZone(identifier: "Europe/Madrid")
            formatter.dateStyle = .full
            formatter.timeStyle = .short
            return formatter
          }
          var body: some View {
            VStack {
              Text(spanish.string(from: Date()))
              Text(spanish.locale.identifier)
              Text(parsed)
              Button("Parse") {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd"
                if let day = formatter.date(from: "2024-02-29") {
                  parsed = "\\(day) \\(formatter.dateFormat)"
                }
                if formatter.date(from: "yesterday") == nil { parsed += " nil" }
              }
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == ["lunes, 1 de enero de 2024, 10:41", "es_ES", ""])
    let parsed = try scene.perform(#"tap "Parse""#)
    #expect(parsed.tree.state("parsed") == .string("2024-02-29 00:00:00 +0000 yyyy-MM-dd nil"))
  }

  /// A formatter's day and month names are its locale's (CLDR English and Spanish, written out
  /// by hand; sample 46's week header read `shortWeekdaySymbols`).
  @Test func aFormattersDayAndMonthNamesAreItsLocales() throws {
    let scene = try TestScene(
      source: """
        struct Week: View {
          var spanish: DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "es_ES")
            return formatter
          }
          var body: some View {
            VStack {
              Text(DateFormatter().shortWeekdaySymbols.joined(separator: " "))
              Text(DateFormatter().veryShortWeekdaySymbols.joined())
              Text(spanish.monthSymbols[0] + " " + spanish.weekdaySymbols[1])
              Text("\\(DateFormatter().shortMonthSymbols.count)")
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == ["Sun Mon Tue Wed Thu Fri Sat", "SMTWTFS", "enero lunes", "12"])
  }

  /// The day and month names are `var`s in Foundation: the program's own list is read back
  /// (review of session 22: setting one was an S204 that blamed valid Swift).
  @Test func aFormattersDayNamesCanBeSet() throws {
    let scene = try TestScene(
      source: """
        struct Week: View {
          var short: DateFormatter {
            let formatter = DateFormatter()
            formatter.shortWeekdaySymbols = ["Do", "Lu", "Ma", "Mi", "Ju", "Vi", "Sa"]
            return formatter
          }
          var body: some View {
            Text(short.shortWeekdaySymbols.joined(separator: " "))
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Do Lu Ma Mi Ju Vi Sa"])
  }

  @Test func aRelativeFormatterCountsFromTheClock() throws {
    let scene = try TestScene(
      source: """
        struct Since: View {
          let start = Date()
          var relative: RelativeDateTimeFormatter {
            let formatter = RelativeDateTimeFormatter()
            formatter.dateTimeStyle = .named
            return formatter
          }
          var short: RelativeDateTimeFormatter {
            let formatter = RelativeDateTimeFormatter()
            formatter.unitsStyle = .abbreviated
            return formatter
          }
          var body: some View {
            TimelineView(.periodic(from: start, by: 60)) { context in
              VStack {
                Text(relative.localizedString(for: start, relativeTo: context.date))
                Text(relative.localizedString(fromTimeInterval: 86400))
                Text(short.localizedString(for: start.addingTimeInterval(-7200), relativeTo: start))
              }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["now", "tomorrow", "2h ago"])
    let later = try scene.perform("wait 120s")
    #expect(later.tree.texts == ["2 minutes ago", "tomorrow", "2h ago"])
  }

  @Test func aValueTheFormatterDoesNotTakeIsALocatedError() throws {
    let scene = try TestScene(
      source: """
        struct Broken: View {
          var body: some View {
            Button("Set") {
              let formatter = DateFormatter()
              formatter.dateStyle = .tiny
            }
          }
        }
        """)
    let failure = try #require(try scene.perform(#"tap "Set""#).error)
    #expect(failure.message.contains("dateStyle"))
    #expect(failure.line == 5)
  }

  /// `Text(date, style:)` relative to the clock's now, as Apple's examples write them:
  /// `.relative` "2 hours, 23 minutes", `.offset` "-2 hours" (the sign, the largest unit),
  /// `.timer` "2:32"; the interpolation `"\\(date, style: .relative)"` too.
  @Test func relativeOffsetAndTimerStylesReadTheClock() throws {
    let scene = try TestScene(
      source: """
        struct Since: View {
          let start = Date().addingTimeInterval(-(2 * 3600 + 23 * 60))
          let soon = Date().addingTimeInterval(152)
          var body: some View {
            VStack {
              Text(start, style: .relative)
              Text(start, style: .offset)
              Text(soon, style: .timer)
              Text("since \\(start, style: .relative)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "2 hours, 23 minutes", "-2 hours", "2:32", "since 2 hours, 23 minutes",
      ])
  }

  /// `Text(timerInterval:countsDown:)`: the time left to the end of the interval (counting up,
  /// gone since its start) at the clock's now, on a timer's face (Apple).
  @Test func aTimerIntervalTextCountsFromTheClock() throws {
    let scene = try TestScene(
      source: """
        struct Rest: View {
          let start = Date()
          var body: some View {
            VStack {
              Text(timerInterval: start...start.addingTimeInterval(45), countsDown: true)
              Text(timerInterval: start.addingTimeInterval(-30)...start.addingTimeInterval(45), countsDown: false)
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0:45", "0:30"])
  }

  /// `DateFormatter.dateFormat(fromTemplate:options:locale:)` is the locale's pattern for the
  /// template's fields (CLDR's available formats: English `yMMMd` is `MMM d, y`, `MMdd` is
  /// `MM/dd`; German `MMdd` is `dd.MM.`); a formatter class's static method idlab does not
  /// model is an opaque value, listed. Sample 52: the text of the call itself became a date
  /// format ("Monday, 1AM").
  @Test func aTemplatesPatternIsTheLocales() throws {
    let scene = try TestScene(
      source: """
        struct Patterns: View {
          var body: some View {
            let us = Locale(identifier: "en_US")
            VStack {
              Text(DateFormatter.dateFormat(fromTemplate: "MMdd", options: 0, locale: .current) ?? "nil")
              Text(DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: us) ?? "nil")
              Text(DateFormatter.dateFormat(
                fromTemplate: "MMdd", options: 0, locale: Locale(identifier: "de_DE")) ?? "nil")
              Text("\\(ISO8601DateFormatter.string(from: .now, timeZone: .current, formatOptions: []))")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == ["MM/dd", "MMM d, y", "dd.MM.", "‹ISO8601DateFormatter.string›"])
    #expect(
      scene.run.runtimeOpaque.map { $0.arguments["name"] } == ["ISO8601DateFormatter.string"])
  }
}
