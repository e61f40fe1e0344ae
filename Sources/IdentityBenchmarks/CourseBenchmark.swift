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
/// The quiz walks (`+Quiz`) take every quiz of the quizzes folder the same way.
struct CourseBenchmark {
  let idlab: String
  let lessons: String
  /// The quizzes folder the quiz walks take (`Quizzes`).
  var quizzes = "Quizzes"
  /// The folder for outputs and state.
  let folder: String

  /// Prints the `idlab check` table (`runs` runs) and the latency table (`walks`).
  func run(runs: Int) {
    _ = checkTiming(runs: runs)
    printLatencies(walks: 1)
  }

  /// Prints the answer-to-grade table: `walks` walks through the course and through every quiz
  /// (as an exam, then as practice), in each language, their latencies pooled. Wall time is
  /// what the learner waits; CPU time is idlab's main thread's over the same interval, which
  /// the load of the machine does not inflate.
  func printLatencies(walks: Int) {
    print("")
    print(
      "Answer to graded line, live piped sessions (ms; \(walks) walk(s) each, pooled), "
        + "load average \(loadAverages()):")
    print("")
    print(
      "| walk | language | answers graded | wall median | wall p90 | wall max "
        + "| CPU median | CPU p90 | CPU max |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    let kinds: [(name: String, latencies: (String) -> [Latency])] = [
      ("course", { answerLatencies(language: $0) }),
      ("quiz, exam (`recorded:` line)", { quizLatencies(language: $0, practice: false) }),
      ("quiz, practice (`graded:` line)", { quizLatencies(language: $0, practice: true) }),
    ]
    for kind in kinds {
      for language in ["en", "es"] {
        let latencies = (0..<walks).flatMap { _ in kind.latencies(language) }
        guard !latencies.isEmpty else {
          print("| \(kind.name) | \(language) | **FAIL**: no answer was graded | | | | | | |")
          continue
        }
        print(
          "| \(kind.name) | \(language) | \(latencies.count) "
            + "| \(Self.spread(latencies.map(\.wall))) "
            + "| \(Self.spread(latencies.compactMap(\.cpu))) |")
        fflush(nil)
      }
    }
  }

  /// One answer's wait: wall time, and idlab's main-thread CPU time (nil without `/proc`).
  struct Latency {
    var wall: Double
    var cpu: Double?

    /// The latency of the line ending in `marker` in `reply`; nil when it is not there.
    init?(_ reply: LiveSession.Reply, until marker: String) {
      guard let wall = reply.latency(until: marker) else { return nil }
      self.wall = wall
      cpu = reply.cpu(until: marker)
    }
  }

  /// `median | p90 | max` of `values`, one decimal (`– | – | –` when empty).
  static func spread(_ values: [Double]) -> String {
    let sorted = values.sorted()
    guard let last = sorted.last else { return "– | – | –" }
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return [median(sorted), p90, last].map { fixed($0, digits: 1) }.joined(separator: " | ")
  }

  /// `IdentityBenchmarks answers [--runs WALKS] [--idlab PATH] [--lessons DIR] [--quizzes DIR]`:
  /// the latency table alone (3 walks by default); returns the exit status.
  static func answers(arguments: [String]) -> Int32 {
    guard let options = PipelineBenchmark.Options(arguments) else {
      print(
        "usage: IdentityBenchmarks answers [--runs WALKS] [--idlab PATH] [--lessons DIR]"
          + " [--quizzes DIR]")
      return 64
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-answers-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    print("idlab: \(options.idlab)")
    CourseBenchmark(
      idlab: options.idlab, lessons: options.lessons, quizzes: options.quizzes,
      folder: folder.path
    ).printLatencies(walks: options.runs)
    print("")
    print("load average after: \(loadAverages())")
    return 0
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
  func answerLatencies(language: String) -> [Latency] {
    // A new learner each walk: every answer is a first attempt.
    let state = "\(folder)/state-\(language)"
    try? FileManager.default.removeItem(atPath: state)
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
    // "End of lesson 3: …": the lesson's end, up to its number.
    let lastPage = String(marker("Course", "course.lesson.end").prefix { $0 != "{" })
    let lessonCount =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(lessons)/\(language)")) ?? [])
      .filter { $0.hasSuffix(".md") }.count
    var latencies: [Latency] = []
    for lesson in 0..<lessonCount {
      _ = session.send(":open \(lesson + 1)")
      var previous = ""
      pages: for _ in 0..<200 {
        for answer in ["1.", "y", "1"] {
          let reply = session.send(answer)
          if let latency = Latency(reply, until: graded) {
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
