/// SwiftUI colour names mapped to RGB, and a swatch renderer for terminal screens.
///
///     ColorSwatch.render("green", styled: true)   // "\u{1B}[38;2;52;199;89m██\u{1B}[0m"
///     ColorSwatch.render("green", styled: false)  // "[green]"
public enum ColorSwatch {
  /// An sRGB colour, 8 bits per channel.
  public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  /// SwiftUI's system colours (light appearance), by name.
  public static let palette: [String: RGB] = [
    "black": RGB(0, 0, 0),
    "blue": RGB(0, 122, 255),
    "brown": RGB(162, 132, 94),
    "cyan": RGB(50, 173, 230),
    "gray": RGB(142, 142, 147),
    "green": RGB(52, 199, 89),
    "indigo": RGB(88, 86, 214),
    "mint": RGB(0, 199, 190),
    "orange": RGB(255, 149, 0),
    "pink": RGB(255, 45, 85),
    "primary": RGB(0, 0, 0),
    "purple": RGB(175, 82, 222),
    "red": RGB(255, 59, 48),
    "secondary": RGB(138, 138, 142),
    "teal": RGB(48, 176, 199),
    "white": RGB(255, 255, 255),
    "yellow": RGB(255, 204, 0),
  ]

  /// The colour's canonical name: `Color.green`, `.green` and `green` all give `green`.
  public static func normalizedName(_ name: String) -> String {
    var result = Substring(name)
    if result.hasPrefix("Color.") { result = result.dropFirst("Color.".count) }
    if result.hasPrefix(".") { result = result.dropFirst() }
    return String(result)
  }

  /// The RGB value of a SwiftUI colour name, or nil for names outside the palette (and `clear`).
  public static func rgb(named name: String) -> RGB? {
    palette[normalizedName(name)]
  }

  /// A swatch for `name`: a truecolor `██` block when `styled`, `[name]` otherwise.
  ///
  /// Colours outside the palette render as `[name]` in both modes, so no information is lost.
  public static func render(_ name: String, styled: Bool) -> String {
    let canonical = normalizedName(name)
    guard styled, let rgb = rgb(named: canonical) else { return "[\(canonical)]" }
    return "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m██\u{1B}[0m"
  }
}
