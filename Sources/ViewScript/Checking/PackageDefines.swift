import Foundation
import SwiftParser
import SwiftSyntax

/// The compilation conditions a Swift package's manifest defines for its Swift code
/// (`swiftSettings: [.define("SQLITE_ENABLE_FTS5")]`): SwiftPM passes each as `-D NAME` to the
/// package's targets, so `#if SQLITE_ENABLE_FTS5` is true in their files (PackageDescription,
/// `SwiftSetting.define(_:_:)`: "Defines a compilation condition"). Read from the manifest's
/// syntax, not run: a `.define` counts when it sits in a `swiftSettings:` argument, or in an
/// array given to a variable whose name or type says `SwiftSetting`, outside any `if` (a
/// manifest that defines a flag only when an environment variable is set builds without it),
/// and without a `.when(…)` condition. The flags apply to every file of the package (its
/// targets are not told apart).
enum PackageDefines {
  /// The flags `manifest` defines.
  static func flags(inManifest manifest: String) -> Set<String> {
    let collector = DefineCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: manifest))
    return collector.flags
  }
}

/// Finds the unconditional `.define("NAME")` of a manifest's Swift settings.
private final class DefineCollector: SyntaxVisitor {
  var flags: Set<String> = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "define", node.arguments.count == 1,
      let name = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?
        .representedLiteralValue,
      isSwiftSetting(node), !isConditional(node)
    else { return .visitChildren }
    flags.insert(name)
    return .skipChildren
  }

  /// Whether the call is an element of Swift settings (not C or C++ settings).
  private func isSwiftSetting(_ node: FunctionCallExprSyntax) -> Bool {
    guard let array = node.parent?.parent?.parent?.as(ArrayExprSyntax.self) else { return false }
    if let argument = array.parent?.as(LabeledExprSyntax.self) {
      return argument.label?.text == "swiftSettings"
    }
    guard let binding = array.parent?.parent?.as(PatternBindingSyntax.self) else { return false }
    let name = binding.pattern.trimmedDescription
    let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
    return type.contains("SwiftSetting") || name.lowercased().contains("swiftsetting")
  }

  /// Whether the call sits inside an `if`, a `guard` or a `#if`.
  private func isConditional(_ node: FunctionCallExprSyntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self)
        || parent.is(IfConfigClauseSyntax.self)
      {
        return true
      }
      current = parent.parent
    }
    return false
  }
}
