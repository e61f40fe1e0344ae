/// A language idlab speaks.
public enum Language: String, CaseIterable, Sendable, Hashable {
  case en
  case es

  /// Parses a language code or POSIX locale name: `es`, `es_MX.UTF-8`, `en-GB`, `ES`.
  ///
  /// Returns `nil` for `C`, `POSIX`, empty strings and languages idlab does not speak.
  public init?(code: String) {
    let lowered = code.lowercased()
    let prefix = lowered.prefix { $0.isLetter }
    guard let language = Language(rawValue: String(prefix)) else { return nil }
    self = language
  }

  /// The language's own name (`English`, `español`).
  public var endonym: String {
    switch self {
    case .en: "English"
    case .es: "español"
    }
  }
}
