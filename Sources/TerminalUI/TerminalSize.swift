import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal, for wrapping.
public enum TerminalSize {
  /// The width used when nothing better is known.
  public static let defaultWidth = 80

  /// The number of columns: the terminal's (`TIOCGWINSZ`) when `descriptor` is a terminal,
  /// else `COLUMNS`, else 80.
  public static func columns(descriptor: Int32 = 1, environment: [String: String]) -> Int {
    if isatty(descriptor) == 1 {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return Int(size.ws_col)
      }
    }
    if let columns = environment["COLUMNS"], let value = Int(columns), value > 0 {
      return value
    }
    return defaultWidth
  }

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
