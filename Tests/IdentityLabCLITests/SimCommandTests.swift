import Foundation
import Localization
import Testing

@testable import IdentityLabCLI

@Suite struct SimCommandTests {
  static let scene = """
    import SwiftUI

    struct Counter: View {
      @State var n = 0
      var body: some View {
        VStack {
          Text("n = \\(n)")
          Button("bump") { n = 3 }
        }
        .background(Color.green)
      }
    }

    struct Bench: View {
      @State var flag = false
      var body: some View {
        if flag { Counter() } else { Counter() }
      }
    }
    """

  // MARK: Usage and I/O

  @Test(arguments: [Language.en, .es])
  func missingFileIsUsage(language: Language) throws {
    let result = try SimTestSupport.run([], language: language)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.contains("idlab sim"))  // the usage line is the hint
  }

  @Test func unknownOptionSuggests() throws {
    let result = try SimTestSupport.run(["a.swift", "--jsn"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown option `--jsn`"))
    #expect(result.stderr.contains("help: an option with a similar name exists: `--json`"))
    #expect(result.stderr.contains("usage: idlab sim FILE"))
  }

  @Test func spanishUsage() throws {
    let result = try SimTestSupport.run(["a.swift", "--rot", "X"], language: .es)
    #expect(result.status == 64)
    #expect(result.stderr.contains("opción desconocida `--rot`"))
    #expect(result.stderr.contains("uso: idlab sim ARCHIVO"))
  }

  @Test func helpPrintsUsage() throws {
    let result = try SimTestSupport.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Usage: idlab sim FILE"))
  }

  @Test func missingFileIsOneLineIOError() throws {
    let result = try SimTestSupport.run(["/nonexistent/scene.swift"])
    #expect(result.status == 1)
    #expect(result.stderr == "error: cannot read `/nonexistent/scene.swift`: no such file\n")
    let spanish = try SimTestSupport.run(["/nonexistent/scene.swift"], language: .es)
    #expect(
      spanish.stderr == "error: no se puede leer `/nonexistent/scene.swift`: no existe el archivo\n"
    )
  }

  @Test func stylingNeverLeaksIntoUnstyledErrors() throws {
    let result = try SimTestSupport.run(["/nonexistent/scene.swift"], styled: false)
    #expect(!result.stderr.contains("\u{1B}"))
    let styled = try SimTestSupport.run(["/nonexistent/scene.swift"], styled: true)
    #expect(styled.stderr.contains("\u{1B}["))
  }

  // MARK: Diagnostics (needs the ViewScript interpreter)

  @Test(arguments: [Language.en, .es])
  func compileDiagnosticsExit65(language: Language) throws {
    let path = try SimTestSupport.temporaryScene(
      "struct Bench: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}\n")
    let result = try SimTestSupport.run([path], language: language)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(path):"), "\(result.stderr)")
    #expect(first.contains(": error["), "\(result.stderr)")
    #expect(result.stderr.contains(" | "), "snippet with a gutter")
    #expect(result.stderr.contains("^"), "caret")
  }

  @Test func actionDiagnosticsExit65() throws {
    let path = try SimTestSupport.temporaryScene(Self.scene)
    let result = try SimTestSupport.run([path, "--do", "flag.toggle("])
    #expect(result.status == 65)
    #expect(result.stderr.contains(": error["), "\(result.stderr)")
  }

  @Test func unknownGestureTargetExit65() throws {
    let path = try SimTestSupport.temporaryScene(Self.scene)
    let result = try SimTestSupport.run([path, "--do", "tap \"No such button\""])
    #expect(result.status == 65)
    #expect(result.stderr.contains(": error["), "\(result.stderr)")
  }

  // MARK: Output (needs the ViewScript interpreter)

  @Test func jsonIsDeterministicAndValid() throws {
    let path = try SimTestSupport.temporaryScene(Self.scene)
    let arguments = [path, "--do", "tap \"bump\"", "--do", "flag.toggle()", "--json"]
    let first = try SimTestSupport.run(arguments)
    let second = try SimTestSupport.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasSuffix("}\n"))
    let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8))
    let json = try #require(object as? [String: Any])
    #expect(json["schema"] as? String == "idlab.sim/1")
    #expect(json["root"] as? String == "Bench")
    #expect((json["steps"] as? [Any])?.count == 3)
  }

  /// Without a byte writer of its own, a context hands bytes, decoded, to its text writer.
  @Test func bytesGoToTheTextWriterByDefault() throws {
    var out = ""
    let context = CommandContext(
      localizer: try realLocalizer(.en), styled: false, width: 80,
      stdout: { out += $0 }, stderr: { _ in }, home: repositoryRoot,
      lessonsDirectory: repositoryURL("Lessons"),
      stateDirectory: FileManager.default.temporaryDirectory, environment: [:],
      isInteractive: false)
    Array("ñandú 🚀\n".utf8).withUnsafeBytes { context.stdoutBytes($0) }
    context.stdout("end")
    #expect(out == "ñandú 🚀\nend")
  }

  @Test func screenIsPlainWhenUnstyled() throws {
    let path = try SimTestSupport.temporaryScene(Self.scene)
    let result = try SimTestSupport.run([path, "--do", "flag.toggle()"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("Step 0 · first render"))
    #expect(result.stdout.contains("Step 1 · flag.toggle()"))
    #expect(result.stdout.contains("n = 0"))
    #expect(result.stdout.contains("[green]"))
  }

  @Test func screenHasSwatchesWhenStyled() throws {
    let path = try SimTestSupport.temporaryScene(Self.scene)
    let result = try SimTestSupport.run([path], language: .es, styled: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\u{1B}[38;2;52;199;89m██"))
    #expect(result.stdout.contains("Paso 0"))
  }
}
