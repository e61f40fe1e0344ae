import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The plain terminal reads lines from its descriptor itself, so a waiter can watch the same
/// descriptor: lines are split as `Swift.readLine` splits them, and nothing is lost when a
/// waiter ends a read.
@Suite struct PlainTerminalTests {
  /// A pipe whose read end is the terminal's input.
  final class Pipe {
    let read: Int32
    let write: Int32
    init() throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      (read, write) = (ends[0], ends[1])
    }
    func send(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
    }
    func send(_ text: String) { send(Array(text.utf8)) }
    private var writeOpen = true
    /// Ends the input (once: a descriptor number closed twice could be another test's).
    func closeWrite() {
      if writeOpen { close(write) }
      writeOpen = false
    }
    deinit {
      close(read)
      closeWrite()
    }
  }

  /// A waiter that answers from a list (then "input is there"), running each step first.
  final class ScriptedWaiter: InputWaiter {
    var answers: [(step: () -> Void, input: Bool)]
    init(_ answers: [(step: () -> Void, input: Bool)]) { self.answers = answers }
    func waitForInput(on descriptor: Int32) -> Bool {
      guard !answers.isEmpty else { return true }
      let next = answers.removeFirst()
      next.step()
      return next.input
    }
  }

  @Test func linesAreSplitOnNewlinesAndALastLineWithoutOneCounts() throws {
    let pipe = try Pipe()
    let terminal = PlainTerminal(environment: [:], input: pipe.read)
    pipe.send("one\ntwo\r\n\nthree")
    pipe.send([0x66, 0xFF, 0x0A])
    pipe.closeWrite()
    let lines = (0..<6).map { _ in terminal.readLine(prompt: "> ") }
    #expect(
      lines == [
        .line("one"), .line("two"), .line(""), .line("threef\u{FFFD}"), .endOfInput, .endOfInput,
      ])
  }

  @Test func aLineLongerThanOneReadArrivesWhole() throws {
    let pipe = try Pipe()
    let terminal = PlainTerminal(environment: [:], input: pipe.read)
    let long = String(repeating: "x", count: 10_000)
    pipe.send(long + "\nshort\n")
    pipe.closeWrite()
    #expect(terminal.readLine(prompt: "") == .line(long))
    #expect(terminal.readLine(prompt: "") == .line("short"))
    #expect(terminal.readLine(prompt: "") == .endOfInput)
  }

  /// A waiter ends a read with `.woken` before anything is read, and the half line already
  /// read stays for the next read.
  @Test func aWokenReadKeepsWhatWasTypedSoFar() throws {
    let pipe = try Pipe()
    let terminal = PlainTerminal(environment: [:], input: pipe.read)
    pipe.send("vo")
    let waiter = ScriptedWaiter([
      ({}, false), ({}, true), ({}, false), ({ pipe.send("te\n") }, true),
    ])
    #expect(terminal.readLine(prompt: "", waiter: waiter) == .woken)
    #expect(terminal.readLine(prompt: "", waiter: waiter) == .woken)
    #expect(terminal.readLine(prompt: "", waiter: waiter) == .line("vote"))
    #expect(waiter.answers.isEmpty)
  }
}
