import Testing

@testable import Classroom

/// Header lines in either language and in any order (`RosterColumns`), against files written
/// here and the roles each header should give, by hand.
@Suite struct RosterColumnsTests {
  static let ana = RosterTests.alice
  static let bruno = RosterTests.bruno

  /// Spellings an instructor's spreadsheet uses, and the role each names (nil: none).
  @Test(arguments: [
    ("id", RosterColumns.Role.id), ("Student ID", .id), ("student_id", .id), ("Login", .id),
    ("Estudiante", .id), ("Alumno", .id), ("Usuario", .id), ("Matrícula", .id),
    ("Name", .name), ("Full name", .name), ("Nombre", .name), ("Nombre completo", .name),
    ("SSH public key", .key), ("ssh-key", .key), ("Clave SSH", .key), ("Clave pública", .key),
    ("Extra minutes", .extraMinutes), ("Extra time", .extraMinutes),
    ("Minutos extra", .extraMinutes), ("Tiempo adicional", .extraMinutes),
    ("Language", .language), ("Idioma", .language), ("Email", nil), ("Correo", nil),
    ("Section", nil),
  ])
  func headersNameTheirRole(_ header: String, _ role: RosterColumns.Role?) {
    #expect(RosterColumns.role(of: header) == role)
  }

  @Test func aSpanishHeaderInAnotherOrderIsRead() throws {
    let csv = """
      Correo,Minutos extra,Clave SSH,Nombre,Estudiante
      ana@x.es,10,\(Self.ana),"Pérez, Ana",ana
      bruno@x.es,,\(Self.bruno),Bruno,bruno

      """
    let (roster, columns) = try Roster.parseWithColumns(csv: csv).get()
    #expect(roster.entries.map(\.id) == ["ana", "bruno"])
    #expect(roster.entries.map(\.name) == ["Pérez, Ana", "Bruno"])
    #expect(roster.entries.map(\.extraMinutes) == [10, 0])
    #expect(roster.entries.map(\.language) == [nil, nil])
    #expect(columns.roles == [1: .extraMinutes, 2: .key, 3: .name, 4: .id])
    #expect(columns.leftOut == ["Correo"])
  }

  @Test func withoutAHeaderTheColumnsAreInOrder() throws {
    let (roster, columns) = try Roster.parseWithColumns(csv: "ana,Ana,\(Self.ana),5,es\n").get()
    #expect(roster.entries.first?.language == "es")
    #expect(!columns.hasHeader)
  }

  @Test func aHeaderWithoutAKeyOrWithARoleTwiceIsRefused() {
    let missing = Roster.parseWithColumns(csv: "Student,Name,Email\nana,Ana,a@x\n")
    let problems = (try? missing.get()) == nil ? missingProblems(missing) : []
    #expect(problems.contains(RosterDiagnostic(line: 1, problem: .missingColumn("key"))))
    let twice = Roster.parseWithColumns(csv: "id,alumno,ssh key\nana,ana,\(Self.ana)\n")
    #expect(
      missingProblems(twice).first
        == RosterDiagnostic(
          line: 1, problem: .duplicateColumn("id", first: "id", again: "alumno")))
    let short = Roster.parseWithColumns(csv: "id,ssh key,name\nana,\(Self.ana)\n")
    #expect(
      missingProblems(short)
        == [RosterDiagnostic(line: 2, problem: .headerColumnCount(expected: 3, found: 2))])
  }

  func missingProblems(
    _ result: Result<(roster: Roster, columns: RosterColumns), RosterProblems>
  ) -> [RosterDiagnostic] {
    if case .failure(let problems) = result { return problems.diagnostics }
    return []
  }
}
