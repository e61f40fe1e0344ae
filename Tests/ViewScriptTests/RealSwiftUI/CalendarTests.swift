import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `Calendar` and `DateComponents` on the virtual clock, which starts on Monday 1 January 2024
/// at 09:41 UTC (docs/semantics.md, "Time"); a range of dates (`ClosedRange<Date>`). The
/// expected values are the Gregorian calendar's: 1 January 2024 was a Monday (weekday 2, Sunday
/// being 1), January has 31 days, 2024 is a leap year.
@Suite struct CalendarTests {
  @Test func theDevicesCalendarReadsAndBuildsDatesOnTheClock() throws {
    let scene = try TestScene(
      source: """
        struct Agenda: View {
          @State private var day = Date()
          let calendar = Calendar.current
          var body: some View {
            VStack {
              Text("hour \\(calendar.component(.hour, from: day)), weekday \\(calendar.component(.weekday, from: day))")
              Text(calendar.isDateInToday(day) ? "today" : "another day")
              Text(calendar.isDateInWeekend(day) ? "weekend" : "weekday")
              Text("\\(calendar.dateComponents([.day], from: calendar.startOfDay(for: day), to: calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!).day ?? -1) days to March")
              Text(calendar.shortWeekdaySymbols.first ?? "")
              Button("Next") { day = calendar.date(byAdding: .day, value: 1, to: day)! }
            }
          }
        }
        """, root: "Agenda")
    #expect(scene.first.error == nil)
    #expect(
      Array(scene.first.tree.texts.prefix(5)) == [
        "hour 9, weekday 2", "today", "weekday", "60 days to March", "Sun",
      ])
    let next = try scene.perform(#"tap "Next""#)
    #expect(Array(next.tree.texts.prefix(2)) == ["hour 9, weekday 3", "another day"])
  }

  @Test func dateComponentsAreReadAndWrittenPartByPart() throws {
    let scene = try TestScene(
      source: """
        struct Parts: View {
          var body: some View {
            var parts = DateComponents(year: 2024, month: 2)
            parts.day = 29
            let leap = Calendar(identifier: .gregorian).date(from: parts)
            let back = leap.map { Calendar.current.dateComponents([.year, .month, .day], from: $0) }
            return Text("\\(back?.month ?? 0)/\\(back?.day ?? 0) \\(parts.hour == nil)")
          }
        }
        """, root: "Parts")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["2/29 true"])
  }

  /// `setValue(_:for:)` and `value(for:)` read and write a part by its `Calendar.Component`
  /// (Apple, `DateComponents.setValue(_:for:)`; sample 46: the write was lost, so SwiftDate's
  /// `30.days` was empty); a set of components may name `.calendar` and `.timeZone`, which are
  /// not parts (sample 46: refused). Expected values by hand.
  @Test func aPartIsSetAndReadByItsComponent() throws {
    let scene = try TestScene(
      source: """
        struct Parts: View {
          var body: some View {
            var parts = DateComponents()
            parts.setValue(30, for: .day)
            parts.setValue(2, for: .hour)
            let all: Set<Calendar.Component> = [.year, .month, .day, .calendar, .timeZone]
            let now = Calendar.current.dateComponents(all, from: Date())
            return Text("\\(parts.day ?? -1) \\(parts.value(for: .hour) ?? -1) \\(parts.month == nil) \\(now.year ?? 0)-\\(now.month ?? 0)")
          }
        }
        """, root: "Parts")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["30 2 true 2024-1"])
  }

  /// `ClosedRange<Bound: Comparable>` (the Swift standard library): a `DatePicker`'s range of
  /// dates.
  @Test func aRangeOfDatesKeepsItsBounds() throws {
    let scene = try TestScene(
      source: """
        struct Booking: View {
          @State private var day = Date()
          var allowed: ClosedRange<Date> {
            let calendar = Calendar.current
            return calendar.date(from: DateComponents(year: 2023, month: 1, day: 1))!...calendar.date(from: DateComponents(year: 2025, month: 12, day: 31))!
          }
          var body: some View {
            VStack {
              DatePicker("Day", selection: $day, in: allowed, displayedComponents: .date)
              Text(allowed.contains(day) ? "allowed" : "outside")
            }
          }
        }
        """, root: "Booking")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts.last == "allowed")
  }

  /// `calendar.firstWeekday = 2` is kept and used (Apple, `Calendar.firstWeekday`: "The first
  /// weekday of the calendar"): the start of the current week is then a Monday (weekday 2), and
  /// a Sunday (weekday 1) for a calendar left as it is; a value outside 1...7 is not kept.
  @Test func aCalendarsFirstWeekdayIsKeptAndUsed() throws {
    let scene = try TestScene(
      source: """
        func weekStart(_ calendar: Calendar) -> Int {
          let now = Date()
          let start = calendar.date(
            from: calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: now))!
          return calendar.component(.weekday, from: start)
        }
        struct Week: View {
          var body: some View {
            var monday = Calendar(identifier: .gregorian)
            monday.firstWeekday = 2
            var odd = Calendar(identifier: .gregorian)
            odd.firstWeekday = 9
            return Text("\\(monday.firstWeekday) \\(weekStart(monday)) \\(weekStart(Calendar(identifier: .gregorian))) \\(odd.firstWeekday)")
          }
        }
        """, root: "Week")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2 2 1 1"])
  }

  /// An implicit member passed to a simulated library method the program does not declare
  /// (`dateComponents([.year, .month], from:)`, `component(.month, from:)`) is that method's
  /// parameter type's member, never a program enum's case of that name (`Bucket.month(String)`,
  /// `Bucket.year`): Swift takes the contextual type from the parameter (SE-0287). The audit's
  /// sample W stopped five confirmations on it. The clock starts on 1 January 2024.
  @Test func anImplicitMemberOfALibraryMethodIsItsParametersType() throws {
    let scene = try TestScene(
      source: """
        enum Bucket { case month(String), year }
        struct Stamp: View {
          var body: some View {
            let calendar = Calendar.current
            let parts = calendar.dateComponents([.year, .month], from: Date())
            VStack {
              Text("\\(parts.year ?? 0) \\(parts.month ?? 0)")
              Text("\\(calendar.component(.month, from: Date()))")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2024 1", "1"])
  }

  /// `date.compare(other)` is Foundation's `ComparisonResult`, compared with its cases
  /// (Apple, `Date.compare(_:)`): the clock starts on 1 January 2024.
  @Test func aDateComparesToAnother() throws {
    let scene = try TestScene(
      source: """
        struct Due: View {
          let due = Date().addingTimeInterval(3600)
          var body: some View {
            VStack {
              Text(Date().compare(due) == .orderedAscending ? "before" : "after")
              Text(due.compare(Date()) == .orderedDescending ? "later" : "sooner")
              Text(due.compare(due) == .orderedSame ? "same" : "other")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["before", "later", "same"])
  }

  /// `range(of:in:for:)`, `ordinality(of:in:for:)`, `maximumRange(of:)` and
  /// `minimumRange(of:)` are Foundation's (Apple, `Calendar`); until session 20 opaque, and a
  /// month grid's `ForEach` over the days stopped (three files of samples 40 and 41). Expected
  /// by hand: the clock starts on 1 January 2024; February 2024 has 29 days, its 10th is the
  /// year's 41st day; a Gregorian month has 28 to 31 days.
  @Test func rangesAndOrdinalitiesAreTheCalendars() throws {
    let scene = try TestScene(
      source: """
        struct Month: View {
          let calendar = Calendar.current
          var body: some View {
            let february = calendar.date(byAdding: .day, value: 40, to: Date())!
            let days = calendar.range(of: .day, in: .month, for: february)!
            VStack {
              ForEach(days, id: \\.self) { day in Text("\\(day)") }
              Text("\\(calendar.range(of: .day, in: .month, for: Date())!.count)")
              Text("\\(calendar.ordinality(of: .day, in: .year, for: february)!)")
              Text("\\(calendar.maximumRange(of: .day)!) \\(calendar.minimumRange(of: .day)!)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let texts = scene.first.tree.texts
    #expect(texts.prefix(29) == ArraySlice((1...29).map(String.init)))
    #expect(texts.dropFirst(29) == ["31", "41", "1..<32 1..<29"])
  }

  /// `date(bySettingHour:minute:second:of:)` with a matching policy, a repeated-time policy and
  /// a direction is Foundation's answer, here (a UTC device, no skipped or repeated hour) the
  /// same time as without them. Expected by hand: 5:02:05 is 125 seconds after 5:00:00.
  @Test func settingATimeWithPoliciesIsFoundations() throws {
    let scene = try TestScene(
      source: """
        struct Hour: View {
          let now = Date(timeIntervalSince1970: 3600 * 5 + 125)
          var body: some View {
            let top = Calendar.current.date(
              bySettingHour: 5, minute: 0, second: 0, of: now, matchingPolicy: .nextTime,
              repeatedTimePolicy: .first, direction: .forward)!
            let plain = Calendar.current.date(bySettingHour: 5, minute: 0, second: 0, of: now)!
            Text("\\(Calendar.current.dateComponents([.second], from: top, to: now).second!)")
            Text(top == plain ? "same" : "different")
          }
        }
        """, root: "Hour")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["125", "same"])
  }
}
