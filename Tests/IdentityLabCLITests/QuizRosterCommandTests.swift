import Foundation
import IdentityLabCLI
import Localization
import Testing

/// `idlab quiz roster import|authorized-keys`, run in-process with a state folder of its own.
@Suite struct QuizRosterCommandTests {
  static let alice =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDGmfTTrHXMk9eSkmJxzKI2RkKvL8Ui6WRCTmsa7v8Nv"
  static let bruno =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJVwDyEEbLpMlxQyajpyz4z/Tw2lzrXprr4jb/D6xGLF"

  /// A state folder, and a runner of `quiz roster …` words in it.
  final class Classroom {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roster-cli-\(UUID().uuidString)")
    var stdout = ""
    var stderr = ""

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ name: String, _ text: String) -> String {
      let path = folder.appendingPathComponent(name).path
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
      return path
    }

    /// Runs the words after `roster`; returns the outcome or the error's category.
    func run(_ words: [String], language: Language = .en) throws -> String {
      stdout = ""
      stderr = ""
      let context = CommandContext(
        localizer: try realLocalizer(language), styled: false, width: 100,
        stdout: { self.stdout += $0 }, stderr: { self.stderr += $0 }, home: repositoryRoot,
        lessonsDirectory: repositoryRoot.appendingPathComponent("Lessons"),
        stateDirectory: folder,
        environment: ["IDLAB_GRADEBOOK": folder.appendingPathComponent("idlab.sqlite").path],
        isInteractive: false)
      do {
        let command = try QuizRosterCommand(
          CommandArguments(scanning: words, options: QuizRosterCommand.options))
        return "\(try command.run(context))"
      } catch {
        stderr += error.message(context.localizer)
        return "\(error.category)"
      }
    }
  }

  @Test func importThenPrintAuthorizedKeys() throws {
    let room = try Classroom()
    let csv = room.write(
      "roster.csv",
      "id,name,ssh public key,extra time,language\nalice,Alicia,\(Self.alice),15,es\n"
        + "bruno,Bruno,\(Self.bruno) bruno@pc,,\n")
    #expect(try room.run(["import", csv]) == "success")
    let said = room.stdout.split(separator: "\n").map(String.init)
    #expect(
      said.first
        == "columns read: id from “id”, name from “name”, ssh key from “ssh public key”, "
        + "extra minutes from “extra time”, language from “language”")
    #expect(said.dropFirst().first?.hasPrefix("imported 2 students into ") == true)
    #expect(
      try room.run(["authorized-keys", "checkpoint", "--command", "/usr/local/bin/idlab"])
        == "success")
    expectLines(
      room.stdout,
      """
      restrict,pty,command="env SWIFT_BACKTRACE=enable=no /usr/local/bin/idlab quiz take checkpoint --student alice --lang es" \(Self.alice) idlab:alice
      restrict,pty,command="env SWIFT_BACKTRACE=enable=no /usr/local/bin/idlab quiz take checkpoint --student bruno" \(Self.bruno) idlab:bruno

      """)
  }

  /// A Spanish header in another order, with an email column: read by name, and said so.
  @Test func aSpanishHeaderIsReadByNameAndSaysWhichColumns() throws {
    let room = try Classroom()
    let csv = room.write(
      "clase.csv",
      "Correo,Nombre,Alumno,Clave pública,Idioma\na@x.es,\"Pérez, Ana\",ana,\(Self.alice),es\n")
    #expect(try room.run(["import", csv], language: .es) == "success")
    expectLines(
      room.stdout.split(separator: "\n").first.map(String.init) ?? "",
      "columnas leídas: id de «Alumno», nombre de «Nombre», clave ssh de «Clave pública», "
        + "idioma de «Idioma»; omitidas: «Correo»")
    #expect(try room.run(["authorized-keys", "q", "--command", "/bin/idlab"]) == "success")
    #expect(room.stdout.contains("--student ana --lang es"))
  }

  @Test func aBadFileIsReportedByLineAndImportsNothing() throws {
    let room = try Classroom()
    let good = room.write("good.csv", "alice,Alicia,\(Self.alice),0,en\n")
    #expect(try room.run(["import", good]) == "success")
    let bad = room.write(
      "roster.csv",
      "bruno,Bruno,\(Self.bruno),0,en\nbruno,Otro,\(Self.alice),0,en\ncarla,Carla,ssh-ed25519 AAAA,0,en\n"
    )
    #expect(try room.run(["import", bad], language: .es) == "invalidInput")
    expectLines(
      room.stderr,
      """
      \(bad):2: error: id de estudiante repetido `bruno` (aparece primero en la línea 1)
      \(bad):3: error: clave pública ssh mal formada `ssh-ed25519 AAAA`: los datos de la clave están dañados o cortados
      ayuda: no se importó nada; corrige las líneas de arriba y vuelve a importar

      """)
    #expect(try room.run(["import", bad], language: .en) == "invalidInput")
    expectLines(
      room.stderr,
      """
      \(bad):2: error: duplicate student id `bruno` (first on line 1)
      \(bad):3: error: malformed ssh public key `ssh-ed25519 AAAA`: the key data is damaged or cut short
      help: nothing was imported; fix the lines above and run the import again

      """)
    #expect(try room.run(["authorized-keys", "checkpoint", "--command", "idlab"]) == "success")
    #expect(room.stdout.contains("--student alice"))
    #expect(!room.stdout.contains("bruno"))
  }

  @Test func withoutARosterAuthorizedKeysFails() throws {
    let room = try Classroom()
    #expect(try room.run(["authorized-keys", "checkpoint"]) == "failure")
    #expect(room.stderr.hasPrefix("no roster has been imported"))
  }

  @Test func unsafeQuizIDsAndProgramsAreRefused() throws {
    let room = try Classroom()
    #expect(try room.run(["authorized-keys", "mid term"]) == "usage")
    #expect(try room.run(["authorized-keys", "x", "--command", "idlab\" bash"]) == "usage")
    #expect(try room.run(["export", "x"]) == "usage")
    #expect(try room.run([]) == "usage")
  }
}
