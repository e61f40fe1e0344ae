import Basics
import Foundation
import Testing

/// `Whitespace` trims what Foundation's `trimmingCharacters(in: .whitespaces)` trims: tabs and
/// the space separators (and U+200B, which Foundation counts), never line breaks.
@Suite struct WhitespaceTests {
  @Test func everyScalarOfTheBasicPlaneIsClassedAsFoundationClassesIt() {
    let foundation = CharacterSet.whitespaces
    for value in UInt32(0)..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      #expect(Whitespace.contains(scalar) == foundation.contains(scalar), "U+\(value)")
    }
  }

  /// Texts with what trimming must leave, written out.
  static let cases: [(text: String, trimmed: String)] = [
    ("", ""),
    ("   ", ""),
    ("  id: a\t", "id: a"),
    ("\tchoice a: b  ", "choice a: b"),
    ("\u{00A0}nbsp\u{00A0}", "nbsp"),
    ("\u{3000}ideographic\u{2003}", "ideographic"),
    ("\u{202F}\u{205F}x y\u{1680}", "x y"),
    ("\nline\n", "\nline\n"),
    (" \u{200B}zero width\u{FEFF} ", "zero width\u{FEFF}"),
    ("\u{2028}separated\u{180E}", "\u{2028}separated\u{180E}"),
    (" ¿Qué? ", "¿Qué?"),
    ("a", "a"),
  ]

  @Test(arguments: cases) func trimsWhatFoundationTrims(_ item: (text: String, trimmed: String)) {
    #expect(Whitespace.trimmed(item.text) == item.trimmed)
    #expect(item.text.trimmingCharacters(in: .whitespaces) == item.trimmed)
    #expect(Whitespace.trimmed(Substring(item.text)) == item.trimmed)
    #expect(Whitespace.isBlank(item.text) == item.trimmed.isEmpty)
  }
}
