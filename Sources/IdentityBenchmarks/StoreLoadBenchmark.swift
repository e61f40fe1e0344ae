import Foundation
import Gradebook
import ServerHarness

#if canImport(Glibc)
  import Glibc
#endif

/// `IdentityBenchmarks store-load`: the gradebook under a class at once, on PostgreSQL (a
/// throwaway cluster on 127.0.0.1, `ServerHarness.ThrowawayPostgres`) and on one SQLite file.
///
/// 100 takers split over 3 processes, each process with one store as an idlab process has,
/// begin a take and record `answers` answers each as fast as the store lets them. It prints,
/// per backend, answers per second (all processes, from the first answer to the last), the
/// p50 and p99 latency of one answer (from handing it to the store until the store says it is
/// durable), the writes the store refused, and the lost writes: answers the store accepted
/// that are not in it afterwards (must be 0).
enum StoreLoadBenchmark {
  static let processes = 3
  static let takers = 100
  static let answers = 20

  /// Runs both backends and prints the table of docs/performance.md.
  static func run() {
    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("load average before: \(load)")
    print(
      "| store | processes | takers | answers | answers/s | p50 (ms) | p99 (ms) | refused | lost |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    do {
      let cluster = try ThrowawayPostgres.shared.get()
      print(row("PostgreSQL 127.0.0.1", location: try cluster.makeDatabase()))
    } catch {
      print("| PostgreSQL | cannot start the cluster: \(error) |")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-load-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    print(row("SQLite (WAL)", location: folder.appendingPathComponent("load.sqlite").path))
    let after =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("load average after: \(after)")
  }

  /// One backend: starts the workers, lets them go at once, gathers their figures.
  static func row(_ name: String, location: String) -> String {
    let share = (0..<processes).map { takers / processes + ($0 < takers % processes ? 1 : 0) }
    var workers: [(Process, Pipe, Pipe)] = []
    for (index, count) in share.enumerated() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
      process.arguments = ["store-worker", location, String(index), String(count)]
      let (input, output) = (Pipe(), Pipe())
      process.standardInput = input
      process.standardOutput = output
      do { try process.run() } catch { return "| \(name) | cannot start a worker: \(error) |" }
      workers.append((process, input, output))
    }
    // Each worker says "ready" once its store is open and its takes begun.
    var readers: [FileHandle] = []
    for (_, _, output) in workers {
      let handle = output.fileHandleForReading
      _ = readLine(handle)
      readers.append(handle)
    }
    for (_, input, _) in workers { input.fileHandleForWriting.write(Data("go\n".utf8)) }
    var latencies: [UInt64] = []
    var (first, last, refused, accepted) = (UInt64.max, UInt64(0), 0, 0)
    for (index, handle) in readers.enumerated() {
      let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
      workers[index].0.waitUntilExit()
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let value = UInt64(parts[1]) else { continue }
        switch parts[0] {
        case "first": first = min(first, value)
        case "last": last = max(last, value)
        case "ok":
          latencies.append(value)
          accepted += 1
        default: refused += 1
        }
      }
    }
    let stored = (try? StoreLocation(location).open().answers(quiz: "load").count) ?? 0
    latencies.sort()
    func percentile(_ p: Double) -> String {
      guard !latencies.isEmpty else { return "–" }
      let index = min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)
      return String(format: "%.1f", Double(latencies[max(0, index)]) / 1e6)
    }
    let seconds = last > first ? Double(last - first) / 1e9 : 0
    let rate = seconds > 0 ? String(format: "%.0f", Double(accepted) / seconds) : "–"
    return "| \(name) | \(processes) | \(takers) | \(accepted + refused) | \(rate) | "
      + "\(percentile(0.5)) | \(percentile(0.99)) | \(refused) | \(accepted - stored) |"
  }

  /// One line from `handle` (without its newline).
  static func readLine(_ handle: FileHandle) -> String {
    var bytes: [UInt8] = []
    while let byte = try? handle.read(upToCount: 1)?.first, byte != 10 { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The monotonic clock, in nanoseconds (the same across processes of one machine).
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// `IdentityBenchmarks store-worker LOCATION INDEX TAKERS`: one process of the load, its
  /// takers on threads sharing one store; prints `ok NS` per recorded answer, `refused NS`
  /// per refused one, and `first`/`last` times.
  static func worker(location: String, index: Int, takers: Int) {
    guard let opened = try? StoreLocation(location).open() else {
      FileHandle.standardOutput.write(Data("ready\n".utf8))
      return
    }
    let store = LockedStore(opened)
    let students = (0..<takers).map { "p\(index)-t\($0)" }
    for student in students {
      _ = try? opened.beginTake(
        QuizTake(
          quiz: "load", student: student, number: 1, seed: student, plan: "", language: "en",
          started: 0))
    }
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    _ = Swift.readLine()
    let results = Results()
    let group = DispatchGroup()
    for student in students {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        for number in 0..<answers {
          let answer = QuizAnswer(
            quiz: "load", student: student, take: 1, item: "item-\(number)", seed: student,
            variant: number % 3, language: "en", rawAnswer: "green", parsedAnswer: "green",
            truth: "green", score: 1, points: 1, time: Double(number),
            simulatorVersion: "load", itemHash: "load")
          let start = now()
          let ok = store.record(answer)
          results.add(ok: ok, start: start, end: now())
        }
      }
    }
    group.wait()
    print(results.lines.joined(separator: "\n"))
  }

  /// A process's one store, shared by its takers' threads one call at a time.
  final class LockedStore: @unchecked Sendable {
    private let store: any GradebookStore
    private let lock = NSLock()
    init(_ store: any GradebookStore) { self.store = store }
    /// Records `answer`; whether the store accepted it.
    func record(_ answer: QuizAnswer) -> Bool {
      lock.withLock { (try? store.record(answer)) != nil }
    }
  }

  /// The figures of one worker, from its takers' threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var first = UInt64.max
    private var last = UInt64(0)
    private var entries: [String] = []

    func add(ok: Bool, start: UInt64, end: UInt64) {
      lock.withLock {
        first = min(first, start)
        last = max(last, end)
        entries.append("\(ok ? "ok" : "refused") \(end - start)")
      }
    }

    var lines: [String] { lock.withLock { entries + ["first \(first)", "last \(last)"] } }
  }
}
