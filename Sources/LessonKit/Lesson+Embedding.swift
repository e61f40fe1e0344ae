import Foundation

/// One `key: value` line of a fenced machine block (question, challenge, quiz item).
///
/// Other formats built on the lesson format (quiz files) read their own blocks with
/// `Lesson.fields(ofBlock:firstLine:column:path:)`, so there is one block reader.
public struct BlockField: Sendable, Equatable {
  /// The key (`id`, `choice`, `param`).
  public var key: String
  /// For `choice` lines: what is between `choice` and the label's `:`.
  public var argument: String
  /// The value after the colon, continuation lines joined with a space.
  public var value: String
  /// 1-based line in the file, 1-based column of the key and of the value.
  public var line: Int
  public var column: Int
  public var valueColumn: Int
}

extension Lesson {
  /// Parses Markdown in the lesson format that has no lesson metadata comment (quiz files).
  ///
  /// Scenes, questions, prose and pages are read exactly as in a lesson; fenced blocks with
  /// other keywords (`item`, `quiz`) come back as `.code` blocks for the caller to read.
  public static func parseEmbedded(source: String, path: String, language: String? = nil)
    -> ParseResult
  {
    // The same rule as lessons: control characters are reported (`L132`) and read as their
    // pictures, so an author's ESC never reaches a student's terminal.
    var parser = LessonParser(reading: source, path: path)
    parser.requiresMetadata = false
    let lesson = parser.run(language: language)
    return ParseResult(lesson: lesson, diagnostics: parser.diagnostics)
  }

  /// Splits a machine block's body into `key: value` fields, as the question reader does.
  ///
  /// - Parameters:
  ///   - body: the text between the fences.
  ///   - firstLine: the 1-based line of the body's first line.
  ///   - column: the 1-based column of the fence.
  /// - Returns: the fields and the malformed lines found (`L105`, `L109`).
  public static func fields(ofBlock body: String, firstLine: Int, column: Int, path: String)
    -> (fields: [BlockField], diagnostics: [LessonDiagnostic])
  {
    var parser = LessonParser(source: "", path: path)
    let fields = parser.parseEntries(body, firstLine: firstLine, column: column)
    return (fields, parser.diagnostics)
  }
}
