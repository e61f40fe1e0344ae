import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

@Suite struct ReplSessionTests {
  /// Runs lines through a session and driver on a fake terminal.
  func run(
    _ inputs: [TerminalInput], language: Language = .en, interactive: Bool = false,
    width: Int = 80, extensions: [any ReplExtension] = []
  ) throws -> (FakeTerminal, [Language], CommandOutcome) {
    let terminal = FakeTerminal(inputs, isInteractive: interactive, width: width)
    var saved: [Language] = []
    let session = ReplSession(
      localizer: try realLocalizer(language), style: Styler(enabled: false),
      isInteractive: interactive, extensions: extensions)
    let driver = ReplDriver(session: session, terminal: terminal) { saved.append($0) }
    let outcome = driver.run()
    return (terminal, saved, outcome)
  }

  @Test func helpLangQuitTranscript() throws {
    let (terminal, saved, outcome) = try run([
      .line(":help"), .line(":lang es"), .line(":lang"), .line(":q"),
    ])
    #expect(outcome == .success)
    #expect(saved == [.es])
    #expect(terminal.closeCount == 1)
    expectLines(
      terminal.transcript,
      """
      idlab> :help
      Commands:
        :help [command]   show the commands, or help for one command
        :lang [en|es]     show the language, or switch to another one
        :quit, :q         leave idlab (Ctrl-D works too)

      Tab completes, Up recalls earlier lines, Ctrl-C clears the line, Ctrl-D leaves.
      Type :help <command> for more about one command.
      idlab> :lang es
      Idioma: español (es). Lo recordaré la próxima vez.
      idlab> :lang
      Idioma: español (es)
      Disponibles: en (English), es (español)
      idlab> :q

      """)
  }

  @Test func unknownCommandSuggestsAndGoesOn() throws {
    let (terminal, _, outcome) = try run([.line(":lagn en"), .line(":nonsense"), .line(":quit")])
    #expect(outcome == .success)
    expectLines(
      terminal.transcript,
      """
      idlab> :lagn en
      ! error: unknown command :lagn
      ! help: a command with a similar name exists: :lang
      idlab> :nonsense
      ! error: unknown command :nonsense
      ! help: type :help to see the commands
      idlab> :quit

      """)
  }

  @Test func freeTextWithoutExtensionPointsToHelp() throws {
    let (terminal, _, _) = try run([.line("green"), .endOfInput])
    #expect(terminal.standardError.contains("error: green is not a command"))
    #expect(terminal.standardError.contains(":help"))
  }

  @Test func endOfInputAndInterruptBehave() throws {
    let (terminal, _, outcome) = try run([.interrupt, .line("   "), .endOfInput, .line(":help")])
    #expect(outcome == .success)
    #expect(terminal.standardOutput.isEmpty)
    #expect(terminal.inputs == [.line(":help")], "nothing is read after the end of input")
  }

  @Test func bannerOnlyOnATerminal() throws {
    let (interactive, _, _) = try run([.endOfInput], interactive: true)
    #expect(
      interactive.standardOutput.hasPrefix("idlab 0.1.0 — type :help for help, :quit to leave."))
    let (piped, _, _) = try run([.endOfInput])
    #expect(piped.standardOutput.isEmpty)
  }

  @Test func langRejectsUnknownLanguagesAndExtraArguments() throws {
    let (terminal, saved, _) = try run([.line(":lang fr"), .line(":lang en es"), .line(":q")])
    #expect(saved.isEmpty)
    #expect(terminal.standardError.contains("unknown language fr"))
    #expect(terminal.standardError.contains("Available: en (English), es (español)"))
    #expect(terminal.standardError.contains("too many arguments for :lang"))
  }

  @Test func helpForOneCommand() throws {
    let (terminal, _, _) = try run(
      [.line(":help :quit"), .line(":help lnag"), .line(":q")], language: .es)
    expectLines(
      terminal.transcript,
      """
      idlab> :help :quit
      :quit
      sale de idlab (Ctrl-D también sirve)
      También: :q, :exit
      idlab> :help lnag
      ! error: comando desconocido :lnag
      ! ayuda: existe un comando con un nombre parecido: :lang
      idlab> :q

      """)
  }

  /// A command whose summary is Markdown (`` `:do` ``), as the course's `:undo` is.
  final class UndoStub: ReplExtension {
    var commands: [ReplCommand] {
      [
        ReplCommand(
          name: "undo", summaryKey: "course.repl.undo.summary", usageKey: "course.repl.undo.usage"
        ) { _ in [] }
      ]
    }
  }

  /// `:help NAME` and the error lines render the catalog's Markdown as the course does: the
  /// code span's text without backticks, cyan when styled.
  @Test(arguments: [
    (
      Language.en, false, ":undo\nstep back one :do action",
      "error: unknown command :undi", "help: a command with a similar name exists: :undo"
    ),
    (
      Language.es, false, ":undo\ndeshace la última acción de :do",
      "error: comando desconocido :undi", "ayuda: existe un comando con un nombre parecido: :undo"
    ),
    (
      Language.en, true, "\u{1B}[36m:undo\u{1B}[0m\nstep back one \u{1B}[36m:do\u{1B}[0m action",
      "\u{1B}[1;31merror:\u{1B}[0m unknown command \u{1B}[36m:undi\u{1B}[0m",
      "\u{1B}[1mhelp:\u{1B}[0m a command with a similar name exists: \u{1B}[36m:undo\u{1B}[0m"
    ),
  ])
  func helpAndErrorsRenderMarkdown(
    _ language: Language, _ styled: Bool, _ help: String, _ error: String, _ hint: String
  ) throws {
    var session = ReplSession(
      localizer: try realLocalizer(language), style: Styler(enabled: styled), isInteractive: false,
      extensions: [UndoStub()])
    #expect(session.handle(.line(":help undo")) == [.print(help)])
    #expect(session.handle(.line(":undi")) == [.printError(error), .printError(hint)])
  }

  @Test func outputIsWrappedToTheTerminalWidth() throws {
    let (terminal, _, _) = try run([.line(":help lang"), .line(":q")], width: 30)
    for line in terminal.standardOutput.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= 30, "\(line)")
    }
  }

  @Test func completesCommandsAndArguments() throws {
    let session = ReplSession(
      localizer: try realLocalizer(), style: Styler(enabled: false), isInteractive: true)
    #expect(session.completions(word: ":la", line: ":la") == [":lang"])
    #expect(session.completions(word: ":", line: ":") == [":help", ":lang", ":quit"])
    #expect(session.completions(word: "e", line: ":lang e") == ["en", "es"])
    #expect(session.completions(word: "l", line: ":help l") == ["lang"])
    #expect(session.completions(word: "x", line: ":quit x").isEmpty)
  }

  // MARK: - Extensions

  final class CourseStub: ReplExtension {
    var rerendered: [Language] = []
    var finished = 0
    var commands: [ReplCommand] {
      [
        ReplCommand(name: "next", summaryKey: "stub.next", usageKey: ":next") { _ in
          [.print("next page"), .setPrompt("lesson 1> ")]
        }
      ]
    }
    func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
      line == "green" ? [.print(localizer.language == .es ? "¡correcto!" : "correct!")] : nil
    }
    func rerender(localizer: Localizer, style: Styler) -> [ReplEffect] {
      rerendered.append(localizer.language)
      return [.print("question in \(localizer.language.rawValue)")]
    }
    func completions(for word: String, line: String) -> [String] {
      ["green", "blue"].filter { $0.hasPrefix(word) }
    }
    func finish() -> [ReplEffect] {
      finished += 1
      return [.print("progress saved")]
    }
  }

  @Test func extensionPlugsIn() throws {
    let course = CourseStub()
    let (terminal, saved, _) = try run(
      [
        .line(":next"), .line("green"), .line(":lang es"), .line("green"), .line("purple"),
        .line(":quit"),
      ],
      extensions: [course])
    #expect(saved == [.es])
    #expect(course.rerendered == [.es])
    #expect(course.finished == 1)
    expectLines(
      terminal.transcript,
      """
      idlab> :next
      next page
      lesson 1> green
      correct!
      lesson 1> :lang es
      Idioma: español (es). Lo recordaré la próxima vez.
      question in es
      lesson 1> green
      ¡correcto!
      lesson 1> purple
      ! error: purple no es un comando y todavía no hay ninguna pregunta que responder
      ! ayuda: escribe :help para ver los comandos
      lesson 1> :quit
      progress saved

      """)
  }

  @Test func extensionCompletionsAndCommandsAreOffered() throws {
    let session = ReplSession(
      localizer: try realLocalizer(), style: Styler(enabled: false), isInteractive: true,
      extensions: [CourseStub()])
    #expect(session.completions(word: ":n", line: ":n") == [":next"])
    #expect(session.completions(word: "gr", line: "gr") == ["green"])
    #expect(session.commands.map(\.name) == ["help", "lang", "quit", "next"])
  }
}
