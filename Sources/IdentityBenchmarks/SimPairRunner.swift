import Foundation

/// Runs one cell of the pipeline matrix: `idlab sim` and the compiled baseline on the same scene
/// and edit, alternately, checking that their documents are byte-identical and hold the rows.
struct SimPairRunner {
  /// The medians of one cell, or why it failed.
  enum Outcome {
    case measured(idlab: PipelineBenchmark.Summary, baseline: PipelineBenchmark.Summary, bytes: Int)
    case failed(String)
  }

  let options: PipelineBenchmark.Options
  /// The folder for scenes and outputs.
  let folder: String

  /// The environment of every child: nothing from this shell but `PATH`, state in `folder`.
  var environment: [String: String] {
    ["PATH": "/usr/bin:/bin", "HOME": folder, "XDG_STATE_HOME": folder, "LANG": "C.UTF-8"]
  }

  /// `count` rows, `edit`, `runs` runs of each program; the document must show `count` rows
  /// after step 0 and `rows` after the edit.
  func cell(count: Int, edit: String, runs: Int, rows: Int) -> Outcome {
    let scene = "\(folder)/scene-\(count).swift"
    guard let sceneRun = baseline(["scene", String(count)], output: scene), sceneRun.status == 0,
      let actionRun = baseline(["action", String(count), edit], output: "\(folder)/action"),
      actionRun.status == 0,
      let action = try? String(contentsOfFile: "\(folder)/action", encoding: .utf8)
        .trimmingCharacters(in: .newlines)
    else { return .failed("`\(options.baseline)` did not write the scene or the action") }
    let idlabOutput = "\(folder)/idlab.json"
    let baselineOutput = "\(folder)/baseline.json"
    var idlabRuns: [ChildRun] = []
    var baselineRuns: [ChildRun] = []
    for round in 0..<runs {
      guard
        let idlab = ChildRun.run(
          options.idlab, ["sim", scene, "--do", action, "--json"], output: idlabOutput,
          environment: environment)
      else { return .failed("cannot start `\(options.idlab)`") }
      guard idlab.status == 0 else {
        return .failed("idlab exited with \(idlab.status): \(errors(idlabOutput))")
      }
      guard let compiled = baseline(["sim", String(count), edit], output: baselineOutput),
        compiled.status == 0
      else { return .failed("the baseline failed: \(errors(baselineOutput))") }
      if let difference = firstDifference(idlabOutput, baselineOutput) {
        return .failed("the two documents differ from byte \(difference)")
      }
      if round == 0, let problem = checkRows(idlabOutput, before: count, after: rows) {
        return .failed(problem)
      }
      idlabRuns.append(idlab)
      baselineRuns.append(compiled)
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: idlabOutput)[.size] as? Int) ?? 0
    return .measured(idlab: .init(idlabRuns), baseline: .init(baselineRuns), bytes: bytes)
  }

  private func baseline(_ arguments: [String], output: String) -> ChildRun? {
    ChildRun.run(options.baseline, arguments, output: output, environment: environment)
  }

  private func errors(_ path: String) -> String {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return String(text.prefix(300))
  }

  /// The offset of the first byte where the two files differ, nil when they are identical.
  private func firstDifference(_ a: String, _ b: String) -> Int? {
    if FileManager.default.contentsEqual(atPath: a, andPath: b) { return nil }
    let left = FileManager.default.contents(atPath: a) ?? Data()
    let right = FileManager.default.contents(atPath: b) ?? Data()
    return zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(left.count, right.count)
  }

  /// Reads the document: two steps without error, the `ForEach` holding `before` rows after
  /// step 0 and `after` rows after step 1; nil when it does, else what is wrong.
  private func checkRows(_ path: String, before: Int, after: Int) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let steps = document["steps"] as? [[String: Any]], steps.count == 2
    else { return "idlab's output is not a two-step idlab.sim/1 document" }
    func rows(_ step: [String: Any]) -> Int? {
      let tree = step["tree"] as? [String: Any]
      let stack = (tree?["children"] as? [[String: Any]])?.first
      let forEach = (stack?["children"] as? [[String: Any]])?.first
      return (forEach?["children"] as? [Any])?.count
    }
    let counts = steps.map(rows)
    guard counts == [before, after], steps.allSatisfy({ $0["error"] is NSNull }) else {
      return "idlab's document shows \(counts) rows, expected \([before, after])"
    }
    return nil
  }
}
