import IdentityEngine
import LessonKit
import Localization
import TerminalUI
import ViewScript

/// Turns the course's values (actions, goal conditions, values) into lines in the learner's
/// language. It prints nothing itself; the runner returns its lines as effects.
struct CoursePresenter {
  /// The strings in the current language.
  var localizer: Localizer
  /// Output styling.
  var style: Styler

  var language: Language { localizer.language }

  /// An action as the learner reads it: gestures in words (`pulsa «Refresh»`), Swift code as
  /// code.
  func action(_ action: String) -> String {
    guard Gesture.read(action) != nil else { return style.code(action) }
    return SimScreenRenderer(localizer: localizer, styled: style.enabled, width: .max)
      .action(action)
  }

  /// Lesson Markdown (a title, heading, prompt, choice label, hint or explanation) as the
  /// learner reads it: `code` highlighted, *emphasis* and **strong** styled, and no markup
  /// characters left, styled or not (`CourseText.renderInline`, the one renderer).
  func markdown(_ text: String) -> String {
    CourseText.renderInline(text, style: style)
  }

  /// The lines saying why an answer could not be read (`AnswerFlow.Result.unreadable`), the
  /// same in the course, a quiz and a live session: the first as an error, the person's own
  /// words cut to `TerminalText.echoColumns` (they are already control pictures).
  func unreadable(_ messages: [AnswerFlow.Message]) -> [String] {
    messages.enumerated().map { offset, message in
      var arguments = message.arguments
      for name in ["answer", "input"] where arguments[name] != nil {
        arguments[name] = TerminalText.echo(arguments[name] ?? "")
      }
      let line = text(message.key, arguments)
      return offset == 0 ? style.error(line) : line
    }
  }

  /// The string `key` with its own Markdown rendered (`` `:next` to go on `` shows `:next`
  /// highlighted, without backticks) and `arguments` inserted as given, never read as
  /// Markdown: a learner's `*` stays a `*`.
  func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    // Private-use markers stand in for the arguments while the template is rendered.
    let names = arguments.keys.sorted()
    var markers: [String: String] = [:]
    for (index, name) in names.enumerated() { markers[name] = "\u{E000}\(index)\u{E001}" }
    let template = localizer(key, markers)
    // Markdown drops a paragraph's leading spaces; the template's indentation is kept.
    let indent = String(template.prefix { $0 == " " })
    return Self.inserting(names.map { arguments[$0] ?? "" }, into: indent + markdown(template))
  }

  /// `rendered` with each marker `U+E000 N U+E001` replaced by `values[N]`, in one pass over
  /// its UTF-8 (Foundation's `replacingOccurrences` cost about 35 k instructions per argument).
  /// A value is inserted as it is and never scanned again.
  static func inserting(_ values: [String], into rendered: String) -> String {
    guard !values.isEmpty else { return rendered }
    // U+E000 and U+E001 in UTF-8.
    let open: [UInt8] = [0xEE, 0x80, 0x80]
    let close: [UInt8] = [0xEE, 0x80, 0x81]
    let bytes = Array(rendered.utf8)
    func matches(_ marker: [UInt8], at index: Int) -> Bool {
      index + 3 <= bytes.count && bytes[index] == marker[0] && bytes[index + 1] == marker[1]
        && bytes[index + 2] == marker[2]
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
    var index = 0
    while index < bytes.count {
      if matches(open, at: index) {
        var end = index + 3
        var number = 0
        while end < bytes.count, (0x30...0x39).contains(bytes[end]), number < values.count {
          number = number * 10 + Int(bytes[end] - 0x30)
          end += 1
        }
        if end > index + 3, values.indices.contains(number), matches(close, at: end) {
          output += values[number].utf8
          index = end + 3
          continue
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `why: …` under a grade, a skip or a solved challenge, the explanation rendered.
  func why(_ explanation: String) -> String {
    text("course.grade.why", ["text": markdown(explanation)])
  }

  /// A question as posed: its header with the kind of answer expected, the prompt, and the
  /// choices numbered as the reader reads them (`1.`, `2.`; choice ids are never shown).
  /// `header` replaces the course's header line (the quiz taker's names the item and points).
  func pose(_ question: Question, header: String? = nil) -> [String] {
    let kind = localizer("course.question.kind.\(question.kind.rawValue)")
    var lines = [
      style.apply(
        .bold, .yellow, to: header ?? text("course.question.header", ["kind": kind])),
      style.bold(markdown(question.prompt)),
    ]
    for (offset, choice) in question.choices.enumerated() {
      lines.append(
        text(
          "course.question.choice", ["number": String(offset + 1), "label": markdown(choice.label)])
      )
    }
    return lines
  }

  /// A grade's answer or truth as shown: for choice questions they are choice labels, lesson
  /// Markdown, rendered here (`inside the if`, no backticks); anything else is shown as given.
  func graded(_ text: String, kind: QuestionKind) -> String {
    kind == .choice || kind == .multi ? markdown(text) : text
  }

  /// The next of `hints` after `shown` of them, as the dimmed `:hint` line, and advances
  /// `shown`; "no more hints" once all are out. The course and the quiz taker both use it.
  func nextHint(_ hints: [String], shown: inout Int) -> [ReplEffect] {
    guard shown < hints.count else { return [.print(text("course.hint.none"))] }
    shown += 1
    let line = text(
      "course.hint",
      ["number": String(shown), "count": String(hints.count), "text": markdown(hints[shown - 1])])
    return [.print(style.dim(line))]
  }

  /// A value as a learner reads it: strings in quotes (so an empty one shows), colours by name.
  func value(_ value: Value) -> String {
    switch value {
    case .string(let text): return "“\(text)”"
    case .null: return localizer("course.value.nothing")
    case .array(let items): return "[" + items.map(self.value).joined(separator: ", ") + "]"
    default: return value.display(language)
    }
  }

  /// When a goal's side was read, in words.
  func moment(_ moment: GoalCondition.Moment, actions: [String]) -> String {
    switch moment {
    case .end: return localizer("course.check.moment.end")
    case .beforeLastAction: return localizer("course.check.moment.before")
    case .afterAction(0): return localizer("course.check.moment.first-render")
    case .afterAction(let n):
      let text = actions.indices.contains(n - 1) ? action(actions[n - 1]) : String(n)
      return localizer("course.check.moment.after", ["number": String(n), "action": text])
    }
  }

  /// What `:check` says when the goal does not hold: how many of its conditions fail (the verb
  /// agreeing with that count, "1 of 3 conditions fails", "falla 1 de 3"; "its only condition"
  /// for a goal of one), then each failing condition with the values it compared.
  func goalFailure(_ conditions: [GoalCondition], actions: [String]) -> [String] {
    // The author's conditions are counted; the guards every goal carries are said only when
    // they fail, in words of their own.
    let authored = conditions.filter { $0.guarding == nil }
    let failing = authored.filter { !$0.holds }
    let summary =
      failing.isEmpty
      ? localizer("course.check.failed.guard")
      : authored.count == 1
        ? localizer("course.check.failed.only")
        : localizer.plural(
          "course.check.failed", count: failing.count, ["total": String(authored.count)])
    var lines = [style.apply(.bold, .red, to: summary)]
    let words = ConditionWords(localizer: localizer, style: style)
    for condition in failing {
      // In words first, the query after them (as the lesson writes it).
      if let sentence = words.sentence(condition.text) {
        lines.append("  ✗ " + sentence)
        lines.append(
          "      "
            + style.dim(localizer("course.words.query", ["query": style.code(condition.text)])))
      } else {
        lines.append("  ✗ " + style.code(condition.text))
      }
      lines += details(condition, actions: actions).map { "      " + $0 }
    }
    for condition in conditions where !condition.holds {
      switch condition.guarding {
      case .subject(let subject, let expected, let found):
        lines.append(
          "  ✗ "
            + localizer(
              "course.check.guard.subject",
              [
                "subject": style.code(subject), "expected": String(expected),
                "found": String(found),
              ]))
      case .action(let step):
        let action = actions.indices.contains(step - 1) ? actions[step - 1] : ""
        lines.append(
          "  ✗ "
            + localizer(
              "course.check.guard.action", ["number": String(step), "action": style.code(action)]))
      case nil:
        break
      }
    }
    return lines
  }

  private func details(_ condition: GoalCondition, actions: [String]) -> [String] {
    switch condition.shape {
    case .calls(let name, let expected):
      return [text(expected ? "course.check.calls" : "course.check.not-calls", ["name": name])]
    case .declares(let name, let expected):
      return [
        text(expected ? "course.check.declares" : "course.check.not-declares", ["name": name])
      ]
    case .changed(let before, let after):
      return [side(before, actions: actions), side(after, actions: actions)]
        + [localizer("course.check.must-change")]
    case .compare(let left, let equal, let right):
      return [side(left, actions: actions), side(right, actions: actions)]
        + [localizer(equal ? "course.check.must-equal" : "course.check.must-differ")]
    case .other(let found):
      return [localizer("course.check.found", ["value": value(found)])]
    }
  }

  private func side(_ side: GoalCondition.Side, actions: [String]) -> String {
    guard let subject = side.subject else {
      return localizer("course.check.side.literal", ["value": value(side.value)])
    }
    return localizer(
      "course.check.side",
      [
        "moment": moment(side.moment, actions: actions),
        "subject": ConditionWords(localizer: localizer, style: style).subject(subject),
        "value": value(side.value),
      ])
  }
}
