// MARK: - Event lines

extension Event: CustomStringConvertible {
  /// One readable line: `create Bench/VStack`, `move …/"b"/Row 1→0`,
  /// `transition …/if:1/Counter insertion opacity animated`, `animate …/Color background: red → green`.
  public var description: String {
    var line = "\(kind.rawValue) \(identity)"
    switch kind {
    case .move:
      line += " \(from ?? 0)→\(to ?? 0)"
    case .transition:
      line += " \(edge?.rawValue ?? "") \(transition ?? "opacity")"
      if animated == true { line += " animated" }
    case .animate:
      line +=
        " \(property ?? ""): \(fromValue?.displayDescription ?? "nil") → "
        + (toValue?.displayDescription ?? "nil")
    default:
      break
    }
    return line
  }
}
