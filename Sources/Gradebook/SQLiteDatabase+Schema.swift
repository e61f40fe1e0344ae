extension SQLiteDatabase {
  /// What in a gradebook's schema decides whether a write lands as written, one line each:
  /// every column of idlab's tables (`PRAGMA table_info`), every unique index on them (which
  /// can make an `INSERT OR IGNORE` drop a row), and every trigger (which can drop or rewrite
  /// one). Tables of other programs, views and plain indexes cannot, and are not described.
  ///
  /// - Parameter tables: idlab's tables (those of the schema idlab's migrations make).
  func schemaDescription(tables: Set<String>) throws(GradebookError) -> Set<String> {
    var lines: Set<String> = []
    let objects = try query(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'trigger')")
    for object in objects {
      let name = object[1].string ?? ""
      let table = object[2].string ?? ""
      guard object[0].string == "table" else {
        lines.insert("trigger \(name) on \(table)")
        continue
      }
      guard tables.contains(name) else { continue }
      for column in try query("SELECT * FROM pragma_table_info(?)", [.text(name)]) {
        lines.insert(
          "column \(name) " + column.dropFirst().map(Self.describe).joined(separator: " "))
      }
      for index in try query("SELECT * FROM pragma_index_list(?)", [.text(name)])
      where index[2].int == 1 {
        let columns = try query(
          "SELECT name FROM pragma_index_info(?) ORDER BY seqno", [.text(index[1].string ?? "")]
        ).map { $0.first.map(Self.describe) ?? "" }
        let partial = index.count > 4 && index[4].int == 1 ? " partial" : ""
        lines.insert("unique \(name)(\(columns.joined(separator: ",")))\(partial)")
      }
    }
    return lines
  }

  /// The names of the tables in the file.
  func tableNames() throws(GradebookError) -> Set<String> {
    Set(
      try query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
        $0.first?.string
      })
  }

  private static func describe(_ value: DatabaseValue) -> String {
    switch value {
    case .null: "null"
    case .integer(let v): String(v)
    case .real(let v): String(v)
    case .text(let v): v
    case .boolean(let v): String(v)
    }
  }
}
