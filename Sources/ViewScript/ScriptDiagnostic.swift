/// A problem in learner code or an action, found before or while running it.
///
/// Messages are localized by the caller: `messageKey` and `helpKey` are keys of the `Sim`
/// string table (`Locales/*/Sim.strings`), `arguments` fill their `{name}` placeholders.
/// The first rendered line is always `path:line:col: error[S101]: message` (or `warning[S120]`).
public struct ScriptDiagnostic: Error, Hashable, Sendable {
  /// The entry an empty list argument names (`labels.key`): "(none)" in the reader's language.
  public static let noneKey = "sim.list.none"

  /// Whether a diagnostic stops the program or lets it run.
  public enum Severity: String, Hashable, Sendable {
    /// The program does not run (`ScriptDiagnostics` is thrown).
    case error
    /// The program runs; the diagnostic is listed before the run (`ScriptProgram.warnings`).
    case warning
  }

  /// What kind of problem it is: its stable code (`S101`) and English template.
  public var kind: DiagnosticKind
  /// Named arguments for message and help.
  public var arguments: [String: String]
  /// The file as given by the caller (`scene.swift`, `<action>`).
  public var path: String
  /// 1-based position of the construct.
  public var line: Int
  public var column: Int
  /// Length of the construct on its line, for the caret underline (at least 1).
  public var length: Int
  /// `error` or `warning`: the kind's, unless given.
  public var severity: Severity

  /// A diagnostic of `kind` at the given position.
  public init(
    _ kind: DiagnosticKind, _ arguments: [String: String] = [:], path: String, line: Int,
    column: Int, length: Int = 1, severity: Severity? = nil
  ) {
    self.kind = kind
    self.severity = severity ?? kind.severity
    self.arguments = arguments
    self.path = path
    self.line = line
    self.column = column
    self.length = max(1, length)
  }

  /// The stable code (`S101`); never changes across languages.
  public var code: String { kind.code }
  /// Key of the message (`diag.S101.message`).
  public var messageKey: String { kind.messageKey }
  /// Key of the help line (`diag.S101.help`); the catalog may have none. A diagnostic with a
  /// `similar` argument (a name a few edits away) uses the `.similar` variant of its help
  /// (`diag.S103.help.similar`); one with a `helpVariant` argument uses that variant
  /// (`diag.S122.help.operator`).
  public var helpKey: String {
    if let variant = arguments["helpVariant"] { return kind.helpKey + "." + variant }
    return arguments["similar"] == nil ? kind.helpKey : kind.helpKey + ".similar"
  }
  /// The English text of the message (for tests and runtime-failure fallbacks).
  public var englishMessage: String { kind.englishText(arguments) }
}

/// One or more diagnostics that stop a program from running.
public struct ScriptDiagnostics: Error, Sendable {
  public var diagnostics: [ScriptDiagnostic]
  /// The source text the diagnostics point into (for snippets): the scene file's, or the
  /// action's.
  public var source: String
  /// The text of the run's other files, by path, for diagnostics located in them.
  public var otherSources: [String: String]
  /// Whether more diagnostics exist than these (a file with very many syntax errors is read
  /// only up to `ScriptProgram.syntaxErrorLimit` of them).
  public var isPartial = false

  /// Diagnostics pointing into `source` (and into `otherSources`, by their path).
  public init(
    _ diagnostics: [ScriptDiagnostic], source: String, otherSources: [String: String] = [:]
  ) {
    self.diagnostics = diagnostics
    self.source = source
    self.otherSources = otherSources
  }

  /// The text `diagnostic` points into.
  public func source(of diagnostic: ScriptDiagnostic) -> String {
    otherSources[diagnostic.path] ?? source
  }

  /// The same diagnostics with those located in the file at `old` located at `new`: what the
  /// same text would give at that path. Nil when an argument names `old` (S310's `place`), so
  /// that a message is never half moved.
  public func moved(from old: String, to new: String) -> ScriptDiagnostics? {
    guard old != new else { return self }
    var moved = self
    for index in moved.diagnostics.indices {
      if moved.diagnostics[index].arguments.values.contains(where: { $0.contains(old) }) {
        return nil
      }
      if moved.diagnostics[index].path == old { moved.diagnostics[index].path = new }
    }
    return moved
  }
}
