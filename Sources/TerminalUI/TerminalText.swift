import Localization

/// Text typed by the learner, made safe to show back.
///
/// An answer or a command is echoed in messages (`` `xyz` is not one of the choices ``): the
/// echo shows control characters as symbols (`␛`) and is cut to a few columns with `…`, so a
/// pasted megabyte or an escape sequence neither floods nor drives the terminal.
///
///     TerminalText.echo("\u{1B}[2J" + String(repeating: "a", count: 100))
///     // "␛[2Jaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"
public enum TerminalText {
  /// The widest echo, in terminal columns, the ellipsis included.
  public static let echoColumns = 40

  /// `text` with control characters made visible and cut to `columns` display columns, the
  /// last one an ellipsis when something was cut.
  ///
  /// - Complexity: O(m), where m is the length of the part kept; the rest is never read.
  public static func echo(_ text: String, columns: Int = echoColumns) -> String {
    var pieces: [(text: String, width: Int)] = []
    var used = 0
    for character in text {
      let visible = ControlPictures.replacing(in: String(character))
      let width = DisplayWidth.of(visible)
      used += width
      pieces.append((visible, width))
      if used > columns { break }
    }
    guard used > columns else { return pieces.map(\.text).joined() }
    var result = ""
    var kept = 0
    for piece in pieces {
      if kept + piece.width > columns - 1 { break }
      result += piece.text
      kept += piece.width
    }
    return result + "…"
  }
}
