import Foundation
import IdentityEngine
import Localization
import ViewScript

/// What `idlab check` found.
public struct CourseCheckReport {
  public var diagnostics: [LessonDiagnostic]
  public var lessons: Int
  public var questions: Int
  public var challenges: Int
  public var languages: [Language]
  public var isClean: Bool { diagnostics.isEmpty }
}

extension Course {
  /// Validates every lesson in every language and the parity between languages.
  ///
  /// Checks structure and keys (while reading), that every scene compiles and runs, every
  /// truth is computable and fits its question, challenges' solutions pass and starts fail,
  /// and that languages agree on files, ids, blocks, machine keys and truths.
  public func check(localizer: Localizer) -> CourseCheckReport {
    var diagnostics: [LessonDiagnostic] = []
    var truths: [Language: [String: [String: String]]] = [:]
    var lessonCount = 0
    var questionCount = 0
    var challengeCount = 0
    if languages.isEmpty {
      diagnostics.append(
        LessonDiagnostic(.noLessons, ["path": directory], path: directory, line: 1))
    }
    for language in languages {
      diagnostics += uniqueness(in: language)
      for entry in entries[language] ?? [] {
        diagnostics += entry.diagnostics
        guard let lesson = entry.lesson else { continue }
        if language == languages.first {
          lessonCount += 1
          questionCount += lesson.questions.count
          challengeCount += lesson.challenges.count
        }
        let (found, computed) = lesson.validate(localizer: localizer)
        diagnostics += found
        truths[language, default: [:]][entry.fileName] = computed
      }
    }
    diagnostics += parity(truths: truths)
    return CourseCheckReport(
      diagnostics: diagnostics, lessons: lessonCount, questions: questionCount,
      challenges: challengeCount, languages: languages)
  }

  /// One language's lessons: at least one, and no two with the same id or `order` (so that
  /// `:open 2` and `:open bench` always mean one lesson).
  func uniqueness(in language: Language) -> [LessonDiagnostic] {
    let list = entries[language] ?? []
    guard !list.isEmpty else {
      let folder = (directory as NSString).appendingPathComponent(language.rawValue)
      return [LessonDiagnostic(.noLessons, ["path": folder], path: folder, line: 1)]
    }
    var diagnostics: [LessonDiagnostic] = []
    var ids: [String: String] = [:]
    var orders: [Int: String] = [:]
    for entry in list {
      guard let lesson = entry.lesson else { continue }
      if let other = ids[lesson.id] {
        diagnostics.append(
          LessonDiagnostic(
            .duplicateLesson, ["id": lesson.id, "other": other], path: entry.path,
            line: lesson.metadataLine))
      } else {
        ids[lesson.id] = entry.path
      }
      if let other = orders[lesson.order] {
        diagnostics.append(
          LessonDiagnostic(
            .duplicateOrder, ["order": String(lesson.order), "other": other], path: entry.path,
            line: lesson.metadataLine))
      } else {
        orders[lesson.order] = entry.path
      }
    }
    return diagnostics
  }

  /// en/es parity: same files, metadata, blocks, machine keys, truths.
  func parity(truths: [Language: [String: [String: String]]]) -> [LessonDiagnostic] {
    guard let reference = languages.first else { return [] }
    var diagnostics: [LessonDiagnostic] = []
    let base = entries[reference] ?? []
    for other in languages.dropFirst() {
      let theirs = entries[other] ?? []
      for entry in base where !theirs.contains(where: { $0.fileName == entry.fileName }) {
        diagnostics.append(
          LessonDiagnostic(
            .parityFile, ["file": entry.fileName, "language": other.rawValue], path: entry.path,
            line: 1))
      }
      for entry in theirs where !base.contains(where: { $0.fileName == entry.fileName }) {
        diagnostics.append(
          LessonDiagnostic(
            .parityFile, ["file": entry.fileName, "language": reference.rawValue], path: entry.path,
            line: 1))
      }
      for mine in base {
        guard let their = theirs.first(where: { $0.fileName == mine.fileName }),
          let a = mine.lesson, let b = their.lesson
        else { continue }
        diagnostics += Self.parity(
          a, b, otherLanguage: reference.rawValue,
          truthsA: truths[reference]?[mine.fileName] ?? [:],
          truthsB: truths[other]?[their.fileName] ?? [:])
      }
    }
    return diagnostics
  }

  static func parity(
    _ a: Lesson, _ b: Lesson, otherLanguage: String, truthsA: [String: String],
    truthsB: [String: String]
  ) -> [LessonDiagnostic] {
    var diagnostics: [LessonDiagnostic] = []
    for (field, left, right) in [
      ("id", a.id, b.id), ("order", String(a.order), String(b.order)), ("seed", a.seed, b.seed),
    ]
    where left != right {
      diagnostics.append(
        LessonDiagnostic(
          .parityMetadata,
          ["field": field, "value": right, "other": left, "language": otherLanguage],
          path: b.path, line: b.metadataLine))
    }
    let blocksA = a.blocks.compactMap(\.machineID)
    let blocksB = b.blocks.compactMap(\.machineID)
    if blocksA != blocksB {
      let firstDifference =
        (0..<min(blocksA.count, blocksB.count)).first { blocksA[$0] != blocksB[$0] }
        ?? min(blocksA.count, blocksB.count)
      let mine = firstDifference < blocksB.count ? blocksB[firstDifference] : "—"
      let theirs = firstDifference < blocksA.count ? blocksA[firstDifference] : "—"
      let line =
        b.blocks.filter { $0.machineID != nil }.dropFirst(firstDifference).first.map(\.line)
        ?? b.metadataLine
      diagnostics.append(
        LessonDiagnostic(
          .parityBlocks,
          [
            "position": String(firstDifference + 1), "found": mine, "expected": theirs,
            "language": otherLanguage,
          ],
          path: b.path, line: line))
      return diagnostics
    }
    for (left, right) in zip(
      a.blocks.filter { $0.machineID != nil }, b.blocks.filter { $0.machineID != nil })
    {
      let keysA = left.machineKeys
      let keysB = right.machineKeys
      for (key, value) in keysB.sorted(by: { $0.key < $1.key }) where keysA[key] != value {
        diagnostics.append(
          LessonDiagnostic(
            .parityKey,
            [
              "block": right.machineID ?? "", "key": key, "value": value,
              "other": keysA[key] ?? "—", "language": otherLanguage,
            ],
            path: b.path, line: right.line))
      }
      for key in keysA.keys.sorted() where keysB[key] == nil {
        diagnostics.append(
          LessonDiagnostic(
            .parityKey,
            [
              "block": right.machineID ?? "", "key": key, "value": "—", "other": keysA[key] ?? "",
              "language": otherLanguage,
            ],
            path: b.path, line: right.line))
      }
      if let id = right.machineID, let truthA = truthsA[id], let truthB = truthsB[id],
        truthA != truthB
      {
        diagnostics.append(
          LessonDiagnostic(
            .parityTruth,
            ["block": id, "value": truthB, "other": truthA, "language": otherLanguage],
            path: b.path, line: right.line))
      }
    }
    return diagnostics
  }
}

extension Block {
  /// 1-based line of the block's opening.
  public var line: Int {
    switch self {
    case .prose(let p): p.line
    case .scene(let s): s.line
    case .code(let c): c.line
    case .question(let q): q.line
    case .challenge(let c): c.line
    }
  }

  /// The language-neutral keys of the block, as text, for parity.
  var machineKeys: [String: String] {
    switch self {
    case .question(let q):
      var keys = [
        "kind": q.kind.rawValue, "scene": q.scene, "root": q.root ?? "",
        "do": q.actions.joined(separator: " ⏎ "), "observe": q.observe,
      ]
      keys["choice"] = q.choices.map { "\($0.id)=\($0.value.canonical)" }.joined(separator: ", ")
      return keys
    case .challenge(let c):
      return [
        "start": c.start ?? "", "solution": c.solution ?? "", "root": c.root ?? "",
        "do": c.actions.joined(separator: " ⏎ "), "goal": c.goal ?? "", "paste": String(c.isPaste),
      ]
    case .scene(let s):
      return ["hidden": String(s.isHidden)]
    default:
      return [:]
    }
  }
}

extension Lesson {
  /// Runs every scene, question and challenge of the lesson.
  ///
  /// - Returns: the problems found, and each block's computed truth (canonical text) by
  ///   machine id, for parity.
  public func validate(localizer: Localizer) -> ([LessonDiagnostic], [String: String]) {
    var diagnostics: [LessonDiagnostic] = []
    var truths: [String: String] = [:]
    let runner = SceneRunner(lesson: self)

    for case .scene(let scene) in blocks {
      do {
        _ = try SceneRunner.run(code: scene.code, path: path, root: nil, actions: [])
      } catch {
        diagnostics.append(
          diagnostic(
            for: error, line: scene.line, actionLine: scene.line, observeColumn: 1,
            localizer: localizer))
      }
    }
    let sceneNames = Set(scenes.keys)

    for question in questions {
      guard sceneNames.contains(question.scene) else {
        diagnostics.append(
          LessonDiagnostic(
            .unknownScene, ["scene": question.scene], path: path,
            line: question.keyLines["scene"] ?? question.line))
        continue
      }
      let observeLine = question.keyLines["observe"] ?? question.line
      let truth: Value
      do {
        truth = try runner.truth(of: question).truth
      } catch let failure {
        if case .compile = failure { continue }  // reported with the scene
        diagnostics.append(
          diagnostic(
            for: failure, line: observeLine, actionLine: question.keyLines["do"] ?? question.line,
            observeColumn: question.keyLines["observe.column"] ?? 1, localizer: localizer,
            keyLines: question.keyLines))
        continue
      }
      truths["question:" + question.id] = truth.canonical
      let arguments = ["id": question.id, "kind": question.kind.rawValue, "truth": truth.canonical]
      func fail(_ code: LessonDiagnostic.Code, _ extra: [String: String] = [:]) {
        diagnostics.append(
          LessonDiagnostic(
            code, arguments.merging(extra) { $1 }, path: path, line: observeLine,
            column: question.keyLines["observe.column"] ?? 1, length: question.observe.count))
      }
      switch question.kind {
      case .choice:
        let matching = question.choices.filter { $0.value.matches(truth) }
        if matching.count != 1 {
          fail(
            .choiceMismatch,
            [
              "count": String(matching.count),
              "matching": matching.map(\.id).joined(separator: ", "),
            ])
        }
      case .multi:
        guard case .array(let values) = truth else {
          fail(.truthKind, ["expected": "list"])
          break
        }
        for value in values where !question.choices.contains(where: { $0.value.matches(value) }) {
          fail(.multiMismatch, ["value": value.canonical])
        }
      case .sequence:
        if case .array = truth {} else { fail(.truthKind, ["expected": "list"]) }
      case .number:
        if case .int = truth {} else { fail(.truthKind, ["expected": "integer"]) }
      case .yesno:
        if case .bool = truth {} else { fail(.truthKind, ["expected": "boolean"]) }
      case .value:
        if case .array = truth { fail(.truthKind, ["expected": "single value"]) }
      }
    }

    for challenge in challenges where !challenge.isPaste {
      let goalLine = challenge.keyLines["goal"] ?? challenge.line
      for name in [challenge.start, challenge.solution].compactMap({ $0 })
      where !sceneNames.contains(name) {
        diagnostics.append(
          LessonDiagnostic(.unknownScene, ["scene": name], path: path, line: challenge.line))
      }
      guard let start = challenge.start.flatMap({ scenes[$0] }),
        let solution = challenge.solution.flatMap({ scenes[$0] })
      else { continue }
      var results: [String] = []
      for (scene, mustPass) in [(solution, true), (start, false)] {
        do {
          let passed = try SceneRunner.check(challenge, code: scene.code, path: path).passed
          results.append(String(passed))
          if passed != mustPass {
            diagnostics.append(
              LessonDiagnostic(
                mustPass ? .solutionFails : .startPasses,
                ["id": challenge.id, "scene": scene.name],
                path: path, line: goalLine, column: challenge.keyLines["goal.column"] ?? 1,
                length: challenge.goal?.count ?? 1))
          }
        } catch let failure {
          if case .compile = failure { continue }
          diagnostics.append(
            diagnostic(
              for: failure, line: goalLine, actionLine: challenge.keyLines["do"] ?? challenge.line,
              observeColumn: challenge.keyLines["goal.column"] ?? 1, localizer: localizer,
              keyLines: challenge.keyLines))
        }
      }
      truths["challenge:" + challenge.id] = results.joined(separator: ",")
    }
    return (diagnostics, truths)
  }

  /// Maps a run failure to a lesson diagnostic at the right line of the lesson file.
  func diagnostic(
    for failure: SceneRunner.Failure, line: Int, actionLine: Int, observeColumn: Int,
    localizer: Localizer,
    keyLines: [String: Int] = [:]
  ) -> LessonDiagnostic {
    switch failure {
    case .unknownScene(let name):
      return LessonDiagnostic(.unknownScene, ["scene": name], path: path, line: line)
    case .compile(let diagnostics):
      let first = diagnostics.diagnostics.first
      return LessonDiagnostic(
        .sceneFailed, ["reason": first.map { localizer($0.messageKey, $0.arguments) } ?? "?"],
        path: path, line: line + (first?.line ?? 1), column: first?.column ?? 1,
        length: first?.length ?? 1,
        notes: diagnostics.diagnostics.dropFirst().map {
          "\($0.code): " + localizer($0.messageKey, $0.arguments)
        })
    case .action(let index, let diagnostics):
      let first = diagnostics.diagnostics.first
      return LessonDiagnostic(
        .actionFailed,
        [
          "index": String(index + 1),
          "reason": first.map { localizer($0.messageKey, $0.arguments) } ?? "?",
        ],
        path: path, line: keyLines["do#\(index)"] ?? actionLine + index, column: 5,
        notes: diagnostics.diagnostics.dropFirst().map {
          "\($0.code): " + localizer($0.messageKey, $0.arguments)
        })
    case .syntax(let error):
      return LessonDiagnostic(
        .observationSyntax, ["reason": localizer(error.key, error.arguments)], path: path,
        line: line,
        column: observeColumn + error.offset)
    case .observation(let error):
      return LessonDiagnostic(
        .observationFailed, ["reason": localizer(error.key, error.arguments)], path: path,
        line: line, column: observeColumn)
    }
  }
}
