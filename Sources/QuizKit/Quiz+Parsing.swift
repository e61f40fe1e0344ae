import Basics
import Foundation
import IdentityEngine
import LessonKit

extension Quiz {
  /// The result of reading a quiz file: the quiz (when its skeleton could be read) and every
  /// problem found.
  public struct ParseResult: Sendable {
    public var quiz: Quiz?
    public var diagnostics: [QuizDiagnostic]
  }

  /// The keys of each quiz block, and which of them may repeat.
  enum Keys {
    static let quiz = [
      "id", "mode", "feedback", "time-limit", "shuffle", "opens", "closes", "roster", "attempts",
      "keep",
    ]
    static let item = ["id", "ref", "question", "points", "group", "param", "tags"]
    /// A bank's items belong to no group: a quiz draws them.
    static let bankItem = ["id", "ref", "question", "points", "param", "tags"]
    static let group = ["id", "choose", "shuffle"]
    static let bank = ["id"]
    static let draw = ["id", "draw", "points"]
    /// The blocks this reader reads (every other block is the lesson reader's).
    static let blocks: Set<String> = ["quiz", "bank", "item", "group", "draw"]
    static let repeatable: Set<String> = ["param"]
  }

  /// Whether `text` is a well-formed quiz, bank or tag id: lowercase ASCII letters and digits,
  /// in words joined by single dashes (`midterm`, `week-3`).
  public static func isWellFormedID(_ text: String) -> Bool { QuizReader.isTag(text) }

  /// Reads a quiz file.
  public static func read(path: String, language: String) -> ParseResult {
    guard let data = FileManager.default.contents(atPath: path),
      let source = String(data: data, encoding: .utf8)
    else {
      return ParseResult(
        quiz: nil, diagnostics: [QuizDiagnostic(.unreadable, ["path": path], path: path, line: 1)])
    }
    return parse(source: source, path: path, language: language)
  }

  /// Parses a quiz file's text: the lesson reader reads the Markdown, scenes and questions;
  /// this reads the `quiz`, `item` and `group` blocks.
  public static func parse(source: String, path: String, language: String) -> ParseResult {
    var reader = QuizReader(path: path)
    let quiz = reader.run(source: source, language: language)
    return ParseResult(quiz: quiz, diagnostics: reader.diagnostics)
  }
}

/// Builds a `Quiz` from the lesson reader's blocks.
struct QuizReader {
  let path: String
  var diagnostics: [QuizDiagnostic] = []
  /// How many variants the file's items may still have (`QuizLimits.variantBytes` over the
  /// file's size, less those of the items read so far).
  var variantsLeft = QuizLimits.variantsPerItem

  mutating func error(
    _ code: QuizDiagnostic.Code, _ arguments: [String: String] = [:], line: Int, column: Int = 1,
    length: Int = 1
  ) {
    diagnostics.append(
      QuizDiagnostic(code, arguments, path: path, line: line, column: column, length: length))
  }

  mutating func run(source: String, language: String) -> Quiz? {
    let bytes = source.utf8.count
    guard bytes <= QuizLimits.fileBytes else {
      error(
        .fileTooLarge, ["size": String(bytes), "limit": String(QuizLimits.fileBytes)], line: 1)
      return nil
    }
    variantsLeft = QuizLimits.variantBytes / max(1, bytes)
    let parsed = Lesson.parseEmbedded(source: source, path: path, language: language)
    for lessonDiagnostic in parsed.diagnostics {
      diagnostics.append(
        QuizDiagnostic(
          .questionBlock, [:], path: path, line: lessonDiagnostic.line,
          column: lessonDiagnostic.column, length: lessonDiagnostic.length,
          notes: [lessonDiagnostic]))
    }
    guard let body = parsed.lesson else { return nil }
    var settings = QuizSettings()
    var quizID: String?
    var quizLine = 1
    var kind = QuizKind.quiz
    var items: [QuizItem] = []
    var groups: [QuizGroup] = []
    var draws: [QuizDraw] = []
    var introduction: [String] = []
    var itemIDs: Set<String> = []
    var reportedTooMany = false
    var seenItem = false
    for block in body.blocks {
      switch block {
      case .prose(let prose) where !seenItem:
        introduction.append(prose.markdown)
      case .code(let sample) where Quiz.Keys.blocks.contains(sample.language):
        let fields = readFields(sample)
        switch sample.language {
        case "quiz", "bank":
          if quizID != nil {
            error(.quizBlock, ["reason": "duplicate"], line: sample.line)
            continue
          }
          quizLine = sample.line
          kind = sample.language == "bank" ? .bank : .quiz
          let keys = validate(
            fields, allowed: kind == .bank ? Quiz.Keys.bank : Quiz.Keys.quiz, required: ["id"],
            line: sample.line)
          quizID = keys["id"]?.value ?? ""
          readSettings(keys, into: &settings)
        case "group" where kind == .bank, "draw" where kind == .bank:
          // A bank holds items and their questions; groups and draws belong in a quiz.
          error(.quizBlock, ["reason": "bank-block", "block": sample.language], line: sample.line)
        case "draw":
          seenItem = true
          if let draw = readDraw(fields, line: sample.line, position: items.count) {
            if itemIDs.contains(draw.id) || draws.contains(where: { $0.id == draw.id }) {
              error(.duplicateID, ["id": draw.id], line: sample.line)
            } else {
              draws.append(draw)
            }
          }
        case "item":
          seenItem = true
          if let item = readItem(fields, line: sample.line, inBank: kind == .bank) {
            if itemIDs.contains(item.id) || draws.contains(where: { $0.id == item.id }) {
              error(
                .duplicateID, ["id": item.id], line: item.positions.line(of: "id") ?? sample.line)
            } else if items.count == QuizLimits.items {
              // Reported once, at the first item past the limit; the rest are not read.
              if !reportedTooMany {
                error(.tooManyItems, ["limit": String(QuizLimits.items)], line: sample.line)
                reportedTooMany = true
              }
            } else {
              itemIDs.insert(item.id)
              items.append(item)
            }
          }
        default:
          let keys = validate(fields, allowed: Quiz.Keys.group, required: ["id"], line: sample.line)
          guard let id = keys["id"]?.value, !id.isEmpty else { continue }
          var choose: Int?
          if let entry = keys["choose"] {
            choose = Int(entry.value).flatMap { $0 >= 1 ? $0 : nil }
            if choose == nil { invalid(entry) }
          }
          let shuffle = keys["shuffle"].map { readBool($0) } ?? false
          if groups.contains(where: { $0.id == id }) {
            error(.duplicateID, ["id": id], line: keys["id"]?.line ?? sample.line)
          } else {
            groups.append(QuizGroup(id: id, choose: choose, shuffle: shuffle, line: sample.line))
          }
        }
      default:
        break
      }
    }
    guard let quizID else {
      error(.quizBlock, ["reason": "missing"], line: 1)
      return nil
    }
    if items.isEmpty, draws.isEmpty { error(.noItems, line: quizLine) }
    for draw in draws where groups.contains(where: { $0.id == draw.id }) {
      error(.duplicateID, ["id": draw.id], line: draw.line)
    }
    var quiz = Quiz(
      id: quizID, title: body.title, introduction: introduction.joined(separator: "\n\n"),
      settings: settings, items: items, groups: groups, path: path, source: source,
      language: language, body: body, line: quizLine,
      writtenProblems: Set(parsed.diagnostics.map(Quiz.problemKey)))
    quiz.kind = kind
    quiz.draws = draws.filter { draw in !groups.contains { $0.id == draw.id } }
    checkReferences(quiz)
    return quiz
  }

  /// The fields of a block; malformed lines become `Q103`.
  mutating func readFields(_ sample: CodeSample) -> [BlockField] {
    let (fields, problems) = Lesson.fields(
      ofBlock: sample.code, firstLine: sample.line + 1, column: 1, path: path)
    for problem in problems {
      error(
        .malformedLine, ["line": problem.arguments["line"] ?? ""], line: problem.line,
        column: problem.column, length: problem.length)
    }
    return fields
  }

  /// Unknown, repeated and missing keys (`BlockField.firstOfEachKey`); returns the first field
  /// of each key.
  mutating func validate(
    _ fields: [BlockField], allowed: [String], required: [String], line: Int
  ) -> [String: BlockField] {
    let (first, problems): ([String: BlockField], [QuizDiagnostic]) =
      BlockField.firstOfEachKey(
        fields, allowed: allowed, repeatable: Quiz.Keys.repeatable, required: required,
        block: nil, line: line, path: path)
    diagnostics += problems
    return first
  }

  mutating func invalid(_ field: BlockField) {
    error(
      .invalidSetting, ["key": field.key, "value": field.value], line: field.line,
      column: field.valueColumn, length: max(1, field.value.count))
  }

  /// `Q120`: `field` is a number, outside the bounds `low`…`high` (as an author writes them).
  mutating func outOfRange(_ field: BlockField, low: String, high: String) {
    error(
      .outOfRange, ["key": field.key, "value": field.value, "low": low, "high": high],
      line: field.line, column: field.valueColumn, length: max(1, field.value.count))
  }

  mutating func readBool(_ field: BlockField) -> Bool {
    switch field.value {
    case "true": return true
    case "false": return false
    default:
      invalid(field)
      return false
    }
  }

  mutating func readSettings(_ keys: [String: BlockField], into settings: inout QuizSettings) {
    if let field = keys["mode"] {
      if let mode = QuizMode(rawValue: field.value) { settings.mode = mode } else { invalid(field) }
      settings.feedback = settings.mode == .exam ? .held : .immediate
    }
    if let field = keys["feedback"] {
      if let timing = FeedbackTiming(rawValue: field.value) {
        settings.feedback = timing
      } else {
        invalid(field)
      }
    }
    if let field = keys["time-limit"] {
      if field.value == "off" {
        settings.timeLimit = nil
      } else if let seconds = Self.duration(field.value) {
        if QuizLimits.timeLimitSeconds.contains(seconds) {
          settings.timeLimit = seconds
        } else {
          let bounds = QuizLimits.timeLimitSeconds
          outOfRange(
            field, low: "\(Int(bounds.lowerBound))s", high: "\(Int(bounds.upperBound / 3600))h")
        }
      } else {
        invalid(field)
      }
    }
    if let field = keys["shuffle"] { settings.shuffle = readBool(field) }
    for (key, path) in [("opens", \QuizSettings.opens), ("closes", \QuizSettings.closes)] {
      guard let field = keys[key] else { continue }
      if let date = ISO8601DateFormatter().date(from: field.value) {
        settings[keyPath: path] = date.timeIntervalSince1970
      } else {
        invalid(field)
      }
    }
    if let field = keys["attempts"] {
      if let count = Int(field.value) {
        if QuizLimits.attempts.contains(count) {
          settings.attempts = count
        } else {
          outOfRange(
            field, low: String(QuizLimits.attempts.lowerBound),
            high: String(QuizLimits.attempts.upperBound))
        }
      } else {
        invalid(field)
      }
    }
    if let field = keys["keep"] {
      if let keep = KeepPolicy(rawValue: field.value) {
        settings.keep = keep
      } else {
        invalid(field)
      }
    }
    if let field = keys["roster"] {
      settings.roster = field.value.split(separator: ",").map(Whitespace.trimmed).filter {
        !$0.isEmpty
      }
    }
  }

  /// `90s`, `20m`, `1h` in seconds.
  static func duration(_ text: String) -> Double? {
    guard let unit = text.last, let number = Double(text.dropLast()), number > 0 else {
      return nil
    }
    switch unit {
    case "s": return number
    case "m": return number * 60
    case "h": return number * 3600
    default: return nil
    }
  }

  mutating func readItem(_ fields: [BlockField], line: Int, inBank: Bool = false) -> QuizItem? {
    let keys = validate(
      fields, allowed: inBank ? Quiz.Keys.bankItem : Quiz.Keys.item, required: ["id"], line: line)
    guard let id = keys["id"]?.value, !id.isEmpty else { return nil }
    let positions = BlockPositions(fields: fields)
    let source: QuizItem.Source
    switch (keys["ref"], keys["question"]) {
    case (let ref?, nil):
      let parts = ref.value.split(separator: "/").map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        invalid(ref)
        return nil
      }
      source = .reference(lesson: parts[0], question: parts[1])
    case (nil, let question?):
      source = .own(question: question.value)
    default:
      error(.missingKey, ["key": "ref"], line: line)
      return nil
    }
    let points = keys["points"].flatMap { readPoints($0) } ?? 1
    var parameters: [QuizParameter] = []
    for field in fields where field.key == "param" {
      let parts = field.value.split(separator: "=", maxSplits: 1)
      let name = parts.first.map(Whitespace.trimmed) ?? ""
      let values =
        parts.count == 2
        ? parts[1].split(separator: "|").map(Whitespace.trimmed) : []
      guard parts.count == 2, !name.isEmpty,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        !values.isEmpty, !values.contains(where: \.isEmpty),
        !parameters.contains(where: { $0.name == name })
      else {
        error(
          .invalidParameter, ["param": field.value], line: field.line, column: field.valueColumn,
          length: max(1, field.value.count))
        continue
      }
      parameters.append(QuizParameter(name: name, values: values))
    }
    let variants = QuizLimits.product(parameters.map(\.values.count))
    let limit = max(1, min(QuizLimits.variantsPerItem, variantsLeft))
    if variants > limit {
      // Reported, and cut to one variant, so neither the check nor a take runs them all.
      error(
        .tooManyVariants,
        [
          "item": id, "count": variants == Int.max ? "> \(Int.max)" : String(variants),
          "limit": String(limit),
        ], line: positions.line(of: "param") ?? line)
      parameters = parameters.map { QuizParameter(name: $0.name, values: [$0.values[0]]) }
    }
    variantsLeft -= min(variants, limit)
    if case .reference = source, !parameters.isEmpty {
      error(
        .invalidParameter, ["param": parameters[0].name], line: positions.line(of: "param") ?? line)
      parameters = []
    }
    var item = QuizItem(
      id: id, source: source, points: points, group: keys["group"]?.value,
      parameters: parameters, line: line, positions: positions)
    if let field = keys["tags"] { item.tags = readTags(field) }
    return item
  }

  /// A `points:` value within `QuizLimits.points`; `Q102` or `Q120` and `nil` otherwise.
  mutating func readPoints(_ field: BlockField) -> Double? {
    guard let value = Double(field.value), !value.isNaN else {
      invalid(field)
      return nil
    }
    guard QuizLimits.points.contains(value) else {
      let bounds = QuizLimits.points
      outOfRange(
        field, low: String(format: "%g", bounds.lowerBound),
        high: String(format: "%g", bounds.upperBound))
      return nil
    }
    return value
  }

  /// `tags: foreach-ids, chapter-3`: lowercase words (letters and digits) joined by dashes,
  /// each once; an invalid tag is `Q102` and left out.
  mutating func readTags(_ field: BlockField) -> [String] {
    var tags: [String] = []
    for part in field.value.split(separator: ",", omittingEmptySubsequences: false) {
      let tag = Whitespace.trimmed(part)
      guard Self.isTag(tag) else {
        error(
          .invalidSetting, ["key": field.key, "value": tag], line: field.line,
          column: field.valueColumn, length: max(1, field.value.count))
        continue
      }
      if !tags.contains(tag) { tags.append(tag) }
    }
    return tags
  }

  /// Whether `text` is a tag: lowercase ASCII letters and digits, in words joined by single
  /// dashes (`foreach-ids`, `chapter-3`).
  static func isTag(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return !text.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty
          && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  /// A `draw` block: `id`, `draw: N from tag TAG`, optional `points`.
  mutating func readDraw(_ fields: [BlockField], line: Int, position: Int) -> QuizDraw? {
    let keys = validate(fields, allowed: Quiz.Keys.draw, required: ["id", "draw"], line: line)
    guard let id = keys["id"]?.value, !id.isEmpty, let field = keys["draw"] else { return nil }
    let words = field.value.split(separator: " ").map(String.init)
    guard words.count == 4, words[1] == "from", words[2] == "tag", Self.isTag(words[3]),
      let count = Int(words[0]), count >= 1
    else {
      invalid(field)
      return nil
    }
    guard count <= QuizLimits.items else {
      outOfRange(field, low: "1", high: String(QuizLimits.items))
      return nil
    }
    var draw = QuizDraw(
      id: id, count: count, tag: words[3], points: nil, position: position, line: line)
    if let field = keys["points"] { draw.points = readPoints(field) }
    return draw
  }

  /// `Q125`: a colour parameter (one that a `{{name:color}}` shows, or a list of plain names
  /// one of which is a SwiftUI colour) whose value is not a colour SwiftUI has
  /// (`tint = pink | mauve`). Values that are expressions (`isOn ? Color.green : .clear`) make
  /// no colour list.
  mutating func checkColors(_ item: QuizItem, shownAsColors: Set<String>) {
    func isPlainName(_ value: String) -> Bool {
      !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
    }
    for parameter in item.parameters {
      let isColor =
        shownAsColors.contains(parameter.name)
        || (parameter.values.allSatisfy(isPlainName)
          && parameter.values.contains { NamedColor.named($0) != nil })
      guard isColor else { continue }
      for value in parameter.values where NamedColor.named(value) == nil {
        error(
          .unknownColor,
          [
            "param": parameter.name, "value": value,
            "colors": NamedColor.all.map(\.member).joined(separator: ", "),
          ], line: item.positions.line(of: "param") ?? item.line)
      }
    }
  }

  /// Own questions exist, placeholders are declared, groups exist and are large enough.
  mutating func checkReferences(_ quiz: Quiz) {
    for item in quiz.items {
      if let group = item.group, quiz.group(group) == nil {
        error(.invalidGroup, ["group": group], line: item.positions.line(of: "group") ?? item.line)
      }
      guard case .own(let questionID) = item.source else { continue }
      guard let question = quiz.body.questions.first(where: { $0.id == questionID }) else {
        error(
          .missingQuestion, ["question": questionID],
          line: item.positions.line(of: "question") ?? item.line)
        continue
      }
      let names = Set(item.parameters.map(\.name))
      var texts = question.actions + question.hints
      texts += [question.observe, question.prompt, question.explain, question.scene]
      texts += question.choices.flatMap { [$0.id, $0.label, $0.value.canonical] }
      if let scene = quiz.body.scenes[question.scene] { texts.append(scene.code) }
      for name in Set(texts.flatMap(Placeholders.names(in:))) where !names.contains(name) {
        error(
          .unknownPlaceholder, ["name": name, "item": item.id], line: question.line)
      }
      checkColors(item, shownAsColors: Set(texts.flatMap(Placeholders.colorNames(in:))))
    }
    for group in quiz.groups {
      let count = quiz.items.filter { $0.group == group.id }.count
      if let choose = group.choose, choose > count {
        error(.invalidGroup, ["group": group.id], line: group.line)
      }
    }
  }
}
