import Foundation
import LessonKit

/// A quiz in one language, as read from `Quizzes/<lang>/<file>.md`.
///
/// The machine parts (id, settings, items, groups, parameters, the own questions' machine keys)
/// are language-neutral and identical in every language; the title, the introduction, prompts,
/// choice labels and explanations are translated.
public struct Quiz: Sendable {
  /// The stable id (`identity-checkpoint`), the same in every language.
  public var id: String
  /// The H1 title.
  public var title: String
  /// The prose before the first item, as Markdown.
  public var introduction: String
  /// How the quiz runs.
  public var settings: QuizSettings
  /// The items, in file order.
  public var items: [QuizItem]
  /// The groups that items may belong to, by id (a `draw` block adds one, `QuizDraw.id`).
  public var groups: [QuizGroup]
  /// A quiz, or a bank of items that quizzes of its folder draw from.
  public var kind: QuizKind = .quiz
  /// The `draw` blocks, in file order; their items are in `items` once the folder's banks
  /// are read (`QuizSet`), each with its `origin`.
  public var draws: [QuizDraw] = []
  /// The banks the drawn items come from, by bank id (filled with the draws).
  public var banks: [String: Quiz] = [:]
  /// The file as given, its text, and its language folder.
  public var path: String
  public var source: String
  public var language: String
  /// The file read with the lesson reader (scenes and own questions), placeholders unfilled.
  public var body: Lesson
  /// 1-based line of the `quiz` block.
  public var line: Int
  /// The problems the lesson reader found in the file as written (`code@line`), which a
  /// variant's filled-in text does not count as its own.
  var writtenProblems: Set<String> = []

  /// The item with `id`.
  public func item(_ id: String) -> QuizItem? { items.first { $0.id == id } }

  /// The group with `id`.
  public func group(_ id: String) -> QuizGroup? { groups.first { $0.id == id } }
}

/// Practice shows grades as you go; an exam records one answer per item until submitted.
public enum QuizMode: String, Sendable, CaseIterable, Codable {
  /// Grade and explanation after each answer (unless feedback is held).
  case practice
  /// One recorded answer per item, changeable until submitted; no hints or simulation.
  case exam
}

/// When the student sees grades and explanations.
public enum FeedbackTiming: String, Sendable, CaseIterable, Codable {
  /// After each answer (practice) or at submission (exam).
  case immediate
  /// Only after `idlab quiz release`.
  case held
}

/// The settings of a quiz's `quiz` block.
public struct QuizSettings: Sendable, Equatable {
  public var mode: QuizMode = .practice
  public var feedback: FeedbackTiming = .immediate
  /// Seconds, or `nil` for no limit (the default).
  public var timeLimit: Double?
  /// Whether each student gets the items in their own order.
  public var shuffle = false
  /// Seconds since 1970 before which no take starts, if set.
  public var opens: Double?
  /// Seconds since 1970 after which no take starts and no answer is recorded, if set.
  public var closes: Double?
  /// Student ids allowed to take the quiz; `nil` lets anyone in.
  public var roster: [String]?
  /// How many takes (attempts) each student may start (`attempts:`, 1 by default): a started
  /// take counts even if it is never submitted.
  public var attempts = 1
  /// Which attempt's score a student keeps when they have several (`keep:`).
  public var keep: KeepPolicy = .last

  /// Creates settings with the defaults (practice, immediate feedback, no limit).
  public init() {}
}

/// Which score counts when a student took a quiz more than once (`keep:`).
public enum KeepPolicy: String, Sendable, CaseIterable, Codable {
  /// The attempt with the highest score (the earliest of equal ones).
  case best
  /// The latest attempt (the default).
  case last
  /// The mean of every attempt's score, each as a fraction of its own points possible.
  case mean
}

/// One item: a lesson question by reference, or a question written in the quiz file.
public struct QuizItem: Sendable, Equatable {
  /// Where the item's question comes from.
  public enum Source: Sendable, Equatable {
    /// `ref: lesson-id/question-id`.
    case reference(lesson: String, question: String)
    /// `question: id`: a `question` block in the quiz file.
    case own(question: String)
  }

  public var id: String
  public var source: Source
  /// The item's tags (`tags: foreach-ids, chapter-3`): lowercase words with dashes.
  public var tags: [String] = []
  /// Where a drawn item comes from: `nil` for an item written in this file.
  public var origin: Origin?
  /// Points for a fully right answer.
  public var points: Double
  /// The group the item belongs to, if any.
  public var group: String?
  /// The variant parameters (own questions only), in declaration order.
  public var parameters: [QuizParameter]
  /// 1-based line of the `item` block.
  public var line: Int
  /// Where its fields are in the file, for diagnostics.
  public var positions: BlockPositions

  /// A drawn item's bank and its id there; in the quiz the item's id is `BANK/ITEM`.
  public struct Origin: Sendable, Equatable {
    /// The bank's id (its ```` ```bank ```` block).
    public var bank: String
    /// The item's id in the bank.
    public var item: String
  }

  /// How many variants the parameters give (their values multiplied; 1 without parameters).
  public var variantCount: Int {
    QuizLimits.product(parameters.map(\.values.count))
  }

  /// The parameter values of variant `index` (0-based, mixed radix over the parameters).
  public func assignment(variant index: Int) -> [String: String] {
    var rest = max(0, index) % max(1, variantCount)
    var result: [String: String] = [:]
    for parameter in parameters.reversed() where !parameter.values.isEmpty {
      result[parameter.name] = parameter.values[rest % parameter.values.count]
      rest /= parameter.values.count
    }
    return result
  }
}

/// A variant parameter: `param: victim = 0 | 1 | 2`.
public struct QuizParameter: Sendable, Equatable {
  public var name: String
  public var values: [String]
}

/// A group: each student gets `choose` of its items, optionally in their own order.
public struct QuizGroup: Sendable, Equatable {
  public var id: String
  /// How many of the group's items each student gets (`nil`: all of them).
  public var choose: Int?
  /// Whether the chosen items are shuffled per student.
  public var shuffle: Bool
  public var line: Int
}
