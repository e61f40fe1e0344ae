import SwiftParser
import SwiftSyntax

/// Edits of a scene's code that keep it valid Swift, for checking that a challenge's goal
/// cannot be met by taking away what it talks about (issue #27, `idlab check`):
///
/// - `deletingViews(named:in:)`: every `Type(…)` view of a kind the goal names replaced by
///   `EmptyView()` (the subject deleted);
/// - `emptyingButtons(labelled:in:)`: the action closure of every `Button` showing a label
///   emptied (the action emptied: a `tap` still finds the button, and nothing happens).
///
///     ScriptMutation.deletingViews(named: "ForEach", in: code)   // nil when there is none
public enum ScriptMutation {
  /// `code` with every call of `type` (its arguments and trailing closures) replaced by
  /// `EmptyView()`; nil when `code` calls no `type`.
  public static func deletingViews(named type: String, in code: String) -> String? {
    let rewriter = ViewDeleter(type: type)
    let result = rewriter.rewrite(Parser.parse(source: code))
    return rewriter.count > 0 ? result.description : nil
  }

  /// `code` with the action of every `Button` labelled `label` (`Button("Add") { … }`,
  /// `Button(action: { … }) { Text("Add") }`, `Button { … } label: { Text("Add") }`) emptied;
  /// nil when no such button has an action closure written in place.
  public static func emptyingButtons(labelled label: String, in code: String) -> String? {
    let rewriter = ButtonEmptier(label: label)
    let result = rewriter.rewrite(Parser.parse(source: code))
    return rewriter.count > 0 ? result.description : nil
  }
}

/// Replaces calls of one type with `EmptyView()`.
private final class ViewDeleter: SyntaxRewriter {
  let type: String
  var count = 0

  init(type: String) {
    self.type = type
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type else {
      return super.visit(node)
    }
    count += 1
    let empty = FunctionCallExprSyntax(
      calledExpression: DeclReferenceExprSyntax(baseName: .identifier("EmptyView")),
      leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
    return ExprSyntax(
      empty.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
  }
}

/// Empties the action closures of the buttons that show one label.
private final class ButtonEmptier: SyntaxRewriter {
  let label: String
  var count = 0

  init(label: String) {
    self.label = label
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button",
      shows(label, node)
    else { return super.visit(node) }
    var call = node
    let titled = call.arguments.first.map { $0.label == nil && isLabel($0.expression) } ?? false
    if let index = call.arguments.firstIndex(where: { $0.label?.text == "action" }),
      let closure = call.arguments[index].expression.as(ClosureExprSyntax.self)
    {
      call.arguments[index].expression = ExprSyntax(emptied(closure))
      count += 1
    } else if let trailing = call.trailingClosure,
      titled || !call.additionalTrailingClosures.isEmpty
    {
      // `Button("Add") { action }` or `Button { action } label: { … }`: the first trailing
      // closure is the action.
      call.trailingClosure = emptied(trailing)
      count += 1
    }
    return ExprSyntax(call)
  }

  private func emptied(_ closure: ClosureExprSyntax) -> ClosureExprSyntax {
    closure.with(\.signature, nil).with(\.statements, [])
  }

  private func isLabel(_ expression: ExprSyntax) -> Bool {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
    return literal.segments.description == label
  }

  /// Whether the button's title or label content holds the string literal `label`.
  private func shows(_ label: String, _ node: FunctionCallExprSyntax) -> Bool {
    let finder = LiteralFinder(text: label)
    finder.walk(node.arguments)
    for closure in node.additionalTrailingClosures { finder.walk(closure.closure) }
    if node.additionalTrailingClosures.isEmpty, !node.arguments.isEmpty,
      node.arguments.contains(where: { $0.label?.text == "action" }),
      let trailing = node.trailingClosure
    {
      // `Button(action: f) { Text("Add") }`: the trailing closure is the label.
      finder.walk(trailing)
    }
    return finder.found
  }
}

/// Finds a string literal with exactly one text.
private final class LiteralFinder: SyntaxVisitor {
  let text: String
  var found = false

  init(text: String) {
    self.text = text
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if node.segments.description == text { found = true }
    return .skipChildren
  }
}
