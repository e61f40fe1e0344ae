import SwiftSyntax

// MARK: - Expressions

extension SyntaxProtocol {
  /// The source text without any whitespace (`{ String($0) }` → `{String($0)}`), to compare
  /// two writings of the same code.
  var spacelessText: String { trimmedDescription.filter { !$0.isWhitespace } }
}

extension ExprSyntax {
  /// The expression without wrapping parentheses (`(0..<n)` → `0..<n`).
  var unparenthesized: ExprSyntax {
    var expression = self
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      expression = only.expression
    }
    return expression
  }

  /// The expression without its parentheses, `?` and `!` (`(store.items)!` → `store.items`).
  var unwrapped: ExprSyntax {
    var expression = unparenthesized
    while true {
      if let chained = expression.as(OptionalChainingExprSyntax.self) {
        expression = chained.expression.unparenthesized
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression.unparenthesized
      } else {
        return expression
      }
    }
  }

  /// Whether this is an integer literal (`5`, `0x10`), possibly negative.
  var isIntegerLiteral: Bool {
    let expression = unparenthesized
    if expression.is(IntegerLiteralExprSyntax.self) { return true }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.isIntegerLiteral
    }
    return false
  }

  /// Whether this is a number literal (`5`, `4.0`, `-0.5`).
  var isNumberLiteral: Bool {
    let expression = unparenthesized
    if expression.is(FloatLiteralExprSyntax.self) { return true }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.isNumberLiteral
    }
    return isIntegerLiteral
  }

  /// The standard numeric types whose one-argument initializer converts a number.
  static let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat",
  ]

  /// The value a numeric conversion converts: `x` in `Int(x)`, `CGFloat(x)`, `Double(x)`. The
  /// standard library's numeric initializers are functions of their argument alone (`Int(_:)`
  /// "creates an integer from the given floating-point value, rounding toward zero";
  /// `Double(_:)` "creates a new value, rounded to the closest possible representation"), so
  /// the conversion of a constant is a constant and changes only when its argument does.
  var numericConversionOperand: ExprSyntax? {
    guard let call = unparenthesized.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil, call.arguments.count == 1,
      let only = call.arguments.first, only.label == nil,
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.numericTypes.contains(type)
    else { return nil }
    return only.expression
  }

  /// The names of an array literal of implicit members (`[.wide, .compact]`, `[]`) or of one
  /// implicit member (`.wide`); nil for anything else.
  var implicitMembers: Set<String>? {
    let expression = unparenthesized
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return [member.declName.baseName.text]
    }
    guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
    var names: Set<String> = []
    for element in array.elements {
      guard let member = element.expression.unparenthesized.as(MemberAccessExprSyntax.self),
        member.base == nil
      else { return nil }
      names.insert(member.declName.baseName.text)
    }
    return names
  }

  /// A membership test of a property for an implicit member, `options.contains(.wide)` or
  /// `self.options.contains(.wide)` (negated or not): the property's name and the member's.
  var membershipTest: (receiver: String, member: String)? {
    var expression = unparenthesized
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      expression = prefix.expression.unparenthesized
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "contains",
      call.trailingClosure == nil, call.arguments.count == 1,
      let argument = call.arguments.first, argument.label == nil,
      let member = argument.expression.unparenthesized.as(MemberAccessExprSyntax.self),
      member.base == nil, let receiver = call.receiver?.unparenthesized, receiver.isBareRead,
      let name = receiver.referencedName
    else { return nil }
    return (name, member.declName.baseName.text)
  }

  /// Whether this reads a name bare or through `self` (`rows`, `self.rows`): the reading
  /// type's own property, or a global.
  var isBareRead: Bool {
    let expression = unparenthesized
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    return expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
  }

  /// The two bounds of a `..<` or `...` range, if this is one.
  var rangeBounds: (lower: ExprSyntax, upper: ExprSyntax)? {
    guard let infix = unparenthesized.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self),
      op.operator.text == "..<" || op.operator.text == "..."
    else { return nil }
    return (infix.leftOperand, infix.rightOperand)
  }

  /// The name at the end of a reference: `ships`, `self.ships`, `model.ships` → `ships`.
  var referencedName: String? {
    let expression = unparenthesized
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The value a wrapper's `wrappedValue` reads: `value` for `value.wrappedValue`. A
  /// `Binding`'s `wrappedValue` is "the underlying value referenced by the binding variable"
  /// (Apple's documentation), so reading or assigning it reads or writes the binding's value,
  /// as `$value` names it; anything else is returned as written.
  var throughWrappedValue: ExprSyntax {
    var expression = unwrapped
    while let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "wrappedValue", let base = member.base
    {
      expression = base.unwrapped
    }
    return expression
  }

  /// The value a cast reads (`list` for `list as? [Any]`, `as!` and `as` too): a conditional
  /// cast of a value is a copy of it, or nothing.
  var throughCasts: ExprSyntax {
    var expression = unparenthesized
    while let cast = expression.as(AsExprSyntax.self) {
      expression = cast.expression.unparenthesized
    }
    return expression
  }

  /// The name facts about a collection are kept under: `ships` for `ships`, `self.ships` and
  /// `model.ships`; `chips[]` for the collections inside `chips` (`chips[index]`); nil for
  /// anything else. A binding's `wrappedValue` is the binding's value (`throughWrappedValue`).
  var collectionKey: String? {
    let expression = throughWrappedValue
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      return subscriptCall.calledExpression.collectionKey.map { $0 + "[]" }
    }
    // `$ships` is the binding to `ships`: the same collection.
    guard let name = expression.referencedName else { return nil }
    return name.hasPrefix("$") && name.count > 1 ? String(name.dropFirst()) : name
  }

  /// The number of elements of a value whose size the code fixes: an array literal, or
  /// `Array(repeating: x, count: 9)` with a literal count.
  var fixedCount: Int? {
    let expression = unparenthesized
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
      call.argument(labeled: "repeating") != nil,
      let count = call.argument(labeled: "count")?.as(IntegerLiteralExprSyntax.self)
    else { return nil }
    return Int(count.literal.text.replacingOccurrences(of: "_", with: ""))
  }

  /// Whether an argument is a literal: a number, string or Boolean literal, `nil`, or an enum
  /// case written `.compact`.
  var isLiteralArgument: Bool {
    let expression = unparenthesized
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.isLiteralArgument
    }
    return expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
      || expression.as(StringLiteralExprSyntax.self).map {
        $0.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
      } == true
      || expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
  }

  /// How a closure's or a loop's collection is written, for `ProjectFacts.elementSources`:
  /// `books` for `books` and `self.books`, `model.books` for `model.books`; nil for anything
  /// else (a call, a binding `$books`, a deeper chain).
  var elementSourceKey: String? {
    var expression = unparenthesized
    // `categories!`, `categories?`: the same collection, unwrapped.
    while let inner =
      expression.as(ForceUnwrapExprSyntax.self)?.expression
      ?? expression.as(OptionalChainingExprSyntax.self)?.expression
    {
      expression = inner.unparenthesized
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.hasPrefix("$") ? nil : name
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self),
      !base.baseName.text.hasPrefix("$")
    else { return nil }
    let name = member.declName.baseName.text
    return base.baseName.text == "self" ? name : "\(base.baseName.text).\(name)"
  }

  /// The collection whose element an assignment edits in place: `ships` in `ships[i] = x` and
  /// `ships[i].name = x`.
  var editedElementCollection: String? {
    var expression = unparenthesized
    while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      expression = base.unparenthesized
    }
    return expression.as(SubscriptCallExprSyntax.self)?.calledExpression.collectionKey
  }

  /// `String` for a string literal without interpolation, `Int` for an integer literal,
  /// `Double` for a floating-point one, negated too (`-10`: audit sample AP's `[3, 11, -10]`
  /// was not known to hold `Int`s): a value that is the same every time the code runs.
  var literalTypeName: String? {
    let expression = unparenthesized
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      let negated = prefix.expression.literalTypeName
      return negated == "String" ? nil : negated
    }
    if let string = expression.as(StringLiteralExprSyntax.self),
      string.segments.allSatisfy({
        if case .stringSegment = $0 { true } else { false }
      })
    {
      return "String"
    }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    return nil
  }

  /// The type an initializer call names (`Chore(title: "Bins")` is a `Chore`): an array literal
  /// of such calls, with no type written, is an array of that type (Swift infers a literal's
  /// element type from its elements).
  var constructedTypeName: String? {
    guard let call = unparenthesized.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(DeclReferenceExprSyntax.self), let name = call.calleeName,
      name.first?.isUppercase == true
    else { return nil }
    return name
  }

  /// The type of a value built from literals only (`Detail(text: "", done: false)`): the same
  /// value every time the code runs.
  var literalValueType: String? {
    guard let call = unparenthesized.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let name = call.calleeName, name.first?.isUppercase == true,
      call.calledExpression.is(DeclReferenceExprSyntax.self),
      call.arguments.allSatisfy({ argument in
        argument.expression.literalTypeName != nil
          || argument.expression.is(BooleanLiteralExprSyntax.self)
          || argument.expression.is(NilLiteralExprSyntax.self)
      })
    else { return nil }
    return name
  }

  /// The collection a derived sequence comes from, looking through calls that keep its
  /// elements (`ships.prefix(3)`, `ships.filter { … }`, `Array(ships)`, `ships.sorted()`).
  var sourceCollection: ExprSyntax {
    var expression = unparenthesized
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base, Self.elementKeepingMethods.contains(member.declName.baseName.text)
        {
          expression = base.unparenthesized
          continue
        }
        if call.calleeName == "Array", let only = call.arguments.first, call.arguments.count == 1,
          only.label == nil
        {
          expression = only.expression.unparenthesized
          continue
        }
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        ["lazy", "elements"].contains(member.declName.baseName.text)
      {
        expression = base.unparenthesized
        continue
      }
      if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression.unparenthesized
        continue
      }
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression.unparenthesized
        continue
      }
      // `value.wrappedValue as? [Any]`: a copy of the binding's value.
      if let cast = expression.as(AsExprSyntax.self) {
        expression = cast.expression.unparenthesized
        continue
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.baseName.text == "wrappedValue"
      {
        expression = base.unparenthesized
        continue
      }
      return expression
    }
  }

  /// Methods whose result holds some of the receiver's elements (so its identity problems).
  static let elementKeepingMethods: Set<String> = [
    "prefix", "suffix", "dropFirst", "dropLast", "filter", "sorted", "reversed", "shuffled",
  ]

  /// The key path's text without spaces (`\.self`, `\.offset`, `\.element.id`), if this is one.
  var keyPathText: String? {
    guard let keyPath = unparenthesized.as(KeyPathExprSyntax.self) else { return nil }
    return keyPath.spacelessText
  }

  /// The expression's text when it is a plain reference (`ships`, `self.ships`,
  /// `model.ships`): something an action can name.
  var plainReference: String? {
    let expression = unparenthesized
    if expression.is(DeclReferenceExprSyntax.self) { return expression.trimmedDescription }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.plainReference != nil {
      return expression.spacelessText
    }
    return nil
  }

  /// Short source text for messages: the code on one line, at most 60 characters.
  var excerpt: String {
    let text = trimmedDescription.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
    return text.count <= 60 ? text : String(text.prefix(57)) + "..."
  }
}

extension StringLiteralExprSyntax {
  /// The expressions the string interpolates (`page + 1` in `"Page \(page + 1)"`).
  var interpolations: [ExprSyntax] {
    segments.compactMap { segment in
      guard case .expressionSegment(let interpolation) = segment,
        interpolation.expressions.count == 1
      else { return nil }
      return interpolation.expressions.first?.expression
    }
  }
}

extension String {
  /// The name without a leading `self.` (`self.page` → `page`).
  var strippingSelf: String { hasPrefix("self.") ? String(dropFirst(5)) : self }
}

extension Substring {
  /// The substring without its leading characters that satisfy `predicate`.
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    drop(while: predicate)
  }
}

extension ExprSyntax {
  /// The text of the first element an array expression repeats, as its literal parts spell
  /// them: an array literal that repeats an element (`"oak"` in `["oak", "elm", "oak"]`), or a
  /// concatenation (`digits + ["", "0", ""]`) whose literal parts repeat one, within a part or
  /// across two. Parts that are not literals (a `map`) add nothing known; an element that reads
  /// a random source (`Color.random`, `.random()`) is a new value each time, however it is
  /// spelt. Nil for any other expression.
  var repeatedLiteralElement: String? {
    var texts: [String] = []
    func collect(_ expression: ExprSyntax) -> Bool {
      if let array = expression.as(ArrayExprSyntax.self) {
        texts += array.elements.map { $0.expression.trimmedDescription }
        return true
      }
      if let infix = expression.as(InfixOperatorExprSyntax.self),
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      {
        let left = collect(infix.leftOperand)
        let right = collect(infix.rightOperand)
        return left || right
      }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first?.expression
      {
        return collect(inner)
      }
      // `Array(repeating: nil, count: offset)`: the value more than once unless the count is a
      // literal 0 or 1 (audit sample AO: calendar grids padded with `nil` cells).
      if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
        let repeated = call.argument(labeled: "repeating"),
        let count = call.argument(labeled: "count")
      {
        if !["0", "1"].contains(count.trimmedDescription) {
          texts += [repeated.trimmedDescription, repeated.trimmedDescription]
        }
        return true
      }
      return false
    }
    guard collect(self) else { return nil }
    return texts.enumerated().first { index, text in
      !text.contains("random") && texts[..<index].contains(text)
    }?.element
  }
}

// MARK: - Calls

extension SyntaxProtocol {
  /// The base name of the function or method whose body holds this node (`add` for an insert
  /// in `func add(_ word: String)`); nil outside any function.
  var enclosingFunctionName: String? {
    var current = parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
      if node.is(AccessorBlockSyntax.self) || node.is(InitializerDeclSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The called name: `ForEach` for `ForEach(…)` and `ForEach<…>(…)`, `id` for `x.id(…)`.
  var calleeName: String? {
    var called = calledExpression
    if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      called = specialized.expression
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = called.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }

  /// The receiver of a method call (`x` in `x.id(…)`), or `nil` for a free call.
  var receiver: ExprSyntax? {
    calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// The first argument without a label.
  var firstUnlabeledArgument: ExprSyntax? {
    arguments.first(where: { $0.label == nil })?.expression
  }

  /// The argument labeled `label`.
  func argument(labeled label: String) -> ExprSyntax? {
    arguments.first(where: { $0.label?.text == label })?.expression
  }
}

// MARK: - Declarations

extension AttributeListSyntax {
  /// The attribute names (`State`, `Published`, `ViewBuilder`), without `@` or arguments.
  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.trimmedDescription
    }
  }
}

extension VariableDeclSyntax {
  /// Whether this is a `var` (not a `let`).
  var isVar: Bool { bindingSpecifier.tokenKind == .keyword(.var) }

  /// Whether it is `static` or `class`.
  var isStatic: Bool { modifiers.isStatic }
}

extension DeclModifierListSyntax {
  /// Whether the modifiers make a declaration `static` or `class`.
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension PatternBindingSyntax {
  /// The bound name, for a simple `name` pattern.
  var name: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }

  /// Whether the binding computes its value (a getter) instead of storing it.
  /// The one expression a computed property's getter holds (`{ items.sorted() }`, or
  /// `{ return items.sorted() }`).
  var singleExpression: ExprSyntax? {
    guard let accessors = accessorBlock?.accessors else { return nil }
    let statements: CodeBlockItemListSyntax
    switch accessors {
    case .getter(let items): statements = items
    case .accessors(let list):
      guard list.count == 1, let getter = list.first, let body = getter.body else { return nil }
      statements = body.statements
    @unknown default: return nil
    }
    guard statements.count == 1, let only = statements.first else { return nil }
    if let expression = only.item.as(ExprSyntax.self) { return expression }
    return only.item.as(ReturnStmtSyntax.self)?.expression
  }

  /// The collection a computed property's getter returns, looking through calls that keep
  /// its elements (`sourceCollection`): its one expression, or what every `return` returns
  /// (`guard !query.isEmpty else { return items }; return items.filter { … }` → `items`).
  /// Nil when the returns differ, or return a local the getter builds itself.
  var returnedCollection: String? {
    if let only = singleExpression { return only.sourceCollection.collectionKey }
    guard let accessors = accessorBlock else { return nil }
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(accessors)
    let sources = finder.returned.map { $0.sourceCollection.unparenthesized }
    guard let first = sources.first?.collectionKey, !finder.hasBareReturn,
      sources.allSatisfy({
        $0.collectionKey == first && $0.as(DeclReferenceExprSyntax.self)?.localDeclaration == nil
      })
    else { return nil }
    return first
  }

  /// The options every `return` of a computed property's getter lists, when each is an array
  /// literal of implicit members or one implicit member (`if short { return [.wide,
  /// .truncate] }; return [.wide]`); nil otherwise.
  var returnedMemberSets: [Set<String>]? {
    var returned: [ExprSyntax]
    if let only = singleExpression {
      returned = [only]
    } else {
      guard let accessors = accessorBlock else { return nil }
      let finder = ReturnFinder(viewMode: .sourceAccurate)
      finder.walk(accessors)
      guard !finder.hasBareReturn else { return nil }
      returned = finder.returned
    }
    guard !returned.isEmpty else { return nil }
    var sets: [Set<String>] = []
    for value in returned {
      guard let members = value.implicitMembers else { return nil }
      sets.append(members)
    }
    return sets
  }

  /// The statements of a computed property's getter; nil for a stored property.
  var getterStatements: CodeBlockItemListSyntax? {
    guard let accessorBlock else { return nil }
    switch accessorBlock.accessors {
    case .getter(let statements): return statements
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    @unknown default: return nil
    }
  }

  var isComputed: Bool {
    guard let accessorBlock else { return false }
    switch accessorBlock.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains {
        $0.accessorSpecifier.tokenKind == .keyword(.get)
          || $0.accessorSpecifier.tokenKind == .keyword(._read)
      }
    @unknown default: return false
    }
  }
}

extension SyntaxProtocol {
  /// The name of the struct, class, enum, actor or extended type `self` is in; an extension
  /// with generic arguments (`extension InfoPopoverButton<Text>`) is its type's (audit sample
  /// AM: an initializer declared there).
  var enclosingTypeName: String? {
    var current = parent
    while let node = current {
      if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
      if let decl = node.as(ExtensionDeclSyntax.self) {
        if let named = decl.extendedType.as(IdentifierTypeSyntax.self),
          named.genericArgumentClause != nil
        {
          return named.name.text
        }
        return decl.extendedType.trimmedDescription
      }
      current = node.parent
    }
    return nil
  }

  /// The nearest ancestor of type `T`.
  func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
    var current = parent
    while let node = current {
      if let match = node.as(type) { return match }
      current = node.parent
    }
    return nil
  }
}

/// The values a getter returns (not those of closures or functions inside it).
private final class ReturnFinder: SyntaxVisitor {
  var returned: [ExprSyntax] = []
  var hasBareReturn = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression {
      returned.append(expression)
    } else {
      hasBareReturn = true
    }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
