import IdentityEngine
import Localization
import ViewScript

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
      do throws(SceneRunner.Failure) {
        let run = try SceneRunner.lessonRun(code: scene.code, path: path, root: nil, actions: [])
        if !run.warnings.diagnostics.isEmpty {
          // A course scene must be fully simulated: a warning fails the check like an error.
          throw SceneRunner.Failure.compile(run.warnings)
        }
      } catch {
        diagnostics.append(
          diagnostic(
            for: error, at: SourcePosition(line: scene.line, column: 1), actionLine: scene.line,
            localizer: localizer))
      }
    }
    let sceneNames = Set(scenes.keys)

    for question in questions {
      guard sceneNames.contains(question.scene) else {
        diagnostics.append(
          LessonDiagnostic(
            .unknownScene, ["scene": question.scene], path: path,
            line: question.positions.line(of: "scene") ?? question.line))
        continue
      }
      let observe =
        question.positions.values["observe"] ?? SourcePosition(line: question.line, column: 1)
      let truth: Value
      do {
        truth = try runner.truth(of: question).truth
      } catch let failure {
        if case .compile = failure { continue }  // reported with the scene
        diagnostics.append(
          diagnostic(
            for: failure, at: observe,
            actionLine: question.positions.line(of: "do") ?? question.line, localizer: localizer,
            positions: question.positions))
        continue
      }
      truths["question:" + question.id] = truth.canonical
      let arguments = ["id": question.id, "kind": question.kind.rawValue, "truth": truth.canonical]
      func fail(_ code: LessonDiagnostic.Code, _ extra: [String: String] = [:]) {
        diagnostics.append(
          LessonDiagnostic(
            code, arguments.merging(extra) { $1 }, path: path, line: observe.line,
            column: observe.column, length: question.observe.count))
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
      let goal =
        challenge.positions.values["goal"] ?? SourcePosition(line: challenge.line, column: 1)
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
          let passed = try SceneRunner.check(
            challenge, code: scene.code, path: path, isLessonScene: true, reference: start.code
          ).passed
          results.append(String(passed))
          if passed != mustPass {
            diagnostics.append(
              LessonDiagnostic(
                mustPass ? .solutionFails : .startPasses,
                ["id": challenge.id, "scene": scene.name],
                path: path, line: goal.line, column: goal.column,
                length: challenge.goal?.count ?? 1))
          }
        } catch let failure {
          if case .compile = failure { continue }
          diagnostics.append(
            diagnostic(
              for: failure, at: goal,
              actionLine: challenge.positions.line(of: "do") ?? challenge.line,
              localizer: localizer, positions: challenge.positions))
        }
      }
      diagnostics += vacuousPasses(challenge, solution: solution, start: start, at: goal)
      truths["challenge:" + challenge.id] = results.joined(separator: ",")
    }
    return (diagnostics, truths)
  }

  /// The two cheats derived from every challenge's solution, which must fail its goal: the
  /// subject deleted (each view type the goal names replaced by `EmptyView()`) and the action
  /// emptied (every button a `tap` action presses left with an empty action). One diagnostic
  /// for each that passes.
  func vacuousPasses(
    _ challenge: Challenge, solution: Scene, start: Scene, at goal: SourcePosition
  ) -> [LessonDiagnostic] {
    guard let text = challenge.goal else { return [] }
    var diagnostics: [LessonDiagnostic] = []
    for variant in ChallengeGuards.cheats(of: challenge, code: solution.code) {
      guard
        let passed = try? SceneRunner.check(
          challenge, code: variant.code, path: path, reference: start.code
        ).passed, passed
      else { continue }
      diagnostics.append(
        LessonDiagnostic(
          .vacuousGoal, ["id": challenge.id, "variant.key": "diag.L135.\(variant.kind.rawValue)"],
          path: path, line: goal.line, column: goal.column, length: text.count))
    }
    return diagnostics
  }

  /// Maps a run failure to a lesson diagnostic at the right place of the lesson file.
  ///
  /// - Parameters:
  ///   - position: where the block's observation (or goal) starts; a scene's own problems are
  ///     counted from its line.
  ///   - actionLine: the line of the first `do:`, for actions without a field of their own.
  ///   - positions: the block's fields.
  func diagnostic(
    for failure: SceneRunner.Failure, at position: SourcePosition, actionLine: Int,
    localizer: Localizer, positions: BlockPositions = .unknown
  ) -> LessonDiagnostic {
    let line = position.line
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
        path: path, line: positions.line(ofAction: index, after: actionLine), column: 5,
        notes: diagnostics.diagnostics.dropFirst().map {
          "\($0.code): " + localizer($0.messageKey, $0.arguments)
        })
    case .syntax(let error):
      return LessonDiagnostic(
        .observationSyntax, ["reason": localizer(error.key, error.arguments)], path: path,
        line: line,
        column: position.column + error.offset)
    case .observation(let error):
      return LessonDiagnostic(
        .observationFailed, ["reason": localizer(error.key, error.arguments)], path: path,
        line: line, column: position.column)
    case .runtime(let step, let failure):
      let reason = localizer(failure.messageKey, failure.arguments)
      guard step > 0 else {
        return LessonDiagnostic(.sceneFailed, ["reason": reason], path: path, line: line)
      }
      return LessonDiagnostic(
        .actionFailed, ["index": String(step), "reason": reason], path: path,
        line: positions.line(ofAction: step - 1, after: actionLine), column: 5)
    }
  }
}
