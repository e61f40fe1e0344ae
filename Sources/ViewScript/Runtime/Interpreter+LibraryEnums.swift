import IdentityEngine

/// SwiftUI's case-iterable enums whose cases a program lists or names (`ColorScheme.allCases`,
/// `ContentSizeCategory.large`): their cases in Apple's order (docs/semantics.md, "Library
/// enums").
extension Interpreter {
  /// The cases of each, in the order `allCases` gives them.
  static let libraryEnumCases: [String: [String]] = [
    "ColorScheme": ["light", "dark"],
    // Foundation's, for `date.compare(other) == .orderedAscending`.
    "ComparisonResult": ["orderedAscending", "orderedSame", "orderedDescending"],
    "ContentSizeCategory": [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
      "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
      "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ],
    // Foundation's, written whole where `.utf8` is the same (`data(using: String.Encoding.utf8)`):
    // the encodings `String.Encoding` declares, in its order (sample 39).
    "String.Encoding": [
      "ascii", "nextstep", "japaneseEUC", "utf8", "isoLatin1", "symbol", "nonLossyASCII",
      "shiftJIS", "isoLatin2", "unicode", "windowsCP1251", "windowsCP1252", "windowsCP1253",
      "windowsCP1254", "windowsCP1250", "iso2022JP", "macOSRoman", "utf16", "utf16BigEndian",
      "utf16LittleEndian", "utf32", "utf32BigEndian", "utf32LittleEndian",
    ],
    "DynamicTypeSize": [
      "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
      "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ],
  ]

  /// `Type.allCases` and `Type.caseName` of one of `libraryEnumCases`; nil otherwise.
  func libraryEnumStatic(_ typeName: String, _ name: String) -> Value? {
    guard let cases = Self.libraryEnumCases[typeName] else { return nil }
    if name == "allCases" {
      return .array(cases.map { .enumCase(type: typeName, name: $0, payload: []) })
    }
    return cases.contains(name) ? .enumCase(type: typeName, name: name, payload: []) : nil
  }
}
