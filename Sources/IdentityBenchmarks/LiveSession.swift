import Foundation

/// An idlab prompt driven through pipes, its output stamped with the time each chunk arrived
/// and the CPU time idlab's main thread had used by then (`/proc/PID/schedstat`, nanoseconds:
/// what the load of the machine does not inflate).
final class LiveSession {
  /// What one line sent produced.
  struct Reply {
    /// The output up to the sentinel's error.
    var text: String
    /// The moment the line was written.
    var sent: ContinuousClock.Instant
    /// The main thread's CPU time when the line was written (ns; nil without `/proc`).
    var sentCPU: UInt64?
    /// For each chunk of the reply: the offset in `text`'s UTF-8 where it ends, its arrival,
    /// and the main thread's CPU time then.
    var arrivals: [Arrival]

    /// Milliseconds from sending until the chunk completing the first `marker` arrived; nil
    /// when the reply does not contain it.
    func latency(until marker: String) -> Double? {
      guard let range = text.range(of: marker) else { return nil }
      let end = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
      guard let arrival = arrivals.first(where: { $0.end >= end }) else { return nil }
      return milliseconds(arrival.time - sent)
    }

    /// Milliseconds of CPU time idlab's main thread spent from sending until the chunk
    /// completing the first `marker` arrived; nil when unknown.
    func cpu(until marker: String) -> Double? {
      guard let range = text.range(of: marker), let sentCPU else { return nil }
      let end = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
      guard let arrival = arrivals.first(where: { $0.end >= end }), let cpu = arrival.cpu,
        cpu >= sentCPU
      else { return nil }
      return Double(cpu - sentCPU) / 1e6
    }
  }

  /// One chunk of output: where it ends, when it arrived, idlab's main-thread CPU time then.
  struct Arrival {
    var end: Int
    var time: ContinuousClock.Instant
    var cpu: UInt64?
  }

  /// The output so far, shared with the reader thread.
  private final class Log: @unchecked Sendable {
    let lock = NSLock()
    var bytes: [UInt8] = []
    var arrivals: [Arrival] = []
    var closed = false
  }

  /// The unknown command that closes every reply: idlab answers it with an error naming it.
  static let sentinel = ":bench-sentinel"

  private let process = Process()
  private let input = Pipe()
  private let log = Log()
  private var consumed = 0
  /// idlab's main thread's `schedstat` file.
  private var schedstat = ""

  /// Starts `path` with `arguments` and `environment`; standard error joins standard output.
  init?(_ path: String, _ arguments: [String], environment: [String: String]) {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch { return nil }
    let log = self.log
    let handle = output.fileHandleForReading
    let statistics = "/proc/\(process.processIdentifier)/schedstat"
    schedstat = statistics
    Thread.detachNewThread {
      let clock = ContinuousClock()
      while true {
        let data = handle.availableData
        let now = clock.now
        let cpu = Self.cpuNanoseconds(statistics)
        log.lock.lock()
        if data.isEmpty {
          log.closed = true
          log.lock.unlock()
          return
        }
        log.bytes.append(contentsOf: data)
        log.arrivals.append(Arrival(end: log.bytes.count, time: now, cpu: cpu))
        log.lock.unlock()
      }
    }
  }

  /// Writes `line` and the sentinel; waits (at most 120 s) for the sentinel's error and returns
  /// the output in between.
  func send(_ line: String) -> Reply {
    let clock = ContinuousClock()
    let sentCPU = Self.cpuNanoseconds(schedstat)
    let sent = clock.now
    input.fileHandleForWriting.write(Data("\(line)\n\(Self.sentinel)\n".utf8))
    // The error names the unknown command at the end of its line (code spans lose their
    // backticks on screen), so the sentinel and a line break end the reply.
    let needle = Array((Self.sentinel + "\n").utf8)
    let deadline = sent + .seconds(120)
    while clock.now < deadline {
      log.lock.lock()
      let bytes = log.bytes[consumed...]
      let found = Self.find(needle, in: bytes)
      let closed = log.closed
      if let found {
        let start = consumed
        let arrivals = log.arrivals.filter { $0.end > start }.map {
          Arrival(end: $0.end - start, time: $0.time, cpu: $0.cpu)
        }
        let text = String(decoding: log.bytes[start..<found], as: UTF8.self)
        // The rest of the sentinel's error (and its help line) opens the next reply.
        consumed = found + needle.count
        log.lock.unlock()
        return Reply(text: text, sent: sent, sentCPU: sentCPU, arrivals: arrivals)
      }
      log.lock.unlock()
      if closed { break }
      usleep(1_000)
    }
    return Reply(text: "", sent: sent, sentCPU: sentCPU, arrivals: [])
  }

  /// Quits the prompt and waits for it.
  func finish() {
    input.fileHandleForWriting.write(Data(":quit\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// The CPU time a thread has run, in nanoseconds: the first field of its `schedstat` file.
  static func cpuNanoseconds(_ path: String) -> UInt64? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { UInt64($0) }
  }

  private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var index = bytes.startIndex
    while index <= bytes.endIndex - needle.count {
      if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
