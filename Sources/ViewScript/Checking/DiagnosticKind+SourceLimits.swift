import SwiftScreen

/// The diagnostics for source `SourceLimits` refuses before it is parsed.
extension DiagnosticKind {
  /// A control or other invisible character where Swift does not accept it.
  public static let controlCharacter = DiagnosticKind(
    "S002", "invalid character {code} in the source")
  /// More than `SourceLimits.groupRunLimit` parentheses and angle brackets in a type's
  /// header.
  public static let longGroupRun = DiagnosticKind(
    "S005", "more than {limit} `(` and `<` in a type's header, before its `{`")
  /// Square brackets nested deeper than `SourceLimits.bracketNestingLimit`.
  public static let bracketsTooDeep = DiagnosticKind(
    "S004", "square brackets nest more than {limit} levels deep")
  /// A syntax tree deeper than `SourceLimits.treeDepthLimit`.
  public static let nestedTooDeeply = DiagnosticKind(
    "S003", "the code nests more than {limit} levels deep")
}
