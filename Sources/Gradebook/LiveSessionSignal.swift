/// The wake-up between a live session's presenter and its students: "the presenter moved on"
/// and "a student voted", plus whether a presenter is there at all.
///
/// It carries no data: the session row and the votes are in the store, and a woken process
/// reads them. Waiting blocks in `poll` (no busy loop), on the signal and, optionally, on the
/// caller's standard input at the same time. Two implementations: `FileLiveSignal` (inotify on
/// small files next to a SQLite gradebook, for one machine) and `NotifyLiveSignal`
/// (PostgreSQL's LISTEN/NOTIFY, for a gradebook on a server).
public protocol LiveSessionSignal: AnyObject {
  /// Claims the presenter's place; `false` when another presenter holds it.
  ///
  /// The claim ends with `releasePresenter()` or with the process, however it ends.
  func claimPresenter() throws(GradebookError) -> Bool
  /// Gives the presenter's place up and wakes the students.
  func releasePresenter()
  /// Whether some process holds the presenter's place now.
  func presenterIsPresent() throws(GradebookError) -> Bool
  /// Wakes every process listening on `channel`.
  func announce(_ channel: LiveChannel) throws(GradebookError)
  /// Blocks until a signal on the listened channel (or the presenter leaving), until `input`
  /// has something to read, or until `timeout` passes.
  func wait(input: Int32?, timeout: Duration) throws(GradebookError) -> LiveWake
  /// How often a waiting student should check `presenterIsPresent()` by itself: long when
  /// the presenter's departure is signalled, short when it is not.
  var presenceCheckInterval: Duration { get }
}

/// What a live signal announces.
public enum LiveChannel: String, Sendable, CaseIterable {
  /// The presenter changed the session (students listen).
  case session
  /// A student voted (the presenter listens).
  case votes
}

/// Why `LiveSessionSignal.wait` returned.
public enum LiveWake: Equatable, Sendable {
  case signalled
  case input
  case timedOut
}
