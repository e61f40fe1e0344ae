/// Something a terminal waits on together with the keyboard: a live session that moves on while
/// a student is typing.
///
/// A terminal reading with a waiter asks it before every read; when the waiter says the session
/// has something new to show, the read ends with `TerminalInput.woken` and the session redraws.
public protocol InputWaiter: AnyObject {
  /// Blocks until `descriptor` has something to read (`true`), or until the session has
  /// something new to show (`false`).
  func waitForInput(on descriptor: Int32) -> Bool
}
