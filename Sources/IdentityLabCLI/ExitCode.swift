/// idlab's exit codes, as documented in `idlab --help`: the one table from outcomes and errors
/// to codes. `main.swift` is the one place that calls it.
///
/// 0 success, 1 failure or findings, 64 usage (`EX_USAGE`), 65 bad lesson or data
/// (`EX_DATAERR`), 70 internal error (`EX_SOFTWARE`).
public enum ExitCode: Int32, Sendable {
  /// Everything went as asked.
  case success = 0
  /// Something failed at run time, or a command reported findings.
  case failure = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// Lesson, scene or data files are wrong (`EX_DATAERR`).
  case dataError = 65
  /// idlab itself is broken (`EX_SOFTWARE`).
  case internalError = 70

  /// The status of a command that ran to the end.
  public init(_ outcome: CommandOutcome) {
    switch outcome {
    case .success: self = .success
    case .findings: self = .failure
    case .invalidInput: self = .dataError
    }
  }

  /// The status of a run that stopped with `error`.
  public init(_ error: IdlabError) {
    switch error.category {
    case .usage: self = .usage
    case .data: self = .dataError
    case .failure: self = .failure
    case .internalError: self = .internalError
    }
  }
}
