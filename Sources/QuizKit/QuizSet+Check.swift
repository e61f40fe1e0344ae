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
  /// Banks checked (counted in the first language); their items are in `items`.
  public var banks = 0
  /// Items and variants per tag, by tag (counted in the first language, each written item
  /// once: a drawn item is counted in its bank).
  public var tags: [TagCount] = []
  public var isClean: Bool { diagnostics.isEmpty }

  /// How many items carry a tag, and how many variants they have.
  public struct TagCount: Sendable, Equatable {
    /// The tag (`foreach-ids`).
    public var tag: String
    /// Items carrying it.
    public var items: Int
    /// Their variants, added up.
    public var variants: Int
  }
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
    var counts = (quizzes: 0, banks: 0, items: 0, variants: 0)
    var tags: [String: QuizCheckReport.TagCount] = [:]
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
          if quiz.kind == .bank { counts.banks += 1 } else { counts.quizzes += 1 }
          let written = quiz.items.filter { $0.origin == nil }
          counts.items += written.count
          counts.variants += written.reduce(0) { $0 + $1.variantCount }
          for item in written {
            for tag in item.tags {
              tags[tag, default: .init(tag: tag, items: 0, variants: 0)].items += 1
              tags[tag, default: .init(tag: tag, items: 0, variants: 0)].variants +=
                item.variantCount
            }
          }
        }
      }
    }
    diagnostics += parity(truths: truths)
    var report = QuizCheckReport(
      diagnostics: diagnostics, quizzes: counts.quizzes, items: counts.items,
      variants: counts.variants, languages: languages)
    report.banks = counts.banks
    report.tags = tags.keys.sorted().compactMap { tags[$0] }
    return report
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

  /// `2` for 2 points, `1.5` for 1.5.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The machine parts of two languages' versions of a quiz.
  static func parity(_ a: Quiz, _ b: Quiz, otherLanguage: String) -> [QuizDiagnostic] {
    var diagnostics: [QuizDiagnostic] = []
    /// `part` names what differs in the instructor's language (`quizdiag.part.question`), `id`
    /// which one, `key` the first key that differs, with its value here and in the other
    /// language.
    func differ(
      _ part: String, _ id: String = "", line: Int, key: String = "", here: String = "",
      there: String = ""
    ) {
      var arguments = [
        "what.key": "quizdiag.part." + part, "id": id, "language": otherLanguage,
        "key": key, "here": here, "there": there,
      ]
      if key.isEmpty {
        arguments["detail"] = ""
      } else {
        arguments["detail.key"] = "quizdiag.detail.key"
      }
      diagnostics.append(
        QuizDiagnostic(.parityMachine, arguments, path: b.path, line: line))
    }
    /// The first of `fields` whose two values differ: its key and both values.
    func firstDifference(_ fields: [(String, String, String)]) -> (String, String, String) {
      fields.first { $0.1 != $0.2 } ?? ("", "", "")
    }
    if a.id != b.id || a.kind != b.kind || a.settings != b.settings {
      differ("quiz", line: b.line)
    }
    // A draw's group and items come from the banks, whose own parity is checked with them.
    let groupsA = a.groups.filter { !a.drawIDs.contains($0.id) }
    let groupsB = b.groups.filter { !b.drawIDs.contains($0.id) }
    if groupsA.map(\.id) != groupsB.map(\.id)
      || zip(groupsA, groupsB).contains(where: {
        $0.choose != $1.choose || $0.shuffle != $1.shuffle
      })
    {
      differ("group", line: groupsB.first?.line ?? b.line)
    }
    for (left, right) in zip(a.draws, b.draws)
    where left.id != right.id || left.count != right.count || left.tag != right.tag
      || left.points != right.points || left.position != right.position
    {
      differ("draw", right.id, line: right.line)
    }
    if a.draws.count != b.draws.count { differ("draws", line: b.draws.first?.line ?? b.line) }
    let itemsA = a.items.filter { $0.origin == nil }
    let itemsB = b.items.filter { $0.origin == nil }
    if itemsA.map(\.id) != itemsB.map(\.id) {
      differ("items", line: itemsB.first?.line ?? b.line)
      return diagnostics
    }
    for (left, right) in zip(itemsA, itemsB) {
      let itemFields: [(String, String, String)] = [
        ("ref/question", "\(right.source)", "\(left.source)"),
        ("points", Self.points(right.points), Self.points(left.points)),
        ("group", right.group ?? "", left.group ?? ""),
        ("param", "\(right.parameters)", "\(left.parameters)"),
        ("tags", right.tags.joined(separator: ", "), left.tags.joined(separator: ", ")),
      ]
      let (itemKey, itemHere, itemThere) = firstDifference(itemFields)
      if !itemKey.isEmpty {
        differ("item", right.id, line: right.line, key: itemKey, here: itemHere, there: itemThere)
        continue
      }
      guard case .own(let questionID) = right.source,
        let qa = a.body.questions.first(where: { $0.id == questionID }),
        let qb = b.body.questions.first(where: { $0.id == questionID })
      else { continue }
      let (key, here, there) = firstDifference([
        ("kind", "\(qb.kind)", "\(qa.kind)"), ("scene", qb.scene, qa.scene),
        ("do", qb.actions.joined(separator: " · "), qa.actions.joined(separator: " · ")),
        ("observe", qb.observe, qa.observe), ("root", qb.root ?? "", qa.root ?? ""),
        (
          "choice", qb.choices.map(\.id).joined(separator: ", "),
          qa.choices.map(\.id).joined(separator: ", ")
        ),
      ])
      if !key.isEmpty {
        differ("question", questionID, line: qb.line, key: key, here: here, there: there)
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
    // A drawn item is its bank's: the bank is checked as a file of its own.
    for item in items where item.origin == nil {
      // Variants that fail for the same reason (a scene that does not compile fails them all)
      // are one diagnostic listing them, not one each.
      var failures: [(notes: [LessonDiagnostic], variants: [String], values: [String])] = []
      defer {
        for failure in failures {
          diagnostics.append(
            QuizDiagnostic(
              .brokenVariant,
              [
                "item": item.id, "variant": failure.variants.joined(separator: ", "),
                "values": failure.values.joined(separator: "; "),
              ], path: path, line: item.line, notes: failure.notes))
        }
      }
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
          let values =
            resolved.assignmentDescription.isEmpty ? "—" : resolved.assignmentDescription
          if let same = failures.firstIndex(where: { $0.notes == relevant }) {
            failures[same].variants.append(String(variant + 1))
            failures[same].values.append(values)
          } else {
            failures.append((relevant, [String(variant + 1)], [values]))
          }
        }
        if let truth = computed["question:" + resolved.question.id] {
          truths["\(item.id)#\(variant)"] = truth
        }
      }
    }
    return (diagnostics, truths)
  }
}
