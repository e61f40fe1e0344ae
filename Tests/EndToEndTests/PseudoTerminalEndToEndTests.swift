import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Drives `idlab` on a pseudo-terminal, like a person at a keyboard: readline editing, history,
/// Tab completion, Ctrl-C and Ctrl-D.
@Suite(.serialized) struct PseudoTerminalEndToEndTests {
  /// A child process on the slave side of a pseudo-terminal.
  final class PseudoTerminalSession {
    let master: Int32
    let pid: pid_t
    private(set) var screen = ""
    /// Whether a pause of idlab's pager is answered at once (`q`: the rest without stopping), as
    /// a test that is not about paging wants; a test of the pager sets it to false.
    var pagesOnItsOwn = true
    private var answeredPauses = 0

    /// Starts `program` (idlab when `nil`) with `arguments` on a window of `rows` × `columns`.
    init(
      arguments: [String], environment: [String: String], columns: UInt16 = 100,
      rows: UInt16 = 30, program: String? = nil
    ) throws {
      let path = program ?? IdlabBinary.path
      // Build every C string before forking: the child may only call exec.
      let argv = ([path] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
      }
      var master: Int32 = -1
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      let pid = forkpty(&master, nil, nil, &size)
      if pid == 0 {
        execve(path, argv, envp)
        _exit(127)
      }
      guard pid > 0 else { throw POSIXError(.EAGAIN) }
      self.master = master
      self.pid = pid
    }

    deinit {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, WNOHANG)
      close(master)
    }

    /// Types keys.
    func type(_ keys: String) {
      var bytes = Array(keys.utf8)
      _ = write(master, &bytes, bytes.count)
    }

    /// Reads output until `predicate(screen)` holds or `timeout` seconds pass.
    @discardableResult
    func waitFor(timeout: TimeInterval = 10, _ predicate: (String) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      while !predicate(screen) {
        let remaining = deadline.timeIntervalSinceNow
        if remaining <= 0 { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(min(remaining, 0.2) * 1000))
        if ready > 0 {
          var buffer = [UInt8](repeating: 0, count: 4096)
          let count = read(master, &buffer, buffer.count)
          if count <= 0 { return predicate(screen) }
          screen += String(decoding: buffer[..<count], as: UTF8.self)
          // Each pause answered once (a key typed in the same instant may still be echoed).
          if pagesOnItsOwn, Pager.isPaused(screen), Pager.pauses(screen) > answeredPauses {
            answeredPauses = Pager.pauses(screen)
            type("q")
          }
        }
      }
      return true
    }

    /// Waits for the text to appear `count` times in the output.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 10) -> Bool {
      waitFor(timeout: timeout) { $0.components(separatedBy: text).count - 1 >= count }
    }

    /// Waits for the child to exit; returns its exit status, or `nil` on timeout or a signal.
    func exitStatus(timeout: TimeInterval = 10) -> Int32? {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        _ = waitFor(timeout: 0.05) { _ in false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
          let terminatedNormally = status & 0x7F == 0
          return terminatedNormally ? (status >> 8) & 0xFF : nil
        }
      }
      return nil
    }

    /// How many times `text` appears in the output so far.
    func occurrences(of text: String) -> Int {
      screen.components(separatedBy: text).count - 1
    }
  }

  @Test func lineEditingHistoryCompletionAndSignals() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try PseudoTerminalSession(
      arguments: [], environment: IdlabBinary.environment(state: state))

    #expect(session.waitFor("idlab> "), "prompt: \(session.screen)")
    #expect(session.screen.contains(":help"), "banner mentions :help")

    // Type a line.
    session.type(":lang\r")
    #expect(session.waitFor("Available:"), "\(session.screen)")
    #expect(session.waitFor("idlab> ", count: 2))

    // Up arrow recalls it.
    session.type("\u{1B}[A")
    session.type("\r")
    #expect(session.waitFor("Available:", count: 2), "history recall: \(session.screen)")
    #expect(session.waitFor("idlab> ", count: 3))

    // Tab completes :la to :lang.
    session.type(":la\t")
    #expect(session.waitFor(":lang", count: 3), "completion: \(session.screen)")
    session.type("es\r")
    #expect(session.waitFor("Idioma: español (es)"), "\(session.screen)")

    // Ctrl-C abandons the line and stays.
    session.type("some half-typed words")
    #expect(session.waitFor("half-typed"))
    session.type("\u{03}")
    #expect(
      session.waitFor {
        $0.components(separatedBy: "half-typed").last?.contains("idlab> ") == true
      },
      "fresh prompt after Ctrl-C: \(session.screen)")
    session.type(":help\r")
    #expect(session.waitFor("Comandos:"), "still running after Ctrl-C: \(session.screen)")
    #expect(!session.screen.contains("no es un comando"), "the abandoned text was not submitted")

    // Ctrl-D on an empty line leaves with 0 and saves history.
    #expect(
      session.waitFor { $0.components(separatedBy: "Comandos:").last?.contains("idlab> ") == true })
    session.type("\u{04}")
    #expect(session.exitStatus() == 0, "\(session.screen)")

    let history = try String(
      contentsOf: state.appendingPathComponent("idlab/history"), encoding: .utf8)
    #expect(history.contains(":lang es"))
    #expect(history.contains(":help"))
    #expect(!history.contains("half-typed"))
    let language = try String(
      contentsOf: state.appendingPathComponent("idlab/language"), encoding: .utf8)
    #expect(language.hasPrefix("es"))
  }

  @Test func historySurvivesARestart() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try PseudoTerminalSession(
      arguments: ["--lang", "en"], environment: IdlabBinary.environment(state: state))
    #expect(first.waitFor("idlab> "))
    first.type(":help lang\r")
    #expect(first.waitFor("idlab> ", count: 2))
    first.type(":quit\r")
    #expect(first.exitStatus() == 0)

    let second = try PseudoTerminalSession(
      arguments: ["--lang", "en"], environment: IdlabBinary.environment(state: state))
    #expect(second.waitFor("idlab> "))
    second.type("\u{1B}[A\u{1B}[A\r")
    #expect(second.waitFor(":lang [en|es]"), "recalled :help lang: \(second.screen)")
    // Ctrl-D only means "leave" at an empty prompt: wait for it before typing.
    #expect(
      second.waitFor {
        $0.components(separatedBy: ":lang [en|es]").last?.contains("idlab> ") == true
      })
    second.type("\u{04}")
    #expect(second.exitStatus() == 0)
  }

  @Test func styledOnATerminalUnlessNoColor() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let styled = try PseudoTerminalSession(
      arguments: ["--help"], environment: IdlabBinary.environment(state: state))
    #expect(styled.exitStatus() == 0)
    #expect(styled.screen.contains("\u{1B}["))
    let plain = try PseudoTerminalSession(
      arguments: ["--help"],
      environment: IdlabBinary.environment(state: state, extra: ["NO_COLOR": "1"]))
    #expect(plain.exitStatus() == 0)
    #expect(!plain.screen.contains("\u{1B}["))
  }
}

extension PseudoTerminalEndToEndTests {
  /// `:play` on a terminal: the frames replace one another in place (the cursor goes back up),
  /// the clock runs, and a key stops it at once, back at the prompt.
  ///
  /// Expected by hand: chapter 2's first question animates with `Animation.default` (a spring
  /// of about 0.9 s until it settles), so the film has dozens of frames; the first shows 0 s.
  @Test func playShowsTheFilmInPlaceAndAKeyStopsIt() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try PseudoTerminalSession(
      arguments: ["--lang", "en"], environment: IdlabBinary.environment(state: state))
    #expect(session.waitFor("idlab> "), "prompt: \(session.screen)")
    session.type(":open 2\r")
    #expect(session.waitFor("How many insertion or removal transitions"), "\(session.screen)")
    session.type("3\r")
    #expect(session.waitFor("Does SwiftUI interpolate"), "\(session.screen)")
    session.type("no\r")
    #expect(session.waitFor("Halfway"), "\(session.screen)")
    session.type(":play\r")
    #expect(session.waitFor("The last step on its clock"), "\(session.screen)")
    #expect(session.waitFor("0.0 s"), "\(session.screen)")
    // Frames after the first go back up over the one before.
    #expect(session.waitFor { $0.contains("\u{1B}[3F") }, "\(session.screen)")
    session.type("x")
    #expect(session.waitFor("idlab> ", count: 4), "\(session.screen)")
    // Stopped early: the last frames of the film (1 s and after) never came.
    #expect(!session.screen.contains("1.0 s"), "\(session.screen)")
  }
}
