/// Which column of a roster file holds what: from its header line, in English or Spanish and
/// in any order, or the five columns in their order when the file has none.
///
///     Student ID,Nombre,Correo,Clave SSH,Minutos extra
///
/// reads `id`, `name` and `key` from the first, second and fourth columns and `extraMinutes`
/// from the fifth, and leaves `Correo` out.
public struct RosterColumns: Equatable, Sendable {
  /// What a column holds.
  public enum Role: String, CaseIterable, Sendable {
    /// The student id (required).
    case id
    /// The student's name.
    case name
    /// The SSH public key (required).
    case key
    /// Extra minutes for timed quizzes.
    case extraMinutes = "extra-minutes"
    /// The student's language (`en`, `es` or empty).
    case language
  }

  /// The role read from each column, by index; a column without a role is left out.
  public var roles: [Int: Role]
  /// The file's column headers as written (empty without a header line).
  public var headers: [String]
  /// Whether the first line named the columns.
  public var hasHeader: Bool { !headers.isEmpty }
  /// How many fields each line has: the header's count, or 5.
  public var count: Int { hasHeader ? headers.count : Role.allCases.count }

  /// The five columns in order, without a header line.
  public static let positional = RosterColumns(
    roles: Dictionary(uniqueKeysWithValues: Role.allCases.enumerated().map { ($0, $1) }),
    headers: [])

  /// The column that holds `role`, if any.
  public func column(of role: Role) -> Int? {
    roles.first { $0.value == role }?.key
  }

  /// Headers that name no role (`Email`, `Section`), in file order.
  public var leftOut: [String] {
    headers.indices.filter { roles[$0] == nil }.map { headers[$0] }
  }

  /// The spellings of each role a header may use, folded (lowercase, no accents, `_` and `-`
  /// as spaces).
  static let spellings: [Role: Set<String>] = [
    .id: [
      "id", "student", "student id", "studentid", "user", "user id", "username", "login",
      "login id", "sis login id", "sis user id", "estudiante", "id estudiante",
      "id de estudiante", "alumno", "alumna", "id alumno", "id del alumno", "usuario",
      "nombre de usuario", "identificador", "matricula",
    ],
    .name: [
      "name", "full name", "student name", "display name", "nombre", "nombre completo",
      "nombre y apellidos", "apellidos y nombre", "nombre del alumno", "nombre del estudiante",
    ],
    .key: [
      "key", "ssh", "ssh key", "ssh public key", "public key", "ssh pubkey", "pubkey",
      "authorized key", "clave", "clave ssh", "clave publica", "clave publica ssh",
      "clave ssh publica",
    ],
    .extraMinutes: [
      "extra", "extra time", "extra minutes", "minutes", "extra time minutes",
      "tiempo extra", "tiempo adicional", "minutos", "minutos extra", "minutos adicionales",
    ],
    .language: ["language", "lang", "locale", "idioma", "lengua"],
  ]

  /// Headers that are known but not read (the roster keeps no email).
  static let known: Set<String> = [
    "email", "e mail", "mail", "email address", "correo", "correo electronico", "e correo",
  ]

  /// The role a header names, if any.
  public static func role(of header: String) -> Role? {
    let folded = fold(header)
    return Role.allCases.first { spellings[$0]?.contains(folded) == true }
  }

  /// Whether `fields` is a header line: some field names a column and none is a key.
  public static func isHeader(_ fields: [String]) -> Bool {
    let named = fields.contains { role(of: $0) != nil || known.contains(fold($0)) }
    let hasKey = fields.contains { field in
      let word = field.lowercased().split(separator: " ").first ?? ""
      return word.hasPrefix("ssh-") || word.hasPrefix("ecdsa-") || word.hasPrefix("sk-")
    }
    return named && !hasKey
  }

  /// The columns a header line names; `problems` for a role named twice or a required one
  /// (`id`, `key`) missing.
  public static func reading(header fields: [String]) -> (
    columns: RosterColumns, problems: [RosterDiagnostic.Problem]
  ) {
    var roles: [Int: Role] = [:]
    var problems: [RosterDiagnostic.Problem] = []
    for (index, field) in fields.enumerated() {
      guard let role = role(of: field) else { continue }
      if let first = roles.first(where: { $0.value == role })?.key {
        problems.append(.duplicateColumn(role.rawValue, first: fields[first], again: field))
      } else {
        roles[index] = role
      }
    }
    for role in [Role.id, .key] where !roles.values.contains(role) {
      problems.append(.missingColumn(role.rawValue))
    }
    return (RosterColumns(roles: roles, headers: fields), problems)
  }

  /// Lowercase, trimmed, accents off, `_` `-` `.` `(` `)` as spaces, spaces collapsed.
  static func fold(_ text: String) -> String {
    let plain: [Character: Character] = [
      "á": "a", "à": "a", "ä": "a", "é": "e", "è": "e", "ë": "e", "í": "i", "ì": "i", "ï": "i",
      "ó": "o", "ò": "o", "ö": "o", "ú": "u", "ù": "u", "ü": "u", "ñ": "n",
    ]
    var result = ""
    for character in text.lowercased() {
      let folded = plain[character] ?? character
      result.append("_-.()\u{FEFF}".contains(folded) ? " " : folded)
    }
    return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
