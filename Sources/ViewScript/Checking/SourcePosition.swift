import SwiftSyntax

/// Where a syntax node is, for diagnostics and runtime failures.
struct SourcePosition {
  var line: Int
  var column: Int
  var length: Int

  init(_ node: some SyntaxProtocol, converter: SourceLocationConverter) {
    let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
    line = start.line
    column = start.column
    length =
      end.line == start.line
      ? max(1, end.column - start.column)
      : max(
        1,
        Self.restOfLine(
          converter: converter, line: start.line, column: start.column))
  }

  static func restOfLine(converter: SourceLocationConverter, line: Int, column: Int) -> Int {
    let next = converter.position(ofLine: line + 1, column: 1)
    let here = converter.position(ofLine: line, column: column)
    return max(1, next.utf8Offset - here.utf8Offset - 1)
  }
}

extension SourcePosition {
  static let unknown = SourcePosition(line: 1, column: 1, length: 1)

  init(line: Int, column: Int, length: Int) {
    self.line = line
    self.column = column
    self.length = length
  }
}

extension ScriptDiagnostic {
  /// A diagnostic of `kind` at the construct `node`, in the file `converter` reads.
  init(
    _ kind: DiagnosticKind, _ arguments: [String: String] = [:], at node: some SyntaxProtocol,
    converter: SourceLocationConverter, path: String
  ) {
    let where_ = SourcePosition(node, converter: converter)
    self.init(
      kind, arguments, path: path, line: where_.line, column: where_.column, length: where_.length)
  }
}
