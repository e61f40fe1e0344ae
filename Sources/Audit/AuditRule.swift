import SwiftSyntax

/// One identity rule: a description with its examples, and a check over a parsed file.
///
/// Each rule lives in its own file under `Rules/`, next to its triggering and non-triggering
/// examples, which are both its tests and its `idlab explain` page (SwiftLint's model).
/// Rules only read syntax: nothing is evaluated.
public protocol AuditRule: Sendable {
  /// The rule's id, severity, lesson and examples.
  var description: RuleDescription { get }

  /// The findings of this rule in `file`, before `// idlab:disable` comments are applied.
  ///
  /// - Parameters:
  ///   - file: the parsed file.
  ///   - facts: what the whole audited project declares and mutates (collected first).
  func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding]
}

extension AuditRule {
  /// The rule's id (`description.id`).
  public var id: String { description.id }

  /// A finding of this rule at `node`, with the message `variant`; `collection` is the data
  /// the hazard is about, if the rule has one (`Finding.collection`).
  func finding(
    _ variant: String, at node: some SyntaxProtocol, in file: AuditedFile,
    severity: Finding.Severity? = nil, collection: ExprSyntax? = nil,
    _ arguments: [String: String] = [:]
  ) -> Finding {
    let location = file.location(of: node)
    return Finding(
      ruleID: description.id, severity: severity ?? description.severity,
      message: AuditMessage(rule: description.id, variant: variant, arguments),
      path: file.path, line: location.line, column: location.column,
      view: node.enclosingTypeName, collection: collection?.plainReference)
  }
}
