import IdentityEngine
import Localization

extension Observation {
  /// The observation written back in the lesson syntax (`rows(ForEach#2).state(note)`), for
  /// messages that point at one condition of a goal.
  public var text: String {
    switch self {
    case .nth(let type, let index): return "\(type)#\(index)"
    case .labelled(let type, let label): return "\(type) \"\(label)\""
    case .rows(let inner): return "rows(\(inner.text))"
    case .events(let kind, let type): return "events(\(kind)\(type.map { ", " + $0 } ?? ""))"
    case .warnings: return "warnings"
    case .error: return "error"
    case .before(let inner): return "before(\(inner.text))"
    case .changed(let inner): return "changed(\(inner.text))"
    case .member(let inner, let name, let argument):
      return "\(inner.text).\(name)" + (argument.map { "(\($0))" } ?? "")
    case .index(let inner, let index): return "\(inner.text)[\(index)]"
    case .literal(.color(let name)): return "." + name
    case .literal(.string(let text)): return "\"\(text)\""
    case .literal(.bool(let flag)): return flag ? "true" : "false"
    case .literal(let value): return value.display(.en)
    case .compare(let left, let equal, let right):
      return "\(left.text) \(equal ? "==" : "!=") \(right.text)"
    case .and(let left, let right): return "\(left.text) && \(right.text)"
    case .step(let step, let inner): return "after(\(step), \(inner.text))"
    case .code(let facet, let name): return "code.\(facet)(\(name))"
    case .moment(let kind, let seconds, let filter):
      return "\(kind.rawValue)(\(Value.double(seconds).display(.en))s"
        + (filter.map { ", " + $0 } ?? "") + ")"
    }
  }

  /// The conditions joined by `&&`, in order (a goal without `&&` is one condition).
  public var conditions: [Observation] {
    if case .and(let left, let right) = self { return left.conditions + right.conditions }
    return [self]
  }
}
