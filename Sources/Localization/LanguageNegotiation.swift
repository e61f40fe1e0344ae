/// Chooses the language: `--lang`, else the saved preference, else `IDLAB_LANG`, else
/// `LC_ALL` / `LC_MESSAGES` / `LANG`, else English.
public enum LanguageNegotiation {
  /// Where the chosen language came from (for `:lang` with no argument and diagnostics).
  public enum Source: String, Sendable {
    case flag, saved, idlabLang, locale, fallback
  }

  /// Resolves the language.
  ///
  /// - Parameters:
  ///   - flag: the value of `--lang`, if given.
  ///   - saved: the saved preference, if any.
  ///   - environment: the process environment.
  /// - Returns: the language and where it came from. An unusable value at one level falls
  ///   through to the next (`LANG=C` does not mean English over a saved Spanish).
  public static func resolve(
    flag: String?, saved: String?, environment: [String: String]
  ) -> (language: Language, source: Source) {
    if let flag, let language = Language(code: flag) { return (language, .flag) }
    if let saved, let language = Language(code: saved) { return (language, .saved) }
    if let value = environment["IDLAB_LANG"], let language = Language(code: value) {
      return (language, .idlabLang)
    }
    // POSIX precedence: the first *set* variable decides, even when idlab cannot speak it.
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      if let language = Language(code: value) { return (language, .locale) }
      return (.en, .fallback)
    }
    return (.en, .fallback)
  }
}
