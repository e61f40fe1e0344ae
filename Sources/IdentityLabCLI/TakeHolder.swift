import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The name a `quiz take` process holds its take under (`GradebookStore.claimTake`): the
/// machine (its host name and boot), the process id and the process's start time, so that
/// another process on the same machine can tell whether the holder is still running.
///
/// A session that ended normally, by Ctrl-C or by a dropped connection lets go of its take; one
/// killed (`kill -9`, a power cut of the client is not one: sshd's hang-up ends it normally)
/// leaves its name behind, and the next session of the student on the same machine takes the
/// take over. A holder on another machine (several exam servers, one PostgreSQL) cannot be
/// checked: the instructor ends it with `idlab quiz end-session`.
enum TakeHolder {
  /// This process's name: `host boot-id pid start-time`.
  static let current = name(pid: getpid()) ?? "\(machine) \(getpid()) ?"

  /// Whether `holder` names a process of this machine that no longer runs. Where that cannot
  /// be told (no `/proc`, a holder without its start time), the answer is no: the student is
  /// refused and the instructor ends the session.
  static func isGone(_ holder: String) -> Bool {
    let fields = holder.split(separator: " ")
    guard fields.count == 4, fields[3] != "?", !current.hasSuffix(" ?"),
      "\(fields[0]) \(fields[1])" == machine, let pid = Int32(fields[2])
    else { return false }
    return name(pid: pid) != holder
  }

  /// This machine: its host name and the id of its current boot.
  static let machine: String = {
    var buffer = [CChar](repeating: 0, count: 256)
    gethostname(&buffer, buffer.count - 1)
    let host = String(cString: buffer).replacingOccurrences(of: " ", with: "_")
    let boot =
      (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "-"
    return "\(host.isEmpty ? "-" : host) \(boot.isEmpty ? "-" : boot)"
  }()

  /// The holder name of the running process `pid`, or `nil` when none runs (a zombie, killed
  /// but not yet reaped by its parent, runs no more).
  static func name(pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    // After the command name: state is field 3, start time field 22 (proc(5)).
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 19, !["Z", "X", "x"].contains(fields[0]) else { return nil }
    return "\(machine) \(pid) \(fields[19])"
  }
}
