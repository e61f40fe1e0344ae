import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An OpenSSH server of the test's own: Debian's `sshd` on a free port of 127.0.0.1, with a
/// throwaway host key, configuration and `authorized_keys` in a temporary folder.
///
/// It accepts public keys only, for the account the tests run as (root in CI), and reads
/// `authorized_keys` from its folder (`StrictModes no`, since that folder is not the user's
/// home). `AcceptEnv LANG LC_*` lets a client send its language. It is stopped by `stop()`,
/// and also when the test process ends, however it ends (a watcher holds a pipe).
///
///     let sshd = try ThrowawaySSHD()
///     defer { sshd.stop() }
///     let key = try sshd.makeClientKey("alice")
///     try sshd.setAuthorizedKeys(["restrict,pty,command=\"…\" \(key.publicKey)"])
///     let output = try sshd.ssh(key: key, command: "bash", tty: true)
public final class ThrowawaySSHD: Sendable {
  /// A client key pair made for a test.
  public struct ClientKey: Sendable {
    /// The private key file.
    public var privateKeyPath: String
    /// The public key line (`ssh-ed25519 AAAA… name`).
    public var publicKey: String
  }

  /// The port sshd listens on, on 127.0.0.1.
  public let port: Int
  /// The account clients log in as (the one running the tests).
  public let user: String
  /// The temporary folder: configuration, host key, `authorized_keys`, log.
  public let folder: URL
  private let pid: pid_t
  private let watcher: FileHandle

  /// The sshd program, or `nil` when `openssh-server` is not installed.
  public static let sshdPath: String? = ["/usr/sbin/sshd", "/usr/bin/sshd"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Why sshd cannot run here, or `nil` when it can (under `CI=true`, never a reason to skip).
  public static var unavailableReason: String? {
    if sshdPath != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh") {
      return nil
    }
    if ProcessInfo.processInfo.environment["CI"] == "true" { return nil }
    return "sshd tests skipped: no /usr/sbin/sshd or /usr/bin/ssh "
      + "(install them with: sudo apt-get install -y openssh-server openssh-client)"
  }

  /// Writes the configuration and host key, starts sshd and waits until it accepts
  /// connections.
  ///
  /// - Parameter settings: global `sshd_config` lines to use (a recipe's, such as
  ///   docs/classroom.md's), each replacing the harness's own line for the same keyword.
  /// - Throws: `HarnessError` with sshd's log when it does not start.
  public init(settings: [String] = []) throws(HarnessError) {
    guard let sshd = Self.sshdPath else {
      throw HarnessError("no sshd; install it with: apt-get install -y openssh-server")
    }
    user = String(cString: getpwuid(geteuid()).pointee.pw_name)
    folder = try HarnessProcess.temporaryFolder(prefix: "idlab-sshd")
    if HarnessProcess.isRoot, !FileManager.default.fileExists(atPath: "/run/sshd") {
      // sshd's privilege separation needs its empty folder, which the service would make.
      mkdir("/run/sshd", 0o755)
    }
    let hostKey = folder.appendingPathComponent("host_ed25519").path
    try HarnessProcess.require(
      "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "host", "-f", hostKey])
    _ = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("authorized_keys").path, contents: Data())
    var lastLog = ""
    for _ in 0..<3 {
      let candidate = try HarnessProcess.freeLoopbackPort()
      let config = folder.appendingPathComponent("sshd_config")
      let base = """
        Port \(candidate)
        ListenAddress 127.0.0.1
        HostKey \(hostKey)
        PidFile \(folder.path)/sshd.pid
        AuthorizedKeysFile \(folder.path)/authorized_keys
        StrictModes no
        PubkeyAuthentication yes
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        UsePAM no
        PermitRootLogin prohibit-password
        AllowUsers \(user)
        AcceptEnv LANG LC_*
        PrintMotd no
        PrintLastLog no
        LogLevel VERBOSE
        MaxStartups 100:30:200
        MaxSessions 100

        """
      let keywords = Set(settings.compactMap { $0.split(separator: " ").first?.lowercased() })
      let text =
        base.split(separator: "\n", omittingEmptySubsequences: false).filter {
          !keywords.contains($0.split(separator: " ").first?.lowercased() ?? "")
        }.joined(separator: "\n") + settings.map { $0 + "\n" }.joined()
      guard FileManager.default.createFile(atPath: config.path, contents: Data(text.utf8)) else {
        throw HarnessError("cannot write \(config.path)")
      }
      let log = folder.appendingPathComponent("sshd.log").path
      let child = try HarnessProcess.spawn(
        [sshd, "-D", "-e", "-f", config.path], environment: ["PATH": "/usr/bin:/bin"],
        output: log)
      if Self.waitUntilListening(port: candidate, pid: child) {
        port = candidate
        pid = child
        watcher = try HarnessProcess.watchdog(
          cleanup: "kill \(child) 2>/dev/null; rm -rf '\(folder.path)'")
        return
      }
      kill(child, SIGKILL)
      var status: Int32 = 0
      waitpid(child, &status, 0)
      lastLog = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    }
    try? FileManager.default.removeItem(at: folder)
    throw HarnessError("sshd did not start:\n\(lastLog)")
  }

  /// Whether sshd accepts TCP connections on `port` within 20 s (false when it exited).
  private static func waitUntilListening(port: Int, pid: pid_t) -> Bool {
    for _ in 0..<400 {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { return false }
      if canConnect(port: port) { return true }
      usleep(50_000)
    }
    return false
  }

  /// Whether a TCP connection to 127.0.0.1:`port` succeeds.
  private static func canConnect(port: Int) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// Stops sshd (and the sessions it runs) and removes the folder.
  public func stop() {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(at: folder)
    try? watcher.close()
  }

  // MARK: - Keys and clients

  /// Makes an ed25519 key pair named `name` in the folder.
  public func makeClientKey(_ name: String) throws(HarnessError) -> ClientKey {
    let path = folder.appendingPathComponent("client_\(name)").path
    try HarnessProcess.require(
      "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path])
    let publicKey = (try? String(contentsOfFile: path + ".pub", encoding: .utf8)) ?? ""
    return ClientKey(
      privateKeyPath: path,
      publicKey: publicKey.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Replaces `authorized_keys` with `lines`.
  public func setAuthorizedKeys(_ lines: [String]) throws(HarnessError) {
    let path = folder.appendingPathComponent("authorized_keys").path
    let text = lines.map { $0 + "\n" }.joined()
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw HarnessError("cannot write \(path)")
    }
  }

  /// The `known_hosts` file that names this server's host key (written on first use).
  private func knownHosts() throws(HarnessError) -> String {
    let path = folder.appendingPathComponent("known_hosts").path
    if !FileManager.default.fileExists(atPath: path) {
      let hostKey =
        (try? String(
          contentsOfFile: folder.appendingPathComponent("host_ed25519.pub").path,
          encoding: .utf8)) ?? ""
      let line = "[127.0.0.1]:\(port) \(hostKey.trimmingCharacters(in: .whitespacesAndNewlines))\n"
      guard FileManager.default.createFile(atPath: path, contents: Data(line.utf8)) else {
        throw HarnessError("cannot write \(path)")
      }
    }
    return path
  }

  /// The `ssh` command line that logs in with `key` and asks for `command` (the host key is
  /// checked strictly against this server's; no user configuration is read).
  public func sshArguments(
    key: ClientKey, command: String?, tty: Bool, sendEnvironment: [String] = []
  ) throws(HarnessError) -> [String] {
    var arguments = [
      "/usr/bin/ssh", "-F", "/dev/null", "-i", key.privateKeyPath, "-o", "IdentitiesOnly=yes",
      "-o", "BatchMode=yes", "-o", "UserKnownHostsFile=\(try knownHosts())", "-o",
      "StrictHostKeyChecking=yes", "-o", "LogLevel=ERROR", "-p", String(port),
    ]
    for name in sendEnvironment { arguments += ["-o", "SendEnv=\(name)"] }
    if tty { arguments.append("-tt") }
    arguments.append("\(user)@127.0.0.1")
    if let command { arguments.append(command) }
    return arguments
  }

  /// Logs in with `key`, asks for `command`, feeds `input`, and returns what came back.
  public func ssh(
    key: ClientKey, command: String?, tty: Bool, input: String = "",
    environment: [String: String] = [:], timeout: TimeInterval = 60
  ) throws(HarnessError) -> HarnessProcess.Output {
    let arguments = try sshArguments(
      key: key, command: command, tty: tty, sendEnvironment: environment.keys.sorted())
    var variables = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
    variables.merge(environment) { $1 }
    return try HarnessProcess.run(
      arguments[0], Array(arguments.dropFirst()), environment: variables, input: input,
      timeout: timeout)
  }
}
