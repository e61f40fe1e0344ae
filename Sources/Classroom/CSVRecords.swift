/// Splits RFC 4180 text into records of fields, remembering the line each record starts on.
enum CSVRecords {
  /// The records and, when the text ends inside a quoted field, the line where that field's
  /// record started.
  static func split(_ text: String) -> (records: [(line: Int, fields: [String])], unclosed: Int?) {
    var records: [(line: Int, fields: [String])] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var fieldStarted = false
    var line = 1
    var recordLine = 1
    var characters = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))
    if characters.first == "\u{FEFF}" { characters.removeFirst() }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if quoted {
        if character == "\"" {
          if index + 1 < characters.count, characters[index + 1] == "\"" {
            field.append("\"")
            index += 1
          } else {
            quoted = false
          }
        } else {
          if character == "\n" { line += 1 }
          field.append(character)
        }
      } else {
        switch character {
        case "\"" where !fieldStarted:
          quoted = true
          fieldStarted = true
        case ",":
          fields.append(field)
          field = ""
          fieldStarted = false
        case "\n":
          fields.append(field)
          records.append((recordLine, fields))
          fields = []
          field = ""
          fieldStarted = false
          line += 1
          recordLine = line
        default:
          field.append(character)
          if character != " " { fieldStarted = true }
        }
      }
      index += 1
    }
    if quoted { return (records, recordLine) }
    if fieldStarted || !field.isEmpty || !fields.isEmpty {
      fields.append(field)
      records.append((recordLine, fields))
    }
    return (records, nil)
  }
}
