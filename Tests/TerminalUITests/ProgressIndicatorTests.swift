import Foundation
import IdlabTestSupport
import Testing

@testable import TerminalUI

/// The progress line: silent for short work, redrawn in place, erased at the end.
@Suite struct ProgressIndicatorTests {
  /// What the indicator wrote, and the time it reads, set by the test.
  final class Screen: @unchecked Sendable {
    var written: [String] = []
    var now: Duration = .zero
  }

  func indicator(_ screen: Screen, total: Int = 3, width: Int = 80) -> ProgressIndicator {
    ProgressIndicator(
      label: "checking lessons", total: total, width: width,
      output: { screen.written.append($0) }, elapsed: { screen.now })
  }

  @Test func workShorterThanHalfASecondWritesNothing() {
    let screen = Screen()
    let progress = indicator(screen)
    progress.advance(item: "01-a.md")
    screen.now = .milliseconds(499)
    progress.advance(item: "02-b.md")
    progress.tick()
    progress.finish()
    #expect(screen.written == [])
  }

  @Test func longerWorkIsRedrawnInPlaceAndErasedAtTheEnd() {
    let screen = Screen()
    let progress = indicator(screen)
    progress.advance(item: "01-a.md")
    screen.now = .milliseconds(500)
    progress.tick()
    progress.advance(item: "02-b.md")
    progress.finish()
    progress.advance(item: "03-c.md")
    progress.tick()
    progress.finish()
    expectLines(
      screen.written.joined(separator: "|"),
      "\r\u{1B}[Kchecking lessons 1/3 · 01-a.md|\r\u{1B}[Kchecking lessons 2/3 · 02-b.md"
        + "|\r\u{1B}[K")
  }

  @Test func theLineShowsControlCharactersAndStaysNarrowerThanTheTerminal() {
    let screen = Screen()
    screen.now = .seconds(2)
    let progress = indicator(screen, total: 0, width: 30)
    progress.advance(item: "evil\u{1B}[2J" + String(repeating: "x", count: 100))
    #expect(screen.written == ["\r\u{1B}[Kchecking lessons · evil␛[2Jx…"])
  }
}
