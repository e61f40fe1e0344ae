import SwiftSyntax

extension ProjectFacts {
  /// Whether the collection or value called `name` can change while a view shows it; `owners`
  /// are the types it is read as a property of (`model.ships` with `model: Fleet`), when known:
  /// then only writes that can reach those types count.
  public func changes(_ name: String, of owners: Set<String>? = nil) -> Bool {
    isFedFromOutside(name, of: owners)
      || ((mutatedNames.contains(name) || endChangedNames.contains(name)
        || loadedNames.contains(name)) && isWritten(name, of: owners))
  }

  /// Whether something outside the code feeds `name` as a property of `owners`: a wrapper
  /// one of them declares (`@Binding`, `@Query`, …), or a `$name` binding that can reach one
  /// of them. Another type's `@Binding var rating` does not feed `book.rating`.
  public func isFedFromOutside(_ name: String, of owners: Set<String>? = nil) -> Bool {
    if dynamicNames.contains(name) && reaches(dynamicWriters[name], owners) { return true }
    guard let owners, !owners.isEmpty else {
      return storeFedMembers.contains { $0.hasSuffix(".\(name)") }
    }
    return owners.contains { storeFedMembers.contains("\($0).\(name)") }
  }

  /// The types a name can hold where `reference` reads it: the declared type of the local
  /// variable or parameter it resolves to (`value` in `func segment(value: SegmentSetting)`,
  /// whatever other functions of the file call `value`), else the types declared for the name.
  public func types(of name: String, at reference: DeclReferenceExprSyntax? = nil) -> Set<
    String
  >? {
    if let reference, let local = reference.localDeclaration, let type = local.type {
      return [type]
    }
    return valueTypes[name]
  }

  /// The types `reference` can hold (`types(of:at:)`).
  func types(of reference: DeclReferenceExprSyntax) -> Set<String>? {
    types(of: reference.baseName.text, at: reference)
  }

  /// Whether the project can use a value of `type` as an identity: some `ForEach` or `List`
  /// keyed by its elements' ids walks a collection of `type`, or of a type the code does not
  /// say, or some `.id(x.id)` names an id. A type whose ids nothing keys by (its collection is
  /// only walked by position) has ids that are never an identity.
  ///
  /// Where the code does not say what a list holds, it holds a `type` only if some collection
  /// of the project can (`canBeListed`): an enum the app only navigates to and a value only
  /// sent in a notification are in no list (audit sample AF: two false warnings of a
  /// 1 300-file app, where some list of unknown elements made every type an identity).
  public func canBeIdentity(_ type: String) -> Bool {
    identitySources.contains { source in
      if source.hasPrefix("item:") {
        // A presented item: the declared type of the property its binding reads.
        guard let types = valueTypes[String(source.dropFirst(5))], !types.isEmpty else {
          return true
        }
        return types.contains(type)
      }
      guard source != "?", let types = elementTypes(of: source), !types.isEmpty else {
        return canBeListed(type)
      }
      return types.contains(type)
    }
  }

  /// Whether some collection of the project holds a `type` that a list could key by its id:
  /// the code puts one into a collection (`listedTypes`), or a collection is declared with
  /// `type`, a protocol or class `type` inherits, or a protocol of the project that refines
  /// `Identifiable`. `Any`, `AnyHashable` and generic
  /// parameters are not counted: a list over them keys by the parameter's type, which a known
  /// source already reads as no type of the project.
  public func canBeListed(_ type: String) -> Bool {
    if listedTypes.contains(type) { return true }
    let supertypes = inheritedNames[type] ?? []
    func holds(_ written: String) -> Bool {
      var name = written
      for prefix in ["any ", "some "] where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
      }
      while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
      return name == type || supertypes.contains(name) || identifiableOpenTypes.contains(name)
    }
    // A property's declared collection of any shape (`var results: [Hit] { … }`,
    // `Set<Note>`, `[String: [Post]]`) and a function's result (`func hits() -> [Hit]`) hold
    // their elements too: any type named inside its brackets.
    func inside(_ written: String) -> Bool {
      guard written.contains("[") || written.contains("<") else { return false }
      var word = ""
      for character in written + " " {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          word.append(character)
        } else {
          if !word.isEmpty, holds(word) { return true }
          word = ""
        }
      }
      return false
    }
    return elementTypes.values.contains { $0.contains(where: holds) }
      || memberTypes.values.contains(where: inside)
      || functionElementTypes.values.contains(where: holds)
  }

  /// The element types of the collection written `source` (`books`, `model.books`), as
  /// `elementSources` records it; nil when not known.
  public func elementTypes(of source: String) -> Set<String>? {
    let parts = source.split(separator: ".", maxSplits: 1).map(String.init)
    // `Category.allCases` lists the cases of `Category` (`CaseIterable`).
    if parts.count == 2, parts[1] == "allCases", parts[0].first?.isUppercase == true {
      return [parts[0]]
    }
    if parts.count == 2 { return memberElementTypes(parts[1], of: parts[0]) }
    return elementTypes[source]
  }

  /// Whether `name` changes, and only at its end or by a load when a view appears: every
  /// position shown keeps its element.
  public func changesOnlyAtItsEnd(_ name: String, of owners: Set<String>? = nil) -> Bool {
    (endChangedNames.contains(name) || loadedNames.contains(name))
      && !isFedFromOutside(name, of: owners) && !isReshaped(name, of: owners)
      && isWritten(name, of: owners)
  }

  /// Whether a write that reshapes `name` (not at its end, not a load) can reach it as a
  /// property of `owners`.
  public func isReshaped(_ name: String, of owners: Set<String>?) -> Bool {
    mutatedNames.contains(name) && reaches(mutatedWriters[name] ?? ["?"], owners)
  }

  /// Whether a write of `name` can reach it as a property of `owners` (any write, when the
  /// owners or the writers are not known).
  public func isWritten(_ name: String, of owners: Set<String>?) -> Bool {
    reaches(writers[name], owners)
  }

  /// Whether one of the writers `found` (`writers`, `dynamicWriters`) can reach a property of
  /// `owners`: a type reaches its own, a variable reaches the types declared for it, `?`
  /// anything, a local variable nothing. A variable of unknown type reaches the project's
  /// types but not a type declared outside the project: the project writes such a value only
  /// through a variable it declares with that type.
  func reaches(_ found: Set<String>?, _ owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty, let found else { return true }
    let external = owners.isDisjoint(with: declaredTypes)
    return found.contains { writer in
      if writer == "?" { return true }
      if writer == "local" { return false }
      if writer.hasPrefix("@") {
        guard let types = variableTypes(of: writer) else { return !external }
        return !types.isDisjoint(with: owners)
      }
      return owners.contains(writer)
    }
  }

  /// Whether view code reads the member `name` of an `owner`: some read of it goes through a
  /// value that may be one (its variable's type is `owner`, or not known). A configuration's
  /// stored `perks` read as `sheet.perks` is not an enum's computed `perks` (audit sample AT: a
  /// false warning).
  public func memberReadInViewCode(_ name: String, of owner: String) -> Bool {
    guard renderReadMembers.contains(name) else { return false }
    guard let readers = renderMemberReaders[name] else { return true }
    return readers.contains { reader in
      if reader == "?" { return true }
      if reader.hasPrefix("@") { return variableTypes(of: reader)?.contains(owner) ?? true }
      return reader == owner
    }
  }

  /// The types a writer `@name` stands for: those declared for the variable `name`, or for
  /// `@name[]` (a write through an element, `groups[i].accounts`) its element types; nil when
  /// they are not known or `writer` names no variable.
  func variableTypes(of writer: String) -> Set<String>? {
    guard writer.hasPrefix("@") else { return nil }
    let name = writer.dropFirst()
    if name.hasSuffix(Self.elementWriterSuffix) {
      return elementTypes[String(name.dropLast(Self.elementWriterSuffix.count))]
    }
    return valueTypes[String(name)]
  }

  /// What marks a writer as an element of the variable it names (`@groups[]`).
  static let elementWriterSuffix = "[]"

  /// The types a collection read is a property of: `model.ships` with `model` declared as a
  /// project type, or `ships` read in the code of `reader` when `reader` declares it.
  public func owners(of expression: ExprSyntax, readIn reader: String?) -> Set<String>? {
    let expression = expression.unparenthesized
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self)
    {
      if base.baseName.text == "self" { return reader.map { [$0] } }
      return types(of: base)
    }
    // `parcel.snapshot.steps`, `self.record.kind`: the base's type through each member's
    // declared type.
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return valueTypes(of: base, readIn: reader)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self), let reader,
      reference.localDeclaration == nil,
      storedMembers.contains("\(reader).\(reference.baseName.text)")
        || computedReads["\(reader).\(reference.baseName.text)"] != nil
    {
      return [reader]
    }
    return nil
  }

  /// The declared types of the value `expression` reads: `self` is the reading type, a bare
  /// name its local declaration's type or the types declared for it, `a.b` (and `a.b.c`) what
  /// each of `a`'s types declares for `b` (optionals unwrapped); nil when not all are known.
  /// A type declared outside the project has none of the project's members.
  func valueTypes(of expression: ExprSyntax, readIn reader: String?) -> Set<String>? {
    let expression = expression.unwrapped
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.text == "self" { return reader.map { [$0] } }
      if reference.localDeclaration == nil, let reader,
        let declared = memberTypes["\(reader).\(reference.baseName.text)"]
      {
        return [declared.baseTypeName]
      }
      return types(of: reference).map { Set($0.map(\.baseTypeName)) }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseTypes = valueTypes(of: base, readIn: reader), !baseTypes.isEmpty
    else { return nil }
    var result: Set<String> = []
    for type in baseTypes {
      guard let declared = memberTypes["\(type).\(member.declName.baseName.text)"] else {
        if !declaredTypes.contains(type) { continue }
        return nil
      }
      result.insert(declared.baseTypeName)
    }
    return result
  }

  /// Whether every place the project builds one of `owners` passes `name` as a literal
  /// (`Spinner(dots: 3)`, `.compact`), or the initializer makes `name` from parameters every
  /// place passes as literals (`Card("Total")` with `isTotal = title == "Total"`): the input is
  /// a constant of the view.
  public func isLiteralInput(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty else { return false }
    return owners.allSatisfy { owner in
      if literalInputs["\(owner).\(name)"] == true { return true }
      // Made in the initializer from parameters every caller passes as literals, or leaves at
      // a literal default when none passes it (audit sample AM: a popover's `maxWidth`).
      guard let parameters = derivedInputs["\(owner).\(name)"] else { return false }
      return parameters.allSatisfy {
        let key = "\(owner).\($0)"
        return literalInputs[key] ?? literalDefaults.contains(key)
      }
    }
  }

  /// Whether `base.member` is fixed while `base` is: `base` is declared with a type of the
  /// project whose `member` is a stored `let`, and the code never writes `base`. Facts about
  /// another type's `member` of the same name do not apply.
  public func isFixedMember(
    _ member: String, of base: String, at reference: DeclReferenceExprSyntax? = nil
  ) -> Bool {
    guard let types = types(of: base, at: reference), !types.isEmpty, !changes(base) else {
      return false
    }
    return types.allSatisfy { letMembers.contains("\($0).\(member)") }
  }

  /// The declared types of `base.member` (optionals unwrapped), resolved through `base`'s own
  /// declared types; nil when they are not all known (then facts by name are all there is).
  /// `instance.avatar` is a `URL`, whatever another type's `avatar` is.
  public func memberTypes(
    _ member: String, of base: String, at reference: DeclReferenceExprSyntax? = nil
  ) -> [String]? {
    guard let types = types(of: base, at: reference), !types.isEmpty else { return nil }
    var result: [String] = []
    for type in types.sorted() {
      guard var declared = memberTypes["\(type).\(member)"] else {
        // A type declared outside the project: its members are none of the project's types.
        if !declaredTypes.contains(type.baseTypeName) { continue }
        return nil
      }
      while declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
      result.append(declared)
    }
    return result
  }

  /// The element types of the collection `base.member`, resolved like `memberTypes`.
  public func memberElementTypes(
    _ member: String, of base: String, at reference: DeclReferenceExprSyntax? = nil
  ) -> Set<String>? {
    guard let declared = memberTypes(member, of: base, at: reference) else { return nil }
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
    changes(name, of: owners) || elementWrittenNames.contains(name)
      || (bare && localOnlyNames.contains(name))
      || (bare && isInput(name, of: owners) && !isLiteralInput(name, of: owners))
      || (!isStored(name, of: owners) && !constantNames.contains(name)
        && !(!bare && isFixedComputed(name, of: owners))
        && !(bare && isFixedPerInstance(name, of: owners)))
  }

  /// Whether `name` is a stored property where it is read: not when each of `owners` declares
  /// it computed (a view's `var cardStyle: CardStyle { CardStyle(rawValue: raw) ?? .frosted }`
  /// beside another type's `let cardStyle`: audit sample T), else when any type stores it.
  func isStored(_ name: String, of owners: Set<String>?) -> Bool {
    if let owners, !owners.isEmpty,
      owners.allSatisfy({ computedReads["\($0).\(name)"] != nil })
    {
      return false
    }
    return storedNames.contains(name)
  }

  /// Whether `name`, read as a member of `owners`, is a computed property of each of them whose
  /// getter reads only that type's stored `let`s (`message.isUser` for
  /// `var isUser: Bool { role == "user" }` with `let role`): fixed while the value is.
  public func isFixedComputed(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty else { return false }
    return owners.allSatisfy { owner in
      guard let found = computedReads["\(owner).\(name)"], let reads = found else { return false }
      return reads.allSatisfy {
        letMembers.contains("\(owner).\($0)") || constantNames.contains($0)
      }
    }
  }

  /// Whether `name` is an input its parent passes (a struct's stored property without an
  /// initial value): of one of `owners` when they are known, of any type otherwise.
  public func isInput(_ name: String, of owners: Set<String>?) -> Bool {
    guard let owners, !owners.isEmpty else { return inputNames.contains(name) }
    return owners.contains { inputMembers.contains("\($0).\(name)") }
  }

  /// Whether every insert of `collection` that no membership check guards where it is made
  /// sits in a function every call of which (by base name, in the target) is made only once
  /// a check of `collection` passed: the view checks `store.words.contains(word)` and then
  /// calls `store.add(word)`, whose body inserts. A function nothing calls, or an insert
  /// outside any function, is not guarded this way.
  func guardedByEveryCaller(_ collection: String) -> Bool {
    guard let functions = unguardedInsertFunctions[collection], !functions.isEmpty else {
      return false
    }
    return functions.allSatisfy { function in
      guard !function.isEmpty, let calls = callCounts[function], calls > 0 else { return false }
      return guardedCallCounts[collection + "|" + function] == calls
    }
  }
}

extension String {
  /// The type's name without optional marks and generic arguments (`Chapter` for `Chapter?`);
  /// a qualified name (`Runner.Chapter`) stays whole, as another module's type.
  var baseTypeName: String {
    var name = self
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    return name
  }

  /// The component types of a tuple type written `(key: String, value: [Event])`, labels left
  /// out (`["String", "[Event]"]`); nil for any other type.
  var tupleComponents: [String]? {
    let text = trimmedSpaces
    guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    var components: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      previous = character
      if character == ",", depth == 0 {
        components.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    components.append(current)
    guard components.count >= 2 else { return nil }
    return components.map { component in
      // `key: String` → `String`: a label is the name before a top-level colon.
      var depth = 0
      for (offset, character) in component.enumerated() {
        switch character {
        case "(", "[", "<": depth += 1
        case ")", "]", ">": depth -= 1
        case ":" where depth == 0:
          return String(component.dropFirst(offset + 1)).trimmedSpaces
        default: break
        }
      }
      return component.trimmedSpaces
    }
  }

  /// The text without its leading and trailing spaces.
  var trimmedSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Whether a bracketed type (`[String: Int]`, `[Event]`) has a `:` directly inside its
  /// outer brackets: a dictionary, not an array.
  var hasTopLevelColon: Bool {
    var depth = 0
    for character in dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case ":" where depth == 0: return true
      default: break
      }
    }
    return false
  }
}
