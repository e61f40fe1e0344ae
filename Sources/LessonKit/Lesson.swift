import IdentityEngine

/// One chapter in one language, as read from `Lessons/<lang>/<file>.md`.
///
/// The machine parts (ids, scenes, actions, observations, choice ids and values, goals) are
/// language-neutral; prose, prompts, labels, hints and explanations are translated.
public struct Lesson: Sendable {
  /// The lesson id (`bench`), identical in every language.
  public var id: String
  /// The place in the course (`order=5`).
  public var order: Int
  /// The seed text this chapter mirrors (`seed=000`).
  public var seed: String
  /// The H1 title (translated).
  public var title: String
  /// The pages: one per H2 section (plus a page for prose before the first H2, if any).
  public var pages: [Page]
  /// The list items of the last H2 section.
  public var keyPoints: [String]
  /// The file the lesson was read from, as given.
  public var path: String
  /// The language folder (`en`, `es`), when known.
  public var language: String?
  /// 1-based line of the metadata comment.
  public var metadataLine: Int

  public init(
    id: String, order: Int, seed: String, title: String, pages: [Page], keyPoints: [String],
    path: String, language: String? = nil, metadataLine: Int = 1
  ) {
    self.id = id
    self.order = order
    self.seed = seed
    self.title = title
    self.pages = pages
    self.keyPoints = keyPoints
    self.path = path
    self.language = language
    self.metadataLine = metadataLine
  }

  /// Every block of every page, in reading order.
  public var blocks: [Block] { pages.flatMap(\.blocks) }

  /// Every scene, by name.
  public var scenes: [String: Scene] {
    var result: [String: Scene] = [:]
    for case .scene(let scene) in blocks where result[scene.name] == nil {
      result[scene.name] = scene
    }
    return result
  }

  /// Every question, in reading order.
  public var questions: [Question] {
    blocks.compactMap { if case .question(let q) = $0 { q } else { nil } }
  }

  /// Every challenge, in reading order.
  public var challenges: [Challenge] {
    blocks.compactMap { if case .challenge(let c) = $0 { c } else { nil } }
  }

  /// The lesson cut down to one page holding `question` and its scene (when the lesson has
  /// it): what `validate` reads to check that question alone, what a quiz item runs in.
  public func narrowed(to question: Question) -> Lesson {
    var narrowed = self
    var blocks: [Block] = []
    if let scene = scenes[question.scene] { blocks.append(.scene(scene)) }
    blocks.append(.question(question))
    narrowed.pages = [Page(heading: "", line: 1, blocks: blocks)]
    narrowed.keyPoints = []
    return narrowed
  }
}

/// One page of a lesson: an H2 section.
public struct Page: Sendable {
  /// The H2 heading text (empty for prose before the first H2).
  public var heading: String
  /// 1-based line of the heading.
  public var line: Int
  /// The page's content in reading order.
  public var blocks: [Block]

  public init(heading: String, line: Int, blocks: [Block]) {
    self.heading = heading
    self.line = line
    self.blocks = blocks
  }
}

/// One piece of a page.
public enum Block: Sendable {
  /// Prose, as Markdown source.
  case prose(Prose)
  /// A runnable scene (`swift scene=NAME`).
  case scene(Scene)
  /// Display-only code (`swift` without `scene=`, or another language).
  case code(CodeSample)
  /// A prediction.
  case question(Question)
  /// A fix-the-code challenge.
  case challenge(Challenge)

  /// The machine id of a question or challenge, the name of a scene.
  public var machineID: String? {
    switch self {
    case .scene(let s): "scene:" + s.name
    case .question(let q): "question:" + q.id
    case .challenge(let c): "challenge:" + c.id
    case .prose, .code: nil
    }
  }

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
}

/// Markdown prose.
public struct Prose: Sendable {
  /// The Markdown source of the prose, as written.
  public var markdown: String
  public var line: Int
}

/// A display-only code fragment.
public struct CodeSample: Sendable {
  /// The info string's language (`swift`), possibly empty.
  public var language: String
  public var code: String
  public var line: Int
}

/// A scene: SwiftUI-like code the simulator runs.
public struct Scene: Sendable {
  public var name: String
  public var code: String
  /// Whether the learner should not see it (challenge solutions).
  public var isHidden: Bool
  /// 1-based line of the opening fence; the code starts on the next line.
  public var line: Int
}

/// The kinds of prediction.
public enum QuestionKind: String, Sendable, CaseIterable {
  /// One choice id; right or wrong.
  case choice
  /// Several choice ids; partial credit (Jaccard).
  case multi
  /// Values in order; partial credit by position.
  case sequence
  /// An integer.
  case number
  /// A boolean.
  case yesno
  /// One free value.
  case value
}

/// One choice of a `choice`/`multi` question.
public struct Choice: Sendable, Hashable {
  /// The stable, language-neutral id.
  public var id: String
  /// The value the choice stands for (from the id, or the explicit literal).
  public var value: Value
  /// The label in the lesson's language.
  public var label: String

  public init(id: String, value: Value, label: String) {
    self.id = id
    self.value = value
    self.label = label
  }
}

/// A prediction: run `scene` with `actions`, read `observe`, grade the learner against it.
public struct Question: Sendable {
  public var id: String
  public var kind: QuestionKind
  public var scene: String
  public var root: String?
  /// The `do:` lines, in order.
  public var actions: [String]
  /// The `observe:` query, as written.
  public var observe: String
  public var choices: [Choice]
  public var prompt: String
  public var hints: [String]
  public var explain: String
  /// 1-based line of the opening fence.
  public var line: Int
  /// Where its fields are in the file, for diagnostics.
  public var positions: BlockPositions

  public init(
    id: String, kind: QuestionKind, scene: String, root: String? = nil, actions: [String] = [],
    observe: String, choices: [Choice] = [], prompt: String = "", hints: [String] = [],
    explain: String = "", line: Int = 1, positions: BlockPositions = .unknown
  ) {
    self.id = id
    self.kind = kind
    self.scene = scene
    self.root = root
    self.actions = actions
    self.observe = observe
    self.choices = choices
    self.prompt = prompt
    self.hints = hints
    self.explain = explain
    self.line = line
    self.positions = positions
  }
}

/// A fix-the-code challenge: edit `start` until `goal` holds after `actions`.
public struct Challenge: Sendable {
  public var id: String
  /// The scene the learner edits.
  public var start: String?
  /// A scene that passes.
  public var solution: String?
  public var root: String?
  public var actions: [String]
  /// An observation that must be `true` after the actions (nil for `paste` challenges).
  public var goal: String?
  /// Runs the learner's own pasted code and shows the outcome.
  public var isPaste: Bool
  public var prompt: String
  public var hints: [String]
  public var explain: String
  public var line: Int
  /// Where its fields are in the file, for diagnostics.
  public var positions: BlockPositions
}
