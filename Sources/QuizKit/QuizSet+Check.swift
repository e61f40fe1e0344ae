import Foundation
import LessonKit
import Localization

/// What `idlab quiz check` found.
public struct QuizCheckReport: Sendable {
  public var diagnostics: [QuizDiagnostic]
  /// Quizzes, items and variants checked (counted in the first language).
  public var quizzes: Int
  public var items: Int
  public var variants: Int
  public var languages: [Language]
  public var isClean: Bool { diagnostics.isEmpty }
}

extension QuizSet {
  /// Checks every quiz in every language: the file reads, every variant of every item runs and
  /// fits its question (exactly one matching choice, a truth of the right shape), and the
  /// languages agree on files, machine parts and truths.
  ///
  /// - Parameter progress: called before each quiz file is checked, with its path (for a
  ///   progress indicator; there are `fileCount` calls).
  public func check(
    course: Course?, localizer: Localizer, progress: (String) -> Void = { _ in }
  ) -> QuizCheckReport {
    var diagnostics: [QuizDiagnostic] = []
    var truths: [Language: [String: [String: String]]] = [:]
    var counts = (quizzes: 0, items: 0, variants: 0)
    if languages.isEmpty {
      diagnostics.append(QuizDiagnostic(.noQuizzes, ["path": directory], path: directory, line: 1))
    }
    for language in languages {
      for entry in entries[language] ?? [] {
        progress(entry.path)
        diagnostics += entry.diagnostics
        guard let quiz = entry.quiz else { continue }
        let (found, computed) = quiz.checkVariants(
          course: course, localizer: localizer)
        diagnostics += found
        truths[language, default: [:]][entry.fileName] = computed
        if language == languages.first {
          counts.quizzes += 1
          counts.items += quiz.items.count
          counts.variants += quiz.items.reduce(0) { $0 + $1.variantCount }
        }
      }
    }
    diagnostics += parity(truths: truths)
    return QuizCheckReport(
      diagnostics: diagnostics, quizzes: counts.quizzes, items: counts.items,
      variants: counts.variants, languages: languages)
  }

  /// What reading quiz `id`'s files in every language finds, and where their machine parts
  /// differ (`Q114`: a quiz's settings never change with the language), without running a
  /// variant. `quiz take`, `present`, `report`, `export` and `regrade` refuse a quiz with any
  /// of these; `quiz check` finds them and more.
  public func readingProblems(of id: String) -> [QuizDiagnostic] {
    let files = languages.flatMap { entries[$0] ?? [] }.filter { $0.answers(to: id) }
    let paths = Set(files.map { $0.path })
    let read: [QuizDiagnostic] = files.flatMap { $0.diagnostics }
    return read + parity(truths: [:]).filter { paths.contains($0.path) }
  }

  /// How many quiz files `check` reads, in every language.
  public var fileCount: Int { entries.values.reduce(0) { $0 + $1.count } }

  /// Files, machine parts and truths agree between languages.
  func parity(truths: [Language: [String: [String: String]]]) -> [QuizDiagnostic] {
    var (pairs, diagnostics): ([TranslationPair<Entry>], [QuizDiagnostic]) =
      TranslationPair.pairs(of: entries, languages: languages)
    for pair in pairs {
      guard let a = pair.original.quiz, let b = pair.translation.quiz else { continue }
      let reference = pair.reference
      diagnostics += Self.parity(a, b, otherLanguage: reference.rawValue)
      let truthsA = truths[reference]?[pair.original.fileName] ?? [:]
      let truthsB = truths[pair.other]?[pair.translation.fileName] ?? [:]
      for key in truthsA.keys.sorted() {
        guard let left = truthsA[key], let right = truthsB[key], left != right else { continue }
        let itemID = String(key.prefix { $0 != "#" })
        diagnostics.append(
          QuizDiagnostic(
            .parityTruth,
            ["item": key, "truth": right, "other": left, "language": reference.rawValue],
            path: b.path, line: b.item(itemID)?.line ?? b.line))
      }
    }
    return diagnostics
  }

  /// The machine parts of two languages' versions of a quiz.
  static func parity(_ a: Quiz, _ b: Quiz, otherLanguage: String) -> [QuizDiagnostic] {
    var diagnostics: [QuizDiagnostic] = []
    func differ(_ what: String, line: Int) {
      diagnostics.append(
        QuizDiagnostic(
          .parityMachine, ["what": what, "language": otherLanguage], path: b.path, line: line))
    }
    if a.id != b.id || a.settings != b.settings { differ("quiz", line: b.line) }
    if a.groups.map(\.id) != b.groups.map(\.id)
      || zip(a.groups, b.groups).contains(where: {
        $0.choose != $1.choose || $0.shuffle != $1.shuffle
      })
    {
      differ("group", line: b.groups.first?.line ?? b.line)
    }
    if a.items.map(\.id) != b.items.map(\.id) {
      differ("items", line: b.items.first?.line ?? b.line)
      return diagnostics
    }
    for (left, right) in zip(a.items, b.items) {
      if left.source != right.source || left.points != right.points || left.group != right.group
        || left.parameters != right.parameters
      {
        differ("item " + right.id, line: right.line)
        continue
      }
      guard case .own(let questionID) = right.source,
        let qa = a.body.questions.first(where: { $0.id == questionID }),
        let qb = b.body.questions.first(where: { $0.id == questionID })
      else { continue }
      if qa.kind != qb.kind || qa.scene != qb.scene || qa.actions != qb.actions
        || qa.observe != qb.observe || qa.root != qb.root
        || qa.choices.map(\.id) != qb.choices.map(\.id)
      {
        differ("question " + questionID, line: qb.line)
      }
    }
    return diagnostics
  }
}

extension Quiz {
  /// Runs every variant of every item and checks it as `idlab check` checks a lesson question.
  ///
  /// - Returns: the problems, and each variant's truth (canonical) by `item#variant`.
  public func checkVariants(course: Course?, localizer: Localizer) -> (
    [QuizDiagnostic], [String: String]
  ) {
    var diagnostics: [QuizDiagnostic] = []
    var truths: [String: String] = [:]
    for item in items {
      for variant in 0..<item.variantCount {
        let resolved: ResolvedItem
        do {
          resolved = try resolve(item, variant: variant, course: course)
        } catch {
          if variant == 0 { diagnostics.append(error) }
          break
        }
        // A referenced lesson is checked by `idlab check`: here only the question is run.
        let context =
          if case .reference = item.source {
            resolved.lesson.narrowed(to: resolved.question)
          } else {
            resolved.lesson
          }
        let (problems, computed) = context.validate(localizer: localizer)
        let relevant =
          resolved.diagnostics
          + problems.filter {
            // A referenced lesson is checked by `idlab check`; keep what concerns this question.
            if case .reference = item.source {
              return $0.line >= resolved.question.line
                && $0.line <= (resolved.question.positions.lastLine ?? resolved.question.line)
            }
            return true
          }
        if !relevant.isEmpty {
          diagnostics.append(
            QuizDiagnostic(
              .brokenVariant,
              [
                "item": item.id, "variant": String(variant + 1),
                "values": resolved.assignmentDescription.isEmpty
                  ? "—" : resolved.assignmentDescription,
              ], path: path, line: item.line, notes: relevant))
        }
        if let truth = computed["question:" + resolved.question.id] {
          truths["\(item.id)#\(variant)"] = truth
        }
      }
    }
    return (diagnostics, truths)
  }
}
