import Foundation
import ServerHarness

/// One run of a child process with its own resource usage: started by `HarnessProcess.spawn`,
/// reaped with `wait4`, which reports its user and system CPU time.
///
/// The peak resident set comes from GNU `time` (`/usr/bin/time -f %M`) wrapped around the
/// child: Linux counts the spawning process's own peak into a child's `ru_maxrss` (the child
/// starts on the parent's memory until it execs), so `wait4` on a child of this benchmark would
/// report at least the benchmark's own peak; `time` is a 2 MB process, below anything measured.
/// Without `/usr/bin/time` the figure is `wait4`'s, and `hasExactPeak` says so.
struct ChildRun {
  /// Wall time from spawn to exit, in milliseconds.
  var wallMilliseconds: Double
  /// User plus system CPU time of the child, in milliseconds.
  var cpuMilliseconds: Double
  /// Peak resident set size of the child, in KiB (`ru_maxrss` on Linux).
  var peakKilobytes: Int
  /// The exit status (128 + signal when killed by one).
  var status: Int32

  /// GNU `time`, which reports the peak resident set of the program it runs.
  static let time = "/usr/bin/time"

  /// Whether peaks come from `time` rather than `wait4`.
  static var hasExactPeak: Bool { FileManager.default.isExecutableFile(atPath: time) }

  /// Runs `path` with `arguments` and `environment`, standard output and error into the file
  /// `output` (replaced); nil when the process cannot be started.
  static func run(
    _ path: String, _ arguments: [String], output: String, environment: [String: String]
  )
    -> ChildRun?
  {
    unlink(output)
    let peakFile = output + ".peak"
    let command =
      hasExactPeak ? [time, "-f", "%M", "-o", peakFile, path] + arguments : [path] + arguments
    let clock = ContinuousClock()
    let start = clock.now
    guard let pid = try? HarnessProcess.spawn(command, environment: environment, output: output)
    else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = clock.now - start
    func cpu(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    let signal = status & 0x7F
    // `time` writes "Command exited with non-zero status N" before the figure when it fails.
    let reported = (try? String(contentsOfFile: peakFile, encoding: .utf8))?
      .split(separator: "\n").last.flatMap { Int($0) }
    return ChildRun(
      wallMilliseconds: milliseconds(elapsed),
      cpuMilliseconds: cpu(usage.ru_utime) + cpu(usage.ru_stime),
      peakKilobytes: reported ?? usage.ru_maxrss,
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
  }
}
