import Foundation

/// The students of a class, imported from a CSV file the instructor keeps.
///
/// Columns, in order: student id, name, SSH public key, extra time (minutes, may be empty),
/// language (`en`, `es` or empty); or in any order under a first line that names them, in
/// English or Spanish (`RosterColumns`). Fields follow RFC 4180 (double quotes around a field
/// with commas; `""` for a quote).
///
///     id,name,ssh public key,extra time,language
///     alice,"Pérez, Alicia",ssh-ed25519 AAAAC3Nza… alice@laptop,15,es
public struct Roster: Codable, Equatable, Sendable {
  /// The students, in file order.
  public var entries: [RosterEntry]

  /// Creates a roster.
  public init(entries: [RosterEntry]) {
    self.entries = entries
  }

  /// The student with `id`, if on the roster.
  public func entry(_ id: String) -> RosterEntry? {
    entries.first { $0.id == id }
  }

  /// Reads a roster file's text; all or nothing.
  ///
  /// - Returns: the roster, or every problem found (then nothing may be imported).
  public static func parse(csv text: String) -> Result<Roster, RosterProblems> {
    parseWithColumns(csv: text).map(\.roster)
  }

  /// Reads a roster file's text, and says which columns it read: a first line that names
  /// columns (`RosterColumns.isHeader`: in English or Spanish, any order, other columns left
  /// out) is a header; without one the columns are id, name, key, extra minutes, language.
  ///
  /// - Returns: the roster and its columns, or every problem found (then nothing may be
  ///   imported).
  public static func parseWithColumns(csv text: String) -> Result<
    (roster: Roster, columns: RosterColumns), RosterProblems
  > {
    var diagnostics: [RosterDiagnostic] = []
    var entries: [RosterEntry] = []
    var firstLineOfID: [String: Int] = [:]
    var firstLineOfKey: [String: Int] = [:]
    var columns = RosterColumns.positional
    let (records, unclosed) = CSVRecords.split(text)
    var isFirst = true
    for record in records {
      let (line, fields) = record
      if fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
      if isFirst {
        isFirst = false
        let names = fields.map { $0.trimmingCharacters(in: .whitespaces) }
        if RosterColumns.isHeader(names) {
          let (read, problems) = RosterColumns.reading(header: names)
          columns = read
          diagnostics += problems.map { RosterDiagnostic(line: line, problem: $0) }
          continue
        }
      }
      guard fields.count == columns.count else {
        let problem: RosterDiagnostic.Problem =
          columns.roles != RosterColumns.positional.roles || columns.count != 5
          ? .headerColumnCount(expected: columns.count, found: fields.count)
          : .columnCount(fields.count)
        diagnostics.append(RosterDiagnostic(line: line, problem: problem))
        continue
      }
      let cells = fields.map { $0.trimmingCharacters(in: .whitespaces) }
      func cell(_ role: RosterColumns.Role) -> String {
        columns.column(of: role).map { cells[$0] } ?? ""
      }
      let trimmed = [
        cell(.id), cell(.name), cell(.key), cell(.extraMinutes), cell(.language),
      ]
      let id = trimmed[0]
      var problems: [RosterDiagnostic.Problem] = []
      if !RosterEntry.isValidID(id) {
        problems.append(.invalidID(id))
      } else if let first = firstLineOfID[id] {
        problems.append(.duplicateID(id, firstLine: first))
      } else {
        firstLineOfID[id] = line
      }
      var key: SSHPublicKey?
      do {
        let parsed = try SSHPublicKey(parsing: trimmed[2])
        if let first = firstLineOfKey[parsed.keyText] {
          problems.append(.duplicateKey(firstLine: first))
        } else {
          firstLineOfKey[parsed.keyText] = line
          key = parsed
        }
      } catch {
        problems.append(.malformedKey(Self.abbreviated(trimmed[2]), error))
      }
      let extra =
        trimmed[3].isEmpty ? 0 : Double(trimmed[3].replacingOccurrences(of: ",", with: "."))
      if extra.map({ !(0...RosterEntry.maximumExtraMinutes).contains($0) }) ?? true {
        problems.append(.invalidExtraTime(trimmed[3]))
      }
      let language = trimmed[4].lowercased()
      if !["", "en", "es"].contains(language) {
        problems.append(.invalidLanguage(trimmed[4]))
      }
      diagnostics += problems.map { RosterDiagnostic(line: line, problem: $0) }
      if problems.isEmpty, let key, let extra {
        entries.append(
          RosterEntry(
            id: id, name: trimmed[1], key: key, extraMinutes: extra,
            language: language.isEmpty ? nil : language))
      }
    }
    if let unclosed {
      diagnostics.append(RosterDiagnostic(line: unclosed, problem: .unclosedQuote))
    }
    if diagnostics.isEmpty, entries.isEmpty {
      diagnostics.append(RosterDiagnostic(line: 1, problem: .empty))
    }
    guard diagnostics.isEmpty else { return .failure(RosterProblems(diagnostics: diagnostics)) }
    return .success((Roster(entries: entries), columns))
  }

  /// The start and end of a long value, for messages.
  static func abbreviated(_ text: String) -> String {
    text.count <= 40 ? text : "\(text.prefix(24))…\(text.suffix(8))"
  }
}

/// Every problem of a roster file that was not imported.
public struct RosterProblems: Error, Equatable, Sendable {
  /// The problems, by line.
  public var diagnostics: [RosterDiagnostic]
}
