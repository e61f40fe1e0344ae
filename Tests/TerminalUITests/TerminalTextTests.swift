import Testing

@testable import TerminalUI

/// Echoed input and long words: safe to show, laid out in one pass.
@Suite struct TerminalTextTests {
  @Test func echoShowsControlCharactersAndCutsLongInput() {
    #expect(TerminalText.echo("green") == "green")
    #expect(TerminalText.echo("a\u{1B}[2Jb") == "a␛[2Jb")
    #expect(
      TerminalText.echo(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
    #expect(
      TerminalText.echo(String(repeating: "x", count: 1_000_000))
        == String(repeating: "x", count: 39) + "…")
    #expect(TerminalText.echo("日本語のテキスト", columns: 7) == "日本語…")
  }

  @Test func anUnbrokenWordOfAMillionCharactersIsCutIntoLines() {
    let word = String(repeating: "ab", count: 500_000)
    let lines = TextWrapper.wrap(word, width: 80).split(separator: "\n")
    #expect(lines.count == 12_500)
    #expect(lines.allSatisfy { $0.count == 80 })
  }

  @Test func aLongWordAfterTextStartsItsOwnLines() {
    let text = "see " + String(repeating: "z", count: 25)
    #expect(TextWrapper.wrap(text, width: 10) == "see\nzzzzzzzzzz\nzzzzzzzzzz\nzzzzz")
  }
}
