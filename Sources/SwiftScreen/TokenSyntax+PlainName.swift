import SwiftSyntax

extension TokenSyntax {
  /// The identifier without backticks (`` `if` `` → `if`), as the simulator and the audit
  /// compare names.
  public var plainName: String {
    let text = self.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}
