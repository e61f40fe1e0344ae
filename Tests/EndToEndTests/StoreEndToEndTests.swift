import Foundation
import ServerHarness
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--store URL` and `IDLAB_STORE` through the built binary: a take and its report on the
/// throwaway PostgreSQL, and every way the server can fail, each a translated message that
/// names the URL with its password masked and says how to fix it.
@Suite(
  .serialized,
  .enabled(
    if: ThrowawayPostgres.unavailableReason == nil,
    "PostgreSQL store tests skipped: no initdb (sudo apt-get install -y postgresql)"))
struct StoreEndToEndTests {
  static let quizzes = IdlabBinary.repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/quiz"
  ).path

  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) throws -> IdlabBinary.Result {
    var extra = ["IDLAB_QUIZZES": quizzes, "COLUMNS": "500"]
    extra.merge(environment) { $1 }
    return try IdlabBinary.run(arguments, input: input, environment: extra)
  }

  @Test func aTakeAndItsReportGoToThePostgreSQLStore() throws {
    let url = try ThrowawayPostgres.shared.get().makeDatabase()
    let take = try Self.run(
      ["--store", url, "quiz", "take", "fixture-exam", "--student", "ana"],
      input: "3\n3\nno\ny\n")
    #expect(take.status == 0, "\(take.standardError)")
    #expect(take.standardOutput.contains("Submitted."))
    // The report reads the same database through IDLAB_STORE, from another state folder.
    let report = try Self.run(
      ["quiz", "report", "fixture-exam", "--format", "csv"], environment: ["IDLAB_STORE": url])
    let rows = report.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(rows.count == 2, "\(report.standardOutput)")
    #expect(rows.last?.hasPrefix("ana,1,en,") == true)
    // A SQLite file given with --store is a different, empty gradebook.
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("other.sqlite").path
    let empty = try Self.run(["quiz", "report", "fixture-exam", "--format", "csv", "--store", file])
    #expect(empty.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 1)
    #expect(FileManager.default.fileExists(atPath: file))
    let progress = try Self.run(["progress", "--store", url])
    #expect(progress.status == 0, "\(progress.standardError)")
  }

  /// A URL that fails, the message and hint expected in English and Spanish.
  struct Failure: CustomTestStringConvertible, Sendable {
    var name: String
    var url: @Sendable () throws -> String
    var masked: @Sendable () throws -> String
    var english: [String]
    var spanish: [String]
    var testDescription: String { name }
  }

  static let failures: [Failure] = [
    Failure(
      name: "bad URL",
      url: { "postgresql://ana:s3cret@127.0.0.1/idlab?frobnicate=1" },
      masked: { "postgresql://ana:***@127.0.0.1/idlab?frobnicate=1" },
      english: [
        "error: the gradebook {url} cannot be used: the progress database cannot be opened",
        "help: write the URL as postgresql://USER:PASSWORD@HOST:PORT/DATABASE and check that the "
          + "database exists (createdb DATABASE)",
      ],
      spanish: [
        "error: no se puede usar el libro de notas {url}: no se puede abrir la base de datos de "
          + "progreso",
        "ayuda: escribe la URL como postgresql://USUARIO:CONTRASEÑA@HOST:PUERTO/BASE y comprueba "
          + "que la base de datos existe (createdb BASE)",
      ]),
    Failure(
      name: "server unreachable",
      url: { "postgresql://ana:s3cret@127.0.0.1:\(try Self.closedPort)/idlab" },
      masked: { "postgresql://ana:***@127.0.0.1:\(try Self.closedPort)/idlab" },
      english: [
        "error: the gradebook {url} cannot be used: the PostgreSQL server does not answer",
        "help: check that PostgreSQL is running at the host and port of {url} and accepts "
          + "connections from this machine (listen_addresses, pg_hba.conf), or give --store a "
          + "SQLite file",
      ],
      spanish: [
        "error: no se puede usar el libro de notas {url}: el servidor PostgreSQL no responde",
        "ayuda: comprueba que PostgreSQL está en marcha en el host y el puerto de {url} y que "
          + "acepta conexiones desde esta máquina (listen_addresses, pg_hba.conf), o pasa a "
          + "--store un archivo SQLite",
      ]),
    Failure(
      name: "wrong password",
      url: {
        try ThrowawayPostgres.shared.get().url(
          database: "postgres", user: ThrowawayPostgres.shared.get().superuser,
          password: "s3cret")
      },
      masked: {
        let cluster = try ThrowawayPostgres.shared.get()
        return "postgresql://\(cluster.superuser):***@127.0.0.1:\(cluster.port)/postgres"
          + "?sslmode=disable"
      },
      english: [
        "error: the gradebook {url} cannot be used: the PostgreSQL server refused the user or "
          + "password",
        "help: check the user and password in {url} (write @ : / in a password as %40 %3A %2F), "
          + "or keep the password in ~/.pgpass",
      ],
      spanish: [
        "error: no se puede usar el libro de notas {url}: el servidor PostgreSQL rechazó el "
          + "usuario o la contraseña",
        "ayuda: revisa el usuario y la contraseña de {url} (en la contraseña, escribe @ : / como "
          + "%40 %3A %2F), o guarda la contraseña en ~/.pgpass",
      ]),
  ]

  /// A loopback port nobody listens on (taken once, then closed).
  static var closedPort: Int {
    get throws { try portOnce.get() }
  }
  private static let portOnce = Result { () throws(HarnessError) in
    try HarnessProcess.freeLoopbackPort()
  }

  @Test(arguments: failures)
  func aStoreThatCannotBeUsedIsOneTranslatedLineWithTheURLMasked(_ failure: Failure) throws {
    let url = try failure.url()
    let masked = try failure.masked()
    for (language, expected) in [("en", failure.english), ("es", failure.spanish)] {
      for arguments in [
        ["quiz", "take", "fixture-exam", "--student", "ana", "--store", url],
        ["--store", url, "progress"],
      ] {
        let result = try Self.run(["--lang", language] + arguments, input: "3\n")
        #expect(result.status == 1, "\(arguments)")
        let lines = expected.map { $0.replacingOccurrences(of: "{url}", with: masked) }
        expectLines(result.standardError, lines.joined(separator: "\n") + "\n")
        #expect(!result.standardError.contains("s3cret"))
        #expect(!result.standardOutput.contains("s3cret"))
      }
    }
    // The same through IDLAB_STORE.
    let viaEnvironment = try Self.run(["progress"], environment: ["IDLAB_STORE": url])
    #expect(viaEnvironment.status == 1)
    #expect(viaEnvironment.standardError.contains(masked), "\(viaEnvironment.standardError)")
  }

  @Test func aDroppedConnectionMidTakeLosesNoAnswer() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    // The connections to cut are named, so other suites' connections to the same cluster,
    // running at the same time, are left alone.
    let name = "idlab_dropped_take"
    let url = try cluster.makeDatabase() + "&application_name=\(name)"
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let running = try IdlabBinary.start(
      ["--store", url, "quiz", "take", "fixture-exam", "--student", "ana"], state: state,
      environment: ["IDLAB_QUIZZES": Self.quizzes], errorsToOutput: true)
    var seen = ""
    func waitFor(_ text: String, count: Int = 1) -> Bool {
      let deadline = Date().addingTimeInterval(60)
      while seen.components(separatedBy: text).count - 1 < count, Date() < deadline {
        let chunk = running.output.fileHandleForReading.availableData
        if chunk.isEmpty { return false }
        seen += String(decoding: chunk, as: UTF8.self)
      }
      return seen.components(separatedBy: text).count - 1 >= count
    }
    #expect(waitFor("Item 1 of 3"), "\(seen)")
    // The server ends this test's sessions: idlab's connection breaks.
    _ = try cluster.runSQL(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        + "WHERE pid <> pg_backend_pid() AND application_name = '\(name)'")
    running.input.fileHandleForWriting.write(Data("3\n".utf8))
    #expect(waitFor("your answer was NOT recorded"), "\(seen)")
    // The next write reconnects; the student answers again and goes on.
    running.input.fileHandleForWriting.write(Data("3\n".utf8))
    #expect(waitFor("Item 2 of 3"), "\(seen)")
    running.input.fileHandleForWriting.write(Data("3\nno\ny\n".utf8))
    #expect(waitFor("Submitted."), "\(seen)")
    running.process.waitUntilExit()
    #expect(running.process.terminationStatus == 0)

    let attempts = try Self.run(
      ["--store", url, "quiz", "report", "fixture-exam", "--format", "csv", "--attempts"])
    let rows = attempts.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(rows.count == 1 + 3, "one row per item, none twice: \(attempts.standardOutput)")
  }
}
