import Basics
import Classroom
import Foundation
import LessonKit
import Localization
import QuizKit

/// `idlab quiz ACTION …`: check, take, present, release, report, grade, export, regrade,
/// extra-time, end-session, close.
///
/// The arguments are checked here, for every action; each action runs in its own
/// `QuizCommand+Action.swift` file. Refusals (an unknown student, a closed quiz) and store
/// failures are thrown as `IdlabError.quiz` (exit 1); a quiz file that does not check is
/// `.invalidInput` (exit 65).
public struct QuizCommand: Command {
  public static let name = "quiz"
  public static let options: [CommandOption] = [
    .value("--student"), .value("--format"), .value("--minutes"), .flag("--attempts"),
    .flag("--last"), .flag("--gift"), .flag("--apply"), .value("--command"), .flag("--live"),
    .flag("--moodle-xml"), .value("--item"), .value("--score"), .value("--comment"),
    .value("--by"), .value("--closes"),
  ]

  /// The actions, in the order `idlab help quiz` lists them, with the options each accepts.
  static let actions: [(name: String, options: Set<String>)] = [
    ("check", []), ("take", ["--student", "--live"]), ("present", []), ("release", []),
    ("report", ["--format", "--attempts", "--last", "--student"]),
    ("grade", ["--student", "--item", "--score", "--comment", "--by"]),
    ("export", ["--gift", "--moodle-xml"]),
    ("regrade", ["--apply"]), ("extra-time", ["--student", "--minutes", "--closes"]),
    ("end-session", ["--student"]), ("close", []), ("roster", ["--command"]), ("new", []),
  ]

  /// The action (`take`).
  public var action: String
  /// The QUIZ argument (an id or a file), or the folder/file for `check`.
  public var target: String?
  public var student: String?
  /// `text`, `csv`, `json`, `canvas` or `moodle` (report); `gift` or `moodle-xml` (export).
  public var format: String
  public var minutes: Double?
  public var attempts: Bool
  public var lastTake: Bool
  public var apply: Bool
  /// `take --live`: join the quiz's live session.
  public var live: Bool
  /// `grade --item N`: the item's number in the student's take (1-based) or its id.
  public var item: String?
  /// `grade --score S`: the points the item now earns (checked against its points later).
  public var score: Double?
  /// `grade --comment "…"`: why, shown to the student after release.
  public var comment: String?
  /// `grade --by NAME`: who overrides (the OS user when not given).
  public var grader: String?
  /// `extra-time --closes ISO8601`: the student's own closing time, seconds since 1970.
  public var closes: Double?
  /// `idlab quiz roster …`, handed to `QuizRosterCommand`.
  public var roster: QuizRosterCommand?
  /// The clock: seconds since 1970 on this machine (tests pass their own).
  var now: @Sendable () -> Double = { Date().timeIntervalSince1970 }

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    guard let action = arguments.positionals.first else {
      throw .missingArgument(placeholderKey: "quiz.placeholder.action")
    }
    guard let accepted = Self.actions.first(where: { $0.name == action })?.options else {
      throw .quiz(
        .unknownAction(
          action, suggestion: Suggestions.nearest(to: action, among: Self.actions.map(\.name))))
    }
    for option in Self.options.map(\.name) where !accepted.contains(option) {
      if arguments.isSet(option) || arguments.value(of: option) != nil {
        throw .unexpectedArgument(option)
      }
    }
    self.action = action
    let rest = Array(arguments.positionals.dropFirst())
    (format, attempts, lastTake, apply) = ("text", false, false, false)
    live = arguments.isSet("--live")
    if action == "roster" {
      let words = rest + (arguments.value(of: "--command").map { ["--command", $0] } ?? [])
      roster = try QuizRosterCommand(
        CommandArguments(scanning: words, options: QuizRosterCommand.options))
      return
    }
    if rest.count > 1 { throw .unexpectedArgument(rest[1]) }
    target = rest.first
    if action != "check", target == nil {
      throw .missingArgument(placeholderKey: "quiz.placeholder.quiz")
    }
    student = arguments.value(of: "--student")
    if ["take", "extra-time", "end-session", "grade"].contains(action), student == nil {
      throw .missingArgument(placeholderKey: "quiz.placeholder.student")
    }
    if let student, !RosterEntry.isValidID(student) { throw .quiz(.invalidStudent(student)) }
    format =
      try arguments.value(of: "--format", oneOf: ["text", "csv", "json", "canvas", "moodle"])
      ?? "text"
    if let text = arguments.value(of: "--minutes") {
      // Minutes to add: a finite number from 0 to a day (no conversion can trap later).
      let maximum = RosterEntry.maximumExtraMinutes
      guard let value = Double(text), (0...maximum).contains(value) else {
        throw .invalidValue(option: "--minutes", value: text, allowed: ["0…\(Int(maximum))"])
      }
      minutes = value
    }
    if let text = arguments.value(of: "--closes") {
      guard let time = QuizClock.parse(text) else {
        throw .invalidValue(option: "--closes", value: text, allowed: ["2026-12-05T18:00:00Z"])
      }
      closes = time
    }
    if action == "extra-time", minutes == nil, closes == nil {
      throw .missingArgument(placeholderKey: "quiz.placeholder.minutes")
    }
    if action == "grade" { try readGrade(arguments) }
    if action == "export" {
      switch (arguments.isSet("--gift"), arguments.isSet("--moodle-xml")) {
      case (true, false): format = "gift"
      case (false, true): format = "moodle-xml"
      case (true, true): throw .unexpectedArgument("--moodle-xml")
      case (false, false): throw .missingArgument(placeholderKey: "quiz.placeholder.export")
      }
    }
    attempts = arguments.isSet("--attempts")
    if attempts, ["canvas", "moodle"].contains(format) {
      throw .invalidValue(option: "--format", value: format, allowed: ["csv", "json"])
    }
    if action == "report", student != nil, format != "text" || attempts {
      throw .invalidValue(
        option: "--format", value: attempts ? "--attempts" : format, allowed: ["text"])
    }
    lastTake = arguments.isSet("--last")
    apply = arguments.isSet("--apply")
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    if let roster { return try roster.run(context) }
    switch action {
    case "check": return check(context)
    case "take": return try take(context)
    case "present": return try present(context)
    case "release": return try release(context)
    case "report": return try report(context)
    case "export": return try export(context)
    case "regrade": return try regrade(context)
    case "grade": return try grade(context)
    case "end-session": return try endSession(context)
    case "close": return try close(context)
    case "new": return try new(context)
    default: return try extraTime(context)
    }
  }

  /// The choice-like items of a quiz (for distractor counts).
  static func choiceItems(_ quiz: Quiz, course: Course) -> Set<String> {
    Set(
      quiz.items.filter { item in
        guard let resolved = try? quiz.resolve(item, variant: 0, course: course) else {
          return false
        }
        return [.choice, .multi].contains(resolved.question.kind)
      }.map(\.id))
  }
}
