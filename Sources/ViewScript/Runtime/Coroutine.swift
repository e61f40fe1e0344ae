import Foundation

/// A body that runs on a thread of its own and can suspend, giving control back to the thread
/// that resumed it: how an `async` task body sleeps on the virtual clock and goes on later.
///
/// Exactly one of the two threads runs at any time (each waits on a semaphore while the other
/// runs), so the interpreter is never used from two threads at once, and every run is the
/// same.
final class Coroutine: @unchecked Sendable {
  /// How a suspended body goes on.
  enum Resumption {
    /// Its wait is over.
    case proceed
    /// Its task was cancelled while it slept.
    case cancelled
    /// The scene is gone: unwind without running anything else.
    case abandoned
  }

  /// The stack of a task body's thread; runaway recursion fails on the stack guard first.
  static let stackBytes = 32 << 20

  private let toBody = DispatchSemaphore(value: 0)
  private let toCaller = DispatchSemaphore(value: 0)
  private var resumption = Resumption.proceed
  private var body: ((Coroutine) throws -> Void)?
  private var failure: (any Error)?
  private var isStarted = false
  /// True once the body returned or threw.
  private(set) var isFinished = false

  init(_ body: @escaping (Coroutine) throws -> Void) {
    self.body = body
  }

  /// Runs the body (the first time) or lets it go on from `suspend()`, until it suspends again
  /// or finishes; rethrows what the body threw.
  func resume(_ how: Resumption = .proceed) throws {
    guard !isFinished else { return }
    resumption = how
    if !isStarted {
      isStarted = true
      let thread = Thread { [self] in
        toBody.wait()
        do { try body?(self) } catch { failure = error }
        body = nil
        isFinished = true
        toCaller.signal()
      }
      thread.stackSize = Self.stackBytes
      thread.start()
    }
    toBody.signal()
    toCaller.wait()
    if let failure {
      self.failure = nil
      throw failure
    }
  }

  /// On the body's thread: hands control back to the caller until the next `resume`, and says
  /// how the body goes on.
  func suspend() -> Resumption {
    toCaller.signal()
    toBody.wait()
    return resumption
  }
}
