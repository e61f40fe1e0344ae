import Foundation

/// `IdentityBenchmarks module-scale [--idlab PATH] [--sizes N,N,...]`: the start-up of
/// `idlab sim` on a module of many files, each declaring a model type, an extension and an
/// enum, all reached from the scene (`Model0` names `Model1`, which names `Model2`, …).
///
/// For each size it runs `idlab sim Scene.swift Model0.swift …` once and prints its CPU time,
/// the CPU per file and the ratio to the size before it: a compile whose work grows linearly
/// with the files doubles when they double (the baseline of each row is the row before it,
/// measured in the same run). A check run before a cost was made linear (session 28) doubled
/// its files and took 3.5–3.7 times as long.
enum ModuleScaleBenchmark {
  /// Runs the sizes and prints the table of docs/performance.md; 0 when every run exited 0.
  static func run(arguments: [String]) -> Int32 {
    var idlab = FileManager.default.currentDirectoryPath + "/.build/release/idlab"
    var sizes = [250, 500, 1000, 2000]
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--idlab": idlab = words.popFirst() ?? idlab
      case "--sizes":
        sizes = (words.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
      default:
        print("usage: IdentityBenchmarks module-scale [--idlab PATH] [--sizes N,N,...]")
        return 64
      }
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-module-scale-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    print("idlab: \(idlab)")
    print("| files | CPU (ms) | CPU per file (ms) | ratio to the row before | peak RSS (MB) |")
    print("|---:|---:|---:|---:|---:|")
    var previous: (files: Int, cpu: Double)?
    var failed = false
    for size in sizes {
      let module = folder.appendingPathComponent("m\(size)")
      try? FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      var files = ["Scene.swift"]
      write(scene, to: module.appendingPathComponent("Scene.swift"))
      for index in 0..<size {
        let name = "Model\(index).swift"
        write(model(index, last: index + 1 == size), to: module.appendingPathComponent(name))
        files.append(name)
      }
      let paths = files.map { module.appendingPathComponent($0).path }
      guard
        let run = ChildRun.run(
          idlab, ["sim", "--lang", "en"] + paths, output: module.path + ".out",
          environment: ["COLUMNS": "80"]), run.status == 0
      else {
        print("| \(size) | FAIL: see \(module.path).out | | | |")
        failed = true
        continue
      }
      let growth = previous.map { ratio(run.cpuMilliseconds, $0.cpu) } ?? "–"
      print(
        "| \(size) | \(Int(run.cpuMilliseconds.rounded())) | "
          + "\(format(run.cpuMilliseconds / Double(size))) | \(growth) | "
          + "\(run.peakKilobytes / 1024) |")
      previous = (size, run.cpuMilliseconds)
    }
    return failed ? 1 : 0
  }

  /// The scene: a view reading the first model.
  static let scene = """
    import SwiftUI

    struct ScaleView: View {
      @State private var model = Model0()
      var body: some View {
        VStack {
          Text(model.name)
          Text("\\(model.doubled)")
        }
      }
    }

    #Preview { ScaleView() }

    """

  /// The file of model `index`: a struct naming the next model, an extension and an enum.
  static func model(_ index: Int, last: Bool) -> String {
    let next = last ? "0" : "Model\(index + 1)().value"
    return """
      import Foundation

      struct Model\(index): Identifiable, Hashable {
        let id = UUID()
        var name = "model \(index)"
        var count = \(index)
        var value: Int { count + \(next) }
        func describe() -> String { "\\(name): \\(count)" }
        static func make(_ count: Int) -> Model\(index) { Model\(index)(count: count) }
      }

      extension Model\(index) {
        var doubled: Int { count * 2 }
        mutating func bump() { count += 1 }
      }

      enum Kind\(index): String, CaseIterable {
        case first, second, third
        var title: String { rawValue.capitalized }
      }

      """
  }

  private static func write(_ text: String, to url: URL) {
    try? text.write(to: url, atomically: false, encoding: .utf8)
  }
}
