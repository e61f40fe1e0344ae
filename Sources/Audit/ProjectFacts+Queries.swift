import SwiftSyntax

extension ProjectFacts {
  /// Whether the collection or value called `name` can change while a view shows it; `owners`
  /// are the types it is read as a property of (`model.ships` with `model: Fleet`), when known:
  /// then only writes that can reach those types count.
  public func changes(_ name: String, of owners: Set<String>? = nil) -> Bool {
    dynamicNames.contains(name)
      || ((mutatedNames.contains(name) || endChangedNames.contains(name)
        || loadedNames.contains(name)) && isWritten(name, of: owners))
  }

  /// Whether `name` changes, and only at its end or by a load when a view appears: every
  /// position shown keeps its element.
  public func changesOnlyAtItsEnd(_ name: String, of owners: Set<String>? = nil) -> Bool {
    (endChangedNames.contains(name) || loadedNames.contains(name))
      && !dynamicNames.contains(name) && !mutatedNames.contains(name)
      && isWritten(name, of: owners)
  }

  /// Whether a write of `name` can reach it as a property of `owners` (any write, when the
  /// owners or the writers are not known).
  public func isWritten(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty, let found = writers[name] else { return true }
    return found.contains { writer in
      if writer == "?" { return true }
      if writer.hasPrefix("@") {
        guard let types = valueTypes[String(writer.dropFirst())] else { return true }
        return !types.isDisjoint(with: owners)
      }
      return owners.contains(writer)
    }
  }

  /// The types a collection read is a property of: `model.ships` with `model` declared as a
  /// project type, or `ships` read in the code of `reader` when `reader` declares it.
  public func owners(of expression: ExprSyntax, readIn reader: String?) -> Set<String>? {
    let expression = expression.unparenthesized
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self)
    {
      if base.baseName.text == "self" { return reader.map { [$0] } }
      return valueTypes[base.baseName.text]
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self), let reader,
      storedMembers.contains("\(reader).\(reference.baseName.text)")
    {
      return [reader]
    }
    return nil
  }

  /// Whether every place the project builds one of `owners` passes `name` as a literal
  /// (`Spinner(dots: 3)`, `.compact`): the input is a constant of the view.
  public func isLiteralInput(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty else { return false }
    return owners.allSatisfy { literalInputs["\($0).\(name)"] == true }
  }

  /// Whether `base.member` is fixed while `base` is: `base` is declared with a type of the
  /// project whose `member` is a stored `let`, and the code never writes `base`. Facts about
  /// another type's `member` of the same name do not apply.
  public func isFixedMember(_ member: String, of base: String) -> Bool {
    guard let types = valueTypes[base], !types.isEmpty, !changes(base) else { return false }
    return types.allSatisfy { letMembers.contains("\($0).\(member)") }
  }

  /// The declared types of `base.member` (optionals unwrapped), resolved through `base`'s own
  /// declared types; nil when they are not all known (then facts by name are all there is).
  /// `instance.avatar` is a `URL`, whatever another type's `avatar` is.
  public func memberTypes(_ member: String, of base: String) -> [String]? {
    guard let types = valueTypes[base], !types.isEmpty else { return nil }
    var result: [String] = []
    for type in types.sorted() {
      guard var declared = memberTypes["\(type).\(member)"] else { return nil }
      while declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
      result.append(declared)
    }
    return result
  }

  /// The element types of the collection `base.member`, resolved like `memberTypes`.
  public func memberElementTypes(_ member: String, of base: String) -> Set<String>? {
    guard let declared = memberTypes(member, of: base) else { return nil }
    return Set(
      declared.compactMap { type in
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
      })
  }

  /// Whether a condition reading `name` can flip while a view shows it: the code writes it,
  /// something outside the code does, or the project does not declare it as a stored property
  /// (a parameter, a computed property, an SDK property); a local computed while the body runs;
  /// and, read bare (`isDisabled`, the type's own property), an input its parent passes. Read
  /// as a member (`message.isReply`), an input no code writes is as it was built.
  public func canChange(_ name: String, bare: Bool, of owners: Set<String>? = nil) -> Bool {
    changes(name, of: owners) || elementWrittenNames.contains(name) || localOnlyNames.contains(name)
      || (bare && inputNames.contains(name) && !isLiteralInput(name, of: owners))
      || (!storedNames.contains(name) && !constantNames.contains(name))
  }
}
