// MARK: - Event lines

extension Event: CustomStringConvertible {
  /// One readable line: `create Bench/VStack`, `move …/"b"/Row 1→0`,
  /// `transition …/if:1/Counter insertion opacity animated`, `animate …/Color background: red → green`.
  public var description: String {
    var line = "\(kind.rawValue) \(identity)"
    switch self {
    case .move(_, let from, let to):
      line += " \(from)→\(to)"
    case .transition(_, let edge, let animated, let name):
      line += " \(edge.rawValue) \(name)"
      if animated { line += " animated" }
    case .animate(_, let property, let from, let to):
      line += " \(property): \(from.displayDescription) → " + to.displayDescription
    case .create, .destroy, .appear, .disappear, .taskStart, .taskCancel, .focusLost:
      break
    }
    return line
  }
}
