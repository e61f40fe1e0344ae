import IdentityEngine
import LessonKit
import Localization
import TerminalUI

/// A goal's condition said in words, in the learner's language, for `:check` (issue #27: the
/// failing conditions come in plain words first, the query after them): `rows(ForEach#1)[1]
/// .modifier(background)` reads "the `.background` of row 1 of the rows of `ForEach` #1".
///
/// Each part of the query has a sentence template (`course.words.*` in `Grading.strings`) with
/// `{of}` for what it is a part of; a part with no template keeps its query text, in code style.
struct ConditionWords {
  let localizer: Localizer
  let style: Styler

  /// `query` (a side of a condition) in words, or the query in code style if it does not parse.
  func subject(_ query: String) -> String {
    guard let observation = try? Observation.parse(query) else { return style.code(query) }
    return words(observation)
  }

  /// A whole condition as a sentence: "X must equal Y", "X must change"; nil when it has no
  /// sentence (the details say it).
  func sentence(_ query: String) -> String? {
    guard let observation = try? Observation.parse(query) else { return nil }
    switch observation {
    case .compare(let left, let equal, let right):
      return localizer(
        equal ? "course.words.must-equal" : "course.words.must-differ",
        ["left": words(left), "right": words(right)])
    case .changed(let inner):
      return localizer("course.words.must-change", ["subject": words(inner)])
    default:
      return nil
    }
  }

  func words(_ observation: Observation) -> String {
    switch observation {
    case .nth(let type, let index):
      return localizer("course.words.nth", ["type": style.code(type), "index": String(index)])
    case .labelled(let type, let label):
      return localizer(
        "course.words.labelled",
        ["type": style.code(type), "label": ControlPictures.replacingAll(in: label)])
    case .rows(let inner):
      return localizer("course.words.rows", ["of": words(inner)])
    case .index(.rows(let inner), let index):
      return localizer("course.words.row", ["of": words(inner), "index": String(index)])
    case .before(let inner), .step(_, let inner):
      return words(inner)
    case .literal(let value):
      return CoursePresenter(localizer: localizer, style: style).value(value)
    case .member(let inner, let name, let argument):
      let key = "course.words.\(name)" + (argument == nil ? "" : ".argument")
      guard localizer.has(key) else { return style.code(observation.text) }
      return localizer(key, ["of": words(inner), "argument": style.code(argument ?? "")])
    default:
      return style.code(observation.text)
    }
  }
}
