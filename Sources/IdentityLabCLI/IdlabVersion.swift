/// idlab's version, printed by `idlab --version`.
public enum IdlabVersion {
  /// The semantic version of this build.
  public static let current = "0.1.0"
  /// The line `idlab --version` prints.
  public static var line: String { "idlab \(current)" }
}
