import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The live signal of a SQLite gradebook: three empty files per quiz in a folder beside it,
/// watched with inotify.
///
/// - `QUIZ.session` and `QUIZ.votes`: announcing opens the file for writing and closes it,
///   which inotify reports to every watcher as `IN_CLOSE_WRITE`; nothing is ever written.
/// - `QUIZ.presenter`: the presenter holds an exclusive `flock` on it through a descriptor
///   open for writing. When the presenter leaves, however it leaves (a key, a crash, a closed
///   terminal), the kernel closes that descriptor: the lock goes and the watchers get
///   `IN_CLOSE_WRITE`, so students hear of it at once.
///
/// Every process runs on the same machine (over ssh, as the quiz account), which is what
/// inotify needs; a gradebook shared between machines uses `NotifyLiveSignal`.
public final class FileLiveSignal: LiveSessionSignal {
  /// The folder holding the files.
  public let folder: String
  let base: String
  let listening: LiveChannel
  private let watcher: Int32
  /// A descriptor on the presenter file, for testing the lock without opening it again
  /// (an open would wake the watchers).
  private let probe: Int32
  private var held: Int32 = -1

  /// Opens the signal of `quiz` in `folder` (created if needed), listening on `listening`.
  ///
  /// - Throws: `GradebookError` (`cannotOpen`) when the folder or its files cannot be made.
  public init(folder: String, quiz: String, listening: LiveChannel) throws(GradebookError) {
    self.folder = folder
    self.listening = listening
    let safe = String(quiz.map { $0.isLetter || $0.isNumber || "-_".contains($0) ? $0 : "_" })
    base = (folder as NSString).appendingPathComponent(safe)
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Self.failure(folder)
    }
    for channel in LiveChannel.allCases.map(\.rawValue) + ["presenter"] {
      let descriptor = open(base + "." + channel, O_WRONLY | O_CREAT | O_CLOEXEC, 0o660)
      guard descriptor >= 0 else { throw Self.failure(base + "." + channel) }
      close(descriptor)
    }
    probe = open(base + ".presenter", O_RDONLY | O_CLOEXEC)
    watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard probe >= 0, watcher >= 0 else {
      if probe >= 0 { close(probe) }
      throw Self.failure(base)
    }
    let mask = UInt32(IN_CLOSE_WRITE)
    guard inotify_add_watch(watcher, base + "." + listening.rawValue, mask) >= 0,
      inotify_add_watch(watcher, base + ".presenter", mask) >= 0
    else {
      close(probe)
      close(watcher)
      throw Self.failure(base)
    }
  }

  deinit {
    releasePresenter()
    close(probe)
    close(watcher)
  }

  static func failure(_ path: String) -> GradebookError {
    GradebookError(
      code: 0, message: String(cString: strerror(errno)), path: path, reason: .cannotOpen)
  }

  public var presenceCheckInterval: Duration { .seconds(30) }

  public func claimPresenter() throws(GradebookError) -> Bool {
    if held >= 0 { return true }
    let descriptor = open(base + ".presenter", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(base + ".presenter") }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return false
    }
    held = descriptor
    return true
  }

  public func releasePresenter() {
    guard held >= 0 else { return }
    flock(held, LOCK_UN)
    close(held)
    held = -1
  }

  public func presenterIsPresent() throws(GradebookError) -> Bool {
    if held >= 0 { return true }
    guard flock(probe, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    flock(probe, LOCK_UN)
    return false
  }

  public func announce(_ channel: LiveChannel) throws(GradebookError) {
    let descriptor = open(base + "." + channel.rawValue, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(base + "." + channel.rawValue) }
    close(descriptor)
  }

  public func wait(input: Int32?, timeout: Duration) throws(GradebookError) -> LiveWake {
    let wake = LivePoll.wait(signal: watcher, input: input, timeout: timeout)
    if wake == .signalled { drain() }
    return wake
  }

  /// Reads every pending inotify event (several announcements count as one wake-up).
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(watcher, &buffer, buffer.count) > 0 {}
  }
}

/// The one `poll` of the live signals: a signal descriptor and, optionally, an input.
enum LivePoll {
  /// Waits until `signal` or `input` is readable or `timeout` passes (`EINTR`, a resized
  /// terminal say, ends the wait early as a time-out, so the caller can redraw).
  static func wait(signal: Int32, input: Int32?, timeout: Duration) -> LiveWake {
    var descriptors = [pollfd(fd: signal, events: Int16(POLLIN), revents: 0)]
    if let input { descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return .timedOut }
    if descriptors[0].revents != 0 { return .signalled }
    return descriptors.count > 1 && descriptors[1].revents != 0 ? .input : .timedOut
  }
}
