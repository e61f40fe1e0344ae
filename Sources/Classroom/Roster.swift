import Foundation

/// The students of a class, imported from a CSV file the instructor keeps.
///
/// Columns, in order: student id, name, SSH public key, extra time (minutes, may be empty),
/// language (`en`, `es` or empty). A first line whose first field is `id` is a header. Fields
/// follow RFC 4180 (double quotes around a field with commas; `""` for a quote).
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
    var diagnostics: [RosterDiagnostic] = []
    var entries: [RosterEntry] = []
    var firstLineOfID: [String: Int] = [:]
    var firstLineOfKey: [String: Int] = [:]
    let (records, unclosed) = CSVRecords.split(text)
    for (index, record) in records.enumerated() {
      let (line, fields) = record
      if fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
      if index == 0, fields.first?.trimmingCharacters(in: .whitespaces).lowercased() == "id" {
        continue
      }
      guard fields.count == 5 else {
        diagnostics.append(RosterDiagnostic(line: line, problem: .columnCount(fields.count)))
        continue
      }
      let trimmed = fields.map { $0.trimmingCharacters(in: .whitespaces) }
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
    return .success(Roster(entries: entries))
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
