import Audit
import Foundation

/// The `idlab audit` benchmark of docs/performance.md:
///
///     swift run -c release IdentityBenchmarks audit [PATH...]
///
/// Audits a generated tree of 500 SwiftUI files (written to a temporary folder: 25 folders of
/// 20 files, each with a model, a view with state, keyed and index-keyed `ForEach`es, an
/// `if`/`else` and helpers, about 70 lines), then every PATH given (real projects), and prints
/// the best of five wall-clock times of the whole audit (walk, read, parse, facts, rules, sort)
/// and the mean CPU time of the five (user and system, every thread), with the load average
/// when the row started: the machine is shared, so wall time alone says little.
enum AuditBenchmark {
  /// The number of generated files.
  static let fileCount = 500

  /// Runs the benchmark and prints a Markdown table.
  @MainActor
  static func run(paths: [String]) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-audit-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    var lines = 0
    do {
      lines = try generate(in: root)
    } catch {
      print("cannot write the generated tree: \(error)")
      return
    }
    print(
      "| tree | files | lines | findings | best of 5, wall (ms) | CPU per audit (ms) | load "
        + "| peak resident so far (MB) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    measure("generated", path: root.path, lines: lines)
    for path in paths {
      measure(URL(fileURLWithPath: path).lastPathComponent, path: path, lines: nil)
    }
    print("")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")
  }

  /// One row: audits `path` five times and prints the fastest.
  @MainActor
  static func measure(_ name: String, path: String, lines: Int?) {
    var report = AuditReport(findings: [], problems: [], fileCount: 0)
    let load = loadAverages(count: 1, digits: 1)
    let cpuBefore = cpuMilliseconds()
    let time = best(runs: 5) {
      report = Auditor().audit(paths: [path], currentDirectory: "/")
      return report.findings.count
    }
    let cpu = (cpuMilliseconds() - cpuBefore) / 5
    let lineCount =
      lines.map(String.init) ?? String(countLines(path))
    print(
      "| \(name) | \(report.fileCount) | \(lineCount) | \(report.findings.count) | "
        + "\(Int(milliseconds(time) + 0.5)) | \(Int(cpu + 0.5)) | \(load) | \(peakMegabytes()) |")
  }

  /// The most memory this process has held resident so far, in megabytes (`getrusage`'s
  /// `ru_maxrss`, kilobytes on Linux): the audits' peak, as little else runs in the benchmark.
  static func peakMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return (usage.ru_maxrss + 512) / 1024
  }

  /// The CPU time this process has used so far, user and system, in milliseconds.
  static func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
  }

  /// The lines of the `.swift` files below `path`.
  static func countLines(_ path: String) -> Int {
    let files = SourceWalker(currentDirectory: "/").files(in: [path]).files
    return files.reduce(0) { total, file in
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      return total + text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
  }

  /// Writes the generated tree; returns its number of lines.
  static func generate(in root: URL) throws -> Int {
    var lines = 0
    for index in 0..<fileCount {
      let folder = root.appendingPathComponent("Feature\(index / 20)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = source(index)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
      try Data(text.utf8).write(to: folder.appendingPathComponent("Screen\(index).swift"))
    }
    return lines
  }

  /// One generated file; every fourth has an index-keyed `ForEach`, every fifth an `if`/`else`
  /// that differs only in modifiers.
  static func source(_ index: Int) -> String {
    let hazard =
      index % 4 == 0
      ? "ForEach(items.indices, id: \\.self) { i in Text(items[i].title) }"
      : "ForEach(items) { item in Row\(index)(item: item) }"
    let branch =
      index % 5 == 0
      ? """
      if highlighted {
              Text("Total").bold()
            } else {
              Text("Total").italic()
            }
      """
      : "Text(\"Total\").bold(highlighted)"
    return """
      import SwiftUI

      struct Item\(index): Identifiable, Hashable {
        let id: UUID
        var title: String
        var count: Int
      }

      @MainActor
      final class Model\(index): ObservableObject {
        @Published var items: [Item\(index)] = []
        @Published var filter = ""

        var visible: [Item\(index)] {
          items.filter { filter.isEmpty || $0.title.contains(filter) }
        }

        func add(_ title: String) {
          items.append(Item\(index)(id: UUID(), title: title, count: 0))
        }

        func remove(at offsets: IndexSet) {
          items.remove(atOffsets: offsets)
        }
      }

      struct Row\(index): View {
        let item: Item\(index)
        @State private var expanded = false

        var body: some View {
          VStack(alignment: .leading) {
            Text(item.title).font(.headline)
            if expanded {
              Text("\\(item.count) times").font(.caption)
            }
          }
          .onTapGesture { expanded.toggle() }
        }
      }

      struct Screen\(index): View {
        @StateObject private var model = Model\(index)()
        @State private var items: [Item\(index)] = []
        @State private var highlighted = false
        @State private var draft = ""

        var body: some View {
          NavigationStack {
            List {
              \(hazard)
              ForEach(model.visible) { item in
                Row\(index)(item: item)
              }
              .onDelete(perform: model.remove)
              \(branch)
            }
            .searchable(text: $model.filter)
            .toolbar {
              Button("Add") { model.add(draft) }
            }
          }
        }
      }

      """
  }
}
