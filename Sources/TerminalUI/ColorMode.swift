/// When to style output with ANSI escapes (`--color auto|always|never`).
public enum ColorMode: String, CaseIterable, Sendable {
  /// Style when the stream is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
  case auto
  /// Always style.
  case always
  /// Never style.
  case never

  /// Whether output to a stream should be styled.
  ///
  /// - Parameters:
  ///   - isTerminal: whether the stream is a terminal (`isatty`).
  ///   - environment: the process environment (`NO_COLOR`, `TERM`).
  public func isStyled(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      guard isTerminal else { return false }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return true
    }
  }
}
