import Foundation

extension CourseBenchmark {
  /// The latency of every recorded answer in a walk through every quiz of `quizzes` in
  /// `language`, by a new student each walk (`idlab quiz take QUIZ --student bench`).
  ///
  /// As an exam (the quizzes as written here) the answer's line is `recorded: …`; as practice
  /// (a copy with `mode: practice` and `feedback: immediate`) it is the `graded: …` line under
  /// the verdict, after the run's screen. Each item is answered `1.`, else `y`, else `1`; the walk
  /// stops at the summary (`… answered — submit? y/n`), without submitting.
  func quizLatencies(language: String, practice: Bool) -> [Latency] {
    let kind = practice ? "practice" : "exam"
    let state = "\(folder)/quiz-\(kind)-\(language)"
    try? FileManager.default.removeItem(atPath: state)
    try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    guard let quizzes = quizFolder(practice: practice) else { return [] }
    var environment = environment(state: state)
    environment["IDLAB_QUIZZES"] = quizzes
    let marker = { (table: String, key: String) in
      String(Self.string(key, table: table, language: language).filter { $0 != "`" })
    }
    let answered =
      practice
      ? String(marker("Course", "course.grade.what.choice").prefix { $0 != ":" }) + ":"
      : String(marker("Quiz", "quiz.item.recorded").prefix { $0 != "{" })
    // "{answered} of {items} answered — submit? y/n": the words after the last placeholder.
    let summary = String(marker("Quiz", "quiz.submit.question").split(separator: "}").last ?? "")
    let ids =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(quizzes)/\(language)")) ?? [])
      .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    var latencies: [Latency] = []
    for id in ids {
      guard
        let session = LiveSession(
          idlab,
          ["--lang", language, "--lessons", lessons, "quiz", "take", id, "--student", "bench"],
          environment: environment)
      else { continue }
      items: for _ in 0..<200 {
        for answer in ["1.", "y", "1"] {
          let reply = session.send(answer)
          if let latency = Latency(reply, until: answered) {
            latencies.append(latency)
            if reply.text.contains(summary) { break items }
            continue items
          }
          if reply.text.isEmpty || reply.text.contains(summary) { break items }
        }
        break  // no answer was taken: the item cannot be answered this way
      }
      session.finish()
    }
    return latencies
  }

  /// The quizzes folder to take: `quizzes` itself for the exam, else a copy under `folder` with
  /// every quiz turned into practice with immediate feedback; nil when it cannot be written.
  func quizFolder(practice: Bool) -> String? {
    guard practice else { return quizzes }
    let copy = "\(folder)/quizzes-practice"
    let manager = FileManager.default
    try? manager.removeItem(atPath: copy)
    for language in ["en", "es"] {
      let source = "\(quizzes)/\(language)"
      let target = "\(copy)/\(language)"
      guard (try? manager.createDirectory(atPath: target, withIntermediateDirectories: true)) != nil
      else { return nil }
      for name in (try? manager.contentsOfDirectory(atPath: source)) ?? [] {
        guard let text = try? String(contentsOfFile: "\(source)/\(name)", encoding: .utf8) else {
          continue
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          line.hasPrefix("mode:")
            ? "mode: practice" : line.hasPrefix("feedback:") ? "feedback: immediate" : String(line)
        }
        guard
          (try? lines.joined(separator: "\n").write(
            toFile: "\(target)/\(name)", atomically: true, encoding: .utf8)) != nil
        else { return nil }
      }
    }
    return copy
  }
}
