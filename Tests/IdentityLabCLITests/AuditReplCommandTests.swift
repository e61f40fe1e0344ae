import Foundation
import IdlabTestSupport
import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// `:audit PATH...` at the prompt prints what `idlab audit` prints, as effects: warnings
/// confirmed on the simulator too, the files read from the prompt's folder.
@Suite struct AuditReplCommandTests {
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-repl-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let view = """
      struct Fleet: View {
        @State var ships = ["Ada", "Brig"]
        var body: some View {
          ForEach(ships.indices, id: \\.self) { i in Row(name: ships[i]) }
        }
        func dock() { ships.remove(at: 0) }
      }

      struct Row: View {
        let name: String
        @State var aboard = false
        var body: some View { Toggle(name, isOn: $aboard) }
      }
      """
    try Data(view.utf8).write(to: root.appendingPathComponent("Fleet.swift"))
    return root
  }

  @Test func findingsThenProblemsThenTheSummary() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let effects = AuditReplCommand.run(
      paths: ["Fleet.swift", "Gone"], localizer: try realLocalizer(.es),
      style: Styler(enabled: false), currentDirectory: root.path)
    #expect(
      effects == [
        .print(
          """
          Fleet.swift:4:13: warning: [foreach-index-id] este `ForEach` identifica por posición sobre `ships`, que el proyecto modifica
            simulador: confirmado: al quitar el primer elemento de `ships`, una fila conserva el estado que capturó para otro elemento
            ayuda: identifica las filas con un id estable: un `ForEach` sobre los elementos con `Identifiable`, o `id: \\.id`
            consulta: idlab :open identity-bench
          """),
        .printError("Gone: error: no existe ese archivo o carpeta"),
        .print("1 aviso y 0 notas en 1 archivo (1 entrada no se pudo auditar)"),
      ])
  }

  @Test func withoutAPathItSaysHowToUseIt() throws {
    let effects = AuditReplCommand.run(
      paths: [], localizer: try realLocalizer(.en), style: Styler(enabled: false),
      currentDirectory: "/")
    #expect(effects == [.printError("usage: :audit PATH...")])
  }

  @Test func theCoursePromptAnswersIt() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    var (session, _, _) = try CourseRunnerTests.session()
    let text = CourseRunnerTests.text(session.handle(.line(":audit \(root.path)/Fleet.swift")))
    #expect(text.hasPrefix("\(root.path)/Fleet.swift:4:13: warning: [foreach-index-id] "))
    #expect(text.hasSuffix("1 warning and 0 notes in 1 file"))
  }
}
