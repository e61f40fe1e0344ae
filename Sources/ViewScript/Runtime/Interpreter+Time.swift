import Foundation
import IdentityEngine
import SwiftSyntax

/// Time on the scene's virtual clock (`Simulation.clock`): `Date()`, `DispatchQueue.main`,
/// `Timer`, `Task.sleep` in `.task` and `Task { }` bodies that suspend and go on later,
/// `.onReceive(timer)` and `TimelineView`. Rules and sources: docs/semantics.md, "Time".
extension Interpreter {
  /// The instant the clock starts at, as `Date` counts it (seconds since 1 January 2001):
  /// Monday 1 January 2024, 09:41:00 UTC.
  static let clockEpoch = 725_794_860.0
  /// The shortest interval a `Timer` takes (Apple: "0.0001 seconds instead").
  static let shortestTimerInterval = 100_000

  // MARK: - Dates

  /// Nanoseconds since the scene started.
  var clockNow: Int { simulation?.clock.now ?? 0 }

  /// The `Date` `nanoseconds` after the scene started.
  func date(atNanoseconds nanoseconds: Int) -> Value {
    date(seconds: Self.clockEpoch + Double(nanoseconds) / 1e9)
  }

  /// The `Date` `seconds` after 1 January 2001.
  func date(seconds: Double) -> Value {
    SceneDate.value(Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// A `Date` value's seconds since 1 January 2001.
  func dateSeconds(_ value: Value) -> Double? {
    SceneDate.foundation(value)?.timeIntervalSinceReferenceDate
  }

  /// The clock's `Date()`, as Foundation's date.
  var now: Date {
    Date(timeIntervalSinceReferenceDate: Self.clockEpoch + Double(clockNow) / 1e9)
  }

  /// How `print(date)` and `"\(date)"` show a date: `2024-01-01 09:41:00 +0000`.
  func dateDescription(_ seconds: Double) -> String {
    let parts = utcComponents(seconds)
    func two(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) +0000"
  }

  private func utcComponents(_ seconds: Double) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .weekday],
      from: Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// `Date()`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSinceReferenceDate:)`,
  /// `Date(timeIntervalSince1970:)`, `Date(timeInterval:since:)`; nil for other initializers.
  func dateInitializer(_ arguments: [Argument]) -> Value? {
    let now = Self.clockEpoch + Double(clockNow) / 1e9
    guard let first = arguments.first else { return date(seconds: now) }
    // `Date(timeInterval: 60, since: start)`: seconds after another date (Apple,
    // `Date.init(timeInterval:since:)`; sample 42's extension initializer delegated to it).
    if arguments.count == 2, first.label == "timeInterval", arguments[1].label == "since",
      let seconds = double(first.value), let start = dateSeconds(arguments[1].value)
    {
      return date(seconds: start + seconds)
    }
    guard arguments.count == 1, let seconds = double(first.value) else { return nil }
    switch first.label {
    case "timeIntervalSinceNow": return date(seconds: now + seconds)
    case "timeIntervalSinceReferenceDate": return date(seconds: seconds)
    case "timeIntervalSince1970": return date(seconds: seconds - 978_307_200)
    default: return nil
    }
  }

  /// Seconds (`2`, `1.5`) or a duration (`.seconds(2)`, `.milliseconds(500)`), in nanoseconds,
  /// kept between 0 and about three years.
  func intervalNanoseconds(_ value: Value) -> Int? {
    var seconds: Double?
    switch value {
    case .int, .double:
      seconds = double(value)
    case .enumCase(_, let name, let payload) where payload.count == 1:
      let scale: [String: Double] = [
        "seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9,
      ]
      if let factor = scale[name], let amount = double(payload[0]) { seconds = amount * factor }
    case .record("DispatchTime", _):
      return nil
    default:
      break
    }
    guard let seconds, seconds.isFinite else { return nil }
    return Int((min(max(seconds, 0), 1e8) * 1e9).rounded())
  }

  // MARK: - Hooks from the library

  /// `Date.now`, `Date.distantPast`, `Date.distantFuture`, `Task.isCancelled`,
  /// `DispatchQueue.main`.
  func timeStatic(_ typeName: String, _ name: String) -> Value? {
    switch (typeName, name) {
    case ("Date", "now"): return date(atNanoseconds: clockNow)
    // Foundation's own far dates (the year 1 and the year 4001), whatever the clock says.
    case ("Date", "distantPast"): return SceneDate.value(Date.distantPast)
    case ("Date", "distantFuture"): return SceneDate.value(Date.distantFuture)
    case ("Task", "isCancelled"): return .bool(currentTask?.handle.isCancelled ?? false)
    case ("DispatchQueue", "main"): return .opaque(MainQueueValue())
    default: return nil
    }
  }

  /// `Task.sleep(…)`, `Task.checkCancellation()`, `Timer.scheduledTimer(…)`,
  /// `Timer.publish(every:…)`, `DispatchTime.now()`.
  func timeStaticCall(
    _ typeName: String, _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch (typeName, name) {
    case ("Task", "sleep"):
      let amount = arguments.first.flatMap { argument in
        argument.label == "for" ? intervalNanoseconds(argument.value) : integer(argument.value)
      }
      try sleep(nanoseconds: max(0, amount ?? 0), at: node)
      return .null
    case ("Task", "checkCancellation"):
      if currentTask?.handle.isCancelled == true { throw cancellationError(at: node) }
      return .null
    case ("Task", "yield"):
      return .null
    case ("Timer", "scheduledTimer"):
      return try scheduledTimer(arguments, at: node)
    case ("Timer", "publish"):
      guard let every = arguments.first(where: { $0.label == "every" }),
        let interval = intervalNanoseconds(every.value)
      else {
        throw invalidArguments(
          "Timer.publish", .writeForm, ["form": "Timer.publish(every: 1, on: .main, in: .common)"],
          at: node)
      }
      let source = TimerSource(interval: max(interval, Self.shortestTimerInterval))
      return .opaque(TimerPublisherValue(source))
    case ("DispatchTime", "now"):
      return dispatchTime(clockNow)
    default:
      return nil
    }
  }

  private func integer(_ value: Value) -> Int? {
    if case .int(let int) = value { return int }
    return double(value).map { Int($0) }
  }

  private func dispatchTime(_ nanoseconds: Int) -> Value {
    .record(type: "DispatchTime", fields: [Value.Field("uptimeNanoseconds", .int(nanoseconds))])
  }

  /// Methods of the main queue, timers, timer publishers, tasks and dates; nil for other values.
  func timeMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    if case .opaque(let opaque) = base {
      switch (opaque, name) {
      case (is MainQueueValue, "async"), (is MainQueueValue, "asyncAfter"):
        try enqueueOnMain(name, arguments, at: node)
        return .null
      case (let timer as TimerValue, "invalidate"):
        timer.invalidate()
        return .null
      case (let publisher as TimerPublisherValue, "autoconnect"),
        (let publisher as TimerPublisherValue, "connect"):
        return .opaque(publisher)
      case (let task as TaskValue, "cancel"):
        task.handle.cancel()
        return .null
      default:
        return nil
      }
    }
    guard let seconds = dateSeconds(base) else { return nil }
    let first = arguments.first?.value
    switch name {
    case "timeIntervalSince":
      guard let other = first.flatMap(dateSeconds) else { return nil }
      return .double(seconds - other)
    case "addingTimeInterval", "advanced":
      guard let delta = first.flatMap(double) else { return nil }
      return date(seconds: seconds + delta)
    case "compare" where arguments.count == 1:
      // `a.compare(b)`: Foundation's `ComparisonResult` (the thirty-third sample's S-stop).
      guard let other = first.flatMap(dateSeconds) else { return nil }
      let order =
        seconds < other ? "orderedAscending" : seconds > other ? "orderedDescending" : "orderedSame"
      return .enumCase(type: "ComparisonResult", name: order, payload: [])
    case "formatted" where arguments.count == 1 && arguments[0].label == nil:
      // `date.formatted(.dateTime.hour().minute())`: the style as its source writes it.
      guard let syntax = arguments[0].syntax else { return nil }
      return dateText(Date(timeIntervalSinceReferenceDate: seconds), style: styleSource(syntax))
        .map(Value.string)
    case "formatted":
      func style(_ label: String, _ fallback: String) -> String? {
        guard let argument = arguments.first(where: { $0.label == label }) else { return fallback }
        guard case .enumCase(_, let name, let payload) = argument.value, payload.isEmpty else {
          return nil
        }
        return name
      }
      guard arguments.allSatisfy({ $0.label == "date" || $0.label == "time" }),
        let dateStyle = style("date", arguments.isEmpty ? "numeric" : "omitted"),
        let timeStyle = style("time", arguments.isEmpty ? "shortened" : "omitted")
      else { return nil }
      return DateFormatStyle.text(
        of: Date(timeIntervalSinceReferenceDate: seconds), date: dateStyle, time: timeStyle
      ).map(Value.string)
    default:
      return nil
    }
  }

  /// `date` as the style its source writes gives it (`.dateTime.hour()`, `.relative(…)`, in
  /// `formatted(_:)`, `Text(_:format:)` and an interpolation's `format:`); nil for a style idlab
  /// does not know.
  func dateText(_ date: Date, style: ExprSyntax) -> String? {
    if let relative = relativeStyle(style) {
      return relative.string(for: date, relativeTo: now)
    }
    return DateFormatStyle.text(of: date, style: style)
  }

  /// `.relative(presentation: .named, unitsStyle: .wide)` (`Date.RelativeFormatStyle`, Apple: the
  /// date "relative to now", "yesterday", "in 2 hours"), as the relative formatter with the same
  /// settings writes it from the scene's clock (sample 50: shown as `‹Date.formatted›` with no
  /// word); nil for another style.
  private func relativeStyle(_ style: ExprSyntax) -> RelativeDateTimeFormatterValue? {
    guard let call = style.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "relative",
      member.base == nil
        || ["Date.RelativeFormatStyle", "FormatStyle"].contains(
          member.base?.trimmedDescription ?? "")
    else { return nil }
    let formatter = RelativeDateTimeFormatterValue()
    // The style's units, named as the formatter's (`RelativeDateTimeFormatterValue.units`).
    let units = [
      "wide": "full", "spellOut": "spellOut", "abbreviated": "short", "narrow": "abbreviated",
    ]
    for argument in call.arguments {
      let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      switch (argument.label?.text, name) {
      case ("presentation", let presentation?) where ["named", "numeric"].contains(presentation):
        formatter.dateTimeStyle = presentation
      case ("unitsStyle", let unit?):
        guard let style = units[unit] else { return nil }
        formatter.unitsStyle = style
      default:
        return nil
      }
    }
    return formatter
  }

  /// `date.timeIntervalSince1970`, `date.timeIntervalSinceNow`, `timer.isValid`,
  /// `task.isCancelled`; nil for other members.
  func timeProperty(_ name: String, of base: Value) -> Value? {
    if case .opaque(let opaque) = base {
      if let timer = opaque as? TimerValue, name == "isValid" { return .bool(timer.isValid) }
      if let task = opaque as? TaskValue, name == "isCancelled" {
        return .bool(task.handle.isCancelled)
      }
      if let publisher = opaque as? TimerPublisherValue, name == "upstream" {
        return .opaque(publisher)
      }
      return nil
    }
    guard let seconds = dateSeconds(base) else { return nil }
    switch name {
    case "timeIntervalSince1970": return .double(seconds + 978_307_200)
    case "timeIntervalSinceNow":
      return .double(seconds - (Self.clockEpoch + Double(clockNow) / 1e9))
    default: return nil
    }
  }

  /// `date + seconds`, `date - seconds`, date comparisons, `.now() + 2` on a `DispatchTime`.
  func timeOperator(_ op: String, _ left: Value, _ right: Value) -> Value? {
    if let seconds = dateSeconds(left) {
      if let other = dateSeconds(right) {
        switch op {
        case "<": return .bool(seconds < other)
        case ">": return .bool(seconds > other)
        case "<=": return .bool(seconds <= other)
        case ">=": return .bool(seconds >= other)
        default: return nil
        }
      }
      guard let delta = double(right) else { return nil }
      switch op {
      case "+": return date(seconds: seconds + delta)
      case "-": return date(seconds: seconds - delta)
      default: return nil
      }
    }
    if op == "+", dateSeconds(right) != nil { return timeOperator(op, right, left) }
    if case .record("DispatchTime", let fields) = left, case .int(let start)? = fields.first?.value,
      op == "+", let delta = intervalNanoseconds(right)
    {
      return dispatchTime(start + delta)
    }
    return nil
  }

  // MARK: - The main queue and timers

  /// `DispatchQueue.main.async { }` (after the current step's updates) and
  /// `asyncAfter(deadline: .now() + seconds) { }`.
  private func enqueueOnMain(_ name: String, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError)
  {
    guard
      let block = arguments.last(where: { ($0.label == nil || $0.label == "execute") })
        .flatMap({ asFunction($0.value) })
    else {
      throw invalidArguments(name, .missingClosureToRun, at: node)
    }
    var due = clockNow
    if name == "asyncAfter" {
      let deadline = arguments.first { $0.label == "deadline" || $0.label == "wallDeadline" }
      guard case .record("DispatchTime", let fields)? = deadline?.value,
        case .int(let instant)? = fields.first?.value
      else {
        throw invalidArguments(
          name, .writeForm, ["form": "asyncAfter(deadline: .now() + 2) { … }"], at: node)
      }
      due = instant
    }
    let position = Syntax(node)
    let work = Callback { [self] in
      _ = try self.entry { () throws(EvalError) -> Value in
        try self.call(block, [], builder: false, at: position)
      }
    }
    if let clock = simulation?.clock {
      clock.schedule(at: due, work)
    } else {
      do { try work.run() } catch { throw wrapThrown(error) }
    }
  }

  /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }`, and the
  /// target-action form `Timer.scheduledTimer(timeInterval: 1, target: self, selector:
  /// #selector(tick), userInfo: nil, repeats: true)`, whose firing sends the selector's message
  /// to the target, with the timer when the method takes one (Apple,
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`; until session 19 S204,
  /// five files of sample 39).
  private func scheduledTimer(_ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    let position = Syntax(node)
    // What each firing does, given the timer: send the selector's message to the target, or
    // call the block (with the timer when it takes one).
    let interval: Value?
    let fire: (TimerValue) throws(EvalError) -> Void
    if let written = arguments.first(where: { $0.label == "timeInterval" })?.value,
      let target = arguments.first(where: { $0.label == "target" })?.value,
      case .record("Selector", let fields)? = arguments.first(where: { $0.label == "selector" })?
        .value,
      case .string(let selector)? = fields.first?.value
    {
      interval = written
      fire = { [self] (timer) throws(EvalError) in
        try send(selector, to: target, [Argument(label: nil, value: .opaque(timer))], at: position)
      }
    } else if let written = arguments.first(where: { $0.label == "withTimeInterval" })?.value,
      let block = arguments.last(where: { $0.label == nil || $0.label == "block" })
        .flatMap({ asFunction($0.value) })
    {
      interval = written
      let takesTimer = closureParameterCount(block) > 0
      fire = { [self] (timer) throws(EvalError) in
        _ = try call(
          block, takesTimer ? [Argument(label: nil, value: .opaque(timer))] : [], builder: false,
          at: position)
      }
    } else {
      interval = nil
      fire = { _ in }
    }
    guard let nanoseconds = interval.flatMap(intervalNanoseconds) else {
      throw invalidArguments(
        "Timer.scheduledTimer", .writeForm,
        ["form": "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }"],
        at: node)
    }
    let repeats = arguments.first { $0.label == "repeats" }?.value == .bool(true)
    let timer = TimerValue(
      interval: max(nanoseconds, Self.shortestTimerInterval), repeats: repeats)
    timer.fire = { [self] in
      _ = try self.entry { () throws(EvalError) -> Value in
        try fire(timer)
        return .null
      }
    }
    if let clock = simulation?.clock { timer.schedule(on: clock, at: clock.now + timer.interval) }
    return .opaque(timer)
  }

  // MARK: - Tasks

  /// Starts a task body: at once when it has no `await`, else as a `Coroutine` that runs until
  /// its first `Task.sleep` and goes on when the clock reaches its wake-up (or its task is
  /// cancelled). An error the body throws ends the task, as a `Task`'s error does.
  func startTask(_ function: FunctionValue, handle: TaskHandle, at node: Syntax) throws {
    guard simulation != nil, mayAwait(function) else {
      let outer = currentTask
      currentTask = RunningTask(handle: handle, coroutine: nil)
      defer {
        currentTask = outer
        handle.finish()
      }
      try runTaskBody(function, at: node)
      return
    }
    let coroutine = Coroutine { [self] _ in
      defer { handle.finish() }
      try self.runTaskBody(function, at: node)
    }
    coroutines.append(coroutine)
    try switchInto(RunningTask(handle: handle, coroutine: coroutine), .proceed)
  }

  /// `Task { … }`: a task that starts after the current step's updates (the main actor runs it
  /// once the running code is done), and is cancelled only by `cancel()`.
  func unstructuredTask(_ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    guard let function = arguments.last.flatMap({ asFunction($0.value) }) else { return .null }
    let handle = TaskHandle()
    let position = Syntax(call)
    if let clock = simulation?.clock {
      clock.schedule(
        after: 0,
        Callback { [self] in try self.startTask(function, handle: handle, at: position) })
    } else {
      do { try startTask(function, handle: handle, at: position) } catch {
        throw wrapThrown(error)
      }
    }
    return .opaque(TaskValue(handle))
  }

  private func runTaskBody(_ function: FunctionValue, at node: Syntax) throws {
    do {
      _ = try entry { () throws(EvalError) -> Value in
        try self.call(function, [], builder: false, at: node)
      }
    } catch let failure as RuntimeFailure where failure.id == "thrown" || failure.id == "abandoned"
    {
      thrownValue = nil
    }
  }

  /// Whether a closure can suspend: Swift needs `await` for every suspension point, and an
  /// `async let` waits for its child at the end of its scope.
  private func mayAwait(_ function: FunctionValue) -> Bool {
    guard case .closure(let closure) = function.body else { return false }
    return closure.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .keyword(.await) || $0.tokenKind == .keyword(.async)
    }
  }

  /// `Task.sleep`: suspends the running task until the clock is `nanoseconds` later, or until it
  /// is cancelled (then it throws `CancellationError`, as the real one does). Outside a task
  /// that can suspend it only checks for cancellation.
  func sleep(nanoseconds: Int, at node: some SyntaxProtocol) throws(EvalError) {
    guard let task = currentTask else { return }
    if task.handle.isCancelled { throw cancellationError(at: node) }
    guard let coroutine = task.coroutine, let clock = simulation?.clock else { return }
    let wake = clock.schedule(
      after: nanoseconds, Callback { [self] in try self.switchInto(task, .proceed) })
    task.handle.onCancel = { [self] in
      wake.cancel()
      clock.schedule(after: 0, Callback { [self] in try self.switchInto(task, .cancelled) })
    }
    let resumption = suspend(coroutine)
    task.handle.onCancel = nil
    switch resumption {
    case .proceed:
      return
    case .cancelled:
      throw cancellationError(at: node)
    case .abandoned:
      throw abandonedFailure()
    }
  }

  /// On a task's thread: hands the interpreter back until the task is resumed, then takes
  /// back this thread's evaluation state with a fresh step budget; says how the task goes on.
  func suspend(_ coroutine: Coroutine) -> Coroutine.Resumption {
    let mine = frame()
    let resumption = coroutine.suspend()
    restore(mine)
    steps = 0
    return resumption
  }

  /// Lets the scene's sleeping tasks unwind (the scene is gone), so their threads end.
  func abandonTasks() {
    for coroutine in coroutines where !coroutine.isFinished {
      try? switchInto(RunningTask(handle: TaskHandle(), coroutine: coroutine), .abandoned)
    }
    coroutines = []
  }

  /// The failure a suspended body unwinds with when the scene is gone.
  func abandonedFailure() -> EvalError {
    .failure(RuntimeFailure(id: "abandoned", message: "The scene ended"))
  }

  /// A `CancellationError()`: what a cancelled sleep throws, and what a scene may make.
  static let cancellationErrorValue = Value.record(type: "CancellationError", fields: [])

  private func cancellationError(at node: some SyntaxProtocol) -> EvalError {
    thrownValue = Self.cancellationErrorValue
    return failure("thrown", "CancellationError()", at: node)
  }

  /// Hands the interpreter to a task's coroutine until it sleeps again or ends, then takes
  /// back this thread's evaluation state.
  func switchInto(_ task: RunningTask, _ how: Coroutine.Resumption) throws {
    guard let coroutine = task.coroutine else { return }
    let saved = frame()
    currentTask = task
    entryDepth = 0
    depth = 0
    defer {
      restore(saved)
      coroutines.removeAll { $0.isFinished }
    }
    try coroutine.resume(how)
  }

  /// The evaluation state that belongs to one thread of evaluation.
  private func frame() -> EvaluationFrame {
    EvaluationFrame(
      depth: depth, entryDepth: entryDepth, steps: steps, stackThread: stackThread,
      stackLimit: stackLimit, task: currentTask)
  }

  private func restore(_ frame: EvaluationFrame) {
    depth = frame.depth
    entryDepth = frame.entryDepth
    steps = frame.steps
    stackThread = frame.stackThread
    stackLimit = frame.stackLimit
    currentTask = frame.task
  }

  // MARK: - Views

  /// `.onReceive(timer) { date in … }` on a `Timer.publish` publisher; `.onReceive(model.$flag)
  /// { value in … }` on a `@Published` property's publisher, which sends its value when the view
  /// subscribes and at each change (delivered like `.onChange(of:initial: true)`: after the
  /// update, and not for a write of an equal value; docs/semantics.md). Nil for another
  /// publisher (a `PassthroughSubject`, which then fails a later `send`; an SDK publisher:
  /// opaque by default): the modifier is inert, its closure never runs, as the warning where
  /// the publisher is written says.
  func onReceiveModifier(
    _ arguments: [Argument], closure: FunctionValue?, at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Modifier? {
    if case .opaque(let opaque)? = arguments.first?.value,
      let published = opaque as? PublishedPublisherValue, let closure
    {
      let value = published.object.fields.first { $0.name == published.name }?.value ?? .null
      let takesValue = closureParameterCount(closure) > 0
      let position = Syntax(call)
      return .onChange(
        value: value,
        Callback(
          { [self] in
            _ = try self.entry { () throws(EvalError) -> Value in
              try self.call(
                closure, takesValue ? [Argument(label: nil, value: value)] : [], builder: false,
                at: position)
            }
          }, runsInitially: true, isPublisher: true))
    }
    // `.onReceive(subject)`: the view subscribes, so a value sent later is not simulated
    // (`LibraryType.passthroughSubject`); until then the modifier is inert.
    if case .opaque(let opaque)? = arguments.first?.value,
      let subject = opaque as? PassthroughSubjectValue
    {
      subject.isSubscribed = true
    }
    guard case .opaque(let opaque)? = arguments.first?.value,
      let publisher = opaque as? TimerPublisherValue, let closure
    else { return nil }
    let takesDate = closureParameterCount(closure) > 0
    let position = Syntax(call)
    return .onReceive(
      publisher.source,
      receive: { [self] tick in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(
            closure, takesDate ? [Argument(label: nil, value: self.date(atNanoseconds: tick))] : [],
            builder: false, at: position)
        }
      })
  }

  /// `TimelineView(.periodic(from:by:))`, `.everyMinute`, `.animation`,
  /// `.animation(minimumInterval:paused:)`: its content built with a context whose `date` is
  /// the schedule's latest entry, and built again (the enclosing view's body runs again) at
  /// each next entry.
  func timelineView(_ arguments: [Argument], at call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value
  {
    guard
      let content = arguments.last(where: { $0.label == nil || $0.label == "content" })
        .flatMap({ asFunction($0.value) }),
      let schedule = arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value,
      let source = timelineSource(schedule)
    else {
      throw invalidArguments(
        "TimelineView", .writeForm,
        ["form": "TimelineView(.periodic(from: .now, by: 1)) { context in … }"], at: call)
    }
    let now = clockNow
    var entry = now
    if let source, let start = source.start {
      entry = now < start ? start : start + (now - start) / source.interval * source.interval
    }
    let context = Value.record(
      type: "TimelineView.Context",
      fields: [
        Value.Field("date", date(atNanoseconds: entry)),
        Value.Field("cadence", .enumCase(type: "", name: "live", payload: [])),
      ])
    let built = try toView(
      try self.call(content, [Argument(label: nil, value: context)], builder: true, at: call),
      at: call)
    var children = [built]
    if case .container(.tuple, let rows) = built { children = rows }
    let view = ViewDescription.container(.timelineView, children)
    guard let source, let storage = ctx.selfContext?.state else { return viewValue(view) }
    return viewValue(.modified(view, .onReceive(source, receive: { _ in storage.invalidate() })))
  }

  /// The ticks of a timeline schedule: `.some(nil)` for a paused one, nil for one idlab does
  /// not know.
  private func timelineSource(_ schedule: Value) -> TimerSource?? {
    guard case .enumCase(_, let name, let payload) = schedule else { return nil }
    switch name {
    case "periodic":
      guard payload.count == 2, let start = dateSeconds(payload[0]),
        let interval = intervalNanoseconds(payload[1]), interval > 0
      else { return nil }
      let offset = Int(((start - Self.clockEpoch) * 1e9).rounded())
      return .some(TimerSource(interval: interval, start: offset))
    case "everyMinute":
      return .some(TimerSource(interval: 60_000_000_000, start: 0))
    case "animation":
      if payload.count == 2, payload[1] == .bool(true) { return .some(nil) }
      let interval = payload.first.flatMap(intervalNanoseconds) ?? 16_666_667
      return .some(TimerSource(interval: max(interval, 16_666_667), start: 0))
    default:
      return nil
    }
  }
}

/// A task the interpreter is running: its engine handle and, when it can suspend, its
/// coroutine.
struct RunningTask {
  let handle: TaskHandle
  let coroutine: Coroutine?
}

/// What `Interpreter.frame()` saves when evaluation moves between a task's thread and the
/// thread that resumed it.
struct EvaluationFrame {
  var depth: Int
  var entryDepth: Int
  var steps: Int
  var stackThread: pthread_t?
  var stackLimit: UInt
  var task: RunningTask?
}
