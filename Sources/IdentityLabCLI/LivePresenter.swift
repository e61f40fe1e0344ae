import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit
import TerminalUI

/// A key on the presenter's keyboard in a live session.
enum LiveKey: Character, CaseIterable {
  case vote = "v"
  case show = "s"
  case discuss = "d"
  case revote = "r"
  case reveal = "a"
  case next = "n"
  case previous = "p"
  case quit = "q"

  var character: Character { rawValue }
  /// The catalog key of its label on screen.
  var labelKey: String { "live.key.\(self)" }
}

/// The presenter's side of a live session: which keys work now, what each does to the
/// session, and the projector's screen.
///
/// Every key that changes the session writes it to the store (one row, a new revision) and
/// then announces it, so students follow at once. The presenter reads the votes from the
/// store whenever a student announces one.
final class LivePresenter {
  let quiz: Quiz
  let course: Course
  let store: any GradebookStore
  let signal: any LiveSessionSignal
  let localizer: Localizer
  let style: Styler
  let now: () -> Double
  private(set) var session: LiveSession
  private(set) var item: LiveItem?
  /// Every answer to the quiz, as last read.
  private(set) var answers: [QuizAnswer] = []
  /// The simulation of the current item, run once at the reveal.
  private var revealed: (index: Int, truth: Value, run: SceneRunner.Run)?

  /// Opens the presenter where the session was left (a new session starts at item 1).
  init(
    quiz: Quiz, course: Course, store: any GradebookStore, signal: any LiveSessionSignal,
    localizer: Localizer, style: Styler, now: @escaping () -> Double
  ) throws(GradebookError) {
    self.quiz = quiz
    self.course = course
    self.store = store
    self.signal = signal
    self.localizer = localizer
    self.style = style
    self.now = now
    var session =
      try store.liveSession(quiz: quiz.id)
      ?? LiveSession(quiz: quiz.id, item: 0, phase: .lobby, round: 1, revision: 0, updated: now())
    session.item = min(max(0, session.item), max(0, quiz.items.count - 1))
    self.session = session
    try publish(session)
  }

  /// Writes `next` as the session (a new revision) and wakes the students.
  func publish(_ next: LiveSession) throws(GradebookError) {
    var next = next
    next.revision = session.revision + 1
    next.updated = now()
    try store.setLiveSession(next)
    session = next
    item = LiveItem(quiz, index: session.item, course: course)
    try refreshVotes()
    try signal.announce(.session)
  }

  /// Reads the votes again (after a student announced one).
  func refreshVotes() throws(GradebookError) {
    answers = try store.answers(quiz: quiz.id)
  }

  /// The votes on the current item in `round`.
  func votes(round: Int) -> LiveVotes {
    LiveVotes(answers, item: item?.id ?? "", round: round)
  }

  // MARK: - Keys

  /// The keys that do something now, in the order the screen lists them.
  var keys: [LiveKey] {
    var keys: [LiveKey]
    switch (session.phase, session.round) {
    case (.lobby, _): keys = [.vote]
    case (.vote, 1): keys = [.show]
    case (.vote, _): keys = [.show, .reveal]
    case (.show, 1): keys = [.discuss, .revote, .reveal]
    case (.show, _): keys = [.reveal]
    case (.discuss, _): keys = [.revote, .show, .reveal]
    case (.reveal, _): keys = []
    }
    if session.item + 1 < quiz.items.count { keys.append(.next) }
    if session.item > 0 { keys.append(.previous) }
    return keys + [.quit]
  }

  /// Applies a pressed key; `false` when it is the quit key (Ctrl-C and Ctrl-D count as
  /// quit). Keys that do nothing now are ignored.
  func press(_ character: Character) throws(GradebookError) -> Bool {
    if character == "\u{03}" || character == "\u{04}" { return false }
    guard let key = LiveKey(rawValue: Character(character.lowercased())), keys.contains(key)
    else { return true }
    var next = session
    switch key {
    case .vote: (next.phase, next.round) = (.vote, 1)
    case .revote: (next.phase, next.round) = (.vote, 2)
    case .show: next.phase = .show
    case .discuss: next.phase = .discuss
    case .reveal: next.phase = .reveal
    case .next, .previous:
      next.item += key == .next ? 1 : -1
      (next.phase, next.round) = (.lobby, 1)
    case .quit: return false
    }
    try publish(next)
    return true
  }

  // MARK: - Screen

  /// The projector's screen for a terminal `width` × `rows`.
  func screen(width: Int, rows: Int, command: String) -> [String] {
    let screen = LiveProjectorScreen(localizer: localizer, style: style, width: width, rows: rows)
    guard let item else { return [style.error(localizer("quiz.error.item"))] }
    var lines = screen.header(title: quiz.title, session: session, item: item)
    switch session.phase {
    case .lobby:
      lines += screen.question(item, choices: true)
      lines.append(style.dim(localizer("live.screen.join", ["command": command])))
      lines.append("")
    case .vote:
      lines += screen.question(item, choices: true)
      lines += screen.voteCount(votes(round: session.round).count, round: session.round)
    case .show:
      lines += screen.question(item, choices: false)
      lines += screen.bars(votes(round: session.round), item: item)
    case .discuss:
      lines += screen.question(item, choices: true)
      lines.append(style.apply(.bold, .yellow, to: localizer("live.screen.discuss")))
      lines.append("")
    case .reveal:
      lines += screen.question(item, choices: false)
      if revealed?.index != item.index {
        revealed = (try? item.resolved.truth()).map { (item.index, $0.truth, $0.run) }
      }
      if let revealed {
        lines += screen.reveal(item, truth: revealed.truth, run: revealed.run)
      } else {
        lines.append(style.error(localizer("course.error.scene")))
      }
      lines += screen.comparison(first: votes(round: 1), second: votes(round: 2))
    }
    return lines + screen.keys(keys)
  }
}
