// MARK: - Outcome dumps

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
      lines += warnings.map { "  " + $0.consoleText }
    }
    if let error {
      lines.append("error: [\(error.id)] \(error.message)")
    }
    return lines.joined(separator: "\n")
  }
}
