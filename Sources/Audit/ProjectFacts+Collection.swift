import SwiftScreen
import SwiftSyntax

extension ProjectFacts {
  /// The facts one file contributes.
  public static func collect(from file: AuditedFile) -> ProjectFacts {
    let collector = FactCollector(viewMode: .sourceAccurate)
    collector.fileTypeNames = Set(
      file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard case .identifier(let name) = token.tokenKind,
          token.parent?.is(StructDeclSyntax.self) == true
            || token.parent?.is(ClassDeclSyntax.self) == true
            || token.parent?.is(EnumDeclSyntax.self) == true
        else { return nil }
        return name
      })
    collector.walk(file.tree)
    collector.resolvePendingRemovals()
    var facts = collector.facts
    // Who appends values that can repeat: per writer, so another type's `rows` that gets a
    // literal says nothing of this view's `rows`.
    for (collection, byWriter) in collector.appendedValues {
      for (writer, values) in byWriter {
        let repeatable = values.filter { !collector.isUnique($0, appendedTo: collection) }
        guard !repeatable.isEmpty else { continue }
        facts.repeatableAppends[collection, default: []].insert(writer)
        // The functions whose body makes such an insert ("" outside any function): a check
        // on every path that calls them may keep the values unique (`callerGuards`).
        facts.unguardedInsertFunctions[collection, default: []].formUnion(
          repeatable.map { $0.enclosingFunctionName ?? "" })
        for field in repeatable.flatMap({ collector.repeatableFields(of: $0, in: collection) }) {
          facts.repeatableFieldAppends[collection + "|" + field, default: []].insert(writer)
        }
      }
    }
    // Calls made only once a membership check of a collection passed (`guard
    // !store.words.contains(word) else { return }; store.add(word)`).
    for collection in collector.checkedCollections {
      let guarding = MembershipGuard(
        collection: collection, functions: collector.functionDeclarations)
      for call in collector.plainCalls where guarding.guards(call) {
        if let name = call.calleeName {
          facts.guardedCallCounts[collection + "|" + name, default: 0] += 1
        }
      }
    }
    for call in collector.plainCalls {
      if let name = call.calleeName { facts.callCounts[name, default: 0] += 1 }
    }
    // Reset to a value of the size it was declared with: its positions stay.
    var functionAssignments = collector.functionAssignments
    for (name, sizes) in collector.sizedAssignments {
      // A collection declared empty grows; emptying it again is a clear, not a same-size reset.
      if let declared = collector.declaredSizes[name], declared > 0,
        sizes.allSatisfy({ $0 == declared })
      {
        facts.elementWrittenNames.insert(name)
      } else if sizes.allSatisfy({ $0 == 0 }) {
        // Only ever emptied (`contributors = []` as a screen goes away): every row goes at
        // once and none is left to show another element's state, as after a wholesale load
        // (audit sample AA).
        facts.loadedNames.insert(name)
      } else if !collector.sizedElsewhere.contains(name) {
        // Given another size only in functions: decided as their other assignments are.
        for (key, functions) in collector.sizedInFunctions
        where ProjectFacts.splitWriterKey(key).name == name {
          functionAssignments[key, default: []].formUnion(functions)
        }
      } else {
        facts.mutatedNames.insert(name)
        facts.mutatedWriters[name, default: []].formUnion(
          collector.assignmentWriters[name] ?? ["?"])
        // Declared without a size here (a `@Binding`): its binding group may declare one.
        if collector.declaredSizes[name] == nil {
          for writer in collector.assignmentWriters[name] ?? [] where writer != "?" {
            facts.sizedResets["\(writer).\(name)", default: []].formUnion(sizes)
          }
        }
      }
    }
    // Assigned in a function this file calls only as a view appears: a load.
    // A function this file never calls is decided with the target's calls (any receiver).
    // Keyed by writer and name: another type's `stats` reloaded from a button says nothing of
    // this model's `stats`.
    for (key, functions) in functionAssignments {
      let (writer, name) = ProjectFacts.splitWriterKey(key)
      var deferred: Set<String> = []
      let loads = functions.allSatisfy { function in
        guard let sites = collector.callSites[function], !sites.isEmpty, sites.allSatisfy({ $0 })
        else {
          deferred.formUnion(collector.functionShapes[function] ?? [])
          deferred.insert("\(function){}")
          return true
        }
        return true
      }
      if !loads {
        facts.mutatedNames.insert(name)
        facts.mutatedWriters[name, default: []].insert(writer)
        facts.unsizedReshapes.insert("\(writer).\(name)")
      } else if deferred.isEmpty {
        facts.loadedNames.insert(name)
      } else {
        facts.pendingFunctionLoads[key, default: []].formUnion(deferred)
      }
    }
    facts.localOnlyNames = collector.localNames.subtracting(collector.memberNames)
    // A write through a variable this file declares with a type is a write to that type.
    func resolved(_ found: Set<String>) -> Set<String> {
      Set(found.flatMap { writer in facts.variableTypes(of: writer).map(Array.init) ?? [writer] })
    }
    facts.writers = facts.writers.mapValues(resolved)
    facts.renderMemberReaders = facts.renderMemberReaders.mapValues(resolved)
    facts.mutatedWriters = facts.mutatedWriters.mapValues(resolved)
    var pending: [String: Set<String>] = [:]
    for (key, shapes) in facts.pendingFunctionLoads {
      let (writer, name) = ProjectFacts.splitWriterKey(key)
      for resolvedWriter in resolved([writer]) {
        pending["\(resolvedWriter)|\(name)", default: []].formUnion(shapes)
      }
    }
    facts.pendingFunctionLoads = pending
    facts.dynamicWriters = facts.dynamicWriters.mapValues(resolved)
    facts.repeatableAppends = facts.repeatableAppends.mapValues(resolved)
    facts.repeatableFieldAppends = facts.repeatableFieldAppends.mapValues(resolved)
    // Texts written through a variable of a known type are that type's.
    var texts: [String: Set<TextSource>] = [:]
    for (key, sources) in facts.textAssignments {
      let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      for writer in resolved([parts[0]]) {
        texts["\(writer)|\(parts[1])", default: []].formUnion(sources)
      }
    }
    facts.textAssignments = texts
    facts.literalAppenders = facts.literalAppenders.mapValues(resolved)
    return facts
  }

  /// Property wrappers whose value something outside the code changes (the parent, the store,
  /// the system). `@State` and `@Published` are not among them: their values change where the
  /// code writes them, and those writes are facts of their own.
  static let dynamicWrappers: Set<String> = [
    "Binding", "Bindable", "Query", "FetchRequest", "SectionedFetchRequest", "ObservedResults",
    "ObservedRealmObject", "AppStorage", "SceneStorage", "Environment", "EnvironmentObject",
    "FocusState", "GestureState", "AccessibilityFocusState", "ScaledMetric",
  ]

  /// Property wrappers whose value is a store's live results (`storeFedMembers`).
  static let storeWrappers: Set<String> = [
    "Query", "FetchRequest", "SectionedFetchRequest", "ObservedResults",
  ]

  /// The types of a fetch request's live results: only `@FetchRequest` and
  /// `@SectionedFetchRequest` make them.
  static let storeResultTypes: Set<String> = ["FetchedResults", "SectionedFetchedResults"]

  /// Property wrappers that hold an object, whose members change under the same reference.
  static let objectWrappers: Set<String> = [
    "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "Environment",
  ]

  /// Methods that change a collection's shape (its count or order).
  static let shapeChangingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "move", "sort", "shuffle", "reverse", "swapAt", "popLast", "popFirst", "replaceSubrange",
  ]

  /// The shape changes that keep every position's element: at the end only.
  static let endChangingMethods: Set<String> = ["append", "removeLast", "popLast"]

  /// Other standard methods that write their receiver.
  static let writingMethods: Set<String> = [
    "toggle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    "updateValue", "removeValue", "merge", "negate",
  ]

  /// Whether the rows of `ForEach($items) { $item in … }` can write an element through their
  /// binding: the row uses `$item` (a control or a child view given it may write), assigns to
  /// `item` or a member of it, or calls a mutating method on it. A row that only reads `item`
  /// edits nothing (audit sample AW: a list of picked moves, appended and removed whole, with
  /// `editActions` and `id: \.self`). A binding parameter not written `$item`, or `$0`, may
  /// write.
  static func rowsWriteThroughBinding(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      let closure = call.trailingClosure
        ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
      let parameters = closure.signature?.parameterClause
    else { return true }
    let names: [String]
    switch parameters {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map { $0.firstName.text }
    @unknown default: return true
    }
    guard names.count == 1, let written = names.first, written.hasPrefix("$") else { return true }
    let value = String(written.dropFirst())
    // Methods that only read; any other called on the element may change it (the project's
    // own `mutating` methods included).
    let reading: Set<String> = [
      "contains", "formatted", "filter", "map", "compactMap", "sorted", "first", "last",
      "prefix", "suffix", "joined", "uppercased", "lowercased", "hasPrefix", "hasSuffix",
      "reduce", "min", "max", "firstIndex", "lastIndex", "starts", "trimmingCharacters",
      "replacingOccurrences", "components", "split", "reversed", "enumerated", "dropFirst",
      "dropLast", "count", "isEmpty", "description",
    ]
    for token in closure.statements.tokens(viewMode: .sourceAccurate) {
      if token.text == written { return true }
      guard token.text == value else { continue }
      // `value = …`, `value.field += …`, `value.items.append(…)`: the chain from the name.
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      var place = ExprSyntax(reference)
      while let member = place.parent?.as(MemberAccessExprSyntax.self), member.base?.id == place.id
      {
        if let call = member.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == member.id,
          !reading.contains(member.declName.baseName.text)
        {
          return true
        }
        place = ExprSyntax(member)
      }
      // `bump(&move.sets)`: handed to a function that writes it.
      if place.parent?.is(InOutExprSyntax.self) == true { return true }
      if let assignment = place.parent?.as(InfixOperatorExprSyntax.self),
        assignment.leftOperand.id == place.id,
        assignment.operator.is(AssignmentExprSyntax.self)
          || ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??="].contains(
            assignment.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
      {
        return true
      }
    }
    return false
  }
}

/// Walks one file and records its `ProjectFacts`.
private final class FactCollector: SyntaxVisitor {
  var facts = ProjectFacts()
  /// Names declared as members of a type, and as local variables.
  var memberNames: Set<String> = []
  var localNames: Set<String> = []
  /// Collection → writer (`ProjectFacts.writers`) → the values it appends or inserts.
  var appendedValues: [String: [String: [ExprSyntax]]] = [:]
  /// Collections that lose elements other than at their end or all at once (`remove(at:)`,
  /// `removeFirst`, `removeAll(where:)`, an assignment other than `[]`): a value built from
  /// their count can come back.
  var shrunkNames: Set<String> = []
  /// Names the file bumps with `+=` or `-=` by an integer literal (counters).
  var bumpedNames: Set<String> = []
  /// The file's own `mutating func` names (calls to them write their receiver).
  var mutatingMethods: Set<String> = []
  /// The types the file declares, whatever their name's case (`struct dayofweekButton`).
  var fileTypeNames: Set<String> = []

  /// Whether a call by `name` builds a type: a capitalized name, or a type this file declares
  /// (Swift allows any case: audit sample AR's `dayofweekButton(dayList: $dayofWeek, …)`).
  func namesType(_ name: String) -> Bool {
    name.first?.isUppercase == true || fileTypeNames.contains(name)
  }
  /// Collection → the sizes of the fixed-size values assigned to it (`board =
  /// Array(repeating: .empty, count: 9)`), and the size of its declared initial value.
  var sizedAssignments: [String: [Int]] = [:]
  var declaredSizes: [String: Int] = [:]
  /// Name → the functions whose body assigns it (outside any closure), and function → where
  /// its callers in this file call it (`true`: inside `.onAppear`/`.task`).
  var functionAssignments: [String: Set<String>] = [:]
  var callSites: [String: [Bool]] = [:]
  /// The functions whose own statements give a collection a value of a known size, and the
  /// names given one anywhere else.
  var sizedInFunctions: [String: Set<String>] = [:]
  var sizedElsewhere: Set<String> = []
  /// The ways a call can name each function that assigns a collection (`callShapes`).
  var functionShapes: [String: Set<String>] = [:]
  /// Whose property each assignment decided later (sized, or in a function) reaches.
  var assignmentWriters: [String: Set<String>] = [:]
  /// Collection → the names bound to an element taken out of it
  /// (`let moved = colors.remove(at: i)`).
  var takenValues: [String: Set<String>] = [:]
  /// The file's functions, as `Type.name` (`name` outside a type): a membership check may be
  /// made through one (`MembershipGuard`).
  var functionDeclarations: [String: FunctionDeclSyntax] = [:]
  /// Removals at a position a function's parameter gives (`func removeCard(at index: Int) {
  /// cards.remove(at: index) }`): end-only when every call passes the last index or a gated
  /// row's (`resolvePendingRemovals`).
  var pendingRemovals: [PendingRemoval] = []

  /// The collections the file tests for emptiness (`EndOnlyWrites.emptyTestedCollections`),
  /// found once.
  var emptyTestedCache: Set<String>?

  func emptyTested(_ node: some SyntaxProtocol) -> Set<String> {
    if let emptyTestedCache { return emptyTestedCache }
    let found = EndOnlyWrites.emptyTestedCollections(in: Syntax(node).root)
    emptyTestedCache = found
    return found
  }

  /// A removal decided by the calls of the function around it.
  struct PendingRemoval {
    var collection: String
    var writer: String
    var function: String
    var type: String?
    /// The parameter's label as callers write it, `#position` when unlabeled.
    var label: String
    var root: Syntax
  }

  /// `collection.remove(at: index)` where `index` is a parameter of the function around it.
  func pendingRemoval(_ node: FunctionCallExprSyntax, at index: ExprSyntax, of collection: String)
    -> PendingRemoval?
  {
    guard let receiver = node.receiver,
      let parameter = index.unparenthesized.as(DeclReferenceExprSyntax.self)?.localDeclaration?
        .parameterOf,
      let function = Self.enclosingFunction(of: node), function.name.text == parameter.function
    else { return nil }
    return PendingRemoval(
      collection: collection, writer: writer(through: receiver), function: parameter.function,
      type: function.enclosingTypeName, label: parameter.label, root: Syntax(node).root)
  }

  /// Decides each pending removal: end-only when the function is called, every use of it is a
  /// call, and every call passes the last index of the collection or the position of a row only
  /// the last of which can act (`EndOnlyWrites`); a reshaping otherwise.
  func resolvePendingRemovals() {
    for removal in pendingRemovals {
      let uses = EndOnlyWrites.uses(of: removal.function, in: removal.type, root: removal.root)
      let endOnly =
        !uses.isEmpty
        && uses.allSatisfy { use in
          let called = use.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(use)
          guard let call = called.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == called.id,
            let argument = Self.argument(of: call, label: removal.label)
          else { return false }
          return EndOnlyWrites.isLastIndex(argument, of: removal.collection)
            || EndOnlyWrites.isGatedRowIndex(argument, at: Syntax(call), of: removal.collection)
        }
      if endOnly {
        facts.endChangedNames.insert(removal.collection)
      } else {
        facts.mutatedNames.insert(removal.collection)
        facts.mutatedWriters[removal.collection, default: []].insert(removal.writer)
        facts.unsizedReshapes.insert("\(removal.writer).\(removal.collection)")
        shrunkNames.insert(removal.collection)
      }
    }
  }

  /// The argument a call passes for `label` (`#position` for an unlabeled parameter).
  static func argument(of call: FunctionCallExprSyntax, label: String) -> ExprSyntax? {
    guard label.hasPrefix("#"), let position = Int(label.dropFirst()) else {
      return call.argument(labeled: label)
    }
    let arguments = Array(call.arguments)
    guard position < arguments.count, arguments[position].label == nil else { return nil }
    return arguments[position].expression
  }

  /// Whether an assignment to `collection` runs only while it is empty: under `if
  /// collection.isEmpty` in the code around it, or in a function every use of which in the
  /// file is (`if cards.isEmpty { Button("Again", action: reset) }`).
  static func refillsWhileEmpty(_ node: InfixOperatorExprSyntax, collection: String) -> Bool {
    if EndOnlyWrites.runsWhileEmpty(Syntax(node), collection: collection) { return true }
    guard let function = enclosingFunction(of: node) else { return false }
    let uses = EndOnlyWrites.uses(
      of: function.name.text, in: function.enclosingTypeName, root: Syntax(node).root)
    return !uses.isEmpty
      && uses.allSatisfy { EndOnlyWrites.runsWhileEmpty(Syntax($0), collection: collection) }
  }

  /// A parameter's declared type, like a variable's (`from component: UIComponent`).
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    let name = (node.secondName ?? node.firstName).text
    guard name != "_" else { return .visitChildren }
    // A parameter is local to its function: its type is a fact of this file only.
    facts.declaredNames.insert(name)
    localNames.insert(name)
    record(type: node.type, for: name)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let owner = enclosingType(of: node)?.name
    let key = owner.map { "\($0).\(node.name.text)" } ?? node.name.text
    functionDeclarations[key] = node
    // A type's own `hash(into:)` and `==`: the members they read (audit sample AD: a pin
    // hashed and compared by its `id` alone keeps its identity when its `number` changes).
    if let owner, let body = node.body,
      node.name.text == "hash"
        && node.signature.parameterClause.parameters.first?.firstName.text == "into"
        || node.name.text == "=="
    {
      let read = Self.memberNames(readIn: Syntax(body))
      if node.name.text == "hash" {
        facts.hashMembers[owner] = read
      } else {
        facts.equalityMembers[owner] = read
      }
    }
    if let body = node.body {
      recordDistinctResult(of: node.name.text, body.statements)
      // Keyed `Type.name`, as the call reads it from its own type (another type's `days()`
      // is not this one).
      if let repeated = RepeatingAccumulator.repeatedElement(returnedBy: body.statements) {
        facts.repeatingConstants[key] = repeated
      }
      // What the function reads besides its parameters (`ArgumentValue.call`).
      facts.functionReads[key] = Self.plainReads(of: Syntax(body))
      facts.memberBases[key] = Self.memberBases(of: Syntax(body))
    }
    let returned = node.signature.returnClause?.type
    let returnsArray = returned.map(Self.isArrayType) == true
    if let element = returned?.as(ArrayTypeSyntax.self)?.element.trimmedDescription {
      facts.functionElementTypes[key] = element
    }
    if returnsArray, node.modifiers.isStatic {
      facts.staticBuilders.insert(owner.map { "\($0).\(node.name.text)" } ?? node.name.text)
    }
    enterDeclaration(
      node,
      buildsViews: RenderContext.isViewBuilder(node.attributes)
        || RenderContext.isOpaqueView(returned),
      collection: returnsArray ? node.name.text : nil)
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
      mutatingMethods.insert(node.name.text)
    }
    return .visitChildren
  }

  /// Preview code (`#Preview`, a `PreviewProvider`): never the app's screens.
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  /// `#Preview { … }` where the parser reads it as an expression (at a file's top level).
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  /// Whether the value `call` makes goes into a collection: an array literal's element
  /// (`[Machine()]`), what `append`/`insert` add, what a `map` closure gives.
  static func isListed(_ call: FunctionCallExprSyntax) -> Bool {
    let parent = call.parent
    if parent?.is(ArrayElementSyntax.self) == true { return true }
    if let argument = parent?.as(LabeledExprSyntax.self),
      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      ["append", "insert"].contains(outer.calleeName), argument.label == nil
    {
      return true
    }
    // `{ Row(title: $0) }` passed to `map`: the closure's one expression.
    if let item = parent?.as(CodeBlockItemSyntax.self),
      item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1,
      let closure = item.parent?.parent?.as(ClosureExprSyntax.self)
    {
      let mapping =
        closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      return ["map", "compactMap", "flatMap"].contains(mapping?.calleeName)
    }
    return false
  }

  /// Records what `name` inherits (`inheritedNames`).
  private func recordInheritance(_ name: String, _ clause: InheritanceClauseSyntax?) {
    guard let clause else { return }
    facts.inheritedNames[name, default: []].formUnion(
      clause.inheritedTypes.map(\.type.trimmedDescription))
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    recordInheritance(node.extendedType.trimmedDescription, node.inheritanceClause)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.inheritanceClause?.trimmedDescription.contains("Identifiable") == true {
      facts.identifiableOpenTypes.insert(node.name.text)
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    if inherited.contains("PreviewProvider") { return .skipChildren }
    recordInheritance(node.name.text, node.inheritanceClause)
    facts.declaredTypes.insert(node.name.text)
    if node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true {
      facts.nestedStructNames.insert(node.name.text)
    }
    if !Set(inherited).isDisjoint(with: ["View", "ViewModifier", "App", "Scene"]) {
      facts.viewTypes.insert(node.name.text)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    recordInheritance(node.name.text, node.inheritanceClause)
    facts.declaredTypes.insert(node.name.text)
    facts.referenceTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    recordInheritance(node.name.text, node.inheritanceClause)
    facts.declaredTypes.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    if let owner = node.ancestor(EnumDeclSyntax.self)?.name.text {
      for element in node.elements {
        facts.enumCases[owner, default: []].insert(element.name.text)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    facts.declaredTypes.insert(node.name.text)
    facts.referenceTypes.insert(node.name.text)
    return .visitChildren
  }

  /// For each function or variable declaration being walked, the type whose views it builds
  /// when it builds views (`body`, a `some View` helper, a `@ViewBuilder`), nil otherwise.
  var viewBuilders: [String?] = []
  /// For each function or variable declaration being walked, its key (`Owner.name`) when it is
  /// a computed property or a function that returns an array, nil otherwise.
  var collectionBuilders: [String?] = []

  func enterDeclaration(
    _ node: some SyntaxProtocol, buildsViews: Bool, collection name: String? = nil
  ) {
    let owner = node.enclosingTypeName
    viewBuilders.append(buildsViews ? owner ?? "" : nil)
    collectionBuilders.append(name.map { name in owner.map { "\($0).\(name)" } ?? name })
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    viewBuilders.removeLast()
    collectionBuilders.removeLast()
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    viewBuilders.removeLast()
    collectionBuilders.removeLast()
  }

  /// A name read in view code (`ProjectFacts.renderReadNames`): `Owner.name` read bare, and
  /// the members of something else (`model.cards`, `Sample.cards`). A read in an action
  /// (`.onAppear { items = made }`, a button's) runs when the action does, not on every body
  /// update (audit sample U's check of a function's rows).
  ///
  /// In a collection builder outside view code, the reads are kept by the builder's key
  /// (`ProjectFacts.builderReads`): they are view code's once view code reads the builder.
  func recordRenderRead(_ reference: DeclReferenceExprSyntax) {
    let viewOwner = viewBuilders.last(where: { $0 != nil }) ?? nil
    let builder = collectionBuilders.last(where: { $0 != nil }) ?? nil
    guard viewOwner != nil || builder != nil,
      case .identifier(let name) = reference.baseName.tokenKind, !Self.isInAction(reference)
    else { return }
    let member = reference.parent?.as(MemberAccessExprSyntax.self)
    let isMember = member?.declName.id == reference.id && member?.base != nil
    // A closure's `nature` parameter or a local `nature` is not the global `nature`.
    guard isMember || !reference.isLocalVariable else { return }
    // `Engine.proposals(…)`, `Finance.Engine.proposals(…)`, `Engine<Int>.proposals(…)`: a
    // member read through a type's name.
    var base = member?.base
    if let specialized = base?.as(GenericSpecializationExprSyntax.self) {
      base = specialized.expression
    }
    // `Engine.self.proposals(…)`.
    if let metatype = base?.as(MemberAccessExprSyntax.self),
      metatype.declName.baseName.text == "self"
    {
      base = metatype.base
    }
    let qualifier =
      base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    let typeName = isMember && qualifier?.first?.isUppercase == true ? qualifier : nil
    if let owner = viewOwner {
      if isMember {
        facts.renderReadMembers.insert(name)
        if let typeName { facts.typeQualifiedReads.insert("\(typeName).\(name)") }
        // Through what the member is read: a property (`sheet.perks` → `@sheet`, whose declared
        // type tells whose `perks` it is), a local or parameter by the type it is declared with,
        // else anything (`?`: a closure's parameter, `{ offer in offer.perks }`, is whatever
        // its collection holds, never another view's `offer`).
        let variable = base?.as(DeclReferenceExprSyntax.self).flatMap { reference -> String? in
          guard reference.baseName.tokenKind != .keyword(.self), typeName == nil else {
            return nil
          }
          if let local = reference.localDeclaration { return local.type }
          return "@" + reference.baseName.text
        }
        facts.renderMemberReaders[name, default: []].insert(variable ?? "?")
      } else {
        facts.renderReadNames.insert("\(owner).\(name)")
      }
    } else if let builder {
      // Code outside every type reads as `_global.name` (never `.name`, a member's form).
      let owner = reference.enclosingTypeName ?? "_global"
      facts.builderReads[builder, default: []].insert(
        typeName.map { "^\($0).\(name)" } ?? (isMember ? ".\(name)" : "\(owner).\(name)"))
    }
  }

  /// Whether `type` is an array (`[Item]`, `Array<Item>`).
  static func isArrayType(_ type: TypeSyntax) -> Bool {
    type.is(ArrayTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Array"
  }

  /// Notes whether the member `name` whose body is `body` returns a distinct accumulator: a
  /// name is distinct only while every declaration of it is (`ProjectFacts.distinctResults`).
  func recordDistinctResult(of name: String, _ body: CodeBlockItemListSyntax) {
    facts.distinctResults[name] =
      facts.distinctResults[name, default: true] && DistinctAccumulator.isReturned(by: body)
  }

  /// Whether `node` is inside an action closure of the view code around it.
  static func isInAction(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .closureExpr:
        if let closure = ancestor.as(ClosureExprSyntax.self), RenderContext.isAction(closure) {
          return true
        }
      // The declaration whose code it is (a local `let` inside an action is still the action's).
      case .functionDecl, .accessorBlock, .memberBlock:
        return false
      default:
        break
      }
      current = ancestor.parent
    }
    return false
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      recordTakenEnd(name, value, at: Syntax(node))
    }
    return .visitChildren
  }

  /// `guard let top = order.last` (or `let top = order.first!`) in code that also calls
  /// `order.removeLast()` (`removeFirst()`): `top` is the element taken out, so putting it
  /// back (`order.insert(top, at: 0)`, a rotation) is a move, as `let top = order.removeLast()`
  /// is (sample S).
  private func recordTakenEnd(_ name: String, _ value: ExprSyntax, at node: Syntax) {
    var read = value.unparenthesized
    if let forced = read.as(ForceUnwrapExprSyntax.self) { read = forced.expression.unparenthesized }
    guard let member = read.as(MemberAccessExprSyntax.self),
      let end = ["last": "removeLast", "first": "removeFirst"][member.declName.baseName.text],
      let collection = member.base?.collectionKey,
      let body = node.ancestor(CodeBlockItemListSyntax.self)
    else { return }
    let removes = body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == end,
        let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = access.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
      else { return false }
      return access.base?.collectionKey == collection
    }
    if removes { takenValues[collection, default: []].insert(name) }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    enterDeclaration(
      node,
      buildsViews: RenderContext.isViewBuilder(node.attributes)
        || node.bindings.contains(where: {
          $0.isComputed
            && ($0.name == "body" || RenderContext.isOpaqueView($0.typeAnnotation?.type))
        }),
      collection: node.bindings.first(where: {
        $0.isComputed && $0.typeAnnotation.map { Self.isArrayType($0.type) } == true
      })?.name)
    let attributes = Set(node.attributes.names)
    // `@Environment(\.widgetFamily)`: a widget keeps the family it was added with for its
    // whole life (Apple, `WidgetFamily`: the size the user picks when adding the widget), so
    // it is as fixed as a `let` (audit sample AC).
    let readsFixedEnvironment = node.attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "Environment",
        case .argumentList(let arguments)? = attribute.arguments,
        let key = arguments.first?.expression.as(KeyPathExprSyntax.self)
      else { return false }
      return ProjectFacts.fixedEnvironmentKeys.contains(key.components.trimmedDescription)
    }
    let isDynamicWrapper =
      !attributes.isDisjoint(with: ProjectFacts.dynamicWrappers) && !readsFixedEnvironment
    let owner = enclosingType(of: node)
    for binding in node.bindings {
      guard let name = binding.name else { continue }
      facts.declaredNames.insert(name)
      if let getter = binding.getterStatements { recordDistinctResult(of: name, getter) }
      if owner == nil,
        node.ancestor(CodeBlockSyntax.self) != nil || node.ancestor(ClosureExprSyntax.self) != nil
      {
        localNames.insert(name)
      } else {
        memberNames.insert(name)
      }
      let stored = !binding.isComputed && !node.isStatic
      if !attributes.isDisjoint(with: ProjectFacts.objectWrappers) {
        facts.objectNames.insert(owner.map { "\($0.name).\(name)" } ?? name)
      }
      if isDynamicWrapper {
        facts.dynamicNames.insert(name)
        facts.dynamicWriters[name, default: []].insert(owner?.name ?? "?")
        // `@Binding var tabs`: fed by whoever builds the type (`BindingGroups`); any other
        // wrapper feeds it from outside the code.
        if let owner, stored {
          if attributes.contains("Binding") {
            facts.bindingMembers.insert("\(owner.name).\(name)")
          } else {
            facts.ownFedMembers.insert("\(owner.name).\(name)")
          }
        }
      }
      if let owner,
        !attributes.isDisjoint(with: ProjectFacts.storeWrappers)
          || binding.typeAnnotation.map({
            ProjectFacts.storeResultTypes.contains($0.type.trimmedDescription.baseTypeName)
          }) == true
      {
        facts.storeFedMembers.insert("\(owner.name).\(name)")
      }
      if owner == nil, stored, node.ancestor(CodeBlockSyntax.self) == nil,
        node.ancestor(ClosureExprSyntax.self) == nil
      {
        // A global variable: stored, and as constant as a `let` while nothing writes it.
        facts.storedNames.insert(name)
      }
      // A `static let` is given its initial value once, and nothing writes it; a `static var`
      // its initial value and whatever its writers give it (assignments and in-place changes
      // are texts of their own, above and below), so one nothing writes is as fixed (audit
      // sample T).
      if let owner, stored || node.isStatic && !binding.isComputed,
        let value = binding.initializer?.value
      {
        facts.textAssignments["\(owner.name)|\(name)", default: []].formUnion(
          TextSource.sources(of: value))
      }
      if let owner, stored {
        facts.storedNames.insert(name)
        facts.storedMembers.insert("\(owner.name).\(name)")
        if !node.isVar { facts.letMembers.insert("\(owner.name).\(name)") }
        if owner.isStruct, binding.initializer == nil, attributes.isEmpty {
          facts.inputNames.insert(name)
          facts.inputMembers.insert("\(owner.name).\(name)")
          if let type = binding.typeAnnotation?.type,
            let returnsNothing = type.functionReturnsNothing
          {
            facts.lastClosureInputs[owner.name] = "\(owner.name).\(name)"
            if returnsNothing { facts.actionInputs.insert("\(owner.name).\(name)") }
          }
        }
      }
      if binding.isComputed, let owner, !node.isStatic, let accessors = binding.accessorBlock {
        facts.computedReads["\(owner.name).\(name)"] = Self.plainReads(of: Syntax(accessors))
        facts.memberBases["\(owner.name).\(name)"] = Self.memberBases(of: Syntax(accessors))
        if let sets = binding.returnedMemberSets {
          facts.computedReturnSets["\(owner.name).\(name)"] = sets
        }
        if let test = binding.singleExpression?.membershipTest {
          facts.computedContains["\(owner.name).\(name)"] = "\(test.receiver)|\(test.member)"
        }
      }
      if binding.isComputed, owner == nil, node.ancestor(CodeBlockSyntax.self) == nil,
        node.ancestor(ClosureExprSyntax.self) == nil, let accessors = binding.accessorBlock
      {
        // A global computed variable, keyed by its bare name.
        facts.computedReads[name] = Self.plainReads(of: Syntax(accessors))
        facts.memberBases[name] = Self.memberBases(of: Syntax(accessors))
      }
      if binding.isComputed, let source = binding.returnedCollection, source != name {
        facts.computedSources[name] = source
      }
      if let type = binding.typeAnnotation?.type {
        record(type: type, for: name)
        if let owner {
          facts.memberTypes["\(owner.name).\(name)"] = type.trimmedDescription
        }
      } else if let type = Self.environmentObjectType(of: node)
        ?? binding.initializer?.value.constructedTypeName
      {
        // `@Environment(AppState.self) var app`, `var selection = Picked()`: a value of that
        // type, so `app.selection` is `AppState`'s, never another type's of that name (audit
        // sample AJ: two warnings read a `Router` enum as another type's struct).
        facts.valueTypes[name, default: []].insert(type)
        if let owner { facts.memberTypes["\(owner.name).\(name)"] = type }
      }
      if let value = binding.initializer?.value {
        recordTakenEnd(name, value, at: Syntax(node))
        record(initialValue: value, for: name, annotated: binding.typeAnnotation != nil)
        if let size = value.fixedCount, let owner {
          declaredSizes[name] = size
          facts.declaredMemberSizes["\(owner.name).\(name)"] = size
        }
        if let call = value.as(FunctionCallExprSyntax.self),
          call.calleeName?.hasPrefix("remove") == true,
          let collection = call.receiver?.collectionKey
        {
          takenValues[collection, default: []].insert(name)
        }
      }
      if !node.isVar, binding.initializer != nil || node.isStatic, !isDynamicWrapper {
        facts.constantNames.insert(name)
      }
      if readsFixedEnvironment { facts.constantNames.insert(name) }
      if !node.isVar, let repeated = binding.initializer?.value.repeatedLiteralElement {
        facts.repeatingConstants[name] = repeated
      }
      // A computed collection that is such a value (`var cells: [Date?] { Array(repeating: nil,
      // count: 3) + days }`): it repeats on every read.
      if binding.isComputed, let repeated = binding.singleExpression?.repeatedLiteralElement {
        facts.repeatingConstants[name] = repeated
      }
      // One that builds it in a local (`var days: [Date?] = Array(repeating: nil, count: n)`,
      // or `nil` appended in a loop) and returns it (`RepeatingAccumulator`).
      if binding.isComputed, let getter = binding.getterStatements,
        let repeated = RepeatingAccumulator.repeatedElement(returnedBy: getter)
      {
        facts.repeatingConstants[name] = repeated
      }
      // `var id: Int { hashValue }`: an identity made of the whole value (audit sample AC).
      if name == "id", let owner, owner.isStruct, binding.isComputed, !node.isStatic,
        let read = binding.singleExpression?.spacelessText,
        ["hashValue", "self.hashValue", "self"].contains(read)
      {
        facts.typesWithContentID.insert(owner.name)
      }
      guard let owner, stored else { continue }
      if node.isVar, owner.isStruct { facts.structsWithMutableFields.insert(owner.name) }
      if name == "id" {
        facts.typesWithID.insert(owner.name)
        if let value = binding.initializer?.value, Self.isFreshUUID(value) {
          let assigning = Self.initializersAssigningID(besides: node)
          if !assigning.isEmpty {
            facts.idAssigningInitializers[owner.name, default: []].formUnion(assigning)
          }
          if !Self.everyInitializerReplacesID(besides: node) {
            facts.typesWithFreshDefaultID.insert(owner.name)
          }
        }
      }
    }
    if let owner, node.bindings.contains(where: { $0.name == "id" }) {
      facts.typesWithID.insert(owner.name)
    }
    return .visitChildren
  }

  /// Where calls inside each function run (`ProjectFacts.callContexts`), by the function's
  /// node: its call shapes, worked out at its first call.
  private var functionContexts: [SyntaxIdentifier: String] = [:]

  /// Collections a `contains` call of the file tests (`words.contains(word)`).
  var checkedCollections: Set<String> = []
  /// The file's calls of functions by name (`store.add(word)`, `addWord()`), for
  /// `ProjectFacts.callerGuards`; kept only while the file makes a membership check.
  var plainCalls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let calleeName = node.calleeName
    if let calleeName, calleeName.first?.isUppercase == true,
      node.calledExpression.is(DeclReferenceExprSyntax.self), Self.isListed(node)
    {
      facts.listedTypes.insert(calleeName)
    }
    // `.if(Constants.isIPad) { … }`: what a call of a modifier-like method gives as its first
    // unlabeled argument (`ProjectFacts.callConditions`).
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let first = node.arguments.first, first.label == nil
    {
      let name = member.declName.baseName.plainName
      var key = ProjectFacts.conditionKey(first.expression)
      // A property of the calling view (`.ifLet(maxWidth)`, `self.compact`, `!compact`): that
      // type's, so an input every caller leaves at its default is constant for the instance
      // (audit sample AM).
      var read = first.expression.unparenthesized
      if let negated = read.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
        read = negated.expression.unparenthesized
      }
      let isOwn =
        read.as(DeclReferenceExprSyntax.self).map {
          $0.baseName.text == key && $0.localDeclaration == nil
        }
        ?? (read.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
          .baseName.tokenKind == .keyword(.self))
      if isOwn, !key.isEmpty, key != "*", let owner = node.enclosingTypeName {
        key = owner + "." + key
      }
      facts.callConditions[name, default: []].insert(key)
    }
    if calleeName == "contains", let collection = node.receiver?.collectionKey {
      checkedCollections.insert(collection)
    } else if let name = calleeName, !["append", "insert"].contains(name),
      name.first?.isLowercase == true
    {
      plainCalls.append(node)
    }
    // A value the same function has just built is being initialized, not changed; so is the
    // type's own collection filled by its initializer (`init() { steps.append(…) }`), before
    // any view can show the instance (audit sample Z).
    if let name = calleeName, ProjectFacts.shapeChangingMethods.contains(name),
      let receiver = node.receiver, let collection = receiver.collectionKey,
      !receiver.writesFreshInstance, !Self.fillsOwnCollectionInInitializer(node, receiver)
    {
      // `remove(at: cards.count - 1)`, or the position of a row only the last of which can
      // act: the end, as `removeLast()` is.
      let removal = name == "remove" ? node.argument(labeled: "at") : nil
      let endOnly =
        ProjectFacts.endChangingMethods.contains(name)
        || removal.map {
          EndOnlyWrites.isLastIndex($0, of: collection)
            || EndOnlyWrites.isGatedRowIndex($0, at: Syntax(node), of: collection)
        } == true
      // `remove(at: index)` with `index` a parameter: decided by what every call passes.
      let deferred =
        endOnly ? nil : removal.flatMap { pendingRemoval(node, at: $0, of: collection) }
      // `removeAll()` (or `removeAll(keepingCapacity:)`) empties the collection as `= []` does
      // (Apple, `removeAll(keepingCapacity:)`: "Removes all elements from the collection"): no
      // row is left to show another element's state (audit sample AM: a reload of picked
      // photos read as reshaping).
      let empties = Self.isEmptying(node)
      if endOnly {
        facts.endChangedNames.insert(collection)
      } else if empties {
        recordSized(collection, 0, through: receiver, at: node)
      } else if let deferred {
        pendingRemovals.append(deferred)
      } else {
        markMutated(collection, through: receiver)
      }
      recordWriter(of: collection, through: receiver)
      // Changed in place (`palette.append("🦀")`): its texts are no longer only those written.
      let textWriter = writer(through: receiver)
      if textWriter != "local" {
        facts.textAssignments["\(textWriter)|\(collection)", default: []].insert(.unknown)
      }
      if Self.middleRemovals.contains(name), !endOnly, deferred == nil,
        name != "removeAll" || node.arguments.contains(where: { $0.label?.text == "where" })
          || node.trailingClosure != nil
      {
        shrunkNames.insert(collection)
      }
      if name == "append" || name == "insert" {
        facts.appendedNames.insert(collection)
        let writer = writer(through: receiver)
        let first = node.arguments.first
        // `append(x)`, `insert(x, at: 0)`, `append(contentsOf: batch)`.
        let value =
          first.flatMap { $0.label == nil || $0.label?.text == "contentsOf" ? $0.expression : nil }
        appendedValues[collection, default: [:]][writer, default: []].append(
          value ?? ExprSyntax(node))
        if let literal = value?.literalTypeName ?? value?.literalValueType,
          node.ancestor(InitializerDeclSyntax.self) == nil
        {
          facts.literalAppends[collection] = literal
          facts.literalAppenders[collection, default: []].insert(writer)
        }
      }
    }
    if let name = calleeName,
      ProjectFacts.writingMethods.contains(name) || mutatingMethods.contains(name),
      let receiverExpression = node.receiver, let receiver = receiverExpression.collectionKey,
      !receiverExpression.writesFreshInstance
    {
      markMutated(receiver, through: receiverExpression)
      recordWriter(of: receiver, through: receiverExpression)
    }
    if ProjectFacts.keysRows(calleeName, at: node),
      node.calledExpression.is(DeclReferenceExprSyntax.self),
      let data = node.arguments.first.flatMap({ $0.label == nil ? $0.expression : nil })
    {
      let key = node.argument(labeled: "id")?.keyPathText
      // A range or `indices` holds integers, never a value of the project's types.
      let integers =
        data.rangeBounds != nil
        || data.unparenthesized.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          == "indices"
      if key == nil || key == "\\.id", !integers {
        facts.identitySources.insert(data.unparenthesized.elementSourceKey ?? "?")
      }
    }
    // `.sheet(item: $selected)` and its relatives key what they present by its `id`: a type of
    // the project may be one, whichever the binding holds.
    if let name = calleeName, ProjectFacts.itemPresenters.contains(name),
      let item = node.argument(labeled: "item")
    {
      // `$logToEdit` names the property whose declared type is what is presented.
      let reference = item.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text
      let property = reference.flatMap { $0.hasPrefix("$") ? String($0.dropFirst()) : nil }
      facts.identitySources.insert(property.map { "item:" + $0 } ?? "?")
    }
    if calleeName == "id", node.calledExpression.is(MemberAccessExprSyntax.self),
      node.firstUnlabeledArgument?.unparenthesized.as(MemberAccessExprSyntax.self)?.declName
        .baseName.text == "id"
    {
      facts.identitySources.insert("?")
    }
    if ["ForEach", "List"].contains(calleeName),
      let data = node.arguments.first?.expression.unparenthesized.as(DeclReferenceExprSyntax.self),
      data.baseName.text.hasPrefix("$"), ProjectFacts.rowsWriteThroughBinding(node)
    {
      facts.elementWrittenNames.insert(String(data.baseName.text.dropFirst()))
    }
    // Each argument's value, worked out once for the type's inputs and the function's
    // parameters (`ArgumentValue`).
    var argumentValues: [Int: ArgumentValue?] = [:]
    func argumentValue(_ position: Int, _ expression: ExprSyntax) -> ArgumentValue? {
      if let known = argumentValues[position] { return known }
      let value = ArgumentValue(expression)
      argumentValues[position] = value
      return value
    }
    if let type = calleeName, namesType(type),
      node.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      for (position, argument) in node.arguments.enumerated() {
        // An unlabeled argument is known by its position (`Card("Total", …)` → `Card.#0`).
        let label = argument.label?.text ?? "#\(position)"
        let expression = argument.expression.unparenthesized
        // An array literal of literals (`PieChart(values: [25, 15, 40])`) is one too.
        let literal =
          expression.literalTypeName != nil || expression.is(BooleanLiteralExprSyntax.self)
          || expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
          || expression.as(ArrayExprSyntax.self).map {
            $0.elements.allSatisfy(\.expression.isLiteralArgument)
          } == true
        let key = "\(type).\(label)"
        if argument.label != nil {
          facts.bindingArguments[key, default: []].insert(Self.bindingArgument(expression))
        }
        // A value decided once the project's facts are known (`ProjectFacts.resolveInputs`).
        let value = literal ? nil : argumentValue(position, argument.expression)
        if let value { facts.pendingInputs[key, default: []].insert(value) }
        facts.literalInputs[key] = (facts.literalInputs[key] ?? true) && (literal || value != nil)
      }
    }
    // A call an initializer makes directly (`init(…) { attach(links) }`) runs as the value is
    // made, before any view shows it: what the function assigns is loaded, as an assignment
    // written in the initializer is (audit sample AU: a false warning).
    let loads = calleeName != nil && (Self.isAppearing(node) || Self.isInInitializer(node))
    if let name = calleeName,
      node.receiver == nil || node.receiver?.trimmedDescription == "self"
    {
      callSites[name, default: []].append(loads)
    }
    // `.onAppear(perform: loadPhotos)`, `.task(loadPhotos)`: the function passed by name runs
    // as the view appears, as a call in the closure would (audit sample AI).
    if ["onAppear", "task"].contains(calleeName),
      node.calledExpression.is(MemberAccessExprSyntax.self),
      let passed = node.arguments.first(where: { $0.label == nil || $0.label?.text == "perform" })?
        .expression.unparenthesized,
      let function = passed.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? passed.as(MemberAccessExprSyntax.self).flatMap({
          $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
        })
    {
      callSites[function, default: []].append(true)
      facts.callContexts[Self.callShape(function, labels: []), default: []].insert("appear")
    }
    if let name = calleeName {
      // A trailing closure fills a parameter without its label: such a call may be any of the
      // name's functions.
      let shape =
        node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty
        ? "\(name){}"
        : Self.callShape(name, labels: node.arguments.map { $0.label?.text ?? "_" })
      // Where the call runs: as a view appears, in a function (its call shapes, decided
      // with the target's calls), or elsewhere.
      let context: String
      if loads {
        context = "appear"
      } else if let function = Self.enclosingFunction(of: node) {
        // One function holds many calls: its shapes are worked out once.
        if let known = functionContexts[function.id] {
          context = known
        } else {
          let shapes = Self.callShapes(of: function).union(["\(function.name.text){}"])
          context = "in:" + shapes.sorted().joined(separator: "|")
          functionContexts[function.id] = context
        }
      } else {
        context = "other"
      }
      facts.callContexts[shape, default: []].insert(context)
    }
    if let name = calleeName {
      // `particles(howMany: 30)`: what each caller passes for each parameter (an unlabeled
      // one by its position); a value decided later (`ArgumentValue`) counts until then. A
      // function may be named with a capital (`Row(options:)`).
      for (position, argument) in node.arguments.enumerated() {
        let label = argument.label?.text ?? "#\(position)"
        let key = "\(name)(\(label):)"
        let literal = argument.expression.isLiteralArgument
        let value = literal ? nil : argumentValue(position, argument.expression)
        if let value { facts.pendingArguments[key, default: []].insert(value) }
        facts.literalArguments[key] =
          (facts.literalArguments[key] ?? true) && (literal || value != nil)
      }
    }
    return .visitChildren
  }

  /// An initializer in an extension (`extension SMPList { init?(entity:) { self.id = … } }`)
  /// that gives `id` another value than a fresh `UUID()`: a call of it keeps that id, as one
  /// declared in the type's body does (audit sample Y).
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    // `init(_ text: String, maxWidth: Double = 240)`: a caller that leaves `maxWidth` out passes
    // the literal 240.
    if let owner = node.enclosingTypeName {
      for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
        guard let value = parameter.defaultValue?.value.unparenthesized,
          value.literalTypeName != nil || value.is(BooleanLiteralExprSyntax.self)
            || value.is(NilLiteralExprSyntax.self)
        else { continue }
        let label =
          parameter.firstName.tokenKind == .wildcard ? "#\(index)" : parameter.firstName.text
        facts.literalDefaults.insert("\(owner).\(label)")
      }
    }
    if let extended = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
      Self.assignsID(node)
    {
      facts.idAssigningInitializers[
        extended.extendedType.trimmedDescription, default: []
      ].insert(Self.labels(of: node))
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    let isAssignment =
      node.operator.is(AssignmentExprSyntax.self)
      || ["+=", "-="].contains(node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text)
    if node.operator.as(BinaryOperatorExprSyntax.self).map({
      ["+=", "-="].contains($0.operator.text)
    })
      == true, node.rightOperand.isIntegerLiteral, let name = node.leftOperand.plainReference
    {
      bumpedNames.insert(name.strippingSelf)
    }
    if node.operator.is(AssignmentExprSyntax.self),
      let initializer = node.ancestor(InitializerDeclSyntax.self),
      let owner = node.enclosingTypeName, let name = node.leftOperand.referencedName,
      let parameters = Self.initializerInputs(node.rightOperand, in: initializer)
    {
      // `isTotal = title == "Total"`: a stored value made from the initializer's parameters.
      facts.derivedInputs["\(owner).\(name)"] = parameters
    }
    if isAssignment, let name = node.leftOperand.referencedName {
      // The texts a stored property is given (initializers included).
      let writer = writer(through: node.leftOperand)
      if writer != "local" {
        let plain = node.operator.is(AssignmentExprSyntax.self)
        facts.textAssignments["\(writer)|\(name)", default: []].formUnion(
          plain ? TextSource.sources(of: node.rightOperand) : [.unknown])
      }
    }
    // An assignment in an initializer, or to a member of a value the same function has just
    // built (`let cached = CachedUser(context: moc); cached.tags = …`), initializes it.
    if isAssignment, node.ancestor(InitializerDeclSyntax.self) == nil,
      !node.leftOperand.writesFreshInstance, !Self.writesDeclaredLiteral(node)
    {
      // `value.wrappedValue = copy` assigns the binding's value.
      let target = node.leftOperand.throughWrappedValue
      if let name = target.referencedName {
        let isPlain = node.operator.is(AssignmentExprSyntax.self)
        // Emptied (`= []`), a collection can take its old values again without repeating one.
        if !(isPlain && node.rightOperand.fixedCount == 0) { shrunkNames.insert(name) }
        let appearing = isPlain ? Self.appearing(node) : .no
        if case .yes = appearing {
          facts.loadedNames.insert(name)
        } else if case .ifOneShot(let roots) = appearing {
          // In a subscription set up as the view appears: a load when its publisher emits
          // once, decided with the target's facts (`ProjectFacts.resolvingLoads`).
          facts.pendingLoads[name, default: []].formUnion(roots)
        } else if isPlain, emptyTested(node).contains(name),
          Self.refillsWhileEmpty(node, collection: name)
        {
          // `if cards.isEmpty { cards = deck }`: no row exists to be reshaped, a load.
          facts.loadedNames.insert(name)
        } else if isPlain,
          Self.isCopyWrittenBack(node.rightOperand, to: name)
            || Self.isMapOfItself(node.rightOperand, assignedTo: target)
        {
          // `var copy = waves; copy[1].color = c; waves = copy`: elements, not the shape.
          facts.elementWrittenNames.insert(name)
        } else if isPlain, let size = node.rightOperand.fixedCount {
          recordSized(name, size, through: target, at: node)
        } else if isPlain, let function = Self.enclosingFunction(of: node) {
          let writer = writer(through: target)
          functionAssignments["\(writer)|\(name)", default: []].insert(function.name.text)
          functionShapes[function.name.text, default: []].formUnion(Self.callShapes(of: function))
        } else {
          markMutated(name, through: target)
        }
        recordWriter(of: name, through: target)
      }
      if let element = node.leftOperand.editedElementCollection {
        facts.elementWrittenNames.insert(element)
      }
    }
    return .visitChildren
  }

  /// `ForEach(books) { book in … }`, `List(books) { book in … }`, `books.map { book in … }`:
  /// the closure's first parameter is an element of the collection.
  ///
  /// A closure of two or more parameters where one tuple is passed destructures it (Swift
  /// kept this one form of tuple splat for closures when SE-0110 separated one-tuple from
  /// many-parameter function types): each parameter takes its component's type, never the
  /// element's (`ForEach(groups, id: \.key) { day, events in … }` over `[(key: String,
  /// value: [Event])]` makes `day` a `String`). `enumerated()` "returns a sequence of pairs
  /// (n, x), where n represents a consecutive integer starting at zero and x represents an
  /// element of the sequence" (Apple's documentation): the second parameter is an element of
  /// the receiver. `sorted`, `min` and `max` pass two elements to compare, not a tuple.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    guard let parameter = node.firstParameterName else { return .visitChildren }
    let call =
      node.parent?.as(FunctionCallExprSyntax.self)
      ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call, let name = call.calleeName else { return .visitChildren }
    let data: ExprSyntax?
    if ["ForEach", "List"].contains(name), call.calledExpression.is(DeclReferenceExprSyntax.self) {
      data = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
    } else if Self.elementClosureMethods.contains(name) {
      data = call.receiver
    } else {
      data = nil
    }
    let parameters = node.parameterNames
    guard parameters.count >= 2 else {
      recordElement(parameter, of: data)
      return .visitChildren
    }
    if ["sorted", "min", "max"].contains(name) {
      for element in parameters where element != "_" { recordElement(element, of: data) }
      return .visitChildren
    }
    if let data, let base = ForEachIndexIDRule.enumeratedBase(data) {
      // `(offset, element)`: the element is one of `base`'s.
      if parameters[1] != "_" { recordElement(parameters[1], of: base) }
    } else if let source = data?.unparenthesized.elementSourceKey {
      for (index, name) in parameters.enumerated() where name != "_" {
        facts.elementSources[name] = "\(source)#\(index)"
        facts.declaredNames.insert(name)
        localNames.insert(name)
      }
    }
    return .visitChildren
  }

  /// `for book in books`: the loop's variable is an element of the collection.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      recordElement(name, of: node.sequence)
    }
    return .visitChildren
  }

  /// Methods whose closure takes the receiver's elements.
  static let elementClosureMethods: Set<String> = [
    "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted", "min",
    "max", "allSatisfy", "firstIndex", "last", "lastIndex",
  ]

  func recordElement(_ parameter: String, of data: ExprSyntax?) {
    guard let source = data?.unparenthesized.elementSourceKey else { return }
    facts.elementSources[parameter] = source
    facts.declaredNames.insert(parameter)
    localNames.insert(parameter)
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.expression.collectionKey, !node.expression.writesFreshInstance {
      markMutated(name, through: node.expression)
      recordWriter(of: name, through: node.expression)
    }
    return .visitChildren
  }

  /// How many `case` patterns (`case .createNew:`, `if case .edit = self`) the walk is inside:
  /// names there only match, they make nothing (`ProjectFacts.valueNames`).
  private var patternDepth = 0

  override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind {
    patternDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: ExpressionPatternSyntax) { patternDepth -= 1 }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if patternDepth == 0 {
      facts.valueNames.insert(node.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    recordRenderRead(node)
    let text = node.baseName.text
    if patternDepth == 0 { facts.valueNames.insert(text) }
    // `$0`, `$1`: a closure's shorthand parameters, not bindings.
    guard text.hasPrefix("$"), text.count > 1, !text.dropFirst().allSatisfy(\.isNumber) else {
      return .visitChildren
    }
    // `$model.ships` binds `ships`; `$ships[index]` and `$ships[index].name` bind one element
    // of `ships` (written `self.$ships[index]` too); `ForEach($ships)` its elements; anything
    // else hands the whole value to a writer.
    var name = String(text.dropFirst())
    var outer = Syntax(node)
    let viaSelf = node.parent?.as(MemberAccessExprSyntax.self).flatMap {
      $0.declName.id == node.id && $0.base?.trimmedDescription == "self" ? $0 : nil
    }
    if let viaSelf { outer = Syntax(viaSelf) }
    while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
      name = member.declName.baseName.text
      outer = Syntax(member)
    }
    let isElement =
      outer.parent?.as(SubscriptCallExprSyntax.self)?.calledExpression.id == outer.id
    let listCall = outer.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(
      FunctionCallExprSyntax.self
    ).flatMap { ["ForEach", "List"].contains($0.calleeName) ? $0 : nil }
    // `ForEach($moves) { $move in Text(move.name) }` without edit actions: a read.
    let rowsWrite = listCall.map(ProjectFacts.rowsWriteThroughBinding)
    if rowsWrite == false, listCall?.argument(labeled: "editActions") == nil {
      return .visitChildren
    }
    let isForEachData = rowsWrite == true
    if isElement || isForEachData {
      facts.elementWrittenNames.insert(name)
    } else {
      facts.dynamicNames.insert(name)
      let base = outer.as(MemberAccessExprSyntax.self)?.base?.unparenthesized
      let writer: String
      let own = outer.id == Syntax(node).id || outer.id == viaSelf.map(Syntax.init)?.id
      if own {
        writer = node.enclosingTypeName ?? "?"
      } else if let base = base?.as(DeclReferenceExprSyntax.self), base.id == node.id {
        writer = "@" + String(text.dropFirst())
      } else {
        writer = "?"
      }
      facts.dynamicWriters[name, default: []].insert(writer)
      // `$tabs` handed whole to a type of the project: where it goes (`BindingGroups`).
      if own, writer != "?" {
        let destination =
          node.isLocalVariable
          ? "?" : outer.as(ExprSyntax.self).flatMap(Self.bindingDestination) ?? "?"
        facts.bindingPasses["\(writer).\(name)", default: []].insert(destination)
      }
    }
    return .visitChildren
  }

  // MARK: - Helpers

  /// `Tabs.tabs` for `$tabs` passed as `Tabs(tabs: $tabs)`: the labeled input of what is
  /// called by name (`Tabs(…)`, `Tabs<…>(…)`) that the binding is given to; nil for any other
  /// use. The callee is a project type's `@Binding` only where `bindingMembers` has it, whatever
  /// its name's case (audit sample AR: `struct dayofweekButton: View` took a weekday array's
  /// binding, and a function's argument stays fed from outside, as before).
  static func bindingDestination(of binding: ExprSyntax) -> String? {
    guard let argument = binding.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = call.calleeName,
      call.calledExpression.is(DeclReferenceExprSyntax.self)
        || call.calledExpression.is(GenericSpecializationExprSyntax.self)
    else { return nil }
    return "\(type).\(label)"
  }

  /// What an argument passed for a type's labeled input gives a `@Binding` there: `link:Tabs.tabs`
  /// for the caller's own `$tabs` (or `self.$tabs`), `constant` for `.constant(…)` (a binding
  /// "to an immutable value", Apple's documentation), `other` for anything else.
  static func bindingArgument(_ expression: ExprSyntax) -> String {
    let expression = expression.unparenthesized
    var reference = expression.as(DeclReferenceExprSyntax.self)
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "self"
    {
      reference = member.declName.baseName.text.hasPrefix("$") ? member.declName : nil
    }
    if let reference, reference.baseName.text.hasPrefix("$"), reference.baseName.text.count > 1,
      !reference.isLocalVariable, let owner = reference.enclosingTypeName
    {
      return "link:\(owner).\(reference.baseName.text.dropFirst())"
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "constant",
      call.receiver == nil || call.receiver?.trimmedDescription == "Binding"
    {
      return "constant"
    }
    return "other"
  }

  /// `name` given a value of `size` elements through `target` (`board = Array(repeating: .empty,
  /// count: 9)`, `rows = []`, `rows.removeAll()`), by the writer `target` names, in the
  /// function around `node` or elsewhere. Emptied and refilled by inserts in the same
  /// synchronous code, with no `await` between, SwiftUI never sees it empty: the rows keep
  /// their positions, a reshape, not a reload (review of session 23).
  func recordSized(
    _ name: String, _ size: Int, through target: ExprSyntax, at node: some SyntaxProtocol
  ) {
    if size == 0, Self.isRefilledBeforeARender(after: Syntax(node), collection: name) {
      markMutated(name, through: target)
      return
    }
    sizedAssignments[name, default: []].append(size)
    let writer = writer(through: target)
    assignmentWriters[name, default: []].insert(writer)
    if let function = Self.enclosingFunction(of: node) {
      sizedInFunctions["\(writer)|\(name)", default: []].insert(function.name.text)
      functionShapes[function.name.text, default: []].formUnion(Self.callShapes(of: function))
    } else {
      sizedElsewhere.insert(name)
    }
  }

  /// Records whose `name` a write reaches (`ProjectFacts.writers`): the type whose code writes
  /// its own property (`items.append`, `self.items = …`), a variable whose type the project
  /// may know (`store.items.append` → `@store`), or `?`.
  func markMutated(_ name: String, through target: ExprSyntax) {
    let writer = writer(through: target)
    facts.mutatedNames.insert(name)
    facts.mutatedWriters[name, default: []].insert(writer)
    facts.unsizedReshapes.insert("\(writer).\(name)")
    if Self.isInExtension(target), !writer.hasPrefix("@"), writer != "local", writer != "?" {
      facts.extensionReshapes.insert("\(writer).\(name)")
    }
  }

  /// Whether the nearest type-like declaration around `node` is an extension (its code writes
  /// the extended type's properties: `ProjectFacts.extensionReshapes`).
  static func isInExtension(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(ExtensionDeclSyntax.self) { return true }
      if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
        || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// Records whose `name` a write reaches (`ProjectFacts.writers`): see `writer(through:)`.
  func recordWriter(of name: String, through target: ExprSyntax) {
    let writer = writer(through: target)
    facts.writers[name, default: []].insert(writer)
    if Self.isInExtension(target), !writer.hasPrefix("@"), writer != "local", writer != "?" {
      facts.extensionWrites.insert("\(writer).\(name)")
    }
  }

  /// Whose property a write through `target` reaches (`recordWriter(of:through:)`).
  func writer(through target: ExprSyntax) -> String {
    var expression = target.unparenthesized
    while let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      expression = subscriptCall.calledExpression.unparenthesized
    }
    let owner = target.enclosingTypeName
    let writer: String
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.isLocalVariable
    {
      // A local variable (or a parameter) of the same name: no type's property is written.
      writer = "local"
    } else if expression.is(DeclReferenceExprSyntax.self) {
      writer = owner ?? "?"
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self)
    {
      writer = base.baseName.text == "self" ? owner ?? "?" : "@" + base.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      let element = member.base?.unparenthesized.as(SubscriptCallExprSyntax.self),
      let collection = element.calledExpression.unparenthesized.as(DeclReferenceExprSyntax.self),
      collection.baseName.tokenKind != .keyword(.self)
    {
      // `groups[i].accounts.append(…)`: a property of an element of `groups`, a write to the
      // element type's property, never to every type's `accounts` (audit sample AT).
      writer = "@" + collection.baseName.text + ProjectFacts.elementWriterSuffix
    } else {
      writer = "?"
    }
    return writer
  }

  /// Removals that can take an element from anywhere but the end.
  static let middleRemovals: Set<String> = [
    "remove", "removeFirst", "removeSubrange", "popFirst", "removeAll",
  ]

  /// Whether `value`, appended to `collection`, is never a value the collection already
  /// holds: a counter the file bumps (`laps.append(next)` with `next += 1`), or a string that
  /// interpolates one (`"Page \(page + 1)"`); the collection's own count (`"Item
  /// \(items.count + 1)"`) while nothing removes an element but the last; an element put
  /// back where it was taken from (a reorder); a batch `(1...20).map { "Page \(page) - \($0)" }`
  /// whose strings interpolate both the range's element and a counter. A local constant is
  /// its initial value.
  func isUnique(_ appended: ExprSyntax, appendedTo collection: String) -> Bool {
    if Self.removesEqualValues(before: appended, from: collection) { return true }
    // A membership check on this insert's path (`guard !words.contains(word)`).
    if let insert = Self.insertCall(of: appended, into: collection),
      MembershipGuard(collection: collection, functions: functionDeclarations).guards(insert)
    {
      return true
    }
    var value = appended.unparenthesized
    if let reference = value.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration, local.isLet, let initializer = local.initializer
    {
      value = initializer.unparenthesized
    }
    if let name = value.plainReference,
      takenValues[collection]?.contains(name) == true
        || takenValues[collection]?.contains(appended.trimmedDescription) == true
    {
      return true
    }
    // `chores.insert(chores.remove(at: i), at: j)`: the element just taken out, put back (a
    // move written in one expression; audit sample AH).
    if let taken = value.as(FunctionCallExprSyntax.self),
      ["remove", "removeFirst", "removeLast"].contains(taken.calleeName ?? ""),
      taken.receiver?.collectionKey == collection
    {
      return true
    }
    if isCounter(value) || isOwnCount(value, of: collection) { return true }
    if let string = value.as(StringLiteralExprSyntax.self) {
      return string.interpolations.contains { isCounter($0) || isOwnCount($0, of: collection) }
    }
    // A batch: each string names its element of a range and a counter.
    if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "map",
      call.receiver?.unparenthesized.rangeBounds != nil,
      let closure = call.trailingClosure ?? call.firstUnlabeledArgument?.as(ClosureExprSyntax.self),
      closure.statements.count == 1,
      let string = closure.statements.first?.item.as(ExprSyntax.self)?.unparenthesized.as(
        StringLiteralExprSyntax.self)
    {
      let element = closure.firstParameterName ?? "$0"
      let parts = string.interpolations
      return parts.contains { $0.plainReference == element } && parts.contains(where: isCounter)
    }
    return false
  }

  /// The fields of a value built where it is inserted (`Step(header: draft)`, `.init(header:
  /// draft)`, or a local `let` holding one) that are given a value that can repeat: a literal, a
  /// name, a member, a text that does not name a counter or the collection's own count. A call's
  /// result or a member of one (`UUID().uuidString`, a formatter's) is left undecided. Keyed by
  /// such a field (`id: \.header`), two inserts of equal values give two rows one identity (audit
  /// sample AL's misses: sheets that append whatever the form holds).
  func repeatableFields(of appended: ExprSyntax, in collection: String) -> [String] {
    var value = appended.unparenthesized
    if let initializer = Self.unchangedInitializer(of: value) { value = initializer }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return [] }
    let implicit = call.calledExpression.as(MemberAccessExprSyntax.self).map {
      $0.base == nil && $0.declName.baseName.text == "init"
    }
    guard value.isConstruction || implicit == true else { return [] }
    let loop = Self.refillingLoop(around: appended, of: collection)
    func decided(_ given: ExprSyntax) -> Bool {
      var base: ExprSyntax? = given
      while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
      return !given.is(FunctionCallExprSyntax.self) && base?.is(FunctionCallExprSyntax.self) != true
        && !isCounter(given) && !isOwnCount(given, of: collection)
        && !(loop.map { Self.isOneToOne(given, in: $0, depth: 0) } ?? false)
    }
    return call.arguments.compactMap { argument in
      guard let label = argument.label?.text else { return nil }
      let given = argument.expression.unparenthesized
      // An `id` is taken to be made unique, unless it is a literal or a random number
      // (`Int.random(in: 1..<9999)`, directly or through a local): those repeat (audit sample
      // AP's miss).
      if label == "id" {
        let made = Self.unchangedInitializer(of: given) ?? given
        let random = made.as(FunctionCallExprSyntax.self)?.calleeName == "random"
        return random || made.literalTypeName != nil ? label : nil
      }
      if let text = given.as(StringLiteralExprSyntax.self) {
        return text.interpolations.allSatisfy(decided) ? label : nil
      }
      return decided(given) ? label : nil
    }
  }

  /// The initial value of the local `expression` names when nothing changes it after: a `let`,
  /// or a `var` the code never assigns, field by field or whole, nor passes `inout` (audit
  /// sample AP: `var product = Product(id: randomId, …)` appended as it was made).
  static func unchangedInitializer(of expression: ExprSyntax) -> ExprSyntax? {
    guard let reference = expression.unparenthesized.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration, let initializer = local.initializer
    else { return nil }
    guard local.isLet || !LocalDeclaration.isAssigned(reference.baseName.text, in: local.scope)
    else { return nil }
    return initializer.unparenthesized
  }

  /// The variable of the `for` loop over a range (or a stride) around the insert of `appended`
  /// when the code empties `collection` before that loop (`= []`, `removeAll()`, in a block
  /// around it) and the loop's body inserts into it once: one element per turn, each for its
  /// own value of the variable (audit sample AN: `todayInHistory = []`, then a year for each
  /// `offset in 0...n`).
  static func refillingLoop(around appended: ExprSyntax, of collection: String) -> String? {
    guard let loop = appended.ancestor(ForStmtSyntax.self),
      let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      loop.sequence.unparenthesized.rangeBounds != nil
        || loop.sequence.as(FunctionCallExprSyntax.self)?.calleeName == "stride"
    else { return nil }
    func inserts(in node: some SyntaxProtocol) -> Int {
      node.tokens(viewMode: .sourceAccurate).filter {
        Self.insertCall(namedBy: $0, into: collection) != nil
      }.count
    }
    guard inserts(in: loop.body) == 1 else { return nil }
    // Not nested in another loop, and no other insert of the function's adds to the collection
    // (review of session 23: two loops after one emptying, nested loops).
    var outer = loop.parent
    while let node = outer, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self) {
      if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self)
        || node.is(RepeatStmtSyntax.self)
      {
        return nil
      }
      outer = node.parent
    }
    guard inserts(in: outer ?? Syntax(loop)) == 1 else { return nil }
    var current = Syntax(loop)
    while let parent = current.parent, !parent.is(FunctionDeclSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items {
          if item.position >= current.position { break }
          if Self.empties(item, collection) { return variable }
        }
      }
      current = parent
    }
    return nil
  }

  /// Whether code after `node` in its function or closure inserts into `collection` before any
  /// `await` (a suspension, where SwiftUI can render what the collection holds then).
  static func isRefilledBeforeARender(after node: Syntax, collection: String) -> Bool {
    var current = node
    while let parent = current.parent, !parent.is(FunctionDeclSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items where item.position > current.position {
          for token in item.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.await) { return false }
            if let call = Self.insertCall(namedBy: token, into: collection) {
              // `append(await load(name))` waits before it inserts.
              return !call.arguments.tokens(viewMode: .sourceAccurate)
                .contains { $0.tokenKind == .keyword(.await) }
            }
          }
        }
      }
      current = parent
    }
    return false
  }

  /// Whether a statement empties `collection`: `collection = []` or `collection.removeAll()`.
  static func empties(_ item: CodeBlockItemSyntax, _ collection: String) -> Bool {
    guard let expression = item.item.as(ExprSyntax.self) else { return false }
    if let assignment = expression.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self)
    {
      return assignment.leftOperand.collectionKey == collection
        && assignment.rightOperand.fixedCount == 0
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), isEmptying(call) else {
      return false
    }
    return call.receiver?.collectionKey == collection
  }

  /// Whether `call` is `removeAll()` or `removeAll(keepingCapacity:)`, which empty their
  /// receiver (not `removeAll(where:)`).
  static func isEmptying(_ call: FunctionCallExprSyntax) -> Bool {
    call.calleeName == "removeAll" && call.trailingClosure == nil
      && call.arguments.allSatisfy { $0.label?.text == "keepingCapacity" }
  }

  /// Whether `expression` gives a different value for each value of the loop variable
  /// `variable`: the variable, itself plus or minus a value that does not read it, or times a
  /// nonzero integer literal, or a local `let` so made (`let year = current - offset`).
  static func isOneToOne(_ expression: ExprSyntax, in variable: String, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    let expression = expression.unparenthesized
    func reads(_ part: ExprSyntax) -> Bool {
      part.tokens(viewMode: .sourceAccurate).contains { $0.text == variable }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.text == variable { return true }
      guard let local = reference.localDeclaration, local.isLet, let value = local.initializer
      else { return false }
      return isOneToOne(value, in: variable, depth: depth + 1)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isOneToOne(prefix.expression, in: variable, depth: depth + 1)
    }
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    else { return false }
    let (left, right) = (infix.leftOperand, infix.rightOperand)
    switch op {
    case "+", "-":
      return isOneToOne(left, in: variable, depth: depth + 1) && !reads(right)
        || isOneToOne(right, in: variable, depth: depth + 1) && !reads(left)
    case "*":
      func nonzero(_ part: ExprSyntax) -> Bool {
        let text = part.unparenthesized.trimmedDescription
        return Int(text).map { $0 != 0 } ?? false
      }
      return isOneToOne(left, in: variable, depth: depth + 1) && nonzero(right)
        || isOneToOne(right, in: variable, depth: depth + 1) && nonzero(left)
    default:
      return false
    }
  }

  /// Whether an earlier statement of the code around the insert of `appended` removes every
  /// element equal to it from `collection` (`names.removeAll { $0 == name }`, also compared
  /// case-insensitively: `$0.lowercased() == name.lowercased()`,
  /// `$0.caseInsensitiveCompare(name) == .orderedSame`), with no other insert in between: like
  /// a `contains` check, the value is then in the collection once; or that takes one element
  /// equal to it out by its first index (`removesFirstEqual`), a move. The value is a name or
  /// a member chain, which reads the same in both places (not `Int.random(in:)`).
  static func removesEqualValues(before appended: ExprSyntax, from collection: String) -> Bool {
    let value = appended.unparenthesized
    guard value.plainReference != nil,
      let insert = appended.ancestor(FunctionCallExprSyntax.self)
    else { return false }
    var current = Syntax(insert)
    while let parent = current.parent {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        let earlier = list.filter { $0.position < current.position }
        if let removal = earlier.lastIndex(where: {
          removesEqual(value, from: collection, in: $0)
            || removesFirstEqual(value, from: collection, in: $0)
        }) {
          // No other value is inserted between the removal and this insert.
          return !earlier[earlier.index(after: removal)...].contains { item in
            item.tokens(viewMode: .sourceAccurate).contains {
              ["append", "insert"].contains($0.text)
            }
          }
        }
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self)
      {
        return false
      }
      current = parent
    }
    return false
  }

  /// Whether `item` is `collection.remove(at: i)` where `i` is `collection.firstIndex(of:
  /// value)`, written in place (`!` allowed) or through a local constant bound to it (`guard
  /// let from = icons.firstIndex(of: dragged)`): an element equal to `value` is taken out, so
  /// inserting `value` after it puts the same value back (a move), and no value gains a
  /// second copy. `firstIndex(of:)` "returns the first index where the specified value
  /// appears in the collection" (Apple's documentation), and `remove(at:)` removes that one
  /// element.
  static func removesFirstEqual(
    _ value: ExprSyntax, from collection: String, in item: CodeBlockItemSyntax
  ) -> Bool {
    guard let call = item.item.as(ExprSyntax.self)?.unparenthesized.as(FunctionCallExprSyntax.self),
      call.calleeName == "remove", call.arguments.count == 1,
      call.receiver?.collectionKey == collection,
      var index = call.argument(labeled: "at")?.unwrapped
    else { return false }
    if let reference = index.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration, local.isLet, let initializer = local.initializer
    {
      index = initializer.unwrapped
    }
    guard let search = index.as(FunctionCallExprSyntax.self),
      search.calleeName == "firstIndex", search.arguments.count == 1,
      let searched = search.argument(labeled: "of"),
      search.receiver?.spacelessText == call.receiver?.spacelessText
    else { return false }
    return searched.spacelessText == value.spacelessText
  }

  /// Whether `item` is `collection.removeAll { … }` (or `removeAll(where:)`) whose predicate
  /// holds for every element equal to `value`.
  static func removesEqual(
    _ value: ExprSyntax, from collection: String, in item: CodeBlockItemSyntax
  )
    -> Bool
  {
    guard let call = item.item.as(ExprSyntax.self)?.unparenthesized.as(FunctionCallExprSyntax.self),
      call.calleeName == "removeAll", call.receiver?.collectionKey == collection,
      let closure = call.trailingClosure
        ?? call.argument(labeled: "where")?.unparenthesized.as(ClosureExprSyntax.self),
      closure.statements.count == 1, let statement = closure.statements.first?.item,
      let predicate =
        (statement.as(ExprSyntax.self)
        ?? statement.as(ReturnStmtSyntax.self)?.expression)?.unparenthesized
    else { return false }
    let element = closure.firstParameterName ?? "$0"
    let written = value.spacelessText
    guard let infix = predicate.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return false }
    let sides = [infix.leftOperand.unparenthesized, infix.rightOperand.unparenthesized]
    // `a.caseInsensitiveCompare(b) == .orderedSame`, either way round.
    for (compared, result) in [(sides[0], sides[1]), (sides[1], sides[0])]
    where result.trimmedDescription.hasSuffix(".orderedSame") {
      guard let comparison = compared.as(FunctionCallExprSyntax.self),
        ["caseInsensitiveCompare", "localizedCaseInsensitiveCompare"].contains(
          comparison.calleeName),
        comparison.arguments.count == 1,
        let receiver = comparison.receiver?.spacelessText,
        let argument = comparison.arguments.first?.expression.spacelessText
      else { continue }
      if Set([receiver, argument]) == Set([element, written]) { return true }
    }
    // `$0 == name`, or both sides folded the same way (`$0.lowercased() == name.lowercased()`).
    func folded(_ side: ExprSyntax) -> (base: String, fold: String) {
      if let call = side.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        ["lowercased", "uppercased"].contains(call.calleeName), let base = call.receiver
      {
        return (base.spacelessText, call.calleeName ?? "")
      }
      return (side.spacelessText, "")
    }
    let (left, right) = (folded(sides[0]), folded(sides[1]))
    return left.fold == right.fold && Set([left.base, right.base]) == Set([element, written])
  }

  /// The call `collection.append(…)` or `collection.insert(…)` whose name `token` is, if it is
  /// one.
  static func insertCall(namedBy token: TokenSyntax, into collection: String)
    -> FunctionCallExprSyntax?
  {
    guard ["append", "insert"].contains(token.text),
      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      member.base?.collectionKey == collection
    else { return nil }
    return member.parent?.as(FunctionCallExprSyntax.self)
  }

  /// The `append`/`insert` call on `collection` that adds `appended` (itself, when it is the
  /// call).
  static func insertCall(of appended: ExprSyntax, into collection: String)
    -> FunctionCallExprSyntax?
  {
    var current: Syntax? = Syntax(appended)
    while let node = current {
      if let call = node.as(FunctionCallExprSyntax.self),
        ["append", "insert"].contains(call.calleeName), call.receiver?.collectionKey == collection
      {
        return call
      }
      if node.is(CodeBlockItemSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }

  /// A counter the file bumps, possibly offset by a literal (`next`, `page + 1`).
  func isCounter(_ expression: ExprSyntax) -> Bool {
    var expression = expression.unparenthesized
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      ["+", "-"].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text),
      infix.rightOperand.isIntegerLiteral
    {
      expression = infix.leftOperand.unparenthesized
    }
    guard let name = expression.plainReference else { return false }
    return bumpedNames.contains(name.strippingSelf)
  }

  /// The collection's own count, possibly offset by a literal, while it never loses an
  /// element but the last: each append makes a new number.
  func isOwnCount(_ expression: ExprSyntax, of collection: String) -> Bool {
    var expression = expression.unparenthesized
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      ["+", "-"].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text),
      infix.rightOperand.isIntegerLiteral
    {
      expression = infix.leftOperand.unparenthesized
    }
    // `let count = items.count; items.append("\(count)")`: a local constant is its value.
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration, local.isLet, let initializer = local.initializer
    {
      expression = initializer.unparenthesized
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "count", member.base?.collectionKey == collection
    else { return false }
    return !shrunkNames.contains(collection) && !facts.dynamicNames.contains(collection)
  }

  /// Whether `value` maps the very collection it is assigned to (`heights = heights.map { _ in
  /// .random(in: 5...50) }`, `self.` on either side): `map(_:)` "returns an array containing
  /// the results of mapping the given closure over the sequence's elements" (Apple's
  /// documentation), one result per element in their order, so the count and order stay and
  /// only the elements change.
  static func isMapOfItself(_ value: ExprSyntax, assignedTo target: ExprSyntax) -> Bool {
    guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self),
      call.calleeName == "map", let receiver = call.receiver,
      call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1
    else { return false }
    return receiver.spacelessText.strippingSelf == target.spacelessText.strippingSelf
  }

  /// Whether `value` is a local copy of `name`, edited only element by element before it is
  /// assigned back (`var copy = waves; copy[1].color = c; waves = copy`).
  static func isCopyWrittenBack(_ value: ExprSyntax, to name: String) -> Bool {
    guard let reference = value.unparenthesized.as(DeclReferenceExprSyntax.self),
      let local = reference.localDeclaration,
      local.initializer?.throughLocalConstants.throughCasts.collectionKey == name,
      let scope = local.scope
    else { return false }
    return !scope.reshapes(reference.baseName.text)
  }

  /// The parameters of `initializer` that `value` is made from, as callers write them (the
  /// label, or `#position` for an unlabeled one), when it reads nothing else but literals;
  /// nil otherwise.
  static func initializerInputs(_ value: ExprSyntax, in initializer: InitializerDeclSyntax)
    -> Set<String>?
  {
    let parameters = Array(initializer.signature.parameterClause.parameters)
    var found: Set<String> = []
    for token in value.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      else { continue }
      guard let index = parameters.firstIndex(where: { $0.localName == name }) else {
        return nil
      }
      let parameter = parameters[index]
      found.insert(
        parameter.firstName.tokenKind == .wildcard ? "#\(index)" : parameter.firstName.text)
    }
    return found.isEmpty ? nil : found
  }

  /// The member names `code` reads (`id` in `hasher.combine(id)`, `lhs.id == rhs.id`): bare
  /// names and the names after a dot, not the bases of member accesses (`lhs`, `hasher`).
  static func memberNames(readIn code: Syntax) -> Set<String> {
    var names: Set<String> = []
    for token in code.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id
      {
        continue
      }
      if reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id {
        continue
      }
      if reference.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)?
        .calledExpression.id == reference.parent?.id
      {
        continue
      }
      names.insert(name)
    }
    return names
  }

  /// The names a getter or function reads a member of (`model` in `model.rows`), besides
  /// `self`, types and its own locals: what it reads through another value.
  static func memberBases(of code: Syntax) -> Set<String> {
    var bases: Set<String> = []
    for token in code.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase != true,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id, !reference.isLocalVariable
      else { continue }
      bases.insert(name)
    }
    return bases
  }

  /// The names a computed property's getter reads bare or through `self` (`role` in
  /// `var isUser: Bool { role == "user" }`), without the locals it declares; nil when it calls
  /// a function or a method of its own type, which can read anything.
  static func plainReads(of getter: Syntax) -> Set<String>? {
    var reads: Set<String> = []
    for token in getter.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      // The clock and random sources are new on every read.
      if ProjectFacts.volatileNames.contains(name) { return nil }
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
      let isMemberName = member?.declName.id == reference.id
      if isMemberName,
        member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          != .keyword(.self)
      {
        continue
      }
      // `NSLocale.isoCountryCodes`, `NSLocale.Key.countryCode`: fixed tables of the system.
      if let member, member.base?.id == reference.id,
        Self.isFixedSystemTable(type: name, member: member.declName.baseName.text)
      {
        continue
      }
      // The expression that names it: `self.role` or `role`.
      let named = member.map(Syntax.init).flatMap { isMemberName ? $0 : nil } ?? Syntax(reference)
      if named.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == named.id {
        if name.first?.isUppercase == true { continue }  // `String(x)`: a value built
        return nil
      }
      if reference.isLocalVariable { continue }
      reads.insert(name)
    }
    return reads
  }

  /// Whether `type.member` is a table the system fixes for the life of the process, or a
  /// function of its arguments alone: the ISO code lists of `Locale`/`NSLocale` ("a list of
  /// the available ISO region codes", the same on every read), `NSLocale.Key`'s constants, and
  /// `NSLocale.localeIdentifier(fromComponents:)`/`components(fromLocaleIdentifier:)`, which
  /// convert between an identifier and its parts. `Locale.current` is not among them: it
  /// follows the user's settings.
  static func isFixedSystemTable(type: String, member: String) -> Bool {
    guard ["Locale", "NSLocale"].contains(type) else { return false }
    return [
      "isoRegionCodes", "isoCountryCodes", "isoLanguageCodes", "isoCurrencyCodes",
      "commonISOCurrencyCodes", "availableIdentifiers", "availableLocaleIdentifiers", "Key",
      "localeIdentifier", "components",
    ].contains(member)
  }

  /// The name of the function whose own statements hold `node` (not a closure inside it).
  /// A closure that runs once, where it is written (`Task { … }`), is part of that body.
  static func enclosingFunctionBody(of node: some SyntaxProtocol) -> String? {
    enclosingFunction(of: node)?.name.text
  }

  /// The function whose own statements hold `node` (looking through closures that run once).
  static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self), !isRunOnce(closure) { return nil }
      if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
      if ancestor.is(MemberBlockSyntax.self) || ancestor.is(AccessorDeclSyntax.self) {
        return nil
      }
      current = ancestor.parent
    }
    return nil
  }

  /// How a call can name `function`: its base name and argument labels (`load(userId:)`,
  /// `_` for an unlabeled one), each parameter with a default value written or left out. Past
  /// `maximumDefaults` parameters with defaults (2ⁿ shapes), any call of the name:
  /// `name(*)` (audit sample X: an initializer of 22 defaulted parameters took 10 GB).
  static func callShapes(of function: FunctionDeclSyntax) -> Set<String> {
    let parameters = function.signature.parameterClause.parameters
    if parameters.filter({ $0.defaultValue != nil }).count > maximumDefaults {
      return ["\(function.name.text)(*)"]
    }
    var shapes: [[String]] = [[]]
    for parameter in function.signature.parameterClause.parameters {
      let label = parameter.firstName.text
      let written = shapes.map { $0 + [label] }
      shapes = parameter.defaultValue == nil ? written : shapes + written
    }
    return Set(shapes.map { Self.callShape(function.name.text, labels: $0) })
  }

  /// The most parameters with defaults whose call shapes are listed one by one (64 shapes).
  static let maximumDefaults = 6

  /// `load(userId:)`, `load(_:)`, `load()`.
  static func callShape(_ name: String, labels: [String]) -> String {
    "\(name)(\(labels.map { "\($0):" }.joined()))"
  }

  /// Whether `closure` runs exactly once for each time the code around it runs: the operation
  /// of a `Task` (`Task { … }`, `Task.detached`, "runs the given operation asynchronously as
  /// part of a new task"), `MainActor.run`, or a block a `DispatchQueue` runs once (`async`,
  /// `asyncAfter`).
  /// So does a one-shot callback (`isOneShotCallback`): the completion handler of a request.
  static func isRunOnce(_ closure: ClosureExprSyntax) -> Bool {
    let call =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call else { return false }
    switch call.calleeName {
    case "Task": return call.receiver == nil
    case "detached": return call.receiver?.trimmedDescription == "Task"
    case "run": return call.receiver?.trimmedDescription == "MainActor"
    // `DispatchQueue.main.async`, and a queue of the program's own
    // (`ConnectionPool.shared.queue.async { … }`: audit sample AF's two false warnings): a
    // dispatch queue runs the block once. A queue is named so; another type's `sync(onLine:)`
    // may call back again (review of session 20).
    case "async", "asyncAfter", "sync":
      return call.receiver?.trimmedDescription.lowercased().contains("queue") == true
    default: return isOneShotCallback(closure, of: call)
    }
  }

  /// Words that name a source calling its closure again and again, in a function's name or a
  /// closure's label: listeners, observers, subscriptions, streams, monitors, watchers and
  /// timers (`addSnapshotListener`, `addObserver(forName:…)`, `observe(_:)`).
  static let repeatingWords = [
    "listen", "observe", "subscribe", "stream", "monitor", "watch", "timer",
  ]

  /// Words that name a repeating handler in a closure's label (`updateHandler:`,
  /// `eventHandler:`, `changeHandler:`); in a function's name they say what it fetches
  /// (`fetchEvents`).
  static let repeatingLabelWords = ["update", "event", "change"]

  /// Whether `closure` is a callback its `call` makes once: a closure argument (trailing or
  /// labeled) of a function or method of lowercase name, such as the completion handler of a
  /// request (`fetch(user) { result in … }`, `dataTask(with:completionHandler:)`). Not one:
  /// Combine's `sink` and `assign` (their publishers decide, `OneShotPublisher`); SwiftUI's
  /// event modifiers and view builders (`onTapGesture`, `onChange`, `onReceive`, any `on…`;
  /// an initializer such as `Button { … }`, whose action runs on every tap); a source whose
  /// name or label says it repeats (`repeatingWords`), unless Firebase's
  /// `observeSingleEvent(of:with:)` ("the block is immediately canceled after the initial data
  /// is returned"); and `Timer.scheduledTimer` unless written `repeats: false`.
  static func isOneShotCallback(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax)
    -> Bool
  {
    // `{ … }()`: run where it is written.
    if call.calledExpression.id == closure.id { return true }
    guard let name = call.calleeName, let first = name.first, first.isLowercase else {
      return false
    }
    if ["sink", "assign", "onAppear", "task"].contains(name) { return false }
    if name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true { return false }
    if name == "scheduledTimer" {
      return call.argument(labeled: "repeats")?.trimmedDescription == "false"
    }
    let label =
      closure.parent?.as(LabeledExprSyntax.self)?.label?.text
      ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text ?? ""
    if label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true { return false }
    if name == "observeSingleEvent" { return true }
    if let receiver = call.receiver?.trimmedDescription,
      receiver.hasPrefix("NotificationCenter") || receiver.hasPrefix("Timer")
    {
      return false
    }
    let lowercasedName = name.lowercased()
    let lowercasedLabel = label.lowercased()
    return !repeatingWords.contains { lowercasedName.contains($0) || lowercasedLabel.contains($0) }
      && !repeatingLabelWords.contains { lowercasedLabel.contains($0) }
  }

  /// Whether `node` is in the own code of a class's or an actor's initializer, which runs once
  /// per object (not a view's, which runs on every update of its parent), not in a closure it
  /// makes.
  static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(InitializerDeclSyntax.self) {
        let owner = ancestor.parent?.parent?.parent?.parent
        return owner?.is(ClassDeclSyntax.self) == true || owner?.is(ActorDeclSyntax.self) == true
      }
      if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self)
        || ancestor.is(AccessorDeclSyntax.self)
      {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether `node` runs when a view appears: inside an `onAppear` or `task` closure.
  static func isAppearing(_ node: some SyntaxProtocol) -> Bool {
    if case .yes = appearing(node) { return true }
    return false
  }

  /// Whether `node` runs when a view appears, looking through the closures of Combine
  /// subscriptions (`sink`) set up there whose publisher emits at most once; `ifOneShot` when
  /// that depends on the declared types of the publishers it names.
  static func appearing(_ node: some SyntaxProtocol) -> Appearing {
    var current = node.parent
    var roots: Set<String> = []
    while let ancestor = current {
      // Only closures and declarations decide; any other node is passed by its kind alone.
      guard [.closureExpr, .functionDecl, .variableDecl].contains(ancestor.kind) else {
        current = ancestor.parent
        continue
      }
      if let closure = ancestor.as(ClosureExprSyntax.self),
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      {
        if ["onAppear", "task"].contains(call.calleeName) {
          return roots.isEmpty ? .yes : .ifOneShot(roots)
        }
        if call.calleeName == "sink", let publisher = call.receiver {
          switch OneShotPublisher.kind(of: publisher) {
          case .once: break
          case .named(let root): roots.insert(root)
          case .many: return .no
          }
          current = call.parent
          continue
        }
        if isRunOnce(closure) {
          current = call.parent
          continue
        }
        return .no
      }
      if ancestor.is(FunctionDeclSyntax.self)
        || ancestor.is(VariableDeclSyntax.self) && ancestor.ancestor(CodeBlockSyntax.self) == nil
          && ancestor.ancestor(ClosureExprSyntax.self) == nil
      {
        return .no
      }
      current = ancestor.parent
    }
    return .no
  }

  /// The type `@Environment(T.self)` names, for a property declared with it and no annotation.
  static func environmentObjectType(of node: VariableDeclSyntax) -> String? {
    for element in node.attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "Environment",
        case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
        let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self", let base = member.base
      else { continue }
      return base.trimmedDescription
    }
    return nil
  }

  /// `[Ship]`, `Array<Ship>`, `FetchedResults<Ship>`, `Set<Ship>`, `Ship`, `Ship?`.
  func record(type: TypeSyntax, for name: String) {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let array = type.as(ArrayTypeSyntax.self) {
      facts.elementTypes[name, default: []].insert(array.element.trimmedDescription)
    } else if let identifier = type.as(IdentifierTypeSyntax.self) {
      let arguments = identifier.genericArgumentClause?.arguments.map(\.argument.trimmedDescription)
      switch identifier.name.text {
      // A fetch request's results list instances of the entity, as an array does.
      case "Array", "FetchedResults":
        if let element = arguments?.first { facts.elementTypes[name, default: []].insert(element) }
      case "Set": facts.setNames.insert(name)
      default: facts.valueTypes[name, default: []].insert(identifier.trimmedDescription)
      }
    } else if let member = type.as(MemberTypeSyntax.self) {
      // `Runner.SelectFilter`: another module's type (or a nested one), named whole, and by its
      // own name, which is how the project's facts know a nested type (`ContentFilter.
      // WordFilter` is the `WordFilter` whose `content` the file appends to: audit sample AT
      // missed a list keyed by `\.self` declared so).
      facts.valueTypes[name, default: []].insert(member.trimmedDescription)
      facts.valueTypes[name, default: []].insert(member.name.text)
    }
  }

  /// `[Ship]()`, `Set<Ship>()`, `Ship(…)`.
  /// An array literal of literals of one kind, with no declared type, holds the literals'
  /// default type (`["Ann", "Bo"]` is a `[String]`, `[1, 2]` an `[Int]`), and one of
  /// initializer calls of one type holds that type (`[Chore(title: "Bins")]` is a `[Chore]`:
  /// the scene of audit sample AG's `\.1` miss, written without a type).
  func record(initialValue value: ExprSyntax, for name: String, annotated: Bool = false) {
    if !annotated, let array = value.unparenthesized.as(ArrayExprSyntax.self),
      !array.elements.isEmpty
    {
      let types = Set(
        array.elements.map {
          $0.expression.literalTypeName ?? $0.expression.constructedTypeName ?? "?"
        })
      if types.count == 1, let type = types.first, type != "?" {
        facts.elementTypes[name, default: []].insert(type)
      }
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return }
    if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first
    {
      facts.elementTypes[name, default: []].insert(element.expression.trimmedDescription)
    } else if let callee = call.calleeName, callee == "Set" {
      facts.setNames.insert(name)
    } else if let callee = call.calleeName, callee.first?.isUppercase == true,
      call.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      facts.valueTypes[name, default: []].insert(callee)
    }
  }

  /// `UUID()` with no arguments, or `UUID().uuidString`.
  /// Whether the type that declares `property` (a `var id = UUID()`) declares initializers in
  /// its body and every one of them assigns `id` (`self.id = record.uuid`) a value that is not
  /// a fresh `UUID()`: the default is never what an instance keeps, and there is no memberwise
  /// initializer to keep it ("Default Initializers" and "Memberwise Initializers for Structure
  /// Types": a structure gets one only when it declares no initializer of its own, The Swift
  /// Programming Language, *Initialization*; audit sample Y: rows read from a store keep their
  /// stored ids).
  static func everyInitializerReplacesID(besides property: VariableDeclSyntax) -> Bool {
    let initializers = initializers(besides: property)
    return !initializers.isEmpty && initializers.allSatisfy(assignsID)
  }

  /// The argument labels (`entity:`, `_:`) of the initializers declared beside `property`
  /// (an `id` with a fresh default) that give `id` another value (`assignsID`).
  static func initializersAssigningID(besides property: VariableDeclSyntax) -> Set<String> {
    Set(initializers(besides: property).filter(assignsID).map(labels(of:)))
  }

  /// The argument labels of an initializer, as a call writes them: `entity:`, `_:title:`.
  static func labels(of initializer: InitializerDeclSyntax) -> String {
    initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
  }

  /// The initializers the type declaring `property` declares in its body.
  private static func initializers(besides property: VariableDeclSyntax)
    -> [InitializerDeclSyntax]
  {
    guard let members = property.parent?.parent?.as(MemberBlockItemListSyntax.self) else {
      return []
    }
    return members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
  }

  /// Whether `initializer`'s body assigns `id` (or `self.id`) a value that is no fresh
  /// `UUID()`, in a statement of its own body (after a `guard`, too).
  static func assignsID(_ initializer: InitializerDeclSyntax) -> Bool {
    guard let body = initializer.body else { return false }
    return body.statements.contains { item in
      guard
        let assignment = item.item.as(ExprSyntax.self)?.unparenthesized.as(
          InfixOperatorExprSyntax.self),
        assignment.operator.is(AssignmentExprSyntax.self)
      else { return false }
      let target = assignment.leftOperand.trimmedDescription
      guard target == "id" || target == "self.id" else { return false }
      let value = assignment.rightOperand
      if isFreshUUID(value) { return false }
      // `init(id: UUID = UUID(), …) { self.id = id }`: fresh unless the caller passes one.
      if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let parameter = initializer.signature.parameterClause.parameters.first(where: {
          ($0.secondName ?? $0.firstName).text == name
        }),
        let fallback = parameter.defaultValue?.value, isFreshUUID(fallback)
      {
        return false
      }
      return true
    }
  }

  /// Whether `call` (`steps.append(x)`, `self.steps.insert(x, at: 0)`) changes a stored
  /// property of the type whose initializer it is written in, directly in that initializer's
  /// body (not in a closure it hands on): initialization ("Initialization is the process of
  /// preparing an instance … for use", The Swift Programming Language).
  static func fillsOwnCollectionInInitializer(
    _ call: FunctionCallExprSyntax, _ receiver: ExprSyntax
  ) -> Bool {
    var current = Syntax(call).parent
    while let node = current {
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return false }
      if node.is(InitializerDeclSyntax.self) { break }
      current = node.parent
    }
    guard let initializer = current else { return false }
    let text = receiver.trimmedDescription
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self)
    else { return false }
    // A stored property the type declares beside the initializer, not a global collection.
    return members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.name == name } == true
    }
  }

  /// Whether `assignment` writes a `private` `@State` property of the type it is in the very
  /// literal the property is declared with (`editing = false` for `@State private var editing
  /// = false`): the state holds that value already unless another write changed it, and that
  /// write counts on its own, so this one changes nothing a view shows. Only a plain `=` of a
  /// literal (`false`, `0`, `""`, `nil`, `.idle`), to the property by name or through `self`
  /// (audit sample Y: a state only ever set back to its initial `false` was said to flip).
  static func writesDeclaredLiteral(_ assignment: InfixOperatorExprSyntax) -> Bool {
    guard assignment.operator.is(AssignmentExprSyntax.self) else { return false }
    let target = assignment.leftOperand.trimmedDescription
    let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
    let value = assignment.rightOperand
    guard
      value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
        || value.is(StringLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
        || value.as(MemberAccessExprSyntax.self).map({ $0.base == nil }) == true,
      !name.contains(".")
    else { return false }
    var current = Syntax(assignment).parent
    while let node = current {
      if let members = node.as(MemberBlockSyntax.self)?.members {
        // `_editing = State(initialValue: true)` in an initializer: the state does not start
        // at its declared literal.
        let setInInitializer = members.contains { member in
          member.decl.as(InitializerDeclSyntax.self)?.body?.statements.contains { item in
            item.item.as(ExprSyntax.self)?.unparenthesized.as(InfixOperatorExprSyntax.self)?
              .leftOperand.trimmedDescription.hasSuffix("_" + name) == true
          } == true
        }
        if setInInitializer { return false }
        return members.contains { member in
          guard let declaration = member.decl.as(VariableDeclSyntax.self),
            declaration.attributes.names.contains("State"),
            declaration.modifiers.contains(where: {
              ["private", "fileprivate"].contains($0.name.text)
            })
          else { return false }
          return declaration.bindings.contains { binding in
            binding.name == name
              && binding.initializer?.value.trimmedDescription == value.trimmedDescription
          }
        }
      }
      current = node.parent
    }
    return false
  }

  /// Whether `value` is a fresh `UUID()` (or its `uuidString`).
  static func isFreshUUID(_ value: ExprSyntax) -> Bool {
    if let member = value.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "uuidString",
      let base = member.base
    {
      return isFreshUUID(base)
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    return call.calleeName == "UUID" && call.arguments.isEmpty
  }

  /// The struct, class, enum or actor `node` is a member of.
  func enclosingType(of node: some SyntaxProtocol) -> TypeContext? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
        || ancestor.is(AccessorBlockSyntax.self)
      {
        return nil
      }
      if let decl = ancestor.as(StructDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: true)
      }
      if let decl = ancestor.as(ClassDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: false)
      }
      if let decl = ancestor.as(EnumDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: false)
      }
      if let decl = ancestor.as(ActorDeclSyntax.self) {
        return TypeContext(name: decl.name.text, isStruct: false)
      }
      if let decl = ancestor.as(ExtensionDeclSyntax.self) {
        return TypeContext(
          name: decl.extendedType.trimmedDescription, isStruct: false)
      }
      current = ancestor.parent
    }
    return nil
  }
}

/// Whether code runs as a view appears (`FactCollector.appearing`).
enum Appearing {
  case no
  case yes
  /// When every publisher named (`OneShotPublisher.Kind.named`) emits at most once.
  case ifOneShot(Set<String>)
}

/// The type a declaration is a member of.
private struct TypeContext {
  var name: String
  var isStruct: Bool
}
