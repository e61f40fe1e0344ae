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
      line += " \(property ?? ""): \(fromValue?.displayDescription ?? "nil") → "
        + (toValue?.displayDescription ?? "nil")
    default:
      break
    }
    return line
  }
}

extension Outcome {
  /// The outcome as text: the tree dump, then `events:`, `warnings:` and `error:` sections
  /// (each only when non-empty).
  public func dump(relativeIdentities: Bool = false) -> String {
    var lines = [tree.dump(relativeIdentities: relativeIdentities)]
    if !events.isEmpty {
      lines.append("events:")
      lines += events.map { "  " + $0.description }
    }
    if !warnings.isEmpty {
      lines.append("warnings:")
      lines += warnings.map { "  " + $0 }
    }
    if let error {
      lines.append("error: [\(error.id)] \(error.message)")
    }
    return lines.joined(separator: "\n")
  }
}
