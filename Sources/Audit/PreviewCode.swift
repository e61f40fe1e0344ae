import SwiftSyntax

/// Where one file's preview code is, and which types it names inside and outside previews.
///
/// Preview code never runs in the app, so no hazard in it can happen while the app runs:
/// a `#Preview`, a type that conforms to `PreviewProvider` (and its extensions), and a type of
/// the project that only preview code names and that is not a view (a wrapper that feeds
/// previews their sample modes) get no findings. A type counts as named where any code other
/// than its own declaration and extensions writes its name.
struct PreviewCode: Sendable {
  /// Line ranges of `#Preview`s and `PreviewProvider` types.
  var ranges: [ClosedRange<Int>] = []
  /// Line ranges of each type's declaration and extensions in the file.
  var typeRanges: [String: [ClosedRange<Int>]] = [:]
  /// Type-like names (starting with an uppercase letter) written outside preview code.
  var appReferences: Set<String> = []
  /// Type-like names written inside preview code.
  var previewReferences: Set<String> = []

  /// No preview code.
  fileprivate init() {}

  /// Walks `file` once.
  init(_ file: AuditedFile) {
    let walker = PreviewWalker(file: file)
    walker.walk(file.tree)
    self = walker.code
  }

  /// Whether `line` is inside preview code, `previewOnlyTypes` being the project's types
  /// that only preview code names.
  func contains(line: Int, previewOnlyTypes: Set<String>) -> Bool {
    if ranges.contains(where: { $0.contains(line) }) { return true }
    return previewOnlyTypes.contains { type in
      typeRanges[type]?.contains { $0.contains(line) } == true
    }
  }
}

/// The visitor behind `PreviewCode`.
private final class PreviewWalker: SyntaxVisitor {
  let file: AuditedFile
  var code = PreviewCode()
  /// How many preview declarations enclose the node being visited.
  var previewDepth = 0
  /// The types whose declaration or extension encloses the node being visited.
  var enclosingTypes: [String] = []

  init(file: AuditedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    let start = file.location(of: node).line
    let end = file.converter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...max(start, end)
  }

  func enterType(_ name: String, _ node: some SyntaxProtocol, inherited: InheritanceClauseSyntax?) {
    code.typeRanges[name, default: []].append(lines(of: node))
    enclosingTypes.append(name)
    let isPreview =
      inherited?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" }
      == true
    if isPreview { code.ranges.append(lines(of: node)) }
    previewDepth += isPreview ? 1 : 0
  }

  func leaveType(inherited: InheritanceClauseSyntax?) {
    enclosingTypes.removeLast()
    if inherited?.inheritedTypes.contains(where: {
      $0.type.trimmedDescription == "PreviewProvider"
    }) == true {
      previewDepth -= 1
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node, inherited: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node, inherited: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node, inherited: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, node, inherited: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    leaveType(inherited: node.inheritanceClause)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      code.ranges.append(lines(of: node))
      previewDepth += 1
    }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  // A file's top-level `#Preview { … }` parses as an expression (sample L).
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      code.ranges.append(lines(of: node))
      previewDepth += 1
    }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionExprSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    record(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text)
    return .visitChildren
  }

  /// A type-like name written here, unless it names the type being declared.
  func record(_ name: String) {
    guard name.first?.isUppercase == true, !enclosingTypes.contains(name) else { return }
    if previewDepth > 0 {
      code.previewReferences.insert(name)
    } else {
      code.appReferences.insert(name)
    }
  }
}
