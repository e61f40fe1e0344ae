import SwiftSyntax

/// What a view's input holds for the whole life of one instance.
///
/// A view is a value its parent builds again on every update, from the arguments written at
/// one place in the parent's code; an input is "fixed per instance" when every place in the
/// target passes a value that cannot change there (sample K). Besides the constants of
/// `resolveInputs`, two weaker facts decide conditions:
///
/// - **Which case.** `.picked(names)` builds the enum case `picked` whatever its
///   payload, so an input every place fills with a constant or such a case keeps its case,
///   and a `switch` on it whose patterns only name cases (binding the payload, never testing
///   it) always takes the same branch for an instance.
/// - **Which options.** `options.contains(.wide)` holds or not for the whole life of an
///   instance when every place passes a value whose membership of `.wide` cannot change: a
///   constant, a computed property every `return` of which lists `.wide` (or none of which
///   does), a ternary whose branches agree, `x.union(.wide)` (`SetAlgebra`'s `union(_:)`
///   "returns a new set with the elements of both this set and the given set"), or another
///   input or parameter so filled.
extension ProjectFacts {
  /// Whether a value's membership of an option can change: `always` or `never` in it, `fixed`
  /// (one or the other, for the life of the value), or `varies`.
  enum Membership: Equatable {
    case always, never, fixed, varies

    /// The membership of a value that is one of `alternatives` at different times.
    static func alternating(_ alternatives: [Membership]) -> Membership {
      if alternatives.allSatisfy({ $0 == .always }) { return .always }
      if alternatives.allSatisfy({ $0 == .never }) { return .never }
      return .varies
    }
  }

  /// Whether `key` (an input `Type.label`, or a parameter `name(label:)` when `isArgument`)
  /// holds, at every place that passes it, a value whose membership of `member` is fixed for
  /// the life of the instance built there.
  func hasFixedMembership(
    _ key: String, of member: String, isArgument: Bool, visiting: Set<String> = []
  ) -> Bool {
    if isArgument ? literalArguments[key] == true : literalInputs[key] == true { return true }
    if isArgument ? varyingArguments.contains(key) : varyingInputs.contains(key) { return false }
    // A cycle of inputs passed on adds no value of its own.
    if visiting.contains(key) || visiting.count > 12 { return visiting.contains(key) }
    let values = (isArgument ? pendingArguments[key] : pendingInputs[key]) ?? []
    let next = visiting.union([key])
    return values.allSatisfy { membership(of: $0, member, visiting: next) != .varies }
  }

  /// The membership of `member` in `value`, as a caller passes it.
  func membership(of value: ArgumentValue, _ member: String, visiting: Set<String>)
    -> Membership
  {
    switch value {
    case .members(let names):
      if names.contains(member) { return .always }
      return names.isEmpty ? .never : .fixed
    case .name(let name, let reader):
      if isConstant(value) { return .fixed }
      guard let reader else { return .varies }
      let key = "\(reader).\(name)"
      if inputMembers.contains(key), !changes(name, of: [reader]) {
        return hasFixedMembership(key, of: member, isArgument: false, visiting: visiting)
          ? .fixed : .varies
      }
      if let sets = computedReturnSets[key] {
        return .alternating(
          sets.map { $0.contains(member) ? .always : $0.isEmpty ? .never : .varies })
      }
      return .varies
    case .parameter(let key):
      return hasFixedMembership(key, of: member, isArgument: true, visiting: visiting)
        ? .fixed : .varies
    case .choice(let condition, let branches):
      let found = branches.map { membership(of: $0, member, visiting: visiting) }
      if found.contains(.varies) { return .varies }
      let agreed = Membership.alternating(found)
      if agreed != .varies { return agreed }
      return condition.map { isConstant($0) } == true ? .fixed : .varies
    case .setOperation(let operation, let base, let other):
      let first = membership(of: base, member, visiting: visiting)
      let second = membership(of: other, member, visiting: visiting)
      switch operation {
      case "union":
        if first == .always || second == .always { return .always }
        if first == .never && second == .never { return .never }
      case "subtracting":
        if second == .always { return .never }
      case "intersection":
        if first == .never || second == .never { return .never }
        if first == .always && second == .always { return .always }
      default:
        break
      }
      return first == .varies || second == .varies ? .varies : .fixed
    default:
      return isConstant(value) ? .fixed : .varies
    }
  }

  /// Whether `name`, read bare in `owner`'s code, is an input (or the owner's property nothing
  /// writes) whose membership of `member` is fixed per instance.
  func hasFixedMembership(_ name: String, of member: String, readIn owner: String) -> Bool {
    guard !changes(name, of: [owner]), !localOnlyNames.contains(name) else { return false }
    let key = "\(owner).\(name)"
    guard inputMembers.contains(key) else { return !canChange(name, bare: true, of: [owner]) }
    return isLiteralInput(name, of: [owner])
      || hasFixedMembership(key, of: member, isArgument: false)
  }

  /// Whether the computed property `name` of each of `owners`, read bare, makes the same value
  /// for an instance's whole life: its getter reads only constants (`isFixedComputedValue`), or
  /// it tests an option of an input whose membership of it is fixed (`var wide: Bool {
  /// options.contains(.wide) }`).
  func isFixedPerInstance(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty else { return false }
    return owners.allSatisfy { owner in
      if computedReads["\(owner).\(name)"] != nil,
        isFixedComputedValue(name, of: [owner], depth: 0)
      {
        return true
      }
      guard let test = computedContains["\(owner).\(name)"] else { return false }
      let parts = test.split(separator: "|").map(String.init)
      return parts.count == 2 && readsOnlyValues([parts[0]], in: owner)
        && hasFixedMembership(parts[0], of: parts[1], readIn: owner)
    }
  }

  /// Whether the input `key` (`Type.label`) keeps its enum case for an instance's life: every
  /// place passes a constant, a case of the input's declared enum written `.picked(…)`, or
  /// another input so filled.
  func keepsItsCase(_ key: String, visiting: Set<String> = []) -> Bool {
    if literalInputs[key] == true { return true }
    guard !varyingInputs.contains(key), !visiting.contains(key), visiting.count < 12,
      let declared = memberTypes[key]?.baseTypeName, let cases = enumCases[declared]
    else { return visiting.contains(key) }
    return (pendingInputs[key] ?? []).allSatisfy { value in
      switch value {
      case .enumCase(let name, _):
        return cases.contains(name)
      case .members(let names) where names.count == 1:
        return names.isSubset(of: cases)
      case .name(let name, let reader?):
        let passed = "\(reader).\(name)"
        return isConstant(value)
          || inputMembers.contains(passed) && !changes(name, of: [reader])
            && keepsItsCase(passed, visiting: visiting.union([key]))
      default:
        return isConstant(value)
      }
    }
  }

  /// Whether `switch` only chooses a case of an input that keeps its case for an instance's
  /// life: its subject is the reading type's input (bare or through `self`), and every pattern
  /// names a case, binding its payload at most (`case .picked(let names):`), with no `where`.
  func choosesFixedCase(_ switchExpression: SwitchExprSyntax) -> Bool {
    let subject = switchExpression.subject.unparenthesized
    guard subject.isBareRead, let name = subject.referencedName,
      let owner = switchExpression.enclosingTypeName,
      subject.as(DeclReferenceExprSyntax.self)?.localDeclaration == nil,
      inputMembers.contains("\(owner).\(name)"), !changes(name, of: [owner])
    else { return false }
    for item in switchExpression.cases {
      guard case .switchCase(let switchCase) = item else { return false }
      guard case .case(let label) = switchCase.label else { continue }
      for caseItem in label.caseItems {
        guard caseItem.whereClause == nil, caseItem.pattern.onlyNamesACase else { return false }
      }
    }
    return keepsItsCase("\(owner).\(name)")
  }
}

extension PatternSyntax {
  /// Whether this `case` pattern only names an enum case: `.follow`, `.picked(let names)`,
  /// `.picked(_)`, `let .picked(names)`; not one that tests a payload (`.picked([])`).
  var onlyNamesACase: Bool {
    var pattern = PatternSyntax(self)
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      return false
    }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      call.calledExpression.is(MemberAccessExprSyntax.self)
    else { return false }
    return call.arguments.allSatisfy { argument in
      let value = argument.expression.unparenthesized
      if value.is(DiscardAssignmentExprSyntax.self) { return true }
      if let bound = value.as(PatternExprSyntax.self) {
        return bound.pattern.is(ValueBindingPatternSyntax.self)
          || bound.pattern.is(WildcardPatternSyntax.self)
      }
      // `let .picked(names)`: a bare name under `let` is bound.
      return value.is(DeclReferenceExprSyntax.self) && self.is(ValueBindingPatternSyntax.self)
    }
  }
}
