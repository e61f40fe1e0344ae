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

  /// The narrowest window idlab lays its screens out for; a narrower one is laid out at this
  /// width and told to grow (`tooSmallWindow`).
  public static let minimumColumns = 60
  /// The fewest rows a prompt needs to be read with its item.
  public static let minimumRows = 10

  /// The width an interactive screen is laid out at: `columns`, never below `minimumColumns`.
  public static func layoutColumns(descriptor: Int32 = 1, environment: [String: String]) -> Int {
    max(columns(descriptor: descriptor, environment: environment), minimumColumns)
  }

  /// The window's rows and columns when `descriptor` is a terminal that knows them.
  public static func window(descriptor: Int32 = 1) -> (rows: Int, columns: Int)? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// The window's size when it is below the minimum (a size of 0 means the terminal does not
  /// say, which is not too small), else `nil`.
  public static func tooSmallWindow(descriptor: Int32 = 1) -> (rows: Int, columns: Int)? {
    guard let window = window(descriptor: descriptor) else { return nil }
    let narrow = window.columns > 0 && window.columns < minimumColumns
    let short = window.rows > 0 && window.rows < minimumRows
    return narrow || short ? window : nil
  }

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
