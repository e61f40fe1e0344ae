import Foundation
import IdentityEngine
import LessonKit
import Localization
import TerminalUI

/// `idlab lesson ID|NUMBER [--answers right|wrong]`: plays one lesson with answers read from
/// standard input.
///
/// One answer per line, in order; `:hint`, `:show …`, `:skip`, `:do`, `:undo`, `:edit` (then
/// the inline editor's lines, ending with `.`) and `:check` are allowed. Prints each question, the grade and explanation, and a
/// final score line. `--answers right|wrong` prints instead an answer script computed by
/// running every scene (for tests and authors).
public struct LessonCommand: Command {
  public static let name = "lesson"
  public static let options: [CommandOption] = [.value("--answers")]

  /// The lesson's id or number.
  public var reference: String
  /// `--answers right|wrong`: print an answer script instead of playing.
  public var answers: String?

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    reference = try arguments.onePositional(placeholderKey: "cli.placeholder.lesson")
    answers = try arguments.value(of: "--answers", oneOf: ["right", "wrong"])
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    try run(context, input: { Swift.readLine(strippingNewline: true) })
  }

  /// Runs with answers from `input` (nil at the end).
  public func run(_ context: CommandContext, input: () -> String?) throws(IdlabError)
    -> CommandOutcome
  {
    if let answers {
      return try Self.printAnswers(reference, wrong: answers == "wrong", context: context)
    }
    let runner = CourseEnvironment.runner(context, pipe: true)
    let commands = CourseReplExtension(runner: runner).commands
    let opened = runner.open(reference, fromStart: true)
    guard runner.lesson != nil else { throw .noLesson(reference) }
    CourseEnvironment.perform(opened, context)
    while let line = input() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      var effects: [ReplEffect] = []
      if runner.isEditing {
        effects = runner.handleLine(line) ?? []
      } else if trimmed.hasPrefix(":") {
        let body = trimmed.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argumentText = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        if name == "lang", let language = Language(code: argumentText) {
          effects = runner.switchLanguage(runner.localizer.switched(to: language))
        } else if let command = commands.first(where: { $0.answers(to: name) }) {
          effects = command.handler(
            ReplInvocation(
              name: name,
              arguments: argumentText.split(whereSeparator: \.isWhitespace).map(String.init),
              argumentText: argumentText, localizer: runner.localizer, style: runner.style,
              commands: commands))
        } else {
          effects = [
            .printError(
              runner.localizer(
                "repl.error.unknown-command", ["command": TerminalText.echo(":" + name)]))
          ]
        }
      } else if !trimmed.isEmpty {
        context.print(runner.localizer("course.question.answer-prompt") + line)
        effects = runner.handleLine(trimmed) ?? []
      }
      CourseEnvironment.perform(effects, context)
      if runner.pending == nil, runner.isAtEnd { break }
    }
    context.print("")
    context.print(runner.itemCounts())
    context.print(runner.scoreLine())
    return .success
  }

  /// Prints an answer script for a lesson, computed by running its scenes.
  static func printAnswers(_ reference: String, wrong: Bool, context: CommandContext)
    throws(IdlabError) -> CommandOutcome
  {
    let course = Course(directory: context.lessonsDirectory.path)
    let language = context.localizer.language
    guard let lesson = course.find(reference, language: language) else {
      throw .noLesson(reference)
    }
    let runner = SceneRunner(lesson: lesson)
    for block in lesson.blocks {
      switch block {
      case .question(let question):
        let truth: Value
        do {
          truth = try runner.truth(of: question).truth
        } catch {
          // The script still lines up with the questions; the reason goes to standard error.
          context.printError(error.message(localizer: context.localizer))
          context.print(":skip")
          continue
        }
        context.print(AnswerScript.answer(question, truth: truth, wrong: wrong, language: language))
      case .challenge(let challenge):
        if challenge.isPaste {
          context.print(":skip")
        } else if wrong {
          context.print(":check")
          context.print(":skip")
        } else if let solution = challenge.solution.flatMap({ lesson.scenes[$0] }) {
          context.print(":edit")
          context.print(":clear")
          context.print(
            solution.code.hasSuffix("\n") ? String(solution.code.dropLast()) : solution.code)
          context.print(".")
          context.print(":check")
        } else {
          context.print(":skip")
        }
      default:
        break
      }
    }
    return .success
  }
}

/// Right and wrong answers derived from a computed truth.
enum AnswerScript {
  static func answer(_ question: Question, truth: Value, wrong: Bool, language: Language) -> String
  {
    let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
    /// A choice by its on-screen number, as printed (`2.`), which is never ambiguous.
    func number(_ choice: Choice) -> String {
      (question.choices.firstIndex(of: choice)).map { "\($0 + 1)." } ?? "?"
    }
    switch question.kind {
    case .choice:
      let right = question.choices.first { $0.value.matches(truth) }
      if !wrong { return right.map(number) ?? "?" }
      return question.choices.first { $0.id != right?.id }.map(number) ?? "?"
    case .multi:
      let right = question.choices.filter { c in truthValues.contains { c.value.matches($0) } }
      if !wrong { return right.map(number).joined(separator: ", ") }
      let others = question.choices.filter { c in !right.contains(c) }
      return (others.isEmpty ? Array(question.choices.prefix(1)) : others).map(number)
        .joined(separator: ", ")
    case .sequence:
      if !wrong { return truthValues.map { $0.display(language) }.joined(separator: ", ") }
      return truthValues.map { _ in "zzz" }.joined(separator: ", ").ifEmpty("zzz")
    case .number:
      if case .int(let n) = truth { return String(wrong ? n + 1 : n) }
      return "0"
    case .yesno:
      let flag = truth == .bool(true)
      return Value.bool(wrong ? !flag : flag).display(language)
    case .value:
      return wrong ? "zzz" : truth.display(language)
    }
  }
}

extension String {
  func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
