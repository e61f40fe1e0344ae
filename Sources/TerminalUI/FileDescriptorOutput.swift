#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text straight to a file descriptor, unbuffered, so standard output and standard
/// error interleave in the order they were written.
public enum FileDescriptorOutput {
  /// Writes all of `text` to `descriptor`, retrying on interruption; gives up on other errors.
  public static func write(_ text: String, to descriptor: Int32) {
    var text = text
    guard !text.isEmpty else { return }
    text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`, retrying on interruption; gives up on other errors.
  public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      #else
        let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
      #endif
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Writes `text` to standard output.
  public static func standardOutput(_ text: String) { write(text, to: 1) }

  /// Writes `bytes` (UTF-8) to standard output.
  public static func standardOutputBytes(_ bytes: UnsafeRawBufferPointer) { write(bytes, to: 1) }

  /// Writes `text` to standard error.
  public static func standardError(_ text: String) { write(text, to: 2) }
}
