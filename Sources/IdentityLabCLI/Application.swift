import Basics
import Foundation
import Localization
import TerminalUI

/// The `idlab` program: parses the command line, finds resources, chooses the language, and
/// runs a subcommand or the interactive prompt.
///
/// Errors are thrown as `IdlabError`; `main.swift` renders them with `render(_:)` and turns
/// them, or the returned `CommandOutcome`, into the exit code (`ExitCode`).
public final class Application {
  /// The arguments after the program name.
  public let arguments: [String]
  /// The process environment.
  public let environment: [String: String]
  /// The path of the running executable (for finding resources).
  public let executablePath: String
  /// The strings, once the catalogs are loaded (used to render errors).
  public private(set) var localizer: Localizer?

  private var stderrColor = ColorMode.auto

  /// Creates the program for one run.
  public init(arguments: [String], environment: [String: String], executablePath: String) {
    self.arguments = arguments
    self.environment = environment
    self.executablePath = executablePath
  }

  /// Runs idlab; returns how the subcommand (or the prompt) went.
  ///
  /// - Throws: `IdlabError` for usage mistakes, missing resources and failed subcommands.
  public func run() throws(IdlabError) -> CommandOutcome {
    ProcessSignals.quitActsAsInterrupt()
    ProcessSignals.fileSizeLimitFailsWrites()
    let parsed: ParsedCommandLine
    var parseError: IdlabError?
    do {
      parsed = try ParsedCommandLine(parsing: arguments)
    } catch {
      parseError = error
      var lenient = ParsedCommandLine()
      (lenient.language, lenient.colorMode) = ParsedCommandLine.lenientLanguage(in: arguments)
      parsed = lenient
    }
    stderrColor = parsed.colorMode
    // The runtime's backtracer stays for a developer who asked for it (`SWIFT_BACKTRACE`),
    // never for quizzes, where its prompt would show a student the answer keys in memory.
    let guardsCrashes = environment["SWIFT_BACKTRACE"] == nil || parsed.command == "quiz"
    if guardsCrashes { ProcessSignals.guardCrashes(message: "") }

    if parsed.showsVersion, parseError == nil {
      FileDescriptorOutput.standardOutput(IdlabVersion.line + "\n")
      return .success
    }

    guard let home = ResourceLocator.home(environment: environment, executablePath: executablePath)
    else { throw .resourcesNotFound }
    let state = StateDirectory(environment: environment)
    let language = LanguageNegotiation.resolve(
      flag: parsed.language?.rawValue, saved: state.savedLanguage(), environment: environment
    ).language
    let localizer: Localizer
    do {
      localizer = try Localizer.load(
        language: language, localesDirectory: home.appendingPathComponent("Locales"))
    } catch {
      throw .catalog(error)
    }
    self.localizer = localizer
    if guardsCrashes { ProcessSignals.guardCrashes(message: localizer("cli.crashed")) }
    if let parseError { throw parseError }

    var lessons = home.appendingPathComponent("Lessons")
    if let path = parsed.lessonsPath {
      lessons =
        URL(
          fileURLWithPath: path,
          relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: lessons.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw .lessonsNotFound(path) }
    }

    var environment = environment
    if let store = parsed.store { environment["IDLAB_STORE"] = store }
    let isInteractive = TerminalSize.isTerminal(0) && TerminalSize.isTerminal(1)
    var context = CommandContext(
      localizer: localizer,
      styled: parsed.colorMode.isStyled(
        isTerminal: TerminalSize.isTerminal(1), environment: environment),
      width: isInteractive
        ? TerminalSize.layoutColumns(environment: environment)
        : TerminalSize.columns(descriptor: 1, environment: environment),
      stdout: FileDescriptorOutput.standardOutput, stderr: FileDescriptorOutput.standardError,
      home: home, lessonsDirectory: lessons, stateDirectory: state.url,
      environment: environment, isInteractive: isInteractive)
    context.stdoutBytes = FileDescriptorOutput.standardOutputBytes
    context.languageFlag = parsed.language
    // `main` exits right after the command: the retain is never released, on purpose.
    context.keepUntilExit = { _ = Unmanaged.passRetained($0) }

    if parsed.showsHelp {
      context.print(
        HelpFormatter(localizer: localizer, style: Styler(enabled: context.styled))
          .mainHelp(subcommands: Subcommand.all).wrapped(to: context.width))
      return .success
    }
    guard let name = parsed.command else {
      if let extra = parsed.arguments.first { throw .unexpectedArgument(extra) }
      return runPrompt(context: context, state: state)
    }
    Interruption.exitOnInterrupt(message: localizer("cli.interrupted"))
    return try Self.runCommand(name, parsed.arguments, context: context)
  }

  /// Runs the subcommand `name` with the arguments after it: `help`, `NAME --help`, or parse
  /// and run. Errors the subcommand raises come out wrapped in `IdlabError.command`.
  public static func runCommand(_ name: String, _ arguments: [String], context: CommandContext)
    throws(IdlabError) -> CommandOutcome
  {
    if name == "help" {
      return try help(arguments, context: context)
    }
    guard let subcommand = Subcommand.named(name) else {
      throw .unknownCommand(
        name, suggestion: Suggestions.nearest(to: name, among: Subcommand.names))
    }
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
      // `idlab quiz take --help` is the help of the action.
      let action = name == QuizCommand.name ? beforeTerminator.first { !$0.hasPrefix("-") } : nil
      return try help([name] + (action.map { [$0] } ?? []), context: context)
    }
    do {
      return try subcommand.parse(arguments).run(context)
    } catch {
      throw .command(name, error)
    }
  }

  /// `idlab help [COMMAND]`.
  private static func help(_ arguments: [String], context: CommandContext) throws(IdlabError)
    -> CommandOutcome
  {
    let formatter = HelpFormatter(
      localizer: context.localizer, style: Styler(enabled: context.styled))
    guard let name = arguments.first else {
      context.print(formatter.mainHelp(subcommands: Subcommand.all).wrapped(to: context.width))
      return .success
    }
    if name == QuizCommand.name, arguments.count == 2 {
      // `idlab help quiz take`: one action's usage and what it does.
      let action = arguments[1]
      guard QuizCommand.actions.contains(where: { $0.name == action }) else {
        throw .quiz(
          .unknownAction(
            action,
            suggestion: Suggestions.nearest(to: action, among: QuizCommand.actions.map(\.name))))
      }
      context.print(formatter.quizActionHelp(action).wrapped(to: context.width))
      return .success
    }
    if arguments.count > 1 { throw .unexpectedArgument(arguments[1]) }
    if name == "help" {
      context.print(formatter.helpCommandHelp().wrapped(to: context.width))
      return .success
    }
    guard let subcommand = Subcommand.named(name) else {
      throw .unknownCommand(
        name, suggestion: Suggestions.nearest(to: name, among: Subcommand.names))
    }
    context.print(formatter.commandHelp(subcommand).wrapped(to: context.width))
    return .success
  }

  /// The interactive prompt (readline on a terminal, plain lines otherwise).
  private func runPrompt(context: CommandContext, state: StateDirectory) -> CommandOutcome {
    let terminal = context.terminal(historyURL: state.historyURL)
    var extensions: [any ReplExtension] = []
    if let course = ReplCourseExtensionFactory.make(context: context) {
      extensions.append(course)
    }
    let session = ReplSession(
      localizer: context.localizer, style: Styler(enabled: context.styled),
      isInteractive: context.isInteractive, extensions: extensions)
    let driver = ReplDriver(session: session, terminal: terminal) { language in
      try state.saveLanguage(language)
    }
    return driver.run()
  }

  /// Renders an error for standard error, in the chosen language when the catalogs loaded.
  public func render(_ error: IdlabError) -> String {
    let isTerminal = TerminalSize.isTerminal(2)
    let styled = stderrColor.isStyled(isTerminal: isTerminal, environment: environment)
    let text = error.render(localizer: localizer, style: Styler(enabled: styled))
    // On a terminal, wrapped at word boundaries to its width; a pipe keeps one line each.
    guard isTerminal else { return text }
    return TextWrapper.wrap(text, width: TerminalSize.layoutColumns(environment: environment))
  }
}

extension String {
  /// The text wrapped to `width` columns (see `TextWrapper`).
  func wrapped(to width: Int) -> String {
    TextWrapper.wrap(self, width: width)
  }
}
