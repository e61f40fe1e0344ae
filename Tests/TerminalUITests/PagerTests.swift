import Testing

@testable import TerminalUI

/// The pager's arithmetic, as `more(1)` behaves: a screenful, then a pause; space a new
/// screenful, Enter one line, `q` the rest; a typed key also runs to the end (it starts the
/// line the prompt reads).
@Suite struct PagerTests {
  @Test func keys() {
    #expect(PageKey(byte: UInt8(ascii: " ")) == .page)
    #expect(PageKey(byte: UInt8(ascii: "\r")) == .line)
    #expect(PageKey(byte: UInt8(ascii: "q")) == .toTheEnd)
    #expect(PageKey(byte: 3) == .toTheEnd)  // Ctrl-C
    #expect(PageKey(byte: 4) == .toTheEnd)  // Ctrl-D
    #expect(PageKey(byte: nil) == .toTheEnd)  // the input ended
    #expect(PageKey(byte: UInt8(ascii: ":")) == .typed(UInt8(ascii: ":")))
  }

  @Test func aScreenfulThenOneLineThenTheRest() {
    var pager = Pager(height: 3)
    for _ in 0..<3 {
      #expect(!pager.isFull)
      pager.wrote(lines: 1)
    }
    #expect(pager.isFull)
    pager.press(.line)
    #expect(!pager.isFull)
    pager.wrote(lines: 1)
    #expect(pager.isFull)
    pager.press(.page)
    pager.wrote(lines: 2)
    #expect(!pager.isFull)
    pager.wrote(lines: 1)
    pager.press(.typed(UInt8(ascii: "a")))
    pager.wrote(lines: 50)
    #expect(!pager.isFull)
    // What the person typed was read: the next output pages again.
    pager.inputRead()
    pager.wrote(lines: 3)
    #expect(pager.isFull)
  }
}
