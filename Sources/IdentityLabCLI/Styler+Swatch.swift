import IdentityEngine
import TerminalUI

extension Styler {
  /// A swatch for the colour `name` (`green`, `.green`, `Color.green`): a truecolor `██` block
  /// from `NamedColor` when styled, `[green]` otherwise.
  ///
  /// Colours without a swatch (`clear`, `green.opacity(0.5)`) render as `[name]` in both modes,
  /// so no information is lost.
  ///
  ///     Styler(enabled: true).swatch("green")   // "\u{1B}[38;2;52;199;89m██\u{1B}[0m"
  ///     Styler(enabled: false).swatch("green")  // "[green]"
  func swatch(_ name: String) -> String {
    let member = NamedColor.member(in: name)
    guard enabled, let rgb = NamedColor.named(member)?.rgb else { return "[\(member)]" }
    return truecolor("██", red: rgb.red, green: rgb.green, blue: rgb.blue)
  }
}
