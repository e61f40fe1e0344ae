/// What a rule is: its id, default severity, the chapter that teaches it and its examples.
///
/// The prose (summary, why, fix) lives in `Locales/*/Audit.strings` under
/// `audit.rule.<id>.summary`, `.why`, `.fix` and `.help`; the examples are Swift code and read
/// the same in every language.
public struct RuleDescription: Sendable {
  /// The stable id (`foreach-index-id`), printed in brackets and used by `idlab:disable`.
  public var id: String
  /// The severity of most findings (a rule may lower some to notes).
  public var severity: Finding.Severity
  /// The lesson id to read (`identity-bench`), for `see: idlab :open <lesson>`.
  public var lesson: String
  /// The change that shows the hazard on the simulator (`idlab audit --demo`), for rules
  /// about a collection; `nil` for the others.
  public var demo: DemoAction?
  /// Code the rule reports, with `↓` before each reported token.
  public var triggeringExamples: [RuleExample]
  /// Code the rule accepts.
  public var nonTriggeringExamples: [RuleExample]

  /// The lesson that teaches a variant of the rule, where it is not `lesson` (a computed `id`
  /// is taught with `ForEach`'s ids, `.id(UUID())` with state resets).
  public var variantLessons: [String: String]

  /// The lesson that teaches `variant` of the rule.
  public func lesson(for variant: String) -> String { variantLessons[variant] ?? lesson }

  /// Creates a description.
  public init(
    id: String, severity: Finding.Severity, lesson: String,
    variantLessons: [String: String] = [:], demo: DemoAction? = nil,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.severity = severity
    self.lesson = lesson
    self.variantLessons = variantLessons
    self.demo = demo
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// A change that makes an identity hazard visible: what `idlab audit` runs on the simulator to
/// confirm a warning, and `--demo` shows.
public enum DemoAction: String, Sendable, Hashable {
  /// Remove the first element: positional ids hand each row's state to the next element.
  case removeFirst
  /// Insert a copy of the first element at the front: `\.self` ids repeat.
  case insertCopyOfFirstAtFront
  /// The finding's `if` takes its other branch while its view is on the screen, as when its
  /// condition flips: each branch is an identity of its own.
  case flipCondition
  /// The finding's view runs its body again with nothing changed, as after any update of its
  /// state: an identity made while rendering is made anew.
  case rerender

  /// Whether the change is made to the finding's collection (`Finding.collection`).
  public var changesCollection: Bool {
    self == .removeFirst || self == .insertCopyOfFirstAtFront
  }

  /// The Swift statement that performs the change on `collection` (`ships.remove(at: 0)`);
  /// nil for a flip, which no statement makes.
  public func statement(on collection: String) -> String? {
    switch self {
    case .removeFirst: "\(collection).remove(at: 0)"
    case .insertCopyOfFirstAtFront: "\(collection).insert(\(collection)[0], at: 0)"
    case .flipCondition, .rerender: nil
    }
  }
}
