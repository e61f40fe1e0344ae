import Basics
import Foundation
import IdentityEngine

extension Lesson {
  /// The result of reading a lesson file: the lesson (when its skeleton could be read) and
  /// every problem found.
  public struct ParseResult: Sendable {
    public var lesson: Lesson?
    public var diagnostics: [LessonDiagnostic]
  }

  /// Reads a lesson file.
  ///
  /// - Parameters:
  ///   - path: the file; diagnostics use it as given.
  ///   - language: the language folder, if known.
  public static func read(path: String, language: String? = nil) -> ParseResult {
    guard let data = FileManager.default.contents(atPath: path),
      let source = String(data: data, encoding: .utf8)
    else {
      return ParseResult(
        lesson: nil,
        diagnostics: [LessonDiagnostic(.unreadable, ["path": path], path: path, line: 1)])
    }
    return parse(source: source, path: path, language: language)
  }

  /// Parses lesson Markdown.
  ///
  /// The text is normalized first (`normalizedSource(_:)`): CRLF and a byte-order mark are
  /// accepted, and control characters are reported (`L132`) and shown as control pictures.
  public static func parse(source: String, path: String, language: String? = nil) -> ParseResult {
    var parser = LessonParser(reading: source, path: path)
    let lesson = parser.run(language: language)
    return ParseResult(lesson: lesson, diagnostics: parser.diagnostics)
  }
}

/// The keys each machine block accepts.
enum BlockKeys {
  static let question = [
    "id", "kind", "scene", "root", "do", "observe", "choice", "prompt", "hint", "explain",
  ]
  static let challenge = [
    "id", "start", "solution", "root", "do", "goal", "paste", "prompt", "hint", "explain",
  ]
  /// Keys that may appear more than once.
  static let repeatable: Set<String> = ["do", "choice", "hint"]
}

/// Builds a `Lesson` from cmark-gfm's top-level blocks.
struct LessonParser {
  let source: String
  let path: String
  var diagnostics: [LessonDiagnostic] = []
  /// Whether the `<!-- idlab: … -->` comment is required (lessons) or absent (quiz files).
  var requiresMetadata = true

  init(source: String, path: String) {
    self.source = source
    self.path = path
  }

  /// A parser of a file's raw text: normalized (`Lesson.normalizedSource`), with its first
  /// control characters reported (`L132`), as for every Markdown file idlab reads.
  init(reading raw: String, path: String) {
    self.init(source: Lesson.normalizedSource(raw), path: path)
    for (line, column, code) in Lesson.controlCharacterPositions(raw).prefix(20) {
      error(.controlCharacter, ["code": String(format: "U+%04X", code)], line: line, column: column)
    }
  }

  mutating func error(
    _ code: LessonDiagnostic.Code, _ arguments: [String: String] = [:], line: Int,
    column: Int = 1, length: Int = 1
  ) {
    diagnostics.append(
      LessonDiagnostic(code, arguments, path: path, line: line, column: column, length: length))
  }

  mutating func run(language: String?) -> Lesson? {
    let document = MarkdownDocument(source: source)
    // Split on the newline byte: the text is normalized (no CR), so these are the lines a
    // `Character` split gives, without breaking the text into grapheme clusters.
    let sourceLines = source.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    ).map { String(Substring($0)) }
    var title: String?
    var metadata: (id: String, order: Int, seed: String, line: Int)?
    var pages: [Page] = []
    var current = Page(heading: "", line: 1, blocks: [])
    var proseStart: Int?
    var proseEnd = 0
    var lastListItems: [String] = []
    var sceneNames: Set<String> = []
    var blockIDs: Set<String> = []

    func flushProse(into page: inout Page) {
      guard let reported = proseStart else { return }
      // cmark reports line 0 for some nodes (a table made of `|` and `-|`, found by the fuzzer).
      let start = max(reported, 1)
      let lower = min(start - 1, sourceLines.count)
      let upper = max(lower, min(proseEnd, sourceLines.count))
      let text = sourceLines[lower..<upper].joined(separator: "\n")
      page.blocks.append(.prose(Prose(markdown: text, line: start)))
      proseStart = nil
    }

    for node in document.nodes {
      if node.depth > Lesson.proseNestingLimit {
        error(
          .nestedTooDeeply, ["limit": String(Lesson.proseNestingLimit)], line: node.startLine,
          column: node.startColumn)
      }
      switch node.kind {
      case .heading(level: 1) where title == nil:
        flushProse(into: &current)
        title = node.text
        continue
      case .heading(level: 2):
        flushProse(into: &current)
        if !current.blocks.isEmpty || !current.heading.isEmpty { pages.append(current) }
        current = Page(heading: node.text, line: node.startLine, blocks: [])
        lastListItems = []
        continue
      case .html where node.literal.contains("idlab:"):
        if metadata != nil {
          error(.duplicateMetadata, line: node.startLine)
        } else {
          metadata = parseMetadata(node.literal, line: node.startLine)
        }
        continue
      case .codeBlock(fenced: true):
        let words = node.info.split(whereSeparator: \.isWhitespace).map(String.init)
        let keyword = words.first ?? ""
        let contentLine = node.startLine + 1
        if keyword == "question" || keyword == "challenge" {
          flushProse(into: &current)
          let entries = parseEntries(node.literal, firstLine: contentLine, column: node.startColumn)
          if keyword == "question" {
            if let question = buildQuestion(entries, line: node.startLine) {
              if !blockIDs.insert(question.id).inserted {
                error(
                  .duplicateID, ["id": question.id],
                  line: question.positions.line(of: "id") ?? node.startLine
                )
              }
              current.blocks.append(.question(question))
            }
          } else if let challenge = buildChallenge(entries, line: node.startLine) {
            if !blockIDs.insert(challenge.id).inserted {
              error(
                .duplicateID, ["id": challenge.id],
                line: challenge.positions.line(of: "id") ?? node.startLine
              )
            }
            current.blocks.append(.challenge(challenge))
          }
          continue
        }
        if keyword == "swift", words.contains(where: { $0.hasPrefix("scene=") }) {
          flushProse(into: &current)
          var name = ""
          var hidden = false
          for word in words.dropFirst() {
            if word.hasPrefix("scene=") {
              name = String(word.dropFirst("scene=".count))
            } else if word == "hidden" {
              hidden = true
            } else {
              error(
                .unknownFenceOption, ["option": word], line: node.startLine,
                column: node.startColumn)
            }
          }
          if name.isEmpty {
            error(.missingKey, ["key": "scene"], line: node.startLine, column: node.startColumn)
          } else if !sceneNames.insert(name).inserted {
            error(.duplicateID, ["id": name], line: node.startLine, column: node.startColumn)
          } else {
            current.blocks.append(
              .scene(Scene(name: name, code: node.literal, isHidden: hidden, line: node.startLine)))
          }
          continue
        }
        flushProse(into: &current)
        current.blocks.append(
          .code(CodeSample(language: keyword, code: node.literal, line: node.startLine)))
        continue
      case .list:
        lastListItems = node.items
      default:
        break
      }
      if proseStart == nil { proseStart = node.startLine }
      proseEnd = node.endLine
    }
    flushProse(into: &current)
    if !current.blocks.isEmpty || !current.heading.isEmpty { pages.append(current) }

    if title == nil { error(.missingTitle, line: 1) }
    if !requiresMetadata, metadata == nil {
      return Lesson(
        id: "", order: 0, seed: "", title: title ?? "", pages: pages, keyPoints: lastListItems,
        path: path, language: language, metadataLine: 1)
    }
    guard let metadata else {
      error(.metadata, line: 1)
      return nil
    }
    return Lesson(
      id: metadata.id, order: metadata.order, seed: metadata.seed, title: title ?? "",
      pages: pages, keyPoints: lastListItems, path: path, language: language,
      metadataLine: metadata.line)
  }

  /// `<!-- idlab: id=bench order=5 seed=000 -->`.
  mutating func parseMetadata(_ html: String, line: Int) -> (
    id: String, order: Int, seed: String, line: Int
  )? {
    guard let range = html.range(of: "idlab:") else { return nil }
    var body = html[range.upperBound...]
    if let end = body.range(of: "-->") { body = body[..<end.lowerBound] }
    var fields: [String: String] = [:]
    for word in body.split(whereSeparator: \.isWhitespace) {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, ["id", "order", "seed"].contains(parts[0]) else {
        error(.metadataField, ["field": String(word)], line: line)
        continue
      }
      fields[parts[0]] = parts[1]
    }
    let id = fields["id"] ?? ""
    let validID =
      !id.isEmpty && id.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    if !validID { error(.metadataField, ["field": "id=" + id], line: line) }
    let order = Int(fields["order"] ?? "")
    if order == nil {
      error(.metadataField, ["field": "order=" + (fields["order"] ?? "")], line: line)
    }
    let seed = fields["seed"] ?? ""
    if seed.isEmpty { error(.metadataField, ["field": "seed="], line: line) }
    guard validID, let order else { return nil }
    return (id, order, seed, line)
  }

  /// Splits a block body into entries; lines indented by two or more spaces continue the
  /// previous value.
  mutating func parseEntries(_ body: String, firstLine: Int, column: Int) -> [BlockField] {
    var entries: [BlockField] = []
    // By newline byte, as in `run`: the body comes from normalized text.
    let lines = body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (offset, rawLine) in lines.enumerated() {
      let lineNumber = firstLine + offset
      let line = String(Substring(rawLine))
      if Whitespace.isBlank(line) { continue }
      if line.hasPrefix("  "), !entries.isEmpty {
        let continuation = Whitespace.trimmed(line)
        entries[entries.count - 1].value +=
          (entries[entries.count - 1].value.isEmpty ? "" : " ") + continuation
        continue
      }
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indent)
      let key = String(trimmed.prefix { $0.isLetter || $0 == "-" || $0 == "_" })
      let keyColumn = column + indent
      var rest = trimmed.dropFirst(key.count)
      if key == "choice", rest.first == " " {
        guard let (argument, labelStart) = Self.splitChoice(rest) else {
          error(
            .malformedChoice, ["line": line], line: lineNumber, column: keyColumn,
            length: trimmed.count)
          continue
        }
        let label = Whitespace.trimmed(rest[labelStart...])
        let valueColumn =
          keyColumn + key.count + rest.distance(from: rest.startIndex, to: labelStart)
        entries.append(
          BlockField(
            key: key, argument: argument, value: label, line: lineNumber, column: keyColumn,
            valueColumn: valueColumn))
        continue
      }
      rest = rest.drop { $0 == " " }
      guard !key.isEmpty, rest.first == ":" else {
        error(
          .malformedLine, ["line": line], line: lineNumber, column: keyColumn,
          length: max(1, trimmed.count))
        continue
      }
      let afterColon = rest.dropFirst()
      let value = Whitespace.trimmed(afterColon)
      let valueColumn =
        keyColumn + trimmed.distance(from: trimmed.startIndex, to: afterColon.startIndex)
        + afterColon.prefix { $0 == " " }.count
      entries.append(
        BlockField(
          key: key, argument: "", value: value, line: lineNumber, column: keyColumn,
          valueColumn: valueColumn))
    }
    return entries
  }

  /// Splits ` ID [= LITERAL]: label` into the argument and the label's start.
  static func splitChoice(_ rest: Substring) -> (String, Substring.Index)? {
    guard let colon = TopLevelScanner.firstIndex(of: ":", in: rest) else { return nil }
    let argument = Whitespace.trimmed(rest[..<colon])
    guard !argument.isEmpty else { return nil }
    return (argument, rest.index(after: colon))
  }

  /// Checks keys: unknown, duplicated, required (`BlockField.firstOfEachKey`).
  mutating func validateKeys(
    _ entries: [BlockField], allowed: [String], required: [String], block: String, line: Int
  ) -> [String: BlockField] {
    let (first, problems): ([String: BlockField], [LessonDiagnostic]) =
      BlockField.firstOfEachKey(
        entries, allowed: allowed, repeatable: BlockKeys.repeatable, required: required,
        block: block, line: line, path: path)
    diagnostics += problems
    return first
  }

  mutating func buildQuestion(_ entries: [BlockField], line: Int) -> Question? {
    let keys = validateKeys(
      entries, allowed: BlockKeys.question, required: ["id", "kind", "scene", "observe"],
      block: "question", line: line)
    guard let id = keys["id"]?.value, !id.isEmpty, let kindEntry = keys["kind"],
      let scene = keys["scene"]?.value, !scene.isEmpty, let observe = keys["observe"]?.value,
      !observe.isEmpty
    else { return nil }
    guard let kind = QuestionKind(rawValue: kindEntry.value) else {
      error(
        .unknownKind,
        [
          "kind": kindEntry.value,
          "kinds": QuestionKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
        ],
        line: kindEntry.line, column: kindEntry.valueColumn, length: kindEntry.value.count)
      return nil
    }
    var choices: [Choice] = []
    var choiceIDs: Set<String> = []
    for entry in entries where entry.key == "choice" {
      guard let choice = parseChoice(entry) else { continue }
      if !choiceIDs.insert(choice.id).inserted {
        error(.duplicateID, ["id": choice.id], line: entry.line, column: entry.column)
        continue
      }
      choices.append(choice)
    }
    let needsChoices = kind == .choice || kind == .multi
    if needsChoices && choices.count < 2 || !needsChoices && !choices.isEmpty {
      error(
        .choicesInvalid, ["kind": kind.rawValue, "count": String(choices.count)],
        line: kindEntry.line,
        column: kindEntry.valueColumn, length: kindEntry.value.count)
    }
    return Question(
      id: id, kind: kind, scene: scene, root: keys["root"]?.value,
      actions: entries.filter { $0.key == "do" }.map(\.value), observe: observe, choices: choices,
      prompt: keys["prompt"]?.value ?? "", hints: entries.filter { $0.key == "hint" }.map(\.value),
      explain: keys["explain"]?.value ?? "", line: line,
      positions: BlockPositions(fields: entries))
  }

  mutating func parseChoice(_ entry: BlockField) -> Choice? {
    let parts = entry.argument.split(separator: "=", maxSplits: 1)
    let id = parts.first.map(Whitespace.trimmed) ?? ""
    guard !id.isEmpty, !id.contains(" "), !id.contains(",") else {
      error(.malformedChoice, ["line": entry.argument], line: entry.line, column: entry.column)
      return nil
    }
    let value: Value
    if parts.count == 2 {
      let literal = Whitespace.trimmed(parts[1])
      guard let parsed = LiteralParser.parse(literal) else {
        error(.malformedChoice, ["line": literal], line: entry.line, column: entry.column)
        return nil
      }
      value = parsed
    } else {
      value = LiteralParser.parse(id) ?? .string(id)
    }
    return Choice(id: id, value: value, label: entry.value)
  }

  mutating func buildChallenge(_ entries: [BlockField], line: Int) -> Challenge? {
    let keys = validateKeys(
      entries, allowed: BlockKeys.challenge, required: ["id"], block: "challenge", line: line)
    guard let id = keys["id"]?.value, !id.isEmpty else { return nil }
    let isPaste = keys["paste"]?.value == "true"
    if !isPaste {
      for key in ["start", "solution", "goal"] where keys[key] == nil {
        error(.missingKey, ["key": key, "block": "challenge"], line: line)
      }
    }
    return Challenge(
      id: id, start: keys["start"]?.value, solution: keys["solution"]?.value,
      root: keys["root"]?.value, actions: entries.filter { $0.key == "do" }.map(\.value),
      goal: keys["goal"]?.value, isPaste: isPaste, prompt: keys["prompt"]?.value ?? "",
      hints: entries.filter { $0.key == "hint" }.map(\.value),
      explain: keys["explain"]?.value ?? "", line: line,
      positions: BlockPositions(fields: entries))
  }
}
