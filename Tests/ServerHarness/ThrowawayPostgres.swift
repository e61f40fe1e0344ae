import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL cluster of the tests' own: `initdb` and `pg_ctl start` in a temporary folder,
/// listening on a free port of 127.0.0.1 only (no Unix socket), password authentication.
///
/// One cluster serves the whole test process (`shared`); each test makes its own database with
/// `makeDatabase()`. The cluster is stopped and its folder removed when the process exits, also
/// when it crashes or is killed: a watcher process waits on a pipe that only the test process
/// holds open. Under root (CI), the server runs as the `postgres` account (or `nobody`), since
/// PostgreSQL refuses to run as root.
///
///     let cluster = try ThrowawayPostgres.shared.get()
///     let url = try cluster.makeDatabase()   // postgresql://idlab_admin:…@127.0.0.1:PORT/t_…
public final class ThrowawayPostgres: Sendable {
  /// The address the server listens on.
  public let host = "127.0.0.1"
  /// The port the server listens on.
  public let port: Int
  /// The superuser made by `initdb`.
  public let superuser = ThrowawayPostgres.superuserName
  private static let superuserName = "idlab_admin"
  /// The superuser's password.
  public let password: String
  /// The temporary folder holding the cluster (`data/`) and its log (`server.log`).
  public let folder: URL
  /// The folder of `initdb`, `pg_ctl`, `psql`.
  public let binaries: URL
  private let account: HarnessProcess.Account?
  private let watcher: FileHandle

  /// The cluster of this test process, started on first use.
  public static let shared: Result<ThrowawayPostgres, HarnessError> = Result {
    () throws(HarnessError) in
    let cluster = try ThrowawayPostgres()
    atexit { if case .success(let cluster) = ThrowawayPostgres.shared { cluster.stop() } }
    return cluster
  }

  /// The folder of the server binaries: `IDLAB_POSTGRES_BIN`, else the newest
  /// `/usr/lib/postgresql/<version>/bin` (Debian), else the folder of an `initdb` on `PATH`.
  public static let binaryFolder: URL? = {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["IDLAB_POSTGRES_BIN"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    let versions = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
      .compactMap(Int.init).sorted(by: >)
    for version in versions {
      let folder = "/usr/lib/postgresql/\(version)/bin"
      if fileManager.isExecutableFile(atPath: "\(folder)/initdb") {
        return URL(fileURLWithPath: folder)
      }
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      if fileManager.isExecutableFile(atPath: "\(directory)/initdb") {
        return URL(fileURLWithPath: String(directory))
      }
    }
    return nil
  }()

  /// Why the server cannot run on this machine, or `nil` when it can.
  ///
  /// Under `CI=true` a missing server is not a reason to skip (the Makefile installs it), so
  /// the tests run and fail with the harness's error instead.
  public static var unavailableReason: String? {
    if binaryFolder != nil { return nil }
    if ProcessInfo.processInfo.environment["CI"] == "true" { return nil }
    return "PostgreSQL server tests skipped: no initdb in /usr/lib/postgresql/*/bin or on PATH "
      + "(install it with: sudo apt-get install -y postgresql)"
  }

  /// Makes, starts and waits for a new cluster.
  ///
  /// - Throws: `HarnessError` with the failing command's output.
  public init() throws(HarnessError) {
    guard let binaries = Self.binaryFolder else {
      throw HarnessError(
        "no PostgreSQL server binaries (initdb); install them with: apt-get install -y postgresql")
    }
    self.binaries = binaries
    account = HarnessProcess.serverAccount
    folder = try HarnessProcess.temporaryFolder(prefix: "idlab-pg", owner: account)
    password = "pw-" + UUID().uuidString.lowercased()
    do {
      port = try Self.initializeAndStart(
        binaries: binaries, folder: folder, account: account, superuser: Self.superuserName,
        password: password)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    let data = folder.appendingPathComponent("data").path
    watcher = try HarnessProcess.watchdog(
      cleanup: Self.stopCommand(binaries, data, account, folder))
  }

  /// Runs `initdb`, then `pg_ctl start` on a free port (three tries); returns the port.
  private static func initializeAndStart(
    binaries: URL, folder: URL, account: HarnessProcess.Account?, superuser: String,
    password: String
  ) throws(HarnessError) -> Int {
    let passwordFile = folder.appendingPathComponent("password")
    guard FileManager.default.createFile(atPath: passwordFile.path, contents: Data(password.utf8))
    else { throw HarnessError("cannot write \(passwordFile.path)") }
    try HarnessProcess.give(passwordFile, to: account)
    let data = folder.appendingPathComponent("data").path
    try HarnessProcess.require(
      binaries.appendingPathComponent("initdb").path,
      [
        "-D", data, "-U", superuser, "--pwfile=\(passwordFile.path)", "--auth=scram-sha-256",
        "--encoding=UTF8", "--locale=C", "--no-sync", "--no-instructions",
      ], as: account, environment: environment, directory: folder)

    var lastError = HarnessError("the server did not start")
    for _ in 0..<3 {
      let candidate = try HarnessProcess.freeLoopbackPort()
      let options = [
        "-p \(candidate)", "-c listen_addresses=127.0.0.1", "-c unix_socket_directories=''",
        "-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off",
        "-c max_connections=200", "-c shared_buffers=16MB",
      ].joined(separator: " ")
      let log = folder.appendingPathComponent("server.log")
      let output = try HarnessProcess.run(
        binaries.appendingPathComponent("pg_ctl").path,
        ["-D", data, "-l", log.path, "-w", "-t", "60", "-o", options, "start"],
        as: account, environment: environment, directory: folder)
      if output.status == 0 { return candidate }
      let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      lastError = HarnessError(
        "pg_ctl start failed (\(output.status)):\n\(output.text)\n\(logText)")
    }
    throw lastError
  }

  /// The environment of the server programs: English messages, nothing inherited.
  private static let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C", "LANG": "C"]

  /// The shell command that stops the server and removes the folder.
  private static func stopCommand(
    _ binaries: URL, _ data: String, _ account: HarnessProcess.Account?, _ folder: URL
  ) -> String {
    let asAccount =
      account.map { "/usr/bin/setpriv --reuid=\($0.uid) --regid=\($0.gid) --clear-groups " } ?? ""
    return "LC_ALL=C \(asAccount)'\(binaries.path)/pg_ctl' -D '\(data)' -m immediate -w stop "
      + ">/dev/null 2>&1; rm -rf '\(folder.path)'"
  }

  /// Stops the server now and removes its folder.
  public func stop() {
    _ = try? HarnessProcess.run(
      binaries.appendingPathComponent("pg_ctl").path,
      ["-D", folder.appendingPathComponent("data").path, "-m", "immediate", "-w", "stop"],
      as: account, environment: Self.environment, directory: folder)
    try? FileManager.default.removeItem(at: folder)
    try? watcher.close()
  }

  // MARK: - Databases and roles

  /// A `postgresql://` URL for `database` on this server, with `search_path` set to `schema`
  /// when given.
  public func url(
    database: String, user: String? = nil, password: String? = nil, schema: String? = nil
  ) -> String {
    let name = user ?? superuser
    let secret = password ?? (user == nil ? self.password : "")
    let credentials = secret.isEmpty ? name : "\(name):\(secret)"
    let searchPath = schema.map { "&options=-csearch_path%3D\($0)" } ?? ""
    return "postgresql://\(credentials)@\(host):\(port)/\(database)?sslmode=disable\(searchPath)"
  }

  /// A URL whose database looks new and empty to the code under test: a fresh schema in the
  /// `postgres` database, first on the connection's `search_path`.
  ///
  /// (A schema takes milliseconds to make; `CREATE DATABASE` takes seconds.)
  public func makeDatabase() throws(HarnessError) -> String {
    let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try runSQL("CREATE SCHEMA \(name)")
    return url(database: "postgres", schema: name)
  }

  /// Runs SQL through `psql` as the superuser, in `database`; returns what it printed
  /// (unaligned, tuples only).
  @discardableResult
  public func runSQL(_ sql: String, database: String = "postgres") throws(HarnessError) -> String {
    try HarnessProcess.require(
      binaries.appendingPathComponent("psql").path,
      [
        "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", host, "-p", String(port), "-U",
        superuser, "-d", database, "-c", sql,
      ],
      environment: Self.environment.merging(["PGPASSWORD": password]) { $1 })
  }
}
