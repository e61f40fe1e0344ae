import SwiftSyntax

/// What a piece of code the run skips may do, read from its syntax alone: the places it may
/// write, the calls whose effects have to be looked at before it can be skipped, and whether it
/// can leave by a `return`, `break`, `continue` or a `throw` (`Interpreter+OpaqueDecisions.swift`).
///
/// Closures inside it count as if they ran (an action, a `Task`, a completion handler may run
/// later with what they captured); nested functions likewise.
final class SkippedCodeScan: SyntaxVisitor {
  /// A call on a receiver (`store.reload()`, `URLCache.shared.removeAll()`), looked at when the
  /// run decides whether the code can be skipped.
  struct ReceiverCall {
    var base: ExprSyntax
    var name: String
  }

  /// Names declared inside the code (locals, parameters, closure parameters, pattern
  /// bindings): writes to them end with the code.
  private(set) var declared: Set<String> = []
  /// The places written (`x = …`, `x.y += …`, `&x`, `x.append(…)`), as written.
  private(set) var written: [ExprSyntax] = []
  /// Functions called by a bare name (`reload()`): the program's own or the library's.
  private(set) var bareCalls: [String] = []
  /// Types whose initializer the code calls by name (`Tracker()`, `URL(string: …)`).
  private(set) var initializedTypes: [String] = []
  /// Methods called on `self` (`self.reload()`).
  private(set) var selfCalls: [String] = []
  /// Calls on a receiver.
  private(set) var receiverCalls: [ReceiverCall] = []
  /// A call of something that is not a name (`handler?()`, `make()()`), an implicit member
  /// (`.init()`), or through `super`: code idlab cannot name before it runs.
  private(set) var callsUnnamed = false
  /// A `throw` or a `try` whose error leaves the code.
  private(set) var throwsOut = false
  /// A `return`, `break`, `continue` or `fallthrough` that leaves the code.
  private(set) var leaves = false

  private var closures = 0
  private var loops = 0
  private var switches = 0
  private var catching = 0

  /// The methods and library calls that change their receiver in place
  /// (`RangeReplaceableCollection`, `SetAlgebra`, `MutableCollection`, `Dictionary`, `Bool`).
  static let mutatingNames: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "popLast", "popFirst", "sort", "reverse", "shuffle", "toggle", "merge", "updateValue",
    "removeValue", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    "replaceSubrange", "swapAt", "move", "negate", "reserveCapacity",
  ]

  /// Scans `nodes` (a loop or a `switch` among them keeps its own `break`, a loop its
  /// `continue`); `loops` and `switches` count those the nodes are inside of (a loop's body
  /// scanned without the loop).
  init(_ nodes: [Syntax], loops: Int = 0, switches: Int = 0) {
    self.loops = loops
    self.switches = switches
    super.init(viewMode: .sourceAccurate)
    for node in nodes { walk(node) }
  }

  private static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=", "&+=", "&-=", "&*=",
  ]

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self)
      || node.operator.as(BinaryOperatorExprSyntax.self).map({
        Self.compoundAssignments.contains($0.operator.text)
      }) == true
    {
      written.append(node.leftOperand)
    }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    written.append(node.expression)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name.first?.isUppercase == true {
        initializedTypes.append(name)
      } else {
        bareCalls.append(name)
      }
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let base = member.base {
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
          selfCalls.append(name)
        } else if base.is(SuperExprSyntax.self) {
          callsUnnamed = true
        } else if Self.mutatingNames.contains(name) {
          written.append(base)
        } else {
          receiverCalls.append(ReceiverCall(base: base, name: name))
        }
      } else {
        // `.init()`, `.make()`: a member of a type only the context names.
        callsUnnamed = true
      }
    } else if !callee.is(ClosureExprSyntax.self) {
      callsUnnamed = true
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      declared.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closures += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { closures -= 1 }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    closures += 1
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { closures -= 1 }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    loops += 1
    return .visitChildren
  }
  override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    loops += 1
    return .visitChildren
  }
  override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    loops += 1
    return .visitChildren
  }
  override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    switches += 1
    return .visitChildren
  }
  override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }

  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
    // A `do` whose last clause catches everything keeps its body's errors in.
    let catchesAll = node.catchClauses.last.map { $0.catchItems.isEmpty } ?? false
    if catchesAll { catching += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: DoStmtSyntax) {
    if node.catchClauses.last.map({ $0.catchItems.isEmpty }) ?? false { catching -= 1 }
  }

  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    if node.catchItems.isEmpty { declared.insert("error") }
    // A catch clause's own errors leave the `do`.
    if node.parent?.parent?.as(DoStmtSyntax.self)?.catchClauses.last?.catchItems.isEmpty == true {
      catching -= 1
      walkClause(node)
      catching += 1
      return .skipChildren
    }
    return .visitChildren
  }

  private func walkClause(_ node: CatchClauseSyntax) {
    for item in node.catchItems { walk(item) }
    walk(node.body)
  }

  override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
    if closures == 0, catching == 0 { throwsOut = true }
    return .visitChildren
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark == nil, closures == 0, catching == 0 { throwsOut = true }
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if closures == 0 { leaves = true }
    return .visitChildren
  }

  override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
    let inside = loops > 0 || switches > 0
    if closures == 0, node.label != nil || !inside { leaves = true }
    return .visitChildren
  }

  override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
    let inside = loops > 0
    if closures == 0, node.label != nil || !inside { leaves = true }
    return .visitChildren
  }

  override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind {
    if closures == 0, switches == 0 { leaves = true }
    return .visitChildren
  }
}
