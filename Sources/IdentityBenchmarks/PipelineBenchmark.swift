import Foundation

/// The whole-pipeline benchmark of docs/performance.md ("idlab sim against compiled Swift"):
///
///     swift build -c release --scratch-path .build-bench-rel
///     .build-bench-rel/release/IdentityBenchmarks pipeline [--runs K] [--sizes 1000,5000]
///
/// For each size N and edit (append, remove first, reverse, shuffle) it writes the scene
/// `IdentityBaseline scene N` prints, then runs, alternately, K times each (a third as many from
/// 50k rows) `idlab sim SCENE --do ACTION --json` and `IdentityBaseline sim N EDIT` (the
/// compiled program doing the same work), each with its output in a file. Every pair of outputs
/// must be byte-identical and the idlab document must hold the expected rows; a cell that fails
/// either check is printed as FAIL and the command exits 1. Each child is timed by `ChildRun`:
/// wall time, user + system CPU time and peak RSS of that child alone. The tables report
/// medians, idlab/baseline ratios, KB per row (peak RSS minus the empty scene's, over N) and CPU
/// time per row (the CPU time of the empty scene subtracted), then `CourseBenchmark`'s figures.
enum PipelineBenchmark {
  /// What to run, from the command line.
  struct Options {
    var runs = 3
    var sizes = [1_000, 5_000, 20_000, 80_000]
    var idlab: String
    var baseline: String
    var lessons = "Lessons"
    var quizzes = "Quizzes"

    /// Options from `arguments` (after `pipeline`); the binaries default to the ones next to
    /// this benchmark's own executable (the same build folder).
    init?(_ arguments: [String]) {
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      idlab = folder.appendingPathComponent("idlab").path
      baseline = folder.appendingPathComponent("IdentityBaseline").path
      var rest = arguments[...]
      while let option = rest.popFirst() {
        guard let value = rest.popFirst() else { return nil }
        switch option {
        case "--runs":
          guard let runs = Int(value), runs > 0 else { return nil }
          self.runs = runs
        case "--sizes":
          let sizes = value.split(separator: ",").compactMap { Int($0) }
          guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return nil }
          self.sizes = sizes
        case "--idlab": idlab = value
        case "--baseline": baseline = value
        case "--lessons": lessons = value
        case "--quizzes": quizzes = value
        default: return nil
        }
      }
    }
  }

  /// The medians of one program's runs in one cell.
  struct Summary {
    var wall: Double
    var cpu: Double
    var peakKilobytes: Double

    init(_ runs: [ChildRun]) {
      wall = median(runs.map(\.wallMilliseconds))
      cpu = median(runs.map(\.cpuMilliseconds))
      peakKilobytes = median(runs.map { Double($0.peakKilobytes) })
    }
  }

  /// The edits, in the matrix's order, with the rows the document must show after each.
  static let edits: [(name: String, rows: @Sendable (Int) -> Int)] = [
    ("append", { $0 + 1 }), ("remove-first", { $0 - 1 }), ("reverse", { $0 }), ("shuffle", { $0 }),
  ]

  /// Runs the matrix and the course figures; returns the exit status (1 when a cell failed).
  @MainActor
  static func run(arguments: [String]) -> Int32 {
    guard let options = Options(arguments) else {
      print(
        "usage: IdentityBenchmarks pipeline [--runs K] [--sizes N,N,...] [--idlab PATH]"
          + " [--baseline PATH] [--lessons DIR] [--quizzes DIR]")
      return 64
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-pipeline-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bench = SimPairRunner(options: options, folder: folder.path)
    print("machine: \(machine()), load average before: \(loadAverages())")
    print("idlab: \(options.idlab)")
    print("baseline: \(options.baseline)")
    print("runs per cell: \(options.runs) (\(largeRuns(options.runs)) from 50k rows), medians")
    print(
      ChildRun.hasExactPeak
        ? "peak RSS: GNU time's %M for each child"
        : "peak RSS: wait4's ru_maxrss (no /usr/bin/time: includes this benchmark's own peak)")
    print("")

    guard
      case .measured(let empty, let emptyBaseline, _) = bench.cell(
        count: 0, edit: "append", runs: options.runs, rows: 1)
    else {
      print("FAIL: the empty scene did not run")
      return 1
    }
    print(
      "empty scene (0 rows, append): idlab \(format(empty.cpu)) ms CPU, "
        + "\(Int(empty.peakKilobytes)) KB; baseline \(format(emptyBaseline.cpu)) ms CPU, "
        + "\(Int(emptyBaseline.peakKilobytes)) KB")
    print("")
    print(
      "| N | edit | idlab wall (ms) | idlab CPU (ms) | idlab peak (MB) | baseline wall (ms) "
        + "| baseline CPU (ms) | baseline peak (MB) | CPU ratio | wall ratio | idlab KB/row "
        + "| baseline KB/row | memory ratio | JSON (MB) |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    var failed = false
    var perRow: [String: [Int: (idlab: Double, baseline: Double)]] = [:]
    for count in options.sizes {
      for edit in edits {
        let runs = count >= 50_000 ? largeRuns(options.runs) : options.runs
        let outcome = bench.cell(count: count, edit: edit.name, runs: runs, rows: edit.rows(count))
        guard case .measured(let idlab, let baseline, let bytes) = outcome else {
          if case .failed(let reason) = outcome {
            print("| \(count) | \(edit.name) | **FAIL**: \(reason) |")
          }
          failed = true
          continue
        }
        let idlabKB = (idlab.peakKilobytes - empty.peakKilobytes) / Double(count)
        let baselineKB = (baseline.peakKilobytes - emptyBaseline.peakKilobytes) / Double(count)
        perRow[edit.name, default: [:]][count] = (
          (idlab.cpu - empty.cpu) / Double(count),
          (baseline.cpu - emptyBaseline.cpu) / Double(count)
        )
        print(
          "| \(count) | \(edit.name) | \(fixed(idlab.wall, digits: 1)) "
            + "| \(fixed(idlab.cpu, digits: 1)) | \(fixed(idlab.peakKilobytes / 1024, digits: 1)) "
            + "| \(fixed(baseline.wall, digits: 1)) | \(fixed(baseline.cpu, digits: 1)) "
            + "| \(fixed(baseline.peakKilobytes / 1024, digits: 1)) "
            + "| \(ratio(idlab.cpu, baseline.cpu)) | \(ratio(idlab.wall, baseline.wall)) "
            + "| \(signed(idlabKB)) | \(signed(baselineKB)) | \(ratio(idlabKB, baselineKB)) "
            + "| \(fixed(Double(bytes) / 1_048_576, digits: 1)) |")
        fflush(nil)  // each row as it is measured, also into a file
      }
    }
    printGrowth(perRow, sizes: options.sizes)
    CourseBenchmark(
      idlab: options.idlab, lessons: options.lessons, quizzes: options.quizzes,
      folder: folder.path
    ).run(runs: options.runs)
    print("")
    print("load average after: \(loadAverages())")
    return failed ? 1 : 0
  }

  /// Repetitions for the largest sizes: a third (one run of each program for the default 3),
  /// which keeps the default matrix near ten minutes on the shared machine.
  static func largeRuns(_ runs: Int) -> Int { max(1, runs / 3) }

  /// CPU time per row, smallest size above 1k against the largest, for both programs.
  static func printGrowth(
    _ perRow: [String: [Int: (idlab: Double, baseline: Double)]], sizes: [Int]
  ) {
    let measured = sizes.filter { $0 > 1_000 }
    guard let small = measured.first, let large = measured.last, small < large else { return }
    print("")
    print(
      "CPU time per row (µs; the empty scene's CPU time subtracted), \(small) → \(large) rows"
        + " (no instruction counter on this machine: CPU time stands in for instructions):")
    print("")
    print(
      "| edit | idlab at \(small) | idlab at \(large) | growth | baseline at \(small) | baseline at \(large) | growth |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for edit in edits {
      guard let a = perRow[edit.name]?[small], let b = perRow[edit.name]?[large] else { continue }
      print(
        "| \(edit.name) | \(fixed(a.idlab * 1000, digits: 1)) | \(fixed(b.idlab * 1000, digits: 1)) "
          + "| \(ratio(b.idlab, a.idlab)) | \(fixed(a.baseline * 1000, digits: 2)) "
          + "| \(fixed(b.baseline * 1000, digits: 2)) | \(ratio(b.baseline, a.baseline)) |")
    }
  }

  /// The machine: kernel, architecture and cores.
  static func machine() -> String {
    var name = utsname()
    uname(&name)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(text(name.sysname)) \(text(name.release)) \(text(name.machine)), "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
  }

  /// A KB-per-row figure, which can be slightly negative when nothing grew.
  static func signed(_ value: Double) -> String {
    value < 0 ? "-" + fixed(-value, digits: 2) : fixed(value, digits: 2)
  }
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
