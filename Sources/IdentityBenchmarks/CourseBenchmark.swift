import Foundation

/// The course figures of the pipeline benchmark: `idlab check` time per question and language,
/// and answer-to-grade latency in a live piped course session.
///
/// Latency is measured on the real binary, one answer at a time: the benchmark writes an answer
/// line, a reader thread stamps every chunk of output as it arrives, and the answer's latency is
/// the time until the chunk holding its graded line arrived (`graded: …`, under the verdict; the
/// text comes from the strings tables). Each line sent is followed by an unknown command,
/// `:bench-sentinel`, whose error marks the end of the reply, so the walk knows when idlab is
/// waiting again.
/// The walk opens every lesson in turn; on each page it answers `1.` (a choice's on-screen
/// number), else `y` (yes/no), else `1` (numbers, values), as long as a question is waiting,
/// then `:next` (`:skip` when a question is still waiting, e.g. a challenge), to the last page.
struct CourseBenchmark {
  let idlab: String
  let lessons: String
  /// The folder for outputs and state.
  let folder: String

  /// Prints the `idlab check` table (`runs` runs) and the latency table (both languages).
  func run(runs: Int) {
    let questions = checkTiming(runs: runs)
    print("")
    print("Answer to graded line, live piped session through the whole course (ms):")
    print("")
    print(
      "| language | answers graded (of \(questions.map(String.init) ?? "?")) | median | p90 | max |"
    )
    print("|---|---:|---:|---:|---:|")
    for language in ["en", "es"] {
      let latencies = answerLatencies(language: language).sorted()
      guard let last = latencies.last else {
        print("| \(language) | **FAIL**: no answer was graded | | | |")
        continue
      }
      let p90 = latencies[min(latencies.count - 1, latencies.count * 9 / 10)]
      print(
        "| \(language) | \(latencies.count) | \(fixed(median(latencies), digits: 1)) "
          + "| \(fixed(p90, digits: 1)) | \(fixed(last, digits: 1)) |")
    }
  }

  // MARK: - idlab check

  /// Runs `idlab --lang en check LESSONS` `runs` times; divides the medians by the questions
  /// and languages its summary line reports; returns the questions per language.
  func checkTiming(runs: Int) -> Int? {
    let output = "\(folder)/check.out"
    var samples: [ChildRun] = []
    for _ in 0..<runs {
      guard
        let run = ChildRun.run(
          idlab, ["--lang", "en", "check", lessons], output: output,
          environment: environment(state: folder)),
        run.status == 0
      else {
        print("`idlab check \(lessons)` **FAIL**ed: see `idlab check \(lessons)`")
        return nil
      }
      samples.append(run)
    }
    // "ok: 5 lessons · 51 questions · 12 challenges · languages: en, es"
    let summary = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    let words = summary.split(whereSeparator: \.isWhitespace)
    let questions = words.indices.first { words[$0] == "questions" && $0 > 0 }
      .flatMap { Int(words[$0 - 1]) }
    let languages = summary.components(separatedBy: "languages:").last?
      .split(separator: ",").count
    guard let questions, let languages, questions > 0 else {
      print("cannot read the question count from `idlab check`: \(summary)")
      return nil
    }
    let wall = median(samples.map(\.wallMilliseconds))
    let cpu = median(samples.map(\.cpuMilliseconds))
    let divisor = Double(questions * languages)
    print("")
    print("`idlab --lang en check \(lessons)`, median of \(runs) runs:")
    print("")
    print(
      "| questions | languages | wall (ms) | CPU (ms) | wall per question per language (ms) | CPU per question per language (ms) |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    print(
      "| \(questions) | \(languages) | \(fixed(wall, digits: 1)) | \(fixed(cpu, digits: 1)) "
        + "| \(fixed(wall / divisor, digits: 2)) | \(fixed(cpu / divisor, digits: 2)) |")
    return questions
  }

  // MARK: - Answer to grade

  /// The latency of every graded answer in a walk through the course in `language`.
  func answerLatencies(language: String) -> [Double] {
    let state = "\(folder)/state-\(language)"
    try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    guard
      let session = LiveSession(
        idlab, ["--lang", language, "--lessons", lessons],
        environment: environment(state: state))
    else { return [] }
    // The screen shows inline code without its backticks; long messages may wrap.
    let marker = { (table: String, key: String) in
      String(Self.string(key, table: table, language: language).filter { $0 != "`" }.prefix(24))
    }
    // "graded: the choice whose value…": the line under the verdict, up to its colon.
    let graded = String(marker("Course", "course.grade.what.choice").prefix { $0 != ":" }) + ":"
    let noQuestion = marker("Course", "course.error.no-question")
    let unanswered = marker("Grading", "course.error.unanswered")
    let lastPage = marker("Course", "course.page.last")
    let lessonCount =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(lessons)/\(language)")) ?? [])
      .filter { $0.hasSuffix(".md") }.count
    var latencies: [Double] = []
    for lesson in 0..<lessonCount {
      _ = session.send(":open \(lesson + 1)")
      var previous = ""
      pages: for _ in 0..<200 {
        for answer in ["1.", "y", "1"] {
          let reply = session.send(answer)
          if let latency = reply.latency(until: graded) {
            latencies.append(latency)
            continue pages  // the page may hold another question
          }
          if reply.text.contains(noQuestion) { break }
        }
        var page = session.send(":next")
        if page.text.contains(unanswered) { page = session.send(":skip") }
        if page.text.contains(lastPage) || page.text == previous || page.text.isEmpty { break }
        previous = page.text
      }
    }
    session.finish()
    return latencies
  }

  /// A clean environment with its state in `state`.
  func environment(state: String) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "HOME": state, "XDG_STATE_HOME": state, "TERM": "dumb"]
  }

  /// The text of `key` in `Locales/<language>.lproj/<table>.strings` (a `"key" = "text";` line).
  static func string(_ key: String, table: String, language: String) -> String {
    let path = "Locales/\(language).lproj/\(table).strings"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let prefix = "\"\(key)\" = \""
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
      return key
    }
    return String(line.dropFirst(prefix.count).dropLast(2))
  }
}
