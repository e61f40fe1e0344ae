import SwiftSyntax

/// Whether a membership check (`collection.contains(…)`) keeps one insertion from adding a
/// value the collection already holds: the check must guard that writer's path, not merely
/// exist. Decided per insert (so per writer, `ProjectFacts.repeatableAppends`):
///
/// - a `guard` before the insert, in the code around it, that exits unless the value is absent
///   (`guard !words.contains(word) else { return }`), or an `if` that exits when it is present
///   (`if words.contains(word) { return }`);
/// - an `if` around the insert that holds only while the value is absent (`if
///   !words.contains(word) { words.append(word) }`), or the `else` of one that holds when it
///   is present;
/// - the `else` of an `if let i = words.firstIndex(of: word)` (a toggle: remove it when it
///   is there, else append it), or of a `guard let i = words.firstIndex(of: word)` (move the
///   one there, else insert it), and an `if words.firstIndex(of: word) == nil` around it;
/// - a loop's `where` clause that lets an element through only while it is absent (`for word
///   in incoming where !words.contains(word) { words.append(word) }`);
/// - a `.disabled(words.contains(word))` on the control whose action inserts (SwiftUI's
///   `disabled(_:)` "adds a condition that controls whether users can interact with this view");
/// - any of these through a function of the same type the condition calls, whose body is one
///   expression (`guard isOriginal(word: answer) else { … }` with `func isOriginal(word:) ->
///   Bool { !usedWords.contains(word) }`), or whose statements give `true` only past a check
///   that the value is absent (`if usedWords.contains(word) { alert(); return false }; return
///   true`), a few calls deep (`isValid(word)` returning `isPossible(word) &&
///   isOriginal(word)`: audit sample AJ's two false warnings).
///
/// A type that declares such a helper but never calls it on the insert's path keeps nothing
/// unique. The checked value is not compared with the inserted one: a membership test of the
/// collection on the path is taken as the writer's intent.
struct MembershipGuard {
  /// The collection the values go into, as `collectionKey` names it.
  let collection: String
  /// The project's functions in the file, as `Type.name` (`name` outside a type).
  let functions: [String: FunctionDeclSyntax]

  /// Whether `insert`, a call that adds a value to `collection`, runs only while the value is
  /// absent.
  func guards(_ insert: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(insert)
    while let parent = current.parent {
      if let list = parent.as(CodeBlockItemListSyntax.self),
        list.contains(where: { $0.position < current.position && exitsWhenPresent($0) })
      {
        return true
      }
      if let branch = parent.as(IfExprSyntax.self) {
        let truth = evaluate(branch.conditions, depth: 0)
        if current.id == branch.body.id, truth.provesAbsent { return true }
        if current.id == branch.elseBody?.id, truth.requiresPresence { return true }
      }
      // `guard let old = paths.firstIndex(of: path) else { paths.insert(path, at: 0); return }`:
      // the `else` runs only when the condition fails, so while the value is absent (audit
      // sample AR: a recents list that moves a path already there).
      if let statement = parent.as(GuardStmtSyntax.self), current.id == statement.body.id,
        evaluate(statement.conditions, depth: 0).requiresPresence
      {
        return true
      }
      // `for word in incoming where !words.contains(word) { words.append(word) }`: the loop's
      // body runs only for the elements its `where` clause lets through.
      if let loop = parent.as(ForStmtSyntax.self), current.id == loop.body.id,
        let filter = loop.whereClause?.condition, evaluate(filter, depth: 0).provesAbsent
      {
        return true
      }
      // `Button { words.append(word) }.disabled(words.contains(word))`.
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let modifier = member.parent?.as(FunctionCallExprSyntax.self),
        modifier.calledExpression.id == member.id, modifier.calleeName == "disabled",
        let condition = modifier.firstUnlabeledArgument,
        evaluate(condition, depth: 0).requiresPresence
      {
        return true
      }
      if let setter = parent.as(ClosureExprSyntax.self), insertsOnlyWhenTurnedOn(insert, setter) {
        return true
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
        || parent.is(MemberBlockSyntax.self) || parent.is(InitializerDeclSyntax.self)
      {
        return false
      }
      current = parent
    }
    return false
  }

  /// Whether `setter` is the `set:` closure of a `Binding(get:set:)` whose getter is the
  /// membership test (`get: { days.contains(day) }`) and `insert` runs only when it is given
  /// `true` (`if on { days.append(day) }`): a toggle sets `true` only while the getter says
  /// `false`, so the value is absent (audit sample AK: a day toggle's binding).
  func insertsOnlyWhenTurnedOn(_ insert: FunctionCallExprSyntax, _ setter: ClosureExprSyntax)
    -> Bool
  {
    guard let argument = setter.parent?.as(LabeledExprSyntax.self), argument.label?.text == "set",
      let binding = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      binding.calleeName == "Binding",
      let getter = binding.argument(labeled: "get")?.as(ClosureExprSyntax.self),
      getter.statements.count == 1, let item = getter.statements.first?.item
    else { return false }
    let tested = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    guard let tested, case let truth = evaluate(tested, depth: 0), truth.requiresPresence,
      truth.provesPresence
    else { return false }
    let parameter = Self.onlyParameter(of: setter)
    var current = Syntax(insert)
    while let parent = current.parent, parent.id != setter.id {
      if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id,
        branch.conditions.count == 1,
        case .expression(let condition) = branch.conditions.first?.condition,
        condition.trimmedDescription == parameter
          || condition.trimmedDescription == "\(parameter) == true"
      {
        return true
      }
      current = parent
    }
    return false
  }

  /// The methods that find an element of a collection or give nil (`firstIndex(of:)`,
  /// `lastIndex(of:)`, `first(where:)`, `last(where:)`, `firstIndex(where:)`).
  static let finders: Set<String> = ["firstIndex", "lastIndex", "first", "last"]

  /// The name a one-parameter closure gives its parameter (`on in …`), else `$0`.
  static func onlyParameter(of closure: ClosureExprSyntax) -> String {
    let names = closure.parameterNames
    return names.count == 1 ? names[0] : "$0"
  }

  /// Whether the statement is a `guard` that goes on only while the value is absent, or an
  /// `if` without `else` that exits whenever it is present.
  func exitsWhenPresent(_ item: CodeBlockItemSyntax) -> Bool {
    if let statement = item.item.as(GuardStmtSyntax.self) {
      return evaluate(statement.conditions, depth: 0).provesAbsent
    }
    guard
      let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        ?? item.item.as(IfExprSyntax.self),
      branch.elseBody == nil, let last = branch.body.statements.last?.item
    else { return false }
    let exits =
      last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
      || last.is(ContinueStmtSyntax.self) || last.is(BreakStmtSyntax.self)
    return exits && evaluate(branch.conditions, depth: 0).requiresPresence
  }

  /// What a condition list (all of its conditions hold) says of the value's presence.
  func evaluate(_ conditions: ConditionElementListSyntax, depth: Int) -> Truth {
    conditions.reduce(Truth.anything) { truth, element in
      // `if let index = words.firstIndex(of: word)`: the binding succeeds when the value is in
      // the collection (`firstIndex(of:)`, `lastIndex(of:)`, `first(where:)`, `last(where:)`,
      // `firstIndex(where:)` find an element or give nil).
      if case .optionalBinding(let binding) = element.condition,
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let name = call.calleeName, Self.finders.contains(name),
        call.receiver?.collectionKey == collection
      {
        return truth.and(.present)
      }
      guard case .expression(let expression) = element.condition else {
        return truth.and(.unknown)
      }
      return truth.and(evaluate(expression, depth: depth))
    }
  }

  /// What `expression` being true says of the value's presence in `collection`.
  func evaluate(_ expression: ExprSyntax, depth: Int) -> Truth {
    guard depth < 4 else { return .unknown }
    let expression = expression.unparenthesized
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression, depth: depth).negated
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      let left = evaluate(infix.leftOperand, depth: depth)
      switch operation {
      case "&&": return left.and(evaluate(infix.rightOperand, depth: depth))
      case "||": return left.or(evaluate(infix.rightOperand, depth: depth))
      case "==", "!=":
        // `words.firstIndex(of: word) == nil`: nil only while the value is absent.
        if infix.rightOperand.is(NilLiteralExprSyntax.self),
          let call = infix.leftOperand.unparenthesized.as(FunctionCallExprSyntax.self),
          let name = call.calleeName, Self.finders.contains(name),
          call.receiver?.collectionKey == collection
        {
          return operation == "==" ? Truth.present.negated : .present
        }
        // `words.contains(word) == false`.
        guard let literal = infix.rightOperand.as(BooleanLiteralExprSyntax.self) else {
          return .unknown
        }
        let isTrue = (literal.literal.tokenKind == .keyword(.true)) == (operation == "==")
        return isTrue ? left : left.negated
      default: return .unknown
      }
    }
    // `var hasProduct = products.contains(name)` before `if hasProduct == false { … }`: a local
    // holding the check says what the check says while nothing writes it (audit sample AP).
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration, let initial = local.initializer,
      local.isLet || !LocalDeclaration.isAssigned(reference.baseName.text, in: local.scope)
    {
      return evaluate(initial, depth: depth + 1)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName
    else { return .unknown }
    if name == "contains", call.receiver?.collectionKey == collection {
      return .present
    }
    // `tags.allSatisfy { $0 != tag }`: true only while the value is absent, as
    // `!tags.contains(tag)` (audit sample AL: two tag sheets).
    if name == "allSatisfy", call.receiver?.collectionKey == collection,
      let closure = call.trailingClosure ?? call.firstUnlabeledArgument?.as(ClosureExprSyntax.self),
      closure.statements.count == 1,
      let test = closure.statements.first?.item.as(InfixOperatorExprSyntax.self),
      test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
      case let element = Self.onlyParameter(of: closure),
      [test.leftOperand, test.rightOperand].contains(where: { $0.trimmedDescription == element })
    {
      return Truth.present.negated
    }
    // A function of the same type, whose one expression is the check, or whose statements
    // give `true` only past one.
    guard call.receiver == nil || call.receiver?.trimmedDescription == "self",
      let function = functions[call.enclosingTypeName.map { "\($0).\(name)" } ?? name],
      let body = function.body?.statements, let first = body.first?.item
    else { return .unknown }
    guard body.count == 1 else { return evaluate(statements: body, depth: depth + 1) }
    let returned = first.as(ExprSyntax.self) ?? first.as(ReturnStmtSyntax.self)?.expression
    return returned.map { evaluate($0, depth: depth + 1) } ?? .unknown
  }

  /// What a Boolean function's statements giving `true` say of the value's presence: the
  /// statements are read in order, each `guard` whose `else` gives only `false` and each `if`
  /// that gives `false` when the value is present (`if words.contains(word) { …; return false
  /// }`) narrowing what follows, up to the last `return`; any other statement that could give
  /// `true` says nothing. Only what a `true` result implies is known (the other checks along
  /// the way are not read).
  func evaluate(statements: CodeBlockItemListSyntax, depth: Int) -> Truth {
    guard depth < 4 else { return .unknown }
    var absent = false
    for item in statements {
      if let statement = item.item.as(GuardStmtSyntax.self) {
        guard Self.givesOnlyFalse(Syntax(statement.body)) else { return .unknown }
        if evaluate(statement.conditions, depth: depth).provesAbsent { absent = true }
        continue
      }
      if let returned = item.item.as(ReturnStmtSyntax.self) {
        guard let value = returned.expression else { return .unknown }
        let isTrue = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        let truth = isTrue ? Truth.unknown : evaluate(value, depth: depth)
        return Truth(
          impliesAbsent: absent || truth.impliesAbsent, impliesPresent: truth.impliesPresent,
          followsPresence: false, followsAbsence: false)
      }
      if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        ?? item.item.as(IfExprSyntax.self), branch.elseBody == nil,
        branch.body.statements.last?.item.as(ReturnStmtSyntax.self) != nil,
        Self.givesOnlyFalse(Syntax(branch.body))
      {
        if evaluate(branch.conditions, depth: depth).requiresPresence { absent = true }
        continue
      }
      // A statement that adds to the collection itself (`used.append(word)`) makes the later
      // `true` no proof that the value is absent (the caller then adds it a second time).
      guard Self.givesOnlyFalse(Syntax(item)), !addsToCollection(Syntax(item)) else {
        return .unknown
      }
    }
    return .unknown
  }

  /// Whether `node` calls a method that adds elements to `collection` (`append`, `insert`,
  /// `formUnion`, …).
  func addsToCollection(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard Self.adding.contains(token.text),
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.declName.baseName.id == token.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      return call.receiver?.collectionKey == collection
    }
  }

  /// The methods that add elements to a collection.
  static let adding: Set<String> = ["append", "insert", "formUnion", "update", "add"]

  /// Whether every `return` in `node` (outside its closures and nested functions) gives
  /// `false`.
  static func givesOnlyFalse(_ node: Syntax) -> Bool {
    final class Returns: SyntaxVisitor {
      var onlyFalse = true
      override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
          != .keyword(.false)
        {
          onlyFalse = false
        }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
    }
    let returns = Returns(viewMode: .sourceAccurate)
    returns.walk(node)
    return returns.onlyFalse
  }

  /// What a Boolean condition says of the value's presence (P): whether the condition being
  /// true proves P absent or present, and whether P present (or absent) makes it true.
  struct Truth {
    /// The condition implies the value is absent.
    var impliesAbsent: Bool
    /// The condition implies the value is present.
    var impliesPresent: Bool
    /// The value being present implies the condition.
    var followsPresence: Bool
    /// The value being absent implies the condition.
    var followsAbsence: Bool

    /// `collection.contains(value)`.
    static let present = Truth(
      impliesAbsent: false, impliesPresent: true, followsPresence: true, followsAbsence: false)
    /// A condition that says nothing of the value.
    static let unknown = Truth(
      impliesAbsent: false, impliesPresent: false, followsPresence: false, followsAbsence: false)
    /// No condition at all (always true).
    static let anything = Truth(
      impliesAbsent: false, impliesPresent: false, followsPresence: true, followsAbsence: true)

    /// True only while the value is absent: a `guard` on it goes on only then.
    var provesAbsent: Bool { impliesAbsent }
    /// True whenever the value is present: an exit on it leaves whenever the value is there.
    var requiresPresence: Bool { followsPresence }
    /// True only while the value is present.
    var provesPresence: Bool { impliesPresent }

    var negated: Truth {
      Truth(
        impliesAbsent: followsPresence, impliesPresent: followsAbsence,
        followsPresence: impliesAbsent, followsAbsence: impliesPresent)
    }

    func and(_ other: Truth) -> Truth {
      Truth(
        impliesAbsent: impliesAbsent || other.impliesAbsent,
        impliesPresent: impliesPresent || other.impliesPresent,
        followsPresence: followsPresence && other.followsPresence,
        followsAbsence: followsAbsence && other.followsAbsence)
    }

    func or(_ other: Truth) -> Truth {
      Truth(
        impliesAbsent: impliesAbsent && other.impliesAbsent,
        impliesPresent: impliesPresent && other.impliesPresent,
        followsPresence: followsPresence || other.followsPresence,
        followsAbsence: followsAbsence || other.followsAbsence)
    }
  }
}
