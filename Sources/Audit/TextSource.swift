import SwiftSyntax

/// Where a text the code assigns comes from.
public enum TextSource: Hashable, Sendable {
  /// A string literal without interpolation, as the program sees it.
  case literal(String)
  /// A localized string fetched by a literal key (`StringCatalogs`).
  case localized(String)
  /// Anything else.
  case unknown

  /// The sources of `value`: a literal, a localized string (`NSLocalizedString("key", …)`,
  /// `String(localized: "key")`, a project's `….localized("key")`, `"key".localized`), either
  /// branch of a ternary; `unknown` otherwise.
  static func sources(of value: ExprSyntax) -> Set<TextSource> {
    let value = value.unparenthesized
    if let ternary = value.as(TernaryExprSyntax.self) {
      return sources(of: ternary.thenExpression).union(sources(of: ternary.elseExpression))
    }
    if let string = value.as(StringLiteralExprSyntax.self) {
      return [string.plainText.map(TextSource.literal) ?? .unknown]
    }
    if let key = localizationKey(of: value) { return [.localized(key)] }
    return [.unknown]
  }

  /// The literal key a localized string is fetched by.
  static func localizationKey(of value: ExprSyntax) -> String? {
    // `"key".localized`, `"key".localized()`.
    let member =
      value.as(MemberAccessExprSyntax.self)
      ?? value.as(FunctionCallExprSyntax.self).flatMap {
        $0.arguments.isEmpty ? $0.calledExpression.as(MemberAccessExprSyntax.self) : nil
      }
    if let member, member.declName.baseName.text.lowercased().contains("localized"),
      let key = member.base?.unparenthesized.as(StringLiteralExprSyntax.self)?.plainText
    {
      return key
    }
    guard let call = value.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
      return nil
    }
    if name == "String", let key = call.argument(labeled: "localized") {
      return key.unparenthesized.as(StringLiteralExprSyntax.self)?.plainText
    }
    guard name.lowercased().contains("localized") else { return nil }
    let argument = call.firstUnlabeledArgument ?? call.argument(labeled: "forKey")
    return argument?.unparenthesized.as(StringLiteralExprSyntax.self)?.plainText
  }
}

extension StringLiteralExprSyntax {
  /// The text a literal without interpolation stands for, escapes resolved.
  var plainText: String? {
    guard segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
    return representedLiteralValue
  }
}

extension ProjectFacts {
  /// Every text `name` can hold as a property of `owners`, when the code says them all: the
  /// texts every writer that can reach it gives it (its initial value, assignments in its
  /// type's code and through variables of its type), each a literal or a localized string
  /// found in the project's catalogs. Nil when one is anything else, when something outside
  /// the code feeds it, or when a parent passes it.
  public func fixedTexts(of name: String, owners: Set<String>?) -> [String]? {
    guard let owners, !owners.isEmpty, !isFedFromOutside(name, of: owners),
      !isInput(name, of: owners)
    else { return nil }
    var sources: Set<TextSource> = []
    for (key, found) in textAssignments {
      let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[1] == name, parts[0] != "local", reaches([parts[0]], owners)
      else { continue }
      sources.formUnion(found)
    }
    guard !sources.isEmpty else { return nil }
    var texts: [String] = []
    for source in sources {
      switch source {
      case .literal(let text): texts.append(text)
      case .localized(let key):
        guard let values = localizedTexts[key] else { return nil }
        texts.append(contentsOf: values)
      case .unknown: return nil
      }
    }
    return texts
  }
}
