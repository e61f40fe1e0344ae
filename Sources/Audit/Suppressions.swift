import Foundation
import SwiftSyntax

/// The `idlab:disable` comments of one file, and whether they silence a finding.
///
///     // idlab:disable foreach-index-id          silences the rule from here to the end of the
///                                                file (or to `// idlab:enable foreach-index-id`)
///     // idlab:disable-next-line                 silences every rule on the next line
///     // idlab:disable-next-line self-id-not-unique   …or only the rules named
///
/// `all` stands for every rule. Rule ids are separated by spaces or commas.
public struct Suppressions: Sendable, Hashable {
  /// One `disable` or `enable` comment: from its line on, the rules named are off (or on).
  struct Region: Sendable, Hashable {
    var line: Int
    var rules: Set<String>
    var disables: Bool
  }

  /// `disable`/`enable` comments in source order.
  var regions: [Region] = []
  /// Line → rules silenced on that line by a `disable-next-line` comment the line before.
  var nextLine: [Int: Set<String>] = [:]

  /// No suppressions.
  public init() {}

  /// Reads every line comment of `tree`.
  init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position
      for piece in token.leadingTrivia {
        if case .lineComment(let text) = piece {
          read(text, line: converter.location(for: offset).line)
        }
        offset += piece.sourceLength
      }
      offset = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if case .lineComment(let text) = piece {
          read(text, line: converter.location(for: offset).line)
        }
        offset += piece.sourceLength
      }
    }
  }

  /// Parses one `// …` comment on `line`.
  mutating func read(_ comment: String, line: Int) {
    let body = comment.dropFirst(2).trimmingCharacters(in: .whitespaces)
    guard body.hasPrefix("idlab:") else { return }
    let words = body.dropFirst("idlab:".count)
      .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
    guard let directive = words.first else { return }
    var rules = Set(words.dropFirst())
    if rules.isEmpty || rules.contains("all") { rules = ["all"] }
    switch directive {
    case "disable-next-line": nextLine[line + 1, default: []].formUnion(rules)
    case "disable-line": nextLine[line, default: []].formUnion(rules)
    case "disable": regions.append(Region(line: line, rules: rules, disables: true))
    case "enable": regions.append(Region(line: line, rules: rules, disables: false))
    default: break
    }
  }

  /// Whether a finding of `rule` on `line` is silenced.
  public func silences(rule: String, line: Int) -> Bool {
    if let rules = nextLine[line], rules.contains("all") || rules.contains(rule) { return true }
    var disabled = false
    for region in regions where region.line <= line {
      if region.rules.contains("all") || region.rules.contains(rule) {
        disabled = region.disables
      }
    }
    return disabled
  }
}
