#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Single keys from standard input, without Enter: the terminal in non-canonical mode, no
/// echo, Ctrl-C read as a key (byte 3), until `restore()`.
///
/// On a pipe nothing changes and every byte read is a key. A resized terminal interrupts the
/// caller's `poll` (`SIGWINCH` gets a handler that does nothing), so the caller can redraw.
public final class RawKeyboard {
  /// Standard input.
  public let descriptor: Int32 = 0
  private var saved: termios?

  /// Puts standard input in single-key mode when it is a terminal.
  public init() {
    signal(SIGWINCH) { _ in }
    guard isatty(descriptor) == 1 else { return }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return }
    saved = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &settings)
  }

  deinit { restore() }

  /// Puts the terminal back as it was (also done when the keyboard is released).
  public func restore() {
    guard var settings = saved else { return }
    tcsetattr(descriptor, TCSANOW, &settings)
    saved = nil
  }

  /// The keys waiting to be read (call when `poll` says standard input is readable); `nil` at
  /// the end of the input.
  public func read() -> [Character]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = Glibc.read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return count < 0 && errno == EINTR ? [] : nil }
    return String(decoding: buffer[..<count], as: UTF8.self).map { $0 }
  }

  /// The terminal's height in rows (`TIOCGWINSZ` on standard output), else `LINES`, else 24.
  public static func rows(environment: [String: String]) -> Int {
    var size = winsize()
    if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
      return Int(size.ws_row)
    }
    return environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
  }

  /// Drops what was typed but not yet read (a student's half-typed vote when the round
  /// closes).
  public static func discardPendingInput() {
    if isatty(0) == 1 { tcflush(0, TCIFLUSH) }
  }
}
