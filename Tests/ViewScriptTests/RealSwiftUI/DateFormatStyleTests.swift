import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// Date format styles as Foundation writes them for an iPhone set to English (US) in UTC, on
/// the virtual clock (Monday 1 January 2024, 09:41 UTC). Expected texts: Apple's en_US patterns
/// for each field ("Monday", "Jan", "9:41 AM"; `Date.FormatStyle.dateTime` alone is the numeric
/// date and the shortened time, https://developer.apple.com/documentation/foundation/date/formatstyle).
@Suite struct DateFormatStyleTests {
  @Test func fieldsAndStylesWriteTheClocksDate() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          let now = Date()
          var body: some View {
            VStack {
              Text(now, format: Date.FormatStyle(date: .omitted, time: .shortened))
              Text(now, format: .dateTime.weekday(.wide).day().month(.abbreviated))
              Text("at \\(now, format: .dateTime.hour(.twoDigits(amPM: .omitted)).minute())")
              Text(now.formatted(.dateTime.year()))
              Text(now.formatted(date: .abbreviated, time: .omitted))
              Text(now, format: .dateTime)
            }
          }
        }
        """, root: "Stamp")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "9:41 AM", "Monday, Jan 1", "at 09:41", "2024", "Jan 1, 2024", "1/1/2024, 9:41 AM",
      ])
  }

  @Test func aStyleIdlabCannotReadStopsAsNotSimulated() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          let now = Date()
          var body: some View { Text(now, format: .iso8601) }
        }
        """, root: "Stamp")
    #expect(scene.first.error?.id == "not-simulated")
  }

  /// A date interpolated with `style:` into a `Text` literal is written as `Text(date, style:)`
  /// writes it (`LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)`): the
  /// long date of the run's fixed locale, "January 1, 2001" for the reference date (written by
  /// hand).
  @Test func aDateInterpolatedWithAStyleIsWrittenAsTextWritesIt() throws {
    let scene = try TestScene(
      source: """
        struct Release: View {
          let date = Date(timeIntervalSinceReferenceDate: 0)
          var body: some View {
            VStack {
              Text("Released \\(date, style: .date)")
              Text(date, style: .date)
            }
          }
        }
        """, root: "Release")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Released January 1, 2001", "January 1, 2001"])
  }

  /// Durations in Foundation's time and units styles; the expected texts were written by a
  /// separate compiled Swift program calling Foundation's `Duration.formatted(_:)` with the same
  /// styles (sample 45 stopped on `.time(pattern:)`).
  @Test func durationsAreWrittenByTheirFormatStyles() throws {
    let scene = try TestScene(
      source: """
        struct Episode: View {
          let millis = 65_300
          var body: some View {
            VStack {
              Text(.milliseconds(millis), format: .time(pattern: .minuteSecond))
              Text(Duration.milliseconds(millis).formatted(.time(pattern: .hourMinuteSecond)))
              Text(Duration.seconds(5).formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2))))
              Text(Duration.milliseconds(millis).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))
              Text("left \\(Duration.seconds(3725), format: .units(allowed: [.hours, .minutes, .seconds], width: .narrow))")
              Text(Duration.seconds(3725).formatted(.units(width: .wide, maximumUnitCount: 1)))
            }
          }
        }
        """, root: "Episode")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "1:05", "0:01:05", "00:00:05", "01:05.30", "left 1h 2m 5s", "1 hour",
      ])
  }

  /// Apple's own examples, not Foundation's output (review of session 22): `Duration.seconds(2)
  /// .formatted()` is "0:00:02", one hour thirty minutes and fifty-six seconds "1:30:56"
  /// (`Duration.formatted()`), one hour with `padHourToLength: 2` "01:00"
  /// (`Pattern.hourMinute(padHourToLength:roundSeconds:)`); and a large value, a hundred hours,
  /// whose hour field is not a clock's and does not wrap: "100:00:00".
  @Test func durationsAsApplesDocumentationWritesThem() throws {
    let scene = try TestScene(
      source: """
        struct Clock: View {
          var body: some View {
            VStack {
              Text(Duration.seconds(2).formatted())
              Text(Duration.seconds(5456).formatted())
              Text(Duration.seconds(3600).formatted(.time(pattern: .hourMinute(padHourToLength: 2))))
              Text(Duration.seconds(360_000).formatted())
            }
          }
        }
        """, root: "Clock")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0:00:02", "1:30:56", "01:00", "100:00:00"])
  }

  /// `.relative(presentation:unitsStyle:)` as Apple's documentation of
  /// `Date.RelativeFormatStyle.presentation` shows it: seven days back is "1 week ago" in the
  /// numeric presentation and "last week" in the named one; in `formatted(_:)`, in
  /// `Text(_:format:)` and in an interpolation (sample 50 showed `‹Date.formatted›` with no word).
  @Test func relativeStylesAsApplesDocumentationWritesThem() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          let past = Calendar.current.date(byAdding: .day, value: -7, to: Date())!
          var body: some View {
            VStack {
              Text(past.formatted(.relative(presentation: .numeric)))
              Text(past, format: .relative(presentation: .named))
              Text("seen \\(past, format: .relative(presentation: .numeric, unitsStyle: .wide))")
            }
          }
        }
        """, root: "Stamp")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["1 week ago", "last week", "seen 1 week ago"])
  }
}
