import Foundation

extension Gradebook {
  /// The export document (`idlab.progress/1`), the same for both backends.
  public struct Export: Codable, Equatable, Sendable {
    public var schema: String
    public var attempts: [Attempt]
    public var positions: [Position]
  }

  /// What an import did.
  public struct ImportSummary: Equatable, Sendable {
    public var attemptsAdded: Int
    public var positionsUpdated: Int
  }
}

extension Position {
  /// Whether an imported position should replace the learner's saved one for its lesson:
  /// there is none, it is newer, or it completes the lesson.
  func replaces(in saved: [Position]) -> Bool {
    guard let mine = saved.first(where: { $0.lesson == lesson }) else { return true }
    return mine.updated < updated || (completed && !mine.completed)
  }
}

extension GradebookStore {
  /// The saved position in a lesson.
  public func position(lesson: String) throws(GradebookError) -> Position? {
    try positions().first { $0.lesson == lesson }
  }

  /// Everything, as JSON (`idlab.progress/1`).
  public func exportJSON() throws(GradebookError) -> Data {
    let document = Gradebook.Export(
      schema: Gradebook.exportSchema, attempts: try attempts(lesson: nil),
      positions: try positions())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(document)) ?? Data()
  }

  /// Merges an export: attempts already present are skipped, newer positions win. Idempotent.
  ///
  /// - Throws: `ImportError` for a document that is not an export, `GradebookError` for the
  ///   store.
  public func importJSON(_ data: Data) throws -> Gradebook.ImportSummary {
    let document: Gradebook.Export
    do {
      document = try JSONDecoder().decode(Gradebook.Export.self, from: data)
    } catch {
      throw ImportError.malformed(String(describing: error))
    }
    guard document.schema == Gradebook.exportSchema else {
      throw ImportError.schema(document.schema)
    }
    return try merge(document)
  }
}
