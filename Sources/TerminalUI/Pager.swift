/// What a key pressed at the pager's prompt asks for.
public enum PageKey: Equatable, Sendable {
  /// Space: the next screenful.
  case page
  /// Enter: one more line.
  case line
  /// `q`, Ctrl-C, Ctrl-D or the end of the input: the rest without stopping, so the prompt and
  /// whatever waits at it end up on screen.
  case toTheEnd
  /// Any other key: the person is already typing (a command, an answer). The rest runs to the
  /// end, and the key is the first of the line the prompt reads.
  case typed(UInt8)

  /// The key a byte read from the keyboard means.
  public init(byte: UInt8?) {
    switch byte {
    case nil, UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: self = .toTheEnd
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"): self = .line
    case UInt8(ascii: " "): self = .page
    case let other?: self = .typed(other)
    }
  }
}

/// Counts the lines written since the person last typed, and says when to stop and wait for a
/// key, as `more(1)` does: a screenful at a time, so nothing scrolls away unread.
///
///     var pager = Pager(height: 29)        // a 30-row window, one row for the prompt
///     if pager.isFull { pager.press(.page) }
///     pager.wrote(lines: 1)
public struct Pager: Sendable {
  /// The rows text may fill before a pause (the window's rows less the pause line); set again
  /// when the window is resized.
  public var height: Int {
    didSet { height = max(1, height) }
  }
  /// Lines written since the last input or pause.
  public private(set) var shown = 0
  /// Whether the person asked for the rest without stopping.
  public private(set) var runsToTheEnd = false

  /// A pager for `height` rows of text.
  public init(height: Int) { self.height = max(1, height) }

  /// Whether the next line would push an unread one off the screen.
  public var isFull: Bool { !runsToTheEnd && shown >= height }

  /// Counts lines written.
  public mutating func wrote(lines: Int) { shown += lines }

  /// Applies the key pressed at a pause.
  public mutating func press(_ key: PageKey) {
    switch key {
    case .page: shown = 0
    case .line: shown = height - 1
    case .toTheEnd, .typed: runsToTheEnd = true
    }
  }

  /// The person typed a line: everything on screen has been seen.
  public mutating func inputRead() {
    shown = 0
    runsToTheEnd = false
  }
}
