#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program that needs the terminal (`$EDITOR`, `$VISUAL`) the way a shell runs a
/// foreground job: in its own process group, made the terminal's foreground group for as long
/// as it runs, with the terminal's modes saved before and put back after.
///
/// Why each step (POSIX, "General Terminal Interface", 11.1.4): a process outside the
/// terminal's foreground process group that reads it gets SIGTTIN, or EIO when that signal is
/// ignored (which is how a terminal editor started in a background group fails: "Vim: Error
/// reading input"). Giving the terminal back with `tcsetpgrp` from what is then a background
/// group raises SIGTTOU, so SIGTTOU is ignored around that call. The child starts with the
/// default action for every job-control and keyboard signal, whatever idlab ignores for itself.
/// The program itself starts only once the terminal is its group's (`gate`): a shell in the new
/// group waits on a pipe that idlab writes after `tcsetpgrp`, then `exec`s it, so no instruction
/// of the program ever runs in the background (as a shell's forked child calls `tcsetpgrp`
/// before `exec`, which `posix_spawn` cannot do).
///
///     let status = ForegroundProgram.run("/bin/sh", ["-c", "vi \"$0\"", path])   // exit status
public enum ForegroundProgram {
  /// Why the program could not run.
  public enum Failure: Error, Equatable {
    /// `posix_spawn` failed with this `errno`.
    case notStarted(Int32)
  }

  /// The signals the child gets back at their default action.
  static let defaulted: [Int32] = [
    SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGHUP, SIGPIPE, SIGCHLD, SIGWINCH,
  ]

  /// Runs `path` with `arguments` (the first is `argv[0]`'s successor, as `Process` takes them)
  /// and waits for it; its exit status, or 128 + the signal that ended it.
  ///
  /// When standard input is not a terminal the program runs in idlab's own group, as a plain
  /// child. While it runs, idlab ignores SIGINT and SIGQUIT (as `system(3)` does): a Ctrl-C in
  /// the editor belongs to the editor.
  public static func run(_ path: String, _ arguments: [String]) -> Result<Int32, Failure> {
    let terminal: Int32 = 0
    let ownsTerminal = isatty(terminal) == 1 && tcgetpgrp(terminal) == getpgrp()
    var modes = termios()
    let savedModes = ownsTerminal && tcgetattr(terminal, &modes) == 0

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in defaulted { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if ownsTerminal {
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let previousInterrupt = ignoring(SIGINT)
    let previousQuit = ignoring(SIGQUIT)
    defer {
      restore(SIGINT, previousInterrupt)
      restore(SIGQUIT, previousQuit)
    }

    var gate: [Int32] = [-1, -1]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var program = path
    var programArguments = arguments
    if ownsTerminal, pipe(&gate) == 0 {
      posix_spawn_file_actions_adddup2(&actions, gate[0], Self.gateDescriptor)
      posix_spawn_file_actions_addclose(&actions, gate[1])
      if gate[0] != Self.gateDescriptor { posix_spawn_file_actions_addclose(&actions, gate[0]) }
      program = "/bin/sh"
      programArguments = ["-c", Self.gateScript, "sh", path] + arguments
    }
    let argv = ([program] + programArguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, program, &actions, &attributes, argv, environ)
    if gate[0] >= 0 { close(gate[0]) }
    guard spawned == 0 else {
      if gate[1] >= 0 { close(gate[1]) }
      return .failure(.notStarted(spawned))
    }

    if ownsTerminal {
      setpgid(child, child)  // also done by the spawn; harmless if it already happened
      handOver(terminal, to: child)
      // The terminal is the group's: let the program start.
      if gate[1] >= 0 {
        var go: UInt8 = 1
        _ = write(gate[1], &go, 1)
        close(gate[1])
      }
      // It may have read before it was given the terminal, and stopped on SIGTTIN.
      kill(-child, SIGCONT)
    }
    var status: Int32 = 0
    while true {
      let waited = waitpid(child, &status, ownsTerminal ? WUNTRACED : 0)
      if waited == -1 {
        if errno == EINTR { continue }
        break
      }
      if ownsTerminal, isStopped(status) {
        // Stopped (Ctrl-Z, or a read before the hand-over): job control is not offered, so it
        // goes on in the foreground.
        handOver(terminal, to: child)
        kill(-child, SIGCONT)
        continue
      }
      break
    }
    if ownsTerminal { handOver(terminal, to: getpgrp()) }
    if savedModes { tcsetattr(terminal, TCSADRAIN, &modes) }
    return .success(exitCode(status))
  }

  /// The descriptor the gate's shell waits on.
  static let gateDescriptor: Int32 = 3

  /// Waits for idlab's byte on the gate, closes it, and becomes the program with its
  /// arguments (`$@`), so the program keeps its process ID and group.
  static let gateScript = "read -r _ <&3; exec 3<&-; exec \"$@\""

  /// Makes `group` the terminal's foreground group, with SIGTTOU ignored for the call (the
  /// caller may be in the background at that moment).
  private static func handOver(_ terminal: Int32, to group: pid_t) {
    let previous = ignoring(SIGTTOU)
    tcsetpgrp(terminal, group)
    restore(SIGTTOU, previous)
  }

  private static func ignoring(_ signal: Int32) -> sigaction {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
  }

  private static func restore(_ signal: Int32, _ previous: sigaction) {
    var action = previous
    sigaction(signal, &action, nil)
  }

  // The wait-status macros, which Swift does not import.
  private static func isStopped(_ status: Int32) -> Bool { status & 0xff == 0x7f }

  private static func exitCode(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
