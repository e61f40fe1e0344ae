import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the helper programs of test servers (`initdb`, `pg_ctl`, `ssh-keygen`, …) and prepares
/// what they need: temporary folders, free loopback ports, an unprivileged account under root.
public enum HarnessProcess {
  /// What one run printed and how it ended.
  public struct Output: Sendable {
    /// The exit status (or 128 + signal).
    public var status: Int32
    /// Standard output and standard error, interleaved.
    public var text: String
  }

  /// A user account to run a server as.
  public struct Account: Sendable, Equatable {
    /// The login name.
    public var name: String
    /// The numeric user id.
    public var uid: uid_t
    /// The numeric primary group id.
    public var gid: gid_t
  }

  /// Whether the tests run as root (CI does).
  public static var isRoot: Bool { geteuid() == 0 }

  /// The account that servers refusing root run as: `postgres` (created by Debian's
  /// `postgresql` package), else `nobody`; `nil` when the tests do not run as root.
  public static let serverAccount: Account? = {
    guard isRoot else { return nil }
    for name in ["postgres", "nobody"] {
      if let entry = getpwnam(name) {
        return Account(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
      }
    }
    return nil
  }()

  /// Runs `executable` with `arguments`, as `account` when given (through `setpriv`), and
  /// returns its output; a run longer than `timeout` is killed and reported as an error.
  ///
  /// The child is started with `posix_spawn` and reaped with `waitpid` on its own pid, so a
  /// daemon it leaves behind (`pg_ctl start` leaves the postmaster) never keeps the caller
  /// waiting; its output goes to a file for the same reason, and it inherits no descriptor
  /// beyond the standard three.
  ///
  /// - Throws: `HarnessError` when it cannot start or times out (a non-zero exit is returned).
  public static func run(
    _ executable: String, _ arguments: [String], as account: Account? = nil,
    environment: [String: String]? = nil, directory: URL? = nil, input: String? = nil,
    timeout: TimeInterval = 120
  ) throws(HarnessError) -> Output {
    var command = [executable] + arguments
    if let account {
      command =
        [
          "/usr/bin/setpriv", "--reuid=\(account.uid)", "--regid=\(account.gid)", "--clear-groups",
          "--",
        ]
        + command
    }
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("harness-\(UUID().uuidString).out").path
    defer { unlink(outputPath) }
    let inputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("harness-\(UUID().uuidString).in").path
    defer { unlink(inputPath) }
    if let input {
      _ = FileManager.default.createFile(atPath: inputPath, contents: Data(input.utf8))
    }

    let pid = try spawn(
      command, environment: environment, directory: directory,
      input: input == nil ? "/dev/null" : inputPath, output: outputPath)
    let finished = DispatchSemaphore(value: 0)
    let statusBox = StatusBox()
    let child = pid
    DispatchQueue.global().async {
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0, errno == EINTR {}
      statusBox.status = status
      finished.signal()
    }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(pid, SIGKILL)
      finished.wait()
      throw HarnessError("\(executable) did not finish within \(Int(timeout)) s")
    }
    let raw = statusBox.status
    let exited = raw & 0x7f == 0
    let status = exited ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return Output(status: status, text: text)
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift's Glibc module
  /// does not show; found at run time.
  private static let closeFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
      dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
        unsafeBitCast(
          $0,
          to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
            .self)
      }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), found at run time.
  private static let changeDirectory:
    (
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
        Int32
    )? =
      dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
        unsafeBitCast(
          $0,
          to: (@convention(c) (
            UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
          ) -> Int32).self)
      }

  /// The wait status handed from the reaping thread to the caller (written before the
  /// semaphore is signalled, read after).
  private final class StatusBox: @unchecked Sendable {
    var status: Int32 = 0
  }

  /// Starts `command` (program and arguments) without waiting for it: standard input from
  /// the file `input`, standard output and error to the file `output`, no other descriptor
  /// inherited.
  ///
  /// - Returns: the child's pid; reap it with `waitpid`.
  public static func spawn(
    _ command: [String], environment: [String: String]? = nil, directory: URL? = nil,
    input: String = "/dev/null", output: String
  ) throws(HarnessError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    _ = Self.closeFrom?(&actions, 3)
    if let directory {
      guard let changeDirectory = Self.changeDirectory else {
        throw HarnessError("this C library cannot start a program in another folder")
      }
      _ = changeDirectory(&actions, directory.path)
    }
    let variables = (environment ?? ProcessInfo.processInfo.environment).map {
      "\($0.key)=\($0.value)"
    }
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw HarnessError("cannot run \(command[0]): \(String(cString: strerror(spawned)))")
    }
    return pid
  }

  /// Runs a program and throws unless it exits with 0.
  @discardableResult
  public static func require(
    _ executable: String, _ arguments: [String], as account: Account? = nil,
    environment: [String: String]? = nil, directory: URL? = nil, input: String? = nil
  ) throws(HarnessError) -> String {
    let output = try run(
      executable, arguments, as: account, environment: environment, directory: directory,
      input: input)
    guard output.status == 0 else {
      let command = ([executable] + arguments).joined(separator: " ")
      throw HarnessError("`\(command)` exited with \(output.status):\n\(output.text)")
    }
    return output.text
  }

  /// A new, empty folder that `account` owns (mode 0700), in `/tmp` when root so that the
  /// account can reach it.
  public static func temporaryFolder(prefix: String, owner account: Account? = nil)
    throws(HarnessError) -> URL
  {
    let parent = isRoot ? "/tmp" : FileManager.default.temporaryDirectory.path
    var template = Array("\(parent)/\(prefix)-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw HarnessError("cannot create a temporary folder in \(parent)")
    }
    let path = String(cString: made)
    if let account, chown(path, account.uid, account.gid) != 0 {
      throw HarnessError("cannot give \(path) to \(account.name)")
    }
    return URL(fileURLWithPath: path)
  }

  /// Gives a file or folder to `account` (nothing when `nil`).
  public static func give(_ url: URL, to account: Account?) throws(HarnessError) {
    guard let account else { return }
    guard chown(url.path, account.uid, account.gid) == 0 else {
      throw HarnessError("cannot give \(url.path) to \(account.name)")
    }
  }

  /// A TCP port on 127.0.0.1 that nothing listens on right now (the kernel picks it).
  public static func freeLoopbackPort() throws(HarnessError) -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw HarnessError("cannot open a socket") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else { throw HarnessError("cannot bind a loopback port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Keeps running `cleanup` (a shell command) until the test process is gone, however it
  /// ends: the watcher reads a pipe whose only writer is this process, and runs `cleanup` when
  /// the pipe closes (normal exit, a crash, `kill -9`).
  ///
  /// - Returns: the pipe's write end; closing it runs the cleanup at once.
  public static func watchdog(cleanup: String) throws(HarnessError) -> FileHandle {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    _ = fcntl(writer.fileDescriptor, F_SETFD, FD_CLOEXEC)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "while read ignored; do :; done; \(cleanup)"]
    process.standardInput = pipe.fileHandleForReading
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw HarnessError("cannot start the cleanup watcher: \(error)")
    }
    try? pipe.fileHandleForReading.close()
    return writer
  }
}
