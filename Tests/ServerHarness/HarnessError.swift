/// A test server that could not be prepared, started or used, with what was tried.
public struct HarnessError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with the command's output when there was one.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
