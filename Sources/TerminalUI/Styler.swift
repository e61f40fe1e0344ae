/// Applies ANSI styles to text, or leaves it plain when styling is off.
///
///     let style = Styler(enabled: true)
///     style.bold("idlab")      // "\u{1B}[1midlab\u{1B}[0m"
public struct Styler: Sendable {
  /// Whether escapes are emitted at all.
  public var enabled: Bool

  /// Creates a styler.
  public init(enabled: Bool) {
    self.enabled = enabled
  }

  /// The select-graphic-rendition codes idlab uses.
  public enum Style: String, Sendable {
    case bold = "1"
    case dim = "2"
    case italic = "3"
    case underline = "4"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  /// `text` wrapped in the given styles, or `text` itself when styling is off.
  public func apply(_ styles: Style..., to text: String) -> String {
    guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
    let codes = styles.map(\.rawValue).joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }

  /// Bold text.
  public func bold(_ text: String) -> String { apply(.bold, to: text) }
  /// Italic text (emphasis).
  public func italic(_ text: String) -> String { apply(.italic, to: text) }
  /// Dimmed text.
  public func dim(_ text: String) -> String { apply(.dim, to: text) }
  /// Text for errors (bold red).
  public func error(_ text: String) -> String { apply(.bold, .red, to: text) }
  /// Text for warnings (bold yellow).
  public func warning(_ text: String) -> String { apply(.bold, .yellow, to: text) }
  /// Text for success (green).
  public func success(_ text: String) -> String { apply(.green, to: text) }
  /// `text` in a 24-bit foreground colour, or `text` itself when styling is off.
  public func truecolor(_ text: String, red: UInt8, green: UInt8, blue: UInt8) -> String {
    guard enabled, !text.isEmpty else { return text }
    return "\u{1B}[38;2;\(red);\(green);\(blue)m\(text)\u{1B}[0m"
  }
  /// Code, commands and other literal input (cyan).
  public func code(_ text: String) -> String { apply(.cyan, to: text) }
}
