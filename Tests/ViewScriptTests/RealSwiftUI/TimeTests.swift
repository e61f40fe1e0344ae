import IdentityEngine
import Testing

@testable import ViewScript

/// Time on the virtual clock: `wait` moves it forward and runs what falls due, by due time and
/// then by scheduling order; `Date()` reads it; tasks sleep on it and are cancelled with their
/// views. Expected values are worked out by hand from the schedules in each scene.
@Suite struct TimeTests {
  // MARK: - wait

  @Test(arguments: [
    ("wait 2s", 2_000_000_000), ("wait 500ms", 500_000_000), ("wait 1.5s", 1_500_000_000),
    ("wait  0s", 0), ("wait 0.25s", 250_000_000),
  ])
  func waitReadsItsDuration(action: String, nanoseconds: Int) throws {
    let gesture = try #require(try Gesture.parse(action))
    #expect(gesture.verb == .wait)
    #expect(gesture.nanoseconds == nanoseconds)
  }

  @Test(arguments: [
    "wait two", "wait 2", "wait 2 s", "wait 2h", "wait .5s", "wait 1e3s", "wait 90000s",
  ])
  func aMalformedWaitIsAGestureError(action: String) {
    #expect(throws: GestureSyntaxError.self) { try Gesture.parse(action) }
  }

  @Test func waitFollowedBySwiftIsSwift() throws {
    #expect(try Gesture.parse("wait = 3") == nil)
    #expect(try Gesture.parse("wait(2)") == nil)
  }

  // MARK: - DispatchQueue.main

  static let queue = """
    struct Launch: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text(log.joined(separator: ","))
          Text("\\(Date())")
          Button("Go") {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.append("two") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("one") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1000)) { log.append("one again") }
            DispatchQueue.main.async { log.append("next") }
            log.append("now")
          }
        }
      }
    }
    """

  @Test func mainQueueBlocksRunByDeadlineThenInTheOrderTheyWereScheduled() throws {
    let scene = try TestScene(source: Self.queue)
    #expect(scene.first.tree.texts == ["", "2024-01-01 09:41:00 +0000"])
    // `async` runs after the action's own update, in the same step.
    let tapped = try scene.perform(#"tap "Go""#)
    #expect(tapped.tree.state("log") == .array([.string("now"), .string("next")]))
    let half = try scene.perform("wait 500ms")
    #expect(half.tree.state("log") == .array([.string("now"), .string("next")]))
    // Both 1 s blocks are due at 09:41:01; they run in scheduling order.
    let one = try scene.perform("wait 500ms")
    #expect(one.tree.texts.first == "now,next,one,one again")
    #expect(one.tree.texts.dropFirst().first == "2024-01-01 09:41:01 +0000")
    let two = try scene.perform("wait 1s")
    #expect(two.tree.texts.first == "now,next,one,one again,two")
    #expect(two.tree.texts.dropFirst().first == "2024-01-01 09:41:02 +0000")
    #expect(try scene.perform("wait 10s").tree.texts.first == "now,next,one,one again,two")
  }

  // MARK: - Timer

  static let timer = """
    struct Counter: View {
      @State private var count = 0
      @State private var timer: Timer?
      var body: some View {
        VStack {
          Text("\\(count)")
          Button("Start") {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in
              count += 1
              print("fire \\(count)")
              if count == 3 { t.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("after") }
          }
          Button("Stop") { timer?.invalidate() }
        }
      }
    }
    """

  @Test func aRepeatingTimerFiresEverySecondUntilItIsInvalidated() throws {
    let scene = try TestScene(source: Self.timer)
    try scene.perform(#"tap "Start""#)
    let three = try scene.perform("wait 3s")
    #expect(three.tree.state("count") == .int(3))
    // At 1 s the timer (scheduled first) fires before the block queued after it.
    #expect(scene.run.printed == ["fire 1", "after", "fire 2", "fire 3"])
    let later = try scene.perform("wait 5s")
    #expect(later.tree.state("count") == .int(3))
    #expect(scene.run.printed.count == 4)
  }

  @Test func invalidateFromOutsideTheBlockStopsTheTimer() throws {
    let scene = try TestScene(source: Self.timer)
    try scene.perform(#"tap "Start""#)
    try scene.perform("wait 1.5s")
    try scene.perform(#"tap "Stop""#)
    #expect(try scene.perform("wait 4s").tree.state("count") == .int(1))
  }

  // MARK: - onReceive

  static let publisher = """
    struct Clock: View {
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      @State private var ticks = 0
      var body: some View {
        Text("ticks \\(ticks)")
          .onReceive(timer) { date in
            ticks += 1
            print("\\(date)")
          }
      }
    }
    struct Screen: View {
      @State private var showClock = true
      var body: some View {
        VStack {
          if showClock { Clock() }
          Button("Hide") { showClock = false }
        }
      }
    }
    """

  @Test func onReceiveGetsEachTickWhileItsViewLives() throws {
    let scene = try TestScene(source: Self.publisher, root: "Screen")
    let two = try scene.perform("wait 2.5s")
    #expect(two.tree.texts == ["ticks 2"])
    #expect(scene.run.printed == ["2024-01-01 09:41:01 +0000", "2024-01-01 09:41:02 +0000"])
    let hidden = try scene.perform(#"tap "Hide""#)
    #expect(hidden.events(.destroy).map(\.identity).contains("Screen/VStack/0/some/Clock"))
    try scene.perform("wait 3s")
    #expect(scene.run.printed.count == 2, "no tick reaches a removed view: \(scene.run.printed)")
  }

  // MARK: - Tasks

  static let ticker = """
    struct Ticker: View {
      @State private var seconds = 0
      var body: some View {
        Text("\\(seconds)")
          .task {
            while !Task.isCancelled {
              do {
                try await Task.sleep(for: .seconds(1))
              } catch {
                print("cancelled at \\(seconds)")
                return
              }
              seconds += 1
            }
          }
      }
    }
    struct Screen: View {
      @State private var showTicker = true
      var body: some View {
        VStack {
          if showTicker { Ticker() }
          Button("Hide") { showTicker = false }
        }
      }
    }
    """

  @Test func aTaskLoopSleepsOnTheClockAndCountsSeconds() throws {
    let scene = try TestScene(source: Self.ticker, root: "Screen")
    #expect(scene.first.events(.taskStart).map(\.identity) == ["Screen/VStack/0/some/Ticker/Text"])
    #expect(try scene.perform("wait 1s").tree.texts.first == "1")
    #expect(try scene.perform("wait 2.5s").tree.texts.first == "3")
    #expect(try scene.perform("wait 500ms").tree.texts.first == "4")
  }

  @Test func aSleepingTaskIsCancelledWithItsViewAndNeverRunsItsRest() throws {
    let scene = try TestScene(source: Self.ticker, root: "Screen")
    try scene.perform("wait 3.5s")
    let hidden = try scene.perform(#"tap "Hide""#)
    #expect(
      hidden.events.map { "\($0.kind) \($0.identity)" }.filter { !$0.hasPrefix("transition") } == [
        "taskCancel Screen/VStack/0/some/Ticker/Text", "destroy Screen/VStack/0/some/Ticker/Text",
        "destroy Screen/VStack/0/some/Ticker",
      ])
    // The sleep threw `CancellationError` at once: the catch saw it, in the same step.
    #expect(scene.run.printed == ["cancelled at 3"])
    try scene.perform("wait 5s")
    #expect(scene.run.printed == ["cancelled at 3"])
  }

  @Test func taskIDRestartCancelsTheSleepingRunAndStartsANewOne() throws {
    let scene = try TestScene(
      source: """
        struct Search: View {
          @State private var query = "a"
          var body: some View {
            Text(query)
              .task(id: query) {
                let mine = query
                do {
                  try await Task.sleep(nanoseconds: 1_000_000_000)
                  print("loaded \\(mine)")
                } catch {
                  print("cancelled \\(mine)")
                }
              }
          }
        }
        """)
    try scene.perform("wait 500ms")
    let changed = try scene.perform(#"query = "b""#)
    #expect(changed.events.map(\.kind) == [.taskCancel, .taskStart])
    #expect(scene.run.printed == ["cancelled a"])
    // The new run sleeps its own full second from the change.
    try scene.perform("wait 900ms")
    #expect(scene.run.printed == ["cancelled a"])
    try scene.perform("wait 100ms")
    #expect(scene.run.printed == ["cancelled a", "loaded b"])
  }

  @Test func anUnstructuredTaskStartsAfterTheActionAndCanBeCancelled() throws {
    let scene = try TestScene(
      source: """
        struct Poller: View {
          @State private var polls = 0
          @State private var job: Task<Void, Never>?
          var body: some View {
            VStack {
              Text("\\(polls)")
              Button("Poll") {
                job = Task {
                  while true {
                    polls += 1
                    try? await Task.sleep(for: .seconds(2))
                    if Task.isCancelled { break }
                  }
                  print("stopped")
                }
                print("scheduled")
              }
              Button("Cancel") { job?.cancel() }
            }
          }
        }
        """)
    #expect(try scene.perform(#"tap "Poll""#).tree.texts.first == "1")
    #expect(scene.run.printed == ["scheduled"])
    #expect(try scene.perform("wait 4s").tree.texts.first == "3")
    let cancelled = try scene.perform(#"tap "Cancel""#)
    #expect(cancelled.tree.texts.first == "3")
    #expect(scene.run.printed == ["scheduled", "stopped"])
  }

  // MARK: - TimelineView

  @Test func aTimelineViewBuildsItsContentAgainAtEachEntry() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            VStack {
              TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 725_794_860), by: 2)) { context in
                Text("periodic \\(context.date.timeIntervalSince(Date(timeIntervalSinceReferenceDate: 725_794_860)))")
              }
              TimelineView(.everyMinute) { context in
                Text("minute \\(context.date)")
              }
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == ["periodic 0.0", "minute 2024-01-01 09:41:00 +0000"])
    #expect(try scene.perform("wait 1s").tree.texts.first == "periodic 0.0")
    let three = try scene.perform("wait 2s")
    #expect(three.tree.texts.first == "periodic 2.0")
    #expect(three.events(.create).isEmpty, "the same identities, new content values")
    let minute = try scene.perform("wait 57s")
    #expect(minute.tree.texts == ["periodic 60.0", "minute 2024-01-01 09:42:00 +0000"])
  }

  // MARK: - Dates

  @Test func datesReadTheClockAndDoArithmetic() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var start = Date()
          @State private var elapsed = 0.0
          var body: some View {
            VStack {
              Text(start.formatted())
              Text("\\(elapsed)")
              Text("\\(start.addingTimeInterval(90))")
              Text(start.formatted(date: .complete, time: .complete))
              Text(start.formatted(date: .abbreviated, time: .omitted))
              Text(start.formatted(date: .omitted, time: .standard))
              Button("Lap") { elapsed = Date.now.timeIntervalSince(start) }
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == [
        "1/1/2024, 9:41 AM", "0.0", "2024-01-01 09:42:30 +0000",
        "Monday, January 1, 2024 at 9:41:00 AM GMT", "Jan 1, 2024", "9:41:00 AM",
      ])
    try scene.perform("wait 1.5s")
    #expect(try scene.perform(#"tap "Lap""#).tree.texts.dropFirst().first == "1.5")
  }
}
