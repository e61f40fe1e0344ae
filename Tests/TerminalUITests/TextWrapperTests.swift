import Testing

@testable import TerminalUI

@Suite struct TextWrapperTests {
  /// Issue #27: a code comment wrapped at 60 columns stays a comment (written out by hand).
  @Test func aWrappedCommentStaysAComment() {
    let line = "  var id: UUID { UUID() }   // a new identity every time SwiftUI looks"
    #expect(
      TextWrapper.wrap(line, width: 60)
        == "  var id: UUID { UUID() }   // a new identity every time\n"
        + String(repeating: " ", count: 28) + "// SwiftUI looks")
    let alone = "    // the name comes from ship, a plain input, read again on every render"
    #expect(
      TextWrapper.wrap(alone, width: 60)
        == "    // the name comes from ship, a plain input, read\n    // again on every render")
  }

  @Test func shortLinesStayAsTheyAre() {
    #expect(TextWrapper.wrap("hello world", width: 20) == "hello world")
    #expect(TextWrapper.wrap("a\n\nb", width: 20) == "a\n\nb")
  }

  @Test func wrapsAtWordBoundaries() {
    #expect(
      TextWrapper.wrap("the quick brown fox jumps over the lazy dog", width: 15)
        == "the quick brown\nfox jumps over\nthe lazy dog")
  }

  @Test func neverSplitsWordsThatFit() {
    let wrapped = TextWrapper.wrap("aaaa bbbbbbbbbb cccc", width: 12)
    #expect(wrapped == "aaaa\nbbbbbbbbbb\ncccc")
  }

  @Test func splitsWordsLongerThanTheLine() {
    #expect(
      TextWrapper.wrap("abcdefghijklmnopqrstuvwxyz", width: 10) == "abcdefghij\nklmnopqrst\nuvwxyz")
  }

  @Test func countsDisplayWidthNotBytes() {
    // 10 accented letters are 10 columns (20 bytes) and fit in 10 columns.
    #expect(TextWrapper.wrap("áéíóúáéíóú ñ", width: 11) == "áéíóúáéíóú\nñ")
    #expect(TextWrapper.wrap("日本語 日本語", width: 10) == "日本語\n日本語")
  }

  @Test func ignoresEscapes() {
    let bold = "\u{1B}[1mbold\u{1B}[0m"
    #expect(TextWrapper.wrap("\(bold) \(bold)", width: 10) == "\(bold) \(bold)")
    #expect(TextWrapper.wrap("\(bold) \(bold) \(bold)", width: 10) == "\(bold) \(bold)\n\(bold)")
  }

  @Test func keepsIndentation() {
    #expect(TextWrapper.wrap("    one two three four", width: 14) == "    one two\n    three four")
  }

  @Test func continuesTwoColumnRowsUnderTheSecondColumn() {
    let row = "  :lang [en|es]   show the language, or switch to another one"
    #expect(
      TextWrapper.wrap(row, width: 40)
        == """
          :lang [en|es]   show the language, or
                          switch to another one
        """)
  }

  @Test func everyLineFits() {
    let text = String(repeating: "palabra señal 日本 \u{1B}[36mcódigo\u{1B}[0m ", count: 20)
    for width in [10, 17, 33, 80] {
      for line in TextWrapper.wrap(text, width: width).split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= width)
      }
    }
  }
}

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("año", 3), ("a\u{301}", 1), ("日本", 4), ("🙂", 2), ("\u{1B}[1;31mred\u{1B}[0m", 3),
    ("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{07}", 4), ("", 0), ("❤️", 2),
    ("se evalúa: la opción cuyo valor observó la simulación", 53),
    ("“Refresh” — ✓ → ✗ · ¿sí?", 24), ("ok ✔\u{FE0F}", 5), ("soft\u{AD}hyphen", 10),
  ])
  func measures(_ text: String, _ width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  /// The scalars counted without breaking text into characters (`narrowWidth`).
  static let narrow = (0...0x2FFF).compactMap(Unicode.Scalar.init).filter {
    DisplayWidth.isNarrow($0.value)
  }

  /// Each of them is one column as a character of its own.
  @Test func narrowScalarsAreOneColumnAsCharacters() {
    #expect(Self.narrow.count == 95 + 13 + 418 + 24 + 3)  // the ranges of `isNarrow`
    let wrong = Self.narrow.filter { DisplayWidth.of(Character($0)) != 1 }
    #expect(wrong.isEmpty, "\(wrong.map { String($0.value, radix: 16) })")
  }

  /// Next to another narrow scalar, each makes two characters, never one.
  @Test func narrowScalarsNeverJoinANeighbour() {
    let joined = Self.narrow.filter { scalar in
      ["a", "é", "—", "✓", " "].contains {
        (String(Character(scalar)) + $0).count != 2 || ($0 + String(Character(scalar))).count != 2
      }
    }
    #expect(joined.isEmpty)
  }
}

@Suite struct ColorModeTests {
  @Test func autoNeedsATerminal() {
    #expect(ColorMode.auto.isStyled(isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(!ColorMode.auto.isStyled(isTerminal: false, environment: ["TERM": "xterm"]))
  }

  @Test func autoHonoursNoColorAndDumb() {
    #expect(!ColorMode.auto.isStyled(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColorMode.auto.isStyled(isTerminal: true, environment: ["TERM": "dumb"]))
  }

  @Test func explicitModesWin() {
    #expect(ColorMode.always.isStyled(isTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorMode.never.isStyled(isTerminal: true, environment: [:]))
  }

  @Test func stylerIsPlainWhenDisabled() {
    #expect(Styler(enabled: false).error("x") == "x")
    #expect(Styler(enabled: true).bold("x") == "\u{1B}[1mx\u{1B}[0m")
  }

  @Test func promptEscapesAreMarkedInvisibleForReadline() {
    #expect(
      ReadlineTerminal.markInvisible("\u{1B}[1mid\u{1B}[0m> ")
        == "\u{01}\u{1B}[1m\u{02}id\u{01}\u{1B}[0m\u{02}> ")
    #expect(ReadlineTerminal.markInvisible("idlab> ") == "idlab> ")
  }
}
