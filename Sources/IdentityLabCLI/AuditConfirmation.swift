import Audit
import Foundation
import IdentityEngine
import Localization
import ViewScript

/// Confirmation by simulation (issue #29): each warning whose rule has a change
/// (`DemoAction`: remove the first element, insert a copy of the first at the front) runs on
/// the simulator — its file with the project files it needs (`ModuleFiles`), its view where the
/// file's preview shows it, else on its own — then the change is made to the collection in
/// that view's scope, and the two screens are compared. The warning stays a warning only when
/// the hazard shows: a row that kept state captured for another element, two rows with one id,
/// a `ForEach` over a constant range whose count changed. Otherwise it becomes a note that
/// says what the run showed or why it could not run. A rule with no change keeps its
/// severity, with no confirmation.
///
/// The rule decides what *could* go wrong from the source; the run decides whether the view,
/// as written, has something to lose when it does. What the run cannot decide is whether the
/// change happens while the app runs: that stays the rule's (the project facts of
/// docs/audit.md).
final class AuditConfirmation {
  /// One run: the view, the statement, the screens before and after.
  struct Run {
    var view: String
    /// The change as shown: a Swift statement, or for a flip the localized words.
    var statement: String
    /// Whether the change is a flip or a second render (`statement` is words, not code).
    var isFlip = false
    var before: Outcome
    var after: Outcome
  }

  private let localizer: Localizer
  private var tops: [String]
  private let moduleFiles = ModuleFiles()
  /// Runs made so far, by finding (`Self.key(of:)`), for `--demo`.
  private var runs: [String: Run] = [:]

  /// A finding's place and rule, which its confirmation does not change.
  private static func key(of finding: Finding) -> String {
    "\(finding.path):\(finding.line):\(finding.column):\(finding.ruleID)"
  }

  /// The run made for `finding`, running it now if it has not run.
  func run(for finding: Finding) -> Run? {
    if runs[Self.key(of: finding)] == nil { _ = confirmation(of: finding) }
    return runs[Self.key(of: finding)]
  }

  /// A confirmer for findings of the audit of `paths` (the folders and files given; the
  /// findings' paths are as the audit printed them), its reasons in `localizer`'s language.
  init(
    localizer: Localizer, paths: [String], currentDirectory: String,
    runLimit: Int = AuditConfirmation.defaultRunLimit
  ) {
    self.localizer = localizer
    self.runLimit = runLimit
    self.currentDirectory = currentDirectory
    self.tops = []
    // A file given alone is looked for in its project from the folder the audit runs in
    // (its own folder when it lies elsewhere): its types are in the files beside it.
    self.tops = paths.map { path in
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: resolved(path), isDirectory: &isFolder)
      if isFolder.boolValue { return path }
      return path.hasPrefix("/") ? (path as NSString).deletingLastPathComponent : "."
    }
  }

  /// The folder relative paths are read from (the audit's).
  private let currentDirectory: String

  /// `path` as the file system finds it from `currentDirectory`.
  private func resolved(_ path: String) -> String {
    path.hasPrefix("/") ? path : currentDirectory + "/" + path
  }

  /// A resolved path as the audit prints it: relative to `currentDirectory` when below it.
  private func shown(_ path: String) -> String {
    path.hasPrefix(currentDirectory + "/")
      ? String(path.dropFirst(currentDirectory.count + 1)) : path
  }

  /// The folder given that holds `path`.
  private func top(of path: String) -> String {
    let standard = (path as NSString).standardizingPath
    return tops.first { top in
      let folder = (top as NSString).standardizingPath
      return folder.isEmpty || folder == "." || standard.hasPrefix(folder + "/")
    } ?? "."
  }

  /// The report with every warning that has a change confirmed or made a note.
  func confirm(_ report: AuditReport) -> AuditReport {
    var report = report
    report.findings = report.findings.map { finding in
      guard finding.severity == .warning, let confirmation = confirmation(of: finding) else {
        return finding
      }
      var confirmed = finding
      confirmed.confirmation = confirmation
      if confirmation.status == .notShown { confirmed.severity = .note }
      return confirmed
    }
    return report
  }

  private func reason(_ error: ScriptDiagnostics) -> String {
    guard let first = error.diagnostics.first else { return localizer("audit.demo.no-reason") }
    let item = DiagnosticRenderer(localizer: localizer, styled: false).item(for: first)
    let place = first.path == "<action>" ? "" : "\(first.path):"
    return ControlPictures.replacingAll(in: "\(place)\(item.line):\(item.column): \(item.message)")
  }

  /// A runtime failure in the localizer's language, on one line.
  private func describe(_ error: RuntimeFailure) -> String {
    let text = SimScreenRenderer(localizer: localizer, styled: false, width: 200).runtimeError(
      error)
    return ControlPictures.replacingAll(in: text)
  }

  /// The run showed the hazard does not happen: the finding becomes a note.
  private func notShown(_ key: String, _ arguments: [String: String] = [:]) -> Confirmation {
    Confirmation(
      .notShown, message: AuditMessage(key: "audit.confirm.\(key)", arguments: arguments))
  }

  /// The simulator could not run the view or the change: the rule's severity stands.
  private func notRun(_ key: String, _ arguments: [String: String] = [:]) -> Confirmation {
    Confirmation(.notRun, message: AuditMessage(key: "audit.confirm.\(key)", arguments: arguments))
  }

  /// How many warnings one audit runs on the simulator: a run compiles the finding's file with
  /// the files it needs and renders its view, seconds on a large project, so a tree with
  /// hundreds of warnings would take minutes (sample O: 228 runs, 8 minutes). The rest keep
  /// their warning and say so; auditing a folder or a file confirms its own.
  static let defaultRunLimit = 25
  private let runLimit: Int

  /// Runs made so far.
  private var runCount = 0

  /// Runs one finding's view with its rule's change; nil when the rule has none.
  func confirmation(of finding: Finding) -> Confirmation? {
    guard let action = Auditor.rule(id: finding.ruleID)?.description.demo else { return nil }
    guard runCount < runLimit else {
      return notRun("run-limit", ["count": "\(runLimit)"])
    }
    runCount += 1
    let collection = finding.collection
    if action.changesCollection, collection == nil { return notRun("no-collection") }
    guard let view = finding.view else { return notRun("no-view") }
    // An `extension View` helper runs inside the views that call it, not on its own.
    if ["View", "SwiftUI.View"].contains(view) { return notRun("view-helper") }
    let run: SceneRun
    switch start(view, for: finding) {
    case .success(let started): run = started
    case .failure(let reason):
      return notRun("cannot-run", ["view": view, "reason": reason.text])
    }
    switch action {
    case .removeFirst, .insertCopyOfFirstAtFront:
      return change(collection ?? "", by: action, in: run, view: view, for: finding)
    case .flipCondition:
      return flip(finding, in: run, view: view)
    case .rerender:
      return rerender(finding, in: run, view: view)
    }
  }

  /// The finding's view rendered again with nothing changed: confirmed when views are replaced
  /// anyway (an identity made while rendering is new each time).
  private func rerender(_ finding: Finding, in run: SceneRun, view: String) -> Confirmation {
    let before = run.steps[run.steps.count - 1].outcome
    let statement = localizer("audit.demo.rerender")
    let place = "\(finding.path):\(finding.line):\(finding.column)"
    guard let (step, reached) = run.rerender(inView: view, watching: place) else {
      return notRun("cannot-run", ["view": view, "reason": localizer("audit.confirm.absent")])
    }
    runs[Self.key(of: finding)] = Run(
      view: view, statement: statement, isFlip: true, before: before, after: step.outcome)
    if let error = step.outcome.error {
      return notRun("flip-failed", ["reason": describe(error)])
    }
    // The code the finding points at must have run: another view renewed says nothing of it.
    guard reached else { return notRun("not-evaluated", ["view": view]) }
    guard let replaced = Self.replacement(before: before, after: step.outcome) else {
      return notShown("stable", ["view": view])
    }
    return Confirmation(
      .confirmed,
      message: AuditMessage(
        key: replaced.lost ? "audit.confirm.shown.renewed-state" : "audit.confirm.shown.renewed",
        arguments: ["type": replaced.type, "view": view]))
  }

  /// The outermost view a step destroyed and replaced, and whether it held state.
  static func replacement(before: Outcome, after: Outcome) -> (type: String, lost: Bool)? {
    let destroyed = after.events.compactMap { event -> Event.Subject? in
      if case .destroy(let subject) = event { return subject }
      return nil
    }
    // The outermost view replaced: its path is the shortest.
    guard let first = destroyed.min(by: { $0.identity.count < $1.identity.count }),
      after.events.contains(where: { if case .create = $0 { true } else { false } })
    else { return nil }
    let earlier = before.tree.preorder
    let lost = destroyed.contains { subject in
      earlier.contains { $0.identity == subject.identity && !$0.state.isEmpty }
    }
    return (first.type, lost)
  }

  /// The finding's view running: its file with the project files it needs, from the file's
  /// preview (or last view), which passes the view its data, else the view on its own (with
  /// placeholder arguments); or why it cannot run.
  private func start(_ view: String, for finding: Finding) -> Result<SceneRun, ReasonText> {
    let paths = moduleFiles.files(
      for: resolved(finding.path), within: resolved(top(of: finding.path)))
    var files: [ScriptSource] = []
    for path in paths {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      files.append(ScriptSource(path: files.isEmpty ? finding.path : shown(path), source: text))
    }
    guard !files.isEmpty else {
      return .failure(ReasonText(localizer("audit.problem.unreadable")))
    }
    var failure: String?
    for root in [nil, view] as [String?] {
      do {
        var program = try ScriptProgram.compile(files: files, root: root)
        // On its own, the view gets what the app gives it higher up, made up and said.
        program.makesUpEnvironment = true
        let run = try program.simulate(root: root)
        guard run.rootName == view || run.simulation.liveView(named: view) != nil else {
          continue
        }
        if let error = run.steps[0].outcome.error {
          // A run on made-up arguments says so: the app passes real ones.
          guard let placeholders = run.placeholders else {
            return .failure(ReasonText(describe(error)))
          }
          return .failure(
            ReasonText(
              localizer(
                "audit.confirm.made-up",
                [
                  "arguments": ScriptProgram.placeholderArguments(of: placeholders),
                  "reason": describe(error),
                ])))
        }
        return .success(run)
      } catch {
        failure = failure ?? reason(error)
      }
    }
    return .failure(ReasonText(failure ?? localizer("audit.confirm.absent")))
  }

  /// A reason as text, for `Result`.
  private struct ReasonText: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// The finding's `if` flipped while its view is on the screen: confirmed when a view with an
  /// identity of its own is replaced (its `destroy` and a `create`), as SwiftUI replaces one
  /// branch's views by the other's.
  private func flip(_ finding: Finding, in run: SceneRun, view: String) -> Confirmation {
    let place = "\(finding.path):\(finding.line):\(finding.column)"
    let before = run.steps[run.steps.count - 1].outcome
    let statement = localizer("audit.demo.flip", ["line": "\(finding.line)"])
    switch run.flip(place, inView: view) {
    case .notOnScreen:
      return notRun("cannot-run", ["view": view, "reason": localizer("audit.confirm.absent")])
    case .notReached:
      return notRun("not-reached", ["view": view])
    case .refused:
      return notRun("refused")
    case .flipped(let step):
      let after = step.outcome
      runs[Self.key(of: finding)] = Run(
        view: view, statement: statement, isFlip: true, before: before, after: after)
      if let error = after.error {
        return notRun("flip-failed", ["reason": describe(error)])
      }
      guard let replaced = Self.replacement(before: before, after: after) else {
        return notRun("no-replacement")
      }
      return Confirmation(
        .confirmed,
        message: AuditMessage(
          key: replaced.lost
            ? "audit.confirm.shown.replaced-state" : "audit.confirm.shown.replaced",
          arguments: ["type": replaced.type]))
    }
  }

  /// The finding's collection changed in its view: confirmed when the screen shows the hazard.
  private func change(
    _ collection: String, by action: DemoAction, in run: SceneRun, view: String,
    for finding: Finding
  ) -> Confirmation {
    var statement = action.statement(on: collection) ?? ""
    var seeded: String?
    while true {
      var before = run.steps[run.steps.count - 1].outcome
      if action == .removeFirst, let first = Self.forEachRows(before.tree).first,
        let marked = run.markFirstControl(under: first.identity), marked.outcome.error == nil
      {
        // The first row's toggle or field changed first, as a person would: the state it
        // carries to the next element then shows on the screen.
        before = marked.outcome
      }
      let step: SceneStep?
      do {
        if action == .removeFirst {
          let removed = try run.removeFirst(of: collection, inView: view)
          step = removed?.step
          statement = removed?.statement ?? statement
        } else {
          step = try run.perform(statement, inView: view)
        }
      } catch {
        return notRun("action-failed", ["action": statement, "reason": reason(error)])
      }
      guard let after = step?.outcome else {
        return notRun("cannot-run", ["view": view, "reason": localizer("audit.confirm.absent")])
      }
      // Both changes read the element at index 0 first: the collection is empty. Its rows are
      // made up once, from its element type, and the change made again.
      if after.error?.id == "index-out-of-range", seeded == nil,
        let made = run.seed(collection, inView: view, count: Self.seedCount)
      {
        seeded = made.element
        continue
      }
      runs[Self.key(of: finding)] = Run(
        view: view, statement: statement, before: before, after: after)
      if let error = after.error {
        if error.id == "index-out-of-range" {
          return notRun("empty", ["collection": collection])
        }
        return notRun("action-failed", ["action": statement, "reason": describe(error)])
      }
      var result =
        Self.verdict(action, collection: collection, before: before, after: after)
        ?? absence(Self.absenceKey(action, before: before, after: after), collection: collection)
      if let seeded {
        var arguments = result.message.arguments
        arguments["outcome.key"] = result.message.key
        arguments["collection"] = collection
        arguments["count"] = "\(Self.seedCount)"
        arguments["element"] = seeded
        result.message = AuditMessage(key: "audit.confirm.seeded", arguments: arguments)
      }
      return result
    }
  }

  /// A change that ran and showed nothing: a note only when the list was shortened and its
  /// rows lost nothing (`stateless`); anything else (no rows, one row, a change the screen did
  /// not show) was seen neither way.
  private func absence(_ key: String, collection: String) -> Confirmation {
    key == "stateless"
      ? notShown(key, ["collection": collection]) : notRun(key, ["collection": collection])
  }

  /// How many elements an empty collection is given (`SceneRun.seed`).
  static let seedCount = 3

  /// The hazard the change showed, if any.
  static func verdict(
    _ action: DemoAction, collection: String, before: Outcome, after: Outcome
  ) -> Confirmation? {
    func shown(_ key: String, _ arguments: [String: String]) -> Confirmation {
      Confirmation(
        .confirmed, message: AuditMessage(key: "audit.confirm.shown.\(key)", arguments: arguments))
    }
    for warning in after.warnings {
      switch warning {
      case .duplicateID(_, let id) where action == .insertCopyOfFirstAtFront:
        return shown("duplicate", ["collection": collection, "id": id])
      case .constantRangeCountChanged(_, let count, let initial):
        return shown("range", ["count": "\(count)", "initial": "\(initial)"])
      default:
        continue
      }
    }
    guard action == .removeFirst else { return nil }
    // The lists the change shortened: the finding's, not another list on the screen.
    let lists = shortened(before: before.tree, after: after.tree)
    let earlier = Dictionary(
      lists.flatMap { $0.before.children }.map { ($0.identity, $0) },
      uniquingKeysWith: { first, _ in first })
    for row in lists.flatMap(\.after.children) where carriesState(row, from: earlier[row.identity])
    {
      return shown("borrowed", ["collection": collection])
    }
    // No state to carry, but the removal is seen: the row that leaves, with its animation, is
    // the last one, and every other row is re-pointed at the next element. A `List` animates
    // the edits `onDelete` and `onMove` make; a row's `.transition`, or an animated removal
    // the app's own `.animation` asks for, shows it too.
    let animated = after.events.contains { event in
      if case .transition(_, .removal, true, _) = event { return true }
      return false
    }
    for list in lists {
      let edits = list.after.modifiers.contains { $0.name == "onDelete" || $0.name == "onMove" }
      let transitions = list.before.children.contains { row in
        row.preorder.contains { $0.modifiers.contains { $0.name == "transition" } }
      }
      if edits || transitions || animated {
        return shown("wrong-row", ["collection": collection])
      }
    }
    return nil
  }

  /// The `ForEach`s, before and after, that have one row fewer after the change.
  static func shortened(before: RenderedNode, after: RenderedNode) -> [(
    before: RenderedNode, after: RenderedNode
  )] {
    let earlier = Dictionary(
      before.preorder.filter { $0.type == "ForEach" }.map { ($0.identity, $0) },
      uniquingKeysWith: { first, _ in first })
    return after.preorder.filter { $0.type == "ForEach" }.compactMap { list in
      guard let old = earlier[list.identity], old.children.count == list.children.count + 1
      else { return nil }
      return (old, list)
    }
  }

  /// Whether a row kept its identity (and so its state) while it came to show another
  /// element: it holds state, and its views' inputs or its first text differ from the row of
  /// that identity before the change. The state was created for the element the row showed
  /// before (docs/semantics.md, rule 15: a row's state belongs to its id).
  static func carriesState(_ row: RenderedNode, from earlier: RenderedNode?) -> Bool {
    guard let earlier, row.preorder.contains(where: { !$0.state.isEmpty || $0.isFocused }) else {
      return false
    }
    let inputs = row.preorder.compactMap(\.inputs)
    let earlierInputs = earlier.preorder.compactMap(\.inputs)
    return inputs != earlierInputs || row.firstText != earlier.firstText
  }

  /// Why a change that ran showed nothing.
  static func absenceKey(_ action: DemoAction, before: Outcome, after: Outcome) -> String {
    let rows = forEachRows(before.tree)
    if rows.isEmpty { return "no-rows" }
    if rows.count < 2 { return "one-row" }
    guard action == .removeFirst else { return "not-shown" }
    let lists = shortened(before: before.tree, after: after.tree)
    // A row holding a view the simulator does not model (a type of a file not given), or a
    // control that keeps state of its own idlab does not model, may hold state: that is no
    // evidence.
    let mayHoldState = lists.contains { list in
      list.before.children.contains { row in
        row.preorder.contains {
          !$0.state.isEmpty || $0.isUnmodelled || Self.controlsWithOwnState.contains($0.type)
        }
      }
    }
    return !lists.isEmpty && !mayHoldState ? "stateless" : "not-shown"
  }

  /// Controls whose own state SwiftUI keeps by the row's identity and idlab does not model: a
  /// text field's editing, focus and selection (which stay at the position when the rows
  /// shift), a date picker's open calendar, a disclosure group's expansion (audit sample AJ:
  /// seven notes said such rows "hold no state").
  static let controlsWithOwnState: Set<String> = [
    "TextField", "SecureField", "TextEditor", "DatePicker", "DisclosureGroup",
  ]

  private static func forEachRows(_ tree: RenderedNode) -> [RenderedNode] {
    tree.preorder.filter { $0.type == "ForEach" }.flatMap(\.children)
  }

}
