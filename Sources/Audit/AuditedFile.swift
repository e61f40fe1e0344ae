import Foundation
import SwiftOperators
import SwiftParser
import SwiftScreen
import SwiftSyntax

/// One parsed Swift file, ready for the rules: its path, text, folded syntax tree and the
/// `idlab:disable` comments in it.
public struct AuditedFile: Sendable {
  /// The path as the audit was given it.
  public let path: String
  /// The file's text.
  public let source: String
  /// The syntax tree, with operators folded (`a ..< b` is one infix expression).
  public let tree: SourceFileSyntax
  /// Converts positions to lines and columns.
  let converter: SourceLocationConverter
  /// The `// idlab:disable` comments of the file.
  public let suppressions: Suppressions
  /// The calls, `if`s and extensions of the tree, collected in one walk.
  public let index: SyntaxIndex
  /// The target the file belongs to: the folder of the nearest Xcode project above it (`""`
  /// when there is none). Facts are merged per target, so two sample apps of one repository
  /// that both declare `posts` do not lend each other their writes.
  public var target = ""
  /// Whether the audit reads the file's whole target (the target's folder is inside a path it
  /// was given): only then can it tell that nothing in the project builds a view.
  public var isWholeTarget = false
  /// The Xcode project of the file's target, when that project lists the files it compiles and
  /// this one is not among them (`XcodeMembership`): the file's code never runs in the app.
  public var excludedBy: String?

  /// Whether a tool wrote the file (`*.pb.swift`, `*.generated.swift`, or a "DO NOT EDIT"
  /// header in its first lines): nobody edits it, and its names (a protobuf message's `id`
  /// and `mint`) say nothing about the app's views. It gets no findings and lends no facts.
  public var isGenerated: Bool {
    if [".pb.swift", ".grpc.swift", ".generated.swift"].contains(where: path.hasSuffix) {
      return true
    }
    let head = source.prefix(2_000).split(separator: "\n", maxSplits: 10).prefix(10)
    return head.contains { $0.range(of: "DO NOT EDIT", options: .caseInsensitive) != nil }
  }

  /// Parses `source`; operators are folded with the standard operator table (a folding error
  /// leaves that expression unfolded).
  ///
  /// - Throws: `AuditProblem.refused` for source `SourceLimits` refuses, screened as scenes
  ///   are: before parsing (characters, bracket nesting), then on the parsed and the folded
  ///   trees (depth), so no parser diagnostic traps and no rule's walk overflows the stack.
  public init(path: String, source: String) throws(AuditProblem) {
    self.path = path
    self.source = source
    if let (line, column, code) = SourceLimits.firstInvalidCharacter(in: source) {
      throw .refused(
        path: path, line: line, column: column, code: "S002",
        detail: String(format: "U+%04X", code))
    }
    if let (line, column, problem) = SourceLimits.firstLexicalProblem(in: source) {
      throw .refused(
        path: path, line: line, column: column, code: problem.code, detail: "\(problem.limit)")
    }
    var bytes = Array(source.utf8)
    let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
      Parser.parse(
        source: UnsafeBufferPointer(buffer), maximumNestingLevel: SourceLimits.parserNestingLimit)
    }
    // Before folding, which would recurse as deep as the longest operator chain.
    if let deep = SourceLimits.nodeTooDeep(in: parsed) {
      let location = SourceLocationConverter(fileName: path, tree: parsed).location(
        for: deep.positionAfterSkippingLeadingTrivia)
      throw .refused(
        path: path, line: location.line, column: location.column, code: "S003",
        detail: "\(SourceLimits.treeDepthLimit)")
    }
    let folded = SwiftOperatorTable.standard.foldAll(parsed) { _ in }
    let tree = folded.as(SourceFileSyntax.self) ?? parsed
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    // Reading comments means visiting every token: only worth it when one can be a directive.
    self.suppressions =
      source.contains("idlab:") ? Suppressions(tree: tree, converter: converter) : Suppressions()
    self.index = SyntaxIndex(tree)
  }

  /// The token that starts at `point`, if one does.
  func token(at point: SourcePoint) -> TokenSyntax? {
    let position = converter.position(ofLine: point.line, column: point.column)
    return tree.token(at: position)
  }

  /// The line and column where `node` starts (after its leading trivia).
  public func location(of node: some SyntaxProtocol) -> SourcePoint {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePoint(line: location.line, column: location.column)
  }
}
