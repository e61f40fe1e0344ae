import Foundation

/// The imported roster, kept as JSON beside the gradebook (`roster.json`).
extension Roster {
  /// The stored format's schema name.
  public static let schema = "idlab.roster/1"

  private struct Document: Codable {
    var schema: String
    var students: [RosterEntry]
  }

  /// Reads a stored roster; `nil` when there is none or it cannot be read.
  public static func load(from url: URL) -> Roster? {
    guard let data = FileManager.default.contents(atPath: url.path),
      let document = try? JSONDecoder().decode(Document.self, from: data),
      document.schema == schema
    else { return nil }
    return Roster(entries: document.students)
  }

  /// Replaces the stored roster, atomically (a reader sees the old roster or the new one).
  ///
  /// - Throws: the file system's error.
  public func save(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Document(schema: Self.schema, students: entries))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
