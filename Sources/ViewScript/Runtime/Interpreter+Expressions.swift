import Basics
import Foundation
import IdentityEngine
import SwiftSyntax

extension Interpreter {
  // MARK: - Expressions

  /// Evaluates an expression to a value.
  func evaluate(_ expr: ExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    do {
      return try evaluateInner(expr, ctx)
    } catch {
      if case .chainNil = error, isChainTop(expr) { return .null }
      throw error
    }
  }

  /// Whether an optional chain ends at `expr` (its parent does not continue the chain).
  func isChainTop(_ expr: ExprSyntax) -> Bool {
    guard let parent = expr.parent else { return true }
    if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expr.id {
      return false
    }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id {
      return false
    }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
      subscriptCall.calledExpression.id == expr.id
    {
      return false
    }
    if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
      return false
    }
    return true
  }

  private func evaluateInner(_ expr: ExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    try tick(expr)
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      let text = withoutUnderscores(literal.literal.text)
      if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
      if text.hasPrefix("0b"), let value = Int(text.dropFirst(2), radix: 2) { return .int(value) }
      guard let value = Int(text) else {
        throw diagnostic(.unsupportedExpression, ["kind": "integer literal \(text)"], at: expr)
      }
      return .int(value)
    case .floatLiteralExpr(let literal):
      return .double(Double(withoutUnderscores(literal.literal.text)) ?? 0)
    case .booleanLiteralExpr(let literal):
      return .bool(literal.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr:
      return .null
    case .stringLiteralExpr(let literal):
      let text = try stringLiteral(literal, ctx)
      if model.namesLocalizedStringKey, expectedTypeName(of: literal, ctx) == "LocalizedStringKey" {
        return .string(localizedKeyLiteral(literal, text, ctx))
      }
      return .string(text)
    case .arrayExpr(let array):
      var elements: [Value] = []
      elements.reserveCapacity(array.elements.count)
      for element in array.elements { elements.append(try evaluate(element.expression, ctx)) }
      // Unlabelled tuples take the labels of the declared type the literal flows into through
      // calls that keep its elements (`var rows: [(name: String, n: Int)] { [("a", 2)].filter
      // { $0.n > 0 } }`), as Swift types the literal from its context (sample 52: S206 "`n` is
      // not among the members of `(String, Int)`").
      if case .tuple? = elements.first, let declared = Self.contextualArrayType(of: array) {
        return typed(.array(elements), as: declared)
      }
      return .array(elements)
    case .dictionaryExpr(let dictionary):
      var entries: [Value: Value] = [:]
      if case .elements(let list) = dictionary.content {
        for element in list {
          entries[try evaluate(element.key, ctx)] = try evaluate(element.value, ctx)
        }
      }
      return .dictionary(entries)
    case .declReferenceExpr(let reference):
      return try lookup(reference, ctx)
    case .memberAccessExpr(let member):
      return try memberAccess(member, ctx)
    case .functionCallExpr(let call):
      if !conditionWatch.watched.isEmpty { conditionWatch.note(call, self) }
      return try evaluateCall(call, ctx)
    case .subscriptCallExpr(let subscriptCall):
      let base = try evaluate(subscriptCall.calledExpression, ctx)
      let arguments = try evaluateArguments(subscriptCall.arguments, trailing: nil, extra: nil, ctx)
      return try subscriptValue(base, arguments, at: Syntax(subscriptCall))
    case .infixOperatorExpr(let infix):
      return try evaluateInfix(infix, ctx)
    case .prefixOperatorExpr(let prefix):
      // `-9223372036854775808`: a negative integer literal, the minus part of it ("prepending a
      // minus sign (-) to an integer literal", The Swift Programming Language, "Literals"), so
      // `Int.min` is written as one (sample 59 refused it as a literal past `Int.max`).
      if prefix.operator.text == "-",
        let literal = prefix.expression.as(IntegerLiteralExprSyntax.self),
        let value = Int("-" + withoutUnderscores(literal.literal.text))
      {
        try tick(literal)
        return .int(value)
      }
      return try prefixOperation(
        prefix.operator.text, try evaluate(prefix.expression, ctx), at: prefix)
    case .forceUnwrapExpr(let unwrap):
      let value = try evaluate(unwrap.expression, ctx)
      if value == .null { throw unwrapNil(unwrap) }
      return value
    case .optionalChainingExpr(let chaining):
      let value = try evaluate(chaining.expression, ctx)
      if value == .null { throw .chainNil }
      return value
    case .ternaryExpr(let ternary):
      return try bool(try evaluate(ternary.condition, ctx), at: ternary.condition)
        ? evaluate(ternary.thenExpression, ctx) : evaluate(ternary.elseExpression, ctx)
    case .closureExpr(let closure):
      return .opaque(FunctionValue(name: "closure", body: .closure(closure), context: ctx))
    case .keyPathExpr(let keyPath):
      var names: [String] = []
      for component in keyPath.components {
        switch component.component {
        case .property(let property):
          let name = property.declName.baseName.text
          if name != "self" { names.append(name) }
        case .optional:
          continue
        default:
          throw diagnostic(.unsupportedExpression, ["kind": "key path subscript"], at: component)
        }
      }
      return .opaque(KeyPathValue(names))
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try evaluate(only.expression, ctx)
      }
      var elements: [Value.TupleElement] = []
      for element in tuple.elements {
        elements.append(
          Value.TupleElement(element.label?.text, try evaluate(element.expression, ctx)))
      }
      if elements.allSatisfy({ $0.label == nil }), let labels = addedTupleLabels(tuple, ctx) {
        for index in elements.indices { elements[index].label = labels[index] }
      }
      return .tuple(elements)
    case .tryExpr(let tryExpr):
      if tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
        do {
          return try evaluate(tryExpr.expression, ctx)
        } catch {
          if case .failure(let failure) = error, failure.id == "thrown" { return .null }
          throw error
        }
      }
      guard tryExpr.questionOrExclamationMark?.tokenKind == .exclamationMark else {
        return try evaluate(tryExpr.expression, ctx)
      }
      // `try!` traps where it is written when the call throws, and no `catch` around it takes
      // the error ("Converting Errors to Optional Values … Disabling Error Propagation", The
      // Swift Programming Language; sample 50 blamed the `throw` with a top-level raise).
      do {
        return try evaluate(tryExpr.expression, ctx)
      } catch {
        guard case .failure(let failure) = error, failure.id == "thrown" else { throw error }
        let thrown = thrownValue.map(reflectedError) ?? failure.message
        thrownValue = nil
        throw self.failure(
          "try-forced", "Fatal error: 'try!' expression unexpectedly raised an error: \(thrown)",
          at: tryExpr)
      }
    case .awaitExpr(let awaitExpr):
      return try evaluate(awaitExpr.expression, ctx)
    case .unsafeExpr(let unsafeExpr):
      return try evaluate(unsafeExpr.expression, ctx)
    case .ifExpr(let ifExpr):
      var result: Value = .null
      _ = try executeIf(ifExpr, ctx, result: &result)
      return result
    case .switchExpr(let switchExpr):
      var result: Value = .null
      _ = try executeSwitch(switchExpr, ctx, result: &result)
      return result
    case .asExpr(let asExpr):
      let value = try evaluate(asExpr.expression, ctx)
      // What an opaque value holds is unknown, so is whether it casts: it stays opaque
      // (`record["name"] as? String ?? "N/A"` shows ‹CKRecord›, never a made-up "N/A").
      if value.unmodelled != nil { return value }
      let target = asExpr.type.trimmedDescription.replacingOccurrences(of: "?", with: "")
      // `mood.playlists as! Set<Playlist>`: an `NSSet` bridges to a Swift set (or array) of
      // its objects, which idlab holds as an array of distinct values (sample 36).
      if case .record(let type, _) = value, ["NSSet", "NSMutableSet"].contains(type),
        target.hasPrefix("Set<") || target.hasPrefix("[")
      {
        return .array(LibraryType.objects(value))
      }
      if asExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
        !valueIs(value, target)
      {
        return .null
      }
      if target == "Double", case .int(let int) = value { return .double(Double(int)) }
      return value
    case .isExpr(let isExpr):
      return .bool(valueIs(try evaluate(isExpr.expression, ctx), isExpr.type.trimmedDescription))
    case .inOutExpr(let inOut):
      return try evaluate(inOut.expression, ctx)
    case .genericSpecializationExpr(let specialization):
      return try evaluate(specialization.expression, ctx)
    case .discardAssignmentExpr:
      return .null
    case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...":
      // `1...`, `Date()...`: a partial range from its lower bound.
      let operand = try evaluate(postfix.expression, ctx)
      return .record(type: "PartialRangeFrom", fields: [Value.Field("lowerBound", operand)])
    case .postfixOperatorExpr(let postfix):
      // A program's postfix operator (`postfix func ++`): its function, called with the operand.
      let operand = try evaluate(postfix.expression, ctx)
      guard
        let value = try unaryOperator(
          postfix.operator.text, operand, fixity: .postfix, at: postfix)
      else {
        throw diagnostic(.unsupportedExpression, ["kind": "postfix operator"], at: postfix)
      }
      return value
    case .postfixIfConfigExpr(let postfix):
      // `Text("C").padding()` then `#if os(visionOS) .hoverEffect() #else .onTapGesture { } #endif`:
      // the active clause's chain, whose first member applies to the base (`postfixBase(of:)`).
      if case .postfixExpression(let chain)? = CompilationConditions.activeClause(
        of: postfix.config)?
        .elements
      {
        return try evaluate(chain, ctx)
      }
      guard let base = postfix.base else { return .null }
      return try evaluate(base, ctx)
    case .superExpr:
      // `super.title`: the object itself, whose fields include its superclass's
      // (`ProgramModel.applyInheritance`); `super.method()` is a call (`callSuper`).
      guard let selfContext = ctx.selfContext else {
        throw diagnostic(.unsupportedExpression, ["kind": "super"], at: expr)
      }
      return selfContext.value
    case .sequenceExpr:
      throw diagnostic(.unsupportedExpression, ["kind": "operator sequence"], at: expr)
    case .macroExpansionExpr(let macro):
      // A SwiftData predicate is its closure, which a query calls on each instance
      // (docs/semantics.md, `@Query`); one without a closure is carried as it is.
      if macro.macroName.text == "Predicate" {
        guard let closure = macro.trailingClosure else {
          return .enumCase(type: "Predicate", name: "init", payload: [])
        }
        return try evaluate(ExprSyntax(closure), ctx)
      }
      if macro.macroName.text == "selector", let method = macro.arguments.last?.expression {
        return selector(method)
      }
      // `#warning("…")`: a compiler warning, which does nothing where it runs.
      if macro.macroName.text == "warning" { return .null }
      // Xcode's colour literal: the colour of those components, written as `Color(red:…)` is.
      if macro.macroName.text == "colorLiteral",
        macro.arguments.map({ $0.label?.text }) == ["red", "green", "blue", "alpha"]
      {
        var parts: [String] = []
        for (argument, label) in zip(macro.arguments, ["red", "green", "blue", "opacity"]) {
          parts.append("\(label): \(describe(try evaluate(argument.expression, ctx)))")
        }
        return .color("Color(\(parts.joined(separator: ", ")))")
      }
      if let value = magicLiteral(macro) { return value }
      throw notSimulated("#" + macro.macroName.text, at: expr)
    case .regexLiteralExpr(let literal):
      // `/Exited \((\d*)\)/`, `#/…/#`: Foundation's expression of the pattern
      // (`LibraryType.regex`); one it cannot read is S117 where it is written.
      guard let regex = RegexValue(literal.regex.text) else {
        throw diagnostic(.unsupportedExpression, ["kind": "this regex pattern"], at: expr)
      }
      return .opaque(regex)
    default:
      throw diagnostic(.unsupportedExpression, ["kind": expressionKind(expr)], at: expr)
    }
  }

  /// A number literal's text without its `_` separators (`1_000` → `1000`).
  private func withoutUnderscores(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
    return String(text.filter { $0 != "_" })
  }

  func expressionKind(_ expr: ExprSyntax) -> String {
    String(describing: expr.kind).replacingOccurrences(of: "Syntax", with: "")
  }

  func unwrapNil(_ node: some SyntaxProtocol) -> EvalError {
    failure("unwrap-nil", "Unexpectedly found nil while unwrapping an Optional value", at: node)
  }

  /// The library's error types a scene can catch (`catch is DecodingError`).
  static let libraryErrorTypes: Set<String> = [
    "DecodingError", "CocoaError", "CancellationError", "URLError",
  ]

  /// Whether `value` is of the type written `name` (for `is` and `as?`).
  func valueIs(_ value: Value, _ name: String) -> Bool {
    switch (value, name) {
    case (.null, _): return false
    case (.int, "Int"), (.double, "Double"), (.string, "String"), (.bool, "Bool"),
      (.color, "Color"), (.uuid, "UUID"):
      return true
    case (.int, "Double"): return true
    case (.record(let type, _), _), (.enumCase(let type, _, _), _):
      return type == name || (model.types[type]?.conformances.contains(name) ?? false)
        || (name == "Error" && Self.libraryErrorTypes.contains(type))
    case (.object(let object), _):
      return object.typeName == name
        || (model.types[object.typeName]?.conformances.contains(name) ?? false)
    case (.array, _): return name.hasPrefix("[") || name.hasPrefix("Array")
    case (.dictionary, _):
      if case .dictionary = TypeShape(name) { return true }
      return name.hasPrefix("Dictionary")
    default: return typeName(of: value) == name
    }
  }

  private func stringLiteral(_ literal: StringLiteralExprSyntax, _ ctx: Context) throws(EvalError)
    -> String
  {
    var pieces: [String] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let piece):
        pieces.append(unescape(piece.content.text, pounds: literal.openingPounds?.text.count ?? 0))
      case .expressionSegment(let interpolation):
        if let first = interpolation.expressions.first {
          pieces.append(
            try interpolatedText(first, interpolation.expressions.dropFirst().first, ctx))
        }
      @unknown default:
        break
      }
    }
    guard pieces.count > 1 else { return pieces.first ?? "" }
    try reserveString(pieces.reduce(0) { $0 + $1.utf8.count }, times: 1, at: literal)
    return pieces.joined()
  }

  /// An image view placed in a text (`Text(Image(systemName: "star.fill"))`, or interpolated
  /// in a `Text`'s key): SwiftUI draws the image inline; idlab writes its name in parentheses,
  /// `(star.fill)`, as no text of the image exists (until session 19 the word `Image`, samples
  /// 40 and issue #24's first sample). Nil for any other value.
  func inlineImage(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> String? {
    guard isViewLike(value), case .primitive(let primitive) = try toView(value, at: node),
      primitive.kind == .image
    else { return nil }
    return "(" + (primitive.text ?? "") + ")"
  }

  /// One interpolation's text: the value as `print` shows it, or, in a `Text`'s
  /// `LocalizedStringKey`, as `specifier:` (`"\(price, specifier: "%.2f")"`, `PrintfFormat`),
  /// `format:` (`NumberFormatStyle`) or a date's `style:` or `formatter:` writes it; a specifier
  /// or style idlab cannot apply stops the step as not simulated.
  func interpolatedText(
    _ value: LabeledExprSyntax, _ option: LabeledExprSyntax?, _ ctx: Context
  ) throws(EvalError) -> String {
    let evaluated = try evaluate(value.expression, ctx)
    // `Text("Tap \(Image(systemName: "star"))")`: a `Text`'s key draws the image inline.
    if option == nil, let image = try inlineImage(evaluated, at: value) { return image }
    guard let option, let label = option.label?.text else { return describe(evaluated) }
    // `"\(bank.balance(), specifier: "%.2f")"` of a value idlab does not know: `‹Type›`, as
    // the value is everywhere in a text (opaque by default), never the specifier blamed
    // (sample 48).
    if evaluated.unmodelled != nil { return describe(evaluated) }
    let written = try evaluate(option.expression, ctx)
    switch label {
    case "specifier":
      guard let text = PrintfFormat.format(describe(written), [evaluated], describe: describe)
      else { throw notSimulated("specifier: \"\(describe(written))\"", at: option) }
      return text
    case "format":
      if let date = SceneDate.foundation(evaluated) {
        guard let text = dateText(date, style: styleSource(option.expression))
        else {
          throw notSimulated("format:", at: option)
        }
        return text
      }
      if let text = try durationText(
        evaluated, style: option.expression, name: "format:", at: option)
      {
        return text
      }
      guard let text = NumberFormatStyle.text(of: evaluated, style: written) else {
        throw formatStyleFailure("format: \(Self.styleName(written))", style: written, at: option)
      }
      return text
    case "style", "formatter":
      // `"\(date, style: .date)"`, `"\(date, formatter: formatter)"`: as `Text(date, style:)`
      // and `Text(date, formatter:)` write the date
      // (`LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)`,
      // `appendInterpolation(_:formatter:)`).
      guard
        let text = try dateText(
          [Argument(label: nil, value: evaluated), Argument(label: label, value: written)],
          at: option)
      else { return describe(evaluated) }
      return text
    default:
      return describe(evaluated)
    }
  }

  /// `text`, a string literal's segment as written, with each escape replaced by what it stands
  /// for (`StringEscapes`: `\n`, `\t`, `\r`, `\0`, `\u{…}`, `\\`, `\"`, `\'`). In a raw string
  /// (`pounds` > 0, `#"…"#`) only a backslash followed by as many `#` escapes; any other backslash
  /// is itself. SwiftParser has already refused malformed escapes (`\q`, `\u{D800}`, `\u{}` are
  /// `S001`), so the text as written is only a fallback that valid code never reaches.
  private func unescape(_ text: String, pounds: Int) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
    guard pounds > 0 else { return StringEscapes.decode(text) ?? text }
    let delimiter = "\\" + String(repeating: "#", count: pounds)
    let escapes = text.components(separatedBy: delimiter)
      .map { $0.replacingOccurrences(of: "\\", with: "\\\\") }
      .joined(separator: "\\")
    return StringEscapes.decode(escapes) ?? text
  }

  // MARK: - Names

  /// Reads a name: locals, then `self`'s members, then globals and types.
  func lookup(_ reference: DeclReferenceExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    let token = reference.baseName
    // `` `else` ``: an escaped keyword names the binding written without backticks.
    let name = token.identifier?.name ?? token.text
    switch token.tokenKind {
    case .keyword(.self):
      if let selfContext = ctx.selfContext { return selfContext.value }
      if let type = ctx.staticType { return .opaque(TypeValue(type.name)) }
      throw diagnostic(.unknownName, ["name": "self"], at: reference)
    case .keyword(.Self):
      return .opaque(TypeValue(ctx.staticType?.name ?? "Self"))
    case .binaryOperator, .prefixOperator:
      return .opaque(operatorFunction(name, at: reference))
    case .dollarIdentifier:
      if let owner = ctx.scope.owner(of: name), let value = owner.values[name] { return value }
      if name.dropFirst().allSatisfy(\.isNumber) {
        throw diagnostic(.unknownName, ["name": name], at: reference)
      }
      return try projection(String(name.dropFirst()), ctx, at: reference)
    default:
      if name.hasPrefix("$") {
        if let owner = ctx.scope.owner(of: name), let value = owner.values[name] { return value }
        return try projection(String(name.dropFirst()), ctx, at: reference)
      }
      // `_isOn` for `@Binding var isOn`: the wrapper itself, a `Binding<Bool>`, which is also
      // what `$isOn` projects ("Property Wrappers", The Swift Programming Language: the
      // compiler names the storage `_isOn`; sample 57: S201 "cannot find `_isOn` in scope").
      // `@Bindable` likewise.
      if name.hasPrefix("_"), ctx.scope.owner(of: name) == nil,
        let wrapper = ctx.selfContext?.type?.stored(String(name.dropFirst()))?.wrapper,
        wrapper == .binding || wrapper == .bindable
      {
        return try projection(String(name.dropFirst()), ctx, at: reference)
      }
    }
    // `T.allCases` in `struct EnumPicker<T: CaseIterable>`'s body: the type `T` stands for in
    // this instance, unless a local of that name hides it, and before any type of the
    // program named `T` (docs/semantics.md, generic parameters).
    if let selfContext = ctx.selfContext, let selfType = selfContext.type,
      selfType.genericParameters.contains(name), ctx.scope.owner(of: name) == nil,
      let argument = genericArgument(name, of: selfType, storedFields(of: selfContext.value))
    {
      return .opaque(TypeValue(argument))
    }
    if let value = try readName(name, ctx, at: reference) { return value }
    // `objectWillChange.send()` inside an `ObservableObject`'s own methods, `persistentModelID`
    // inside a `@Model` class's: members every such object has.
    if name == "objectWillChange" || name == "persistentModelID",
      let base = ctx.selfContext?.value, case .object = base
    {
      return try property(name, of: base, at: reference)
    }
    if let value = fontManagerConstant(name) { return value }
    if let value = wrapperStorage(named: name, ctx) { return value }
    if AppleSDKNames.framework(of: name) != nil || isUnknownTypeName(name) {
      return .opaque(UnmodelledValue(name))
    }
    // `scale` in `class Globe: Entity`: a member of the framework superclass.
    if let superclass = frameworkSuperclass(ctx) {
      return .opaque(UnmodelledValue(superclass + "." + name))
    }
    // `httpAdditionalHeaders` in `extension URLSessionConfiguration { var headers: … }`: a
    // member of the library object the extension's code runs on (implicit `self`).
    if let base = ctx.selfContext?.value, case .opaque(let opaque) = base,
      opaque is any FoundationObject
    {
      return try property(name, of: base, at: reference)
    }
    // `Button` alone on a line: a type the program or SwiftUI declares, written where Swift
    // wants a value (sample 35: "cannot find `Button`" misled about a project that does not
    // build).
    if model.types[name] != nil || Self.builtinViewNames.contains(name)
      || Self.libraryTypes.contains(name)
    {
      throw diagnostic(.typeAsValue, ["name": name], at: reference)
    }
    throw diagnostic(.unknownName, ["name": name], at: reference)
  }

  /// Resolves an unqualified name, or nil when nothing by that name exists.
  func readName(_ name: String, _ ctx: Context, at node: some SyntaxProtocol) throws(EvalError)
    -> Value?
  {
    if let owner = ctx.scope.owner(of: name) {
      if let value = owner.values[name] {
        if case .opaque(let opaque) = value, let child = opaque as? AsyncLetChild {
          return try awaitAsyncLet(child, name, in: owner, at: node)
        }
        return value
      }
      if let alias = owner.aliases[name] { return alias.get() }
    }
    if let selfContext = ctx.selfContext,
      let value = try selfMember(name, selfContext, ctx, at: node)
    {
      return value
    }
    if let type = ctx.staticType, let value = try staticMember(type.name, name, at: node) {
      return value
    }
    return try globalName(name, at: node)
  }

  /// A member of `self` by its bare name.
  func selfMember(
    _ name: String, _ selfContext: SelfContext, _ ctx: Context, at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value?
  {
    let type = selfContext.type
    // The wrapper alone decides most reads, without copying the whole property.
    if let type, let wrapper = type.storedWrapper(name) {
      if wrapper == .appStorage, let property = type.stored(name) {
        return try appStorageBinding(property, in: type).get()
      }
      if wrapper.readsEnvironment, let state = selfContext.state, let property = type.stored(name) {
        return try environmentRead(
          property, state, default: field(name, of: selfContext.value), at: node)
      }
      if wrapper.isStateLike {
        if let state = selfContext.state { return state[name] }
        if let value = field("_" + name, of: selfContext.value) { return value }
        if let value = field(name, of: selfContext.value) { return value }
        guard let property = type.stored(name) else { return .null }
        return try initialStateValue(property, in: type)
      }
      let value = field(name, of: selfContext.value) ?? .null
      if wrapper == .binding, case .opaque(let opaque) = value,
        let binding = opaque as? BindingValue
      {
        return binding.binding.get()
      }
      if value.isPendingLazy, case .object(let object) = selfContext.value {
        return try lazyValue(name, of: object, type)
      }
      return value
    }
    if let value = field(name, of: selfContext.value) { return value }
    if let type {
      if let property = type.computedProperties[name] {
        return try computedProperty(property, selfContext: selfContext, at: node)
      }
      if let methods = type.methods[name], let first = methods.first {
        let context = Context(scope: globalScope, selfContext: selfContext, staticType: type)
        return .opaque(FunctionValue(name: name, body: .function(first), context: context))
      }
      if let storage = try wrapperStorage(name, of: selfContext.value, type, at: node) {
        return storage
      }
    }
    // `wrappedValue` in `extension Binding { … }`: the binding's value.
    if name == "wrappedValue", case .opaque(let opaque) = selfContext.value,
      let binding = opaque as? BindingValue
    {
      return binding.binding.get()
    }
    if case .enumCase = selfContext.value, name == "rawValue" {
      return try property(name, of: selfContext.value, at: node)
    }
    if isViewLike(selfContext.value) {
      if let property = model.viewExtensionProperties[name] {
        return try computedProperty(property, selfContext: selfContext, at: node)
      }
      // `ForEach(tags, id: \.self, content: tagView)` inside `extension View`: a method of the
      // extension named without `self.` is that method bound to `self`, as in a type's own
      // methods (sample 34).
      if let methods = model.viewExtensionMethods[name], let first = methods.first {
        let context = Context(scope: globalScope, selfContext: selfContext, staticType: type)
        return .opaque(FunctionValue(name: name, body: .function(first), context: context))
      }
    }
    // `count` in `extension String`: the library property of `self`.
    if let type, model.libraryExtensions[type.name] === type {
      if let value = try libraryProperty(name, of: selfContext.value, at: node) { return value }
      // `cgColor` in `extension Color`: a framework member of `self` idlab lacks is opaque, as
      // `self.cgColor` is, unless a global or function of the program has that name (sample
      // 36 stopped on the bare form, "cannot find in scope").
      if name.first?.isLowercase == true, model.globals[name] == nil,
        model.functions[name] == nil
      {
        return sdkMember(name, of: selfContext.value)
      }
    }
    return nil
  }

  /// A stored field of a record or object.
  func field(_ name: String, of value: Value) -> Value? {
    switch value {
    case .record(_, let fields):
      return fields.first { $0.name == name }?.value
    case .object(let object):
      noteRead(object, name)
      return object.fields.first { $0.name == name }?.value
    default:
      return nil
    }
  }

  /// Runs a computed property's getter with `self`.
  func computedProperty(
    _ property: TypeDecl.Property, selfContext: SelfContext, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let getter = property.getter else { return .null }
    let context = Context(
      scope: Scope(parent: globalScope), selfContext: selfContext, staticType: selfContext.type)
    let isBuilder =
      property.isViewBuilder
      || (property.typeText?.hasPrefix("some View") ?? false)
        && buildsImplicitly(getter, named: property.name)
    return try deeper(node) { () throws(EvalError) -> Value in
      if isBuilder { return try buildView(getter, context, typeName: "some View") }
      return typed(try runBody(getter, context), as: property.typeText)
    }
  }

  /// The initial value of a `@State` / `@FocusState` property from its declaration.
  func initialStateValue(_ property: TypeDecl.Property, in type: TypeDecl) throws(EvalError)
    -> Value
  {
    if let defaultValue = property.defaultValue {
      let value = try evaluate(
        defaultValue, Context(scope: Scope(parent: globalScope), staticType: type))
      return typed(value, as: property.typeText)
    }
    if property.wrapper == .focusState, property.typeText == "Bool" { return .bool(false) }
    if property.wrapper == .namespace { return newNamespace() }
    return .null
  }

  /// A global variable, function, or type name.
  func globalName(_ name: String, at node: some SyntaxProtocol) throws(EvalError) -> Value? {
    if let value = globalValues[name] { return value }
    if let property = model.globals[name] {
      let context = Context(scope: Scope(parent: globalScope))
      let value: Value
      if let getter = property.getter {
        value = typed(try runBody(getter, context), as: property.typeText)
        return value
      }
      value =
        try property.defaultValue.map { (expr) throws(EvalError) -> Value in
          typed(try evaluate(expr, context), as: property.typeText)
        } ?? .null
      globalValues[name] = value
      return value
    }
    if let functions = model.functions[name], let first = functions.first {
      return .opaque(
        FunctionValue(name: name, body: .function(first), context: Context(scope: globalScope)))
    }
    if model.types[name] != nil || Self.libraryTypes.contains(name)
      || model.libraryExtensions[name] != nil || model.protocolNames.contains(name)
    {
      return .opaque(TypeValue(name))
    }
    return nil
  }

  /// `$name`: a binding to a state property, or a `@Binding` property itself.
  func projection(_ name: String, _ ctx: Context, at node: some SyntaxProtocol) throws(EvalError)
    -> Value
  {
    if let owner = ctx.scope.owner(of: name), let alias = owner.aliases[name] {
      return .opaque(BindingValue(alias))
    }
    // `$mode` for a preview provider's `@State static var mode`: a state no view installs,
    // whose binding keeps its initial value ("Accessing State's value outside of being
    // installed on a View. This will result in a constant Binding of the initial value and
    // will not update", SwiftUI's runtime warning); also in the body of the view idlab makes
    // of the provider's `previews` when they are more than one call (`Preview`), which has the
    // provider's static properties.
    if let type = ctx.staticType ?? ctx.selfContext?.type,
      type.staticProperties[name]?.wrapper == .state, type.stored(name) == nil
    {
      let initial = try staticMember(type.name, name, at: node) ?? .null
      return .opaque(BindingValue(Binding(get: { initial }, set: { _ in })))
    }
    if let selfContext = ctx.selfContext, let type = selfContext.type,
      let property = type.stored(name)
    {
      if property.wrapper == .appStorage {
        return .opaque(
          BindingValue(
            try appStorageBinding(property, in: type),
            typeName: "Binding<\(property.typeText ?? "Any")>"))
      }
      if property.isStateLike {
        let storage = selfContext.state ?? detachedStorage(for: selfContext, type: type)
        let binding = Binding(
          get: { storage[name] },
          set: { newValue in storage[name] = newValue })
        return .opaque(BindingValue(binding, typeName: "Binding<\(property.typeText ?? "Any")>"))
      }
      if property.wrapper == .binding, let value = field(name, of: selfContext.value) {
        return value
      }
      // `$query` inside the object: its `@Published` property's publisher.
      if property.isPublished, case .object(let object) = selfContext.value {
        return .opaque(PublishedPublisherValue(object: object, name: name))
      }
      if [.observedObject, .environmentObject, .bindable].contains(property.wrapper),
        let object = try selfMember(name, selfContext, ctx, at: node)
      {
        return objectProjection(object, typeText: property.typeText)
      }
    }
    throw diagnostic(.unknownName, ["name": "$" + name], at: node)
  }

  /// Storage for a view instance evaluated outside the engine (rare: a computed property of a
  /// view read from another view).
  private func detachedStorage(for selfContext: SelfContext, type: TypeDecl) -> StateStorage {
    StateStorage(identity: type.name, values: [])
  }

  // MARK: - Members

  func memberAccess(_ member: MemberAccessExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    let name = member.declName.baseName.plainName
    guard let baseExpr = member.base ?? postfixBase(of: member) else {
      let written = expectedTypeName(of: member, ctx)
      let expected = written.flatMap {
        model.type(named: $0, from: ctx.staticType ?? ctx.selfContext?.type)
      }
      let typeName = written.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
      // `.opacity(on ? 1 : .zero)`: `Double.zero` where a floating-point number is expected
      // (sample 56 drew four invisible checkmarks).
      if written == nil, name == "zero", expectsFloatingPoint(member, ctx) { return .double(0) }
      // `init(defaults: UserDefaults = .standard)`: a static of the simulated library type the
      // context expects (SE-0287's implicit member expressions), before any other reading.
      if expected == nil, let typeName, model.types[typeName] == nil,
        let value = try LibraryCatalogue.staticProperty(
          typeName, name, at: Syntax(member), run: self)
      {
        return value
      }
      return try implicitMember(
        name, payload: nil, expected: expected, expectedName: typeName,
        expectsEnumNone: name == "none" && declaresNonOptional(member, ctx),
        inLibraryType: written == nil && isAssignedToLibraryProperty(member, ctx), at: member)
    }
    if name == "self", let metatype = typeLiteral(baseExpr) {
      return boundGenerics(in: metatype, ctx)
    }
    // `_query.projectedValue`, `_query.wrappedValue`: `$query` and `query` (`wrapperStorage`).
    if name == "projectedValue" || name == "wrappedValue",
      let storage = baseExpr.as(DeclReferenceExprSyntax.self),
      case let written = storage.baseName.text, wrappedProperty(storing: written, ctx) != nil
    {
      let wrapped = String(written.dropFirst())
      if name == "projectedValue" { return try projection(wrapped, ctx, at: storage) }
      if let value = try readName(wrapped, ctx, at: storage) { return value }
    }
    // `JSONDecoder.DateDecodingStrategy.day` where the program's extension of that nested
    // library type declares `static var day`: the program's static (sample 52).
    if let nested = nestedLibraryType(baseExpr, ctx) {
      if let extended = nested.extended, extended.staticProperties[name] != nil,
        let value = try staticMember(extended.name, name, at: member)
      {
        return value
      }
      // `Locale.MeasurementSystem.uk`: the catalogue's static of the nested library type.
      if let value = try LibraryCatalogue.staticProperty(
        nested.qualified, name, at: Syntax(member), run: self)
      {
        return value
      }
    }
    // `[OptionItem].empty`: a static of `Array` (a program's `extension Array where Element ==
    // OptionItem { static let empty }`), the type the literal names.
    if case .opaque(let opaque)? = typeLiteral(baseExpr), let literal = opaque as? TypeValue,
      let value = try staticMember(ProgramModel.sugarBase(literal.name), name, at: member)
    {
      return value
    }
    // `SwiftUI.Color`, `Swift.Int.max`: the module's own name.
    if isModuleQualified(member, ctx) {
      if let type = moduleQualifiedType(member) { return .opaque(TypeValue(type.name)) }
      // `Harbor.boats`: the module's top-level `boats`, never a property of `self` or a local
      // of that name ("Modules", The Swift Programming Language).
      let name = member.declName.baseName.text
      if model.globals[name] != nil, let value = try globalName(name, at: member) {
        return value
      }
      return try lookup(member.declName, ctx)
    }
    // `Kind?.none` (`.tag(Kind?.none)`): the optional type's `nil`.
    if name == "none", namesOptionalType(baseExpr, ctx) { return .null }
    // `self.$count`: the projected value `$count` names.
    if name.hasPrefix("$"), let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self), ctx.selfContext != nil
    {
      return try projection(String(name.dropFirst()), ctx, at: member.declName)
    }
    if let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self), let selfContext = ctx.selfContext,
      let value = try selfMember(name, selfContext, ctx, at: member.declName)
    {
      return value
    }
    if let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      let typeName = typeReference(reference, ctx)
    {
      if name == "init", let type = model.types[typeName] {
        return initializerReference(type, member)
      }
      if name == "init" { return libraryInitializerReference(typeName, member) }
      if let value = try staticMember(typeName, name, at: member) { return value }
      if let value = moduleStatic(typeName, name, at: member) { return value }
      if isOnlyExtended(typeName, reading: name) {
        return .opaque(UnmodelledValue(typeName + "." + name))
      }
      throw diagnostic(.unknownMember, ["member": name, "type": typeName], at: member.declName)
    }
    let base = try evaluate(baseExpr, ctx)
    // `jar.shelf.name` where `var shelf: Shelf!` is nil: reading through an implicitly unwrapped
    // optional unwraps it, and Swift traps there (sample 45 read on, showing "nil").
    if base == .null, isImplicitlyUnwrapped(baseExpr, ctx) {
      throw failure(
        "implicit-unwrap-nil",
        "Unexpectedly found nil while implicitly unwrapping an Optional value", at: baseExpr)
    }
    if case .opaque(let opaque) = base, let type = opaque as? TypeValue {
      if name == "init", let user = model.types[type.name] {
        return initializerReference(user, member)
      }
      if let value = try staticMember(type.name, name, at: member) { return value }
      throw diagnostic(.unknownMember, ["member": name, "type": type.name], at: member.declName)
    }
    if case .string(let text) = base, Self.isNSStringCast(baseExpr),
      let value = Self.nsStringProperty(name, of: text)
    {
      return value
    }
    return try property(
      name, of: literal(base, written: baseExpr, takingMember: name), at: member.declName)
  }

  /// Whether `type` is a name the program only extends (`extension Flavor: Identifiable`) and
  /// neither a file given nor idlab declares, so that its member `name`, which the extension
  /// does not declare either, is the type's own: a package's or file's not given, or a type
  /// a project that does not build lost. Its value is opaque (opaque by default), never "not
  /// among the members idlab simulates" (sample 45); a name a few letters from one of the
  /// extension's own statics stays a typo (S206).
  private func isOnlyExtended(_ type: String, reading name: String) -> Bool {
    guard model.types[type] == nil, let extended = model.libraryExtensions[type],
      !Self.libraryTypes.contains(type), !Self.builtinViewNames.contains(type),
      LibraryCatalogue.byName[type] == nil
    else { return false }
    let own = Array(extended.staticProperties.keys) + Array(extended.staticMethods.keys)
    return Suggestions.typo(of: name, among: own) == nil
  }

  /// `20.temperatureString` where only `extension Double` declares `temperatureString`: an
  /// integer literal is the floating-point number whose type's extension has the member, as
  /// Swift's type checker gives a literal the type its use needs ("Extensions", The Swift
  /// Programming Language: `25.4.mm`, `3.ft` on `extension Double`); `base` otherwise.
  func literal(_ base: Value, written: ExprSyntax, takingMember name: String) -> Value {
    guard case .int(let number) = base, written.is(IntegerLiteralExprSyntax.self),
      !model.libraryExtensions.isEmpty
    else { return base }
    func declares(_ type: TypeDecl) -> Bool {
      type.computedProperties[name] != nil || type.methods[name] != nil
    }
    if libraryExtensions(of: base).contains(where: declares) { return base }
    let floating = Value.double(Double(number))
    return libraryExtensions(of: floating).contains(where: declares) ? floating : base
  }

  /// `Week.init(of:)`, `Week.init` written without a call (`days.map(Week.init(of:))`): the
  /// initializer as a function ("Initializer Expression", The Swift Programming Language). Its
  /// arguments take the labels written, else those of the initializer (or the memberwise one)
  /// with as many parameters as the call passes.
  private func initializerReference(_ type: TypeDecl, _ member: MemberAccessExprSyntax) -> Value {
    let written = member.declName.argumentNames?.arguments.map { name -> String? in
      name.name.tokenKind == .wildcard ? nil : name.name.text
    }
    let position = Syntax(member)
    return .opaque(
      FunctionValue(
        name: type.name,
        body: .native { [self] arguments in
          var labels: [String?] = type.storedProperties.filter {
            !($0.isLet && $0.defaultValue != nil)
          }.map(\.name)
          if let written {
            labels = written
          } else if let initializer = type.initializers.first(where: {
            $0.signature.parameterClause.parameters.count == arguments.count
          }) {
            labels = initializer.signature.parameterClause.parameters.map { parameter in
              parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            }
          }
          let relabeled = arguments.enumerated().map { index, argument in
            Argument(label: index < labels.count ? labels[index] : nil, value: argument.value)
          }
          return try self.construct(type, relabeled, at: position)
        }, context: Context(scope: globalScope)))
  }

  /// The expression a `#if` clause's leading `.member` applies to: the base of the
  /// `PostfixIfConfigExpr` whose active clause starts with `member` (nil for any other member
  /// without a base, an implicit member `.red`).
  func postfixBase(of member: MemberAccessExprSyntax) -> ExprSyntax? {
    guard member.base == nil else { return nil }
    var current = Syntax(member)
    while let parent = current.parent {
      if let postfix = parent.as(PostfixIfConfigExprSyntax.self) { return postfix.base }
      let continuesChain =
        parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
        || parent.as(MemberAccessExprSyntax.self)?.base?.id == current.id
        || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
        || parent.is(IfConfigDeclSyntax.self)
      guard continuesChain else { return nil }
      current = parent
    }
    return nil
  }

  /// The type a bare name refers to, unless a variable shadows it.
  /// Whether `expression` is an optional type written as a value's base (`Kind?` in
  /// `Kind?.none`, `Kind?.some(.noun)`).
  func namesOptionalType(_ expression: ExprSyntax?, _ ctx: Context) -> Bool {
    // `Optional<UUID>.none`: the generic spelling of the same type.
    if let specialization = expression?.as(GenericSpecializationExprSyntax.self),
      specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional",
      model.types["Optional"] == nil
    {
      return true
    }
    guard let optional = expression?.as(OptionalChainingExprSyntax.self),
      let reference = optional.expression.as(DeclReferenceExprSyntax.self)
    else { return false }
    return typeReference(reference, ctx) != nil
  }

  func typeReference(_ reference: DeclReferenceExprSyntax, _ ctx: Context) -> String? {
    let name = reference.baseName.text
    if reference.baseName.tokenKind == .keyword(.Self) { return ctx.staticType?.name }
    guard let first = name.first, first.isUppercase else { return nil }
    if ctx.scope.owner(of: name) != nil { return nil }
    if let type = ctx.selfContext?.type,
      type.hasStored(name) || type.computedProperties[name] != nil
    {
      return nil
    }
    // A generic parameter of `self`'s type names the type its instance was made with, before
    // any type of the program of that name (`Item.self` in `struct Badge<Item>`).
    if let selfContext = ctx.selfContext, let selfType = selfContext.type,
      selfType.genericParameters.contains(name)
    {
      return genericArgument(name, of: selfType, storedFields(of: selfContext.value))
    }
    if let type = model.type(named: name, from: ctx.staticType ?? ctx.selfContext?.type) {
      return type.name
    }
    if Self.libraryTypes.contains(name) { return name }
    return nil
  }

  /// A static member: user statics, enum cases, colours, library constants.
  func staticMember(_ typeName: String, _ name: String, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value?
  {
    // `Item.self`, as `navigationDestination(for:)` and `@Environment(Model.self)` take it.
    if name == "self" { return .opaque(TypeValue(typeName)) }
    let type = model.types[typeName] ?? model.libraryExtensions[typeName]
    // `Outer.Inner`: a type declared inside another, as a value; `Table.Tile` where `Table`
    // declares `typealias Tile = Deck.Tile`, the type the alias names.
    if let nested = type?.nestedTypes[name] { return .opaque(TypeValue(nested.name)) }
    // `String.Encoding`: a library type's nested enum, whose cases follow.
    if type == nil, Self.libraryEnumCases[typeName + "." + name] != nil {
      return .opaque(TypeValue(typeName + "." + name))
    }
    if let type, let written = type.nestedAliases[name] {
      // An alias of a library type (`Note.ID` for an `Int` id) is that type.
      return .opaque(
        TypeValue(
          model.type(named: typeName + "." + name, from: nil)?.name
            ?? model.resolvingAliases(written)))
    }
    if let type {
      // `Scope.$mode` of `@TaskLocal static var mode`: its task-local (`LibraryType.taskLocal`).
      if name.hasPrefix("$"), let property = type.staticProperties[String(name.dropFirst())],
        property.customWrapper == "TaskLocal"
      {
        return .opaque(TaskLocalValue(typeName: typeName, name: property.name))
      }
      if let property = type.staticProperties[name] {
        let key = "\(typeName).\(name)"
        if let cached = globalValues[key] { return cached }
        let context = Context(scope: Scope(parent: globalScope), staticType: type)
        if let getter = property.getter {
          return typed(try runBody(getter, context), as: property.typeText)
        }
        // `@Namespace static var ns` in a preview: a namespace of its own.
        let value =
          try property.defaultValue.map { (expr) throws(EvalError) -> Value in
            typed(try evaluate(expr, context), as: property.typeText)
          } ?? (property.wrapper == .namespace ? newNamespace() : .null)
        globalValues[key] = value
        return value
      }
      if let enumCase = type.enumCase(name), enumCase.labels.isEmpty {
        return .enumCase(type: typeName, name: name, payload: [])
      }
      if name == "allCases", type.kind == .enumType {
        return .array(type.cases.map { .enumCase(type: typeName, name: $0.name, payload: []) })
      }
      if let methods = type.staticMethods[name], let first = methods.first {
        let context = Context(scope: globalScope, staticType: type)
        return .opaque(FunctionValue(name: name, body: .function(first), context: context))
      }
      if type.enumCase(name) != nil { return caseConstructor(typeName, name) }
    }
    if model.types[typeName] == nil, !Self.libraryTypes.contains(typeName),
      AppleSDKNames.framework(of: typeName) != nil
    {
      // `Bundle.main` where the program extends `Bundle` but does not declare `main`.
      return .opaque(UnmodelledValue(typeName))
    }
    return try libraryStatic(typeName, name, at: node)
  }

  /// Whether `node` is an argument, or an element of an array literal argument, of a method of
  /// a simulated library type whose arguments have its own types
  /// (`LibraryType.libraryTypedArguments`) and that no type of the program declares
  /// (`cal.dateComponents([.year, .month], from: now)`): its parameter has that library's type,
  /// so an implicit member there
  /// is never a program enum's case of that name (the audit's sample W: a program's `month(
  /// String)` case was taken for `Calendar.Component.month`, 5 confirmations stopped).
  private func isLibraryMethodArgument(_ node: some SyntaxProtocol) -> Bool {
    guard let (_, call) = Self.argument(holding: node),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil
    else { return false }
    let name = callee.declName.baseName.text
    return LibraryCatalogue.typedArgumentMethods.contains(name)
      && !model.types.values.contains { $0.methods[name] != nil }
      && !model.libraryExtensions.values.contains { $0.methods[name] != nil }
  }

  /// The argument that is `node`, or an array literal holding it, and the call it is passed to.
  private static func argument(holding node: some SyntaxProtocol)
    -> (LabeledExprSyntax, FunctionCallExprSyntax)?
  {
    var node = Syntax(node)
    while let parent = node.parent,
      parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self)
        || parent.is(ArrayExprSyntax.self)
    {
      node = parent
    }
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    return (argument, call)
  }

  /// Whether `node` is a labelled argument (or an element of one that is an array) of a
  /// built-in view's initializer that no declaration of the program names (`DatePicker(…,
  /// displayedComponents: [.date, .hourAndMinute])`): such a parameter has a SwiftUI type, so a
  /// program type's static of that name (a package's `ColumnKind.date`) is never the member
  /// (sample 45 drew only the time). The data of `ForEach`, `List` and `Chart`, and any
  /// unlabelled argument, can hold the program's own values and are not ruled on.
  private func isBuiltinViewArgument(_ node: some SyntaxProtocol) -> Bool {
    guard let (argument, call) = Self.argument(holding: node), argument.label != nil,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.builtinViewNames.contains(name), !["ForEach", "List", "Chart"].contains(name)
    else { return false }
    return model.types[name] == nil
  }

  /// Whether `node` is an argument of a modifier no declaration of the program names
  /// (`.foregroundColor(…)` on a view).
  private func isModifierArgument(_ node: some SyntaxProtocol) -> Bool {
    // `.black.opacity(0.3)`: the chain the implicit member starts is the argument.
    var node = Syntax(node)
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        node = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == node.id
      {
        node = parent
      } else {
        break
      }
    }
    guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      node.parent?.is(LabeledExprSyntax.self) == true,
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      // `.init(style: .boxed)`, `.make(.large)`: an implicit member's call, not a modifier.
      callee.base != nil
    else { return false }
    return isLibraryModifier(callee.declName.baseName.text)
  }

  /// Whether `name` is a library type's (one idlab models, or an Apple SDK type), not the
  /// program's.
  func isLibraryTypeName(_ name: String) -> Bool {
    // `Edge.Set`: a type nested in a library type is the library's.
    if let dot = name.firstIndex(of: "."), !model.declaredTypeNames.contains(name) {
      return isLibraryTypeName(String(name[..<dot]))
    }
    return !model.declaredTypeNames.contains(name) && model.typeAliases[name] == nil
      && (Self.libraryTypes.contains(name) || AppleSDKNames.framework(of: name) != nil)
  }

  /// Whether a modifier call `.name(…)` is SwiftUI's: no `extension View` method nor any method
  /// of the program's types has that name.
  func isLibraryModifier(_ name: String) -> Bool {
    model.viewExtensionMethods[name] == nil
      && !model.types.values.contains { $0.methods[name] != nil }
  }

  /// `.red`, `.leading`, `.loaded(items)`: an implicit member, a case or a static property of
  /// the `expected` type when its context gives one (as Swift resolves it), else of the first
  /// declared type that has one of that name, else a library value. `inLibraryType` when the
  /// context is a library type whose name is not known (a library object's property): then
  /// the member is never one of the program's own. `expectsEnumNone` when the context's type
  /// is written as `expected` itself, not its optional (`let mark: Mark = .none` is the case,
  /// `.none` anywhere else `Optional.none`).
  func implicitMember(
    _ name: String, payload: [Value]?, expected: TypeDecl? = nil, expectedName: String? = nil,
    expectsEnumNone: Bool = false, inLibraryType: Bool = false, at node: some SyntaxProtocol
  )
    throws(EvalError)
    -> Value
  {
    if inLibraryType {
      if payload == nil, isColorName(name) { return .color(name) }
      if name == "now", payload == nil { return date(atNanoseconds: clockNow) }
      // `decoder.dateDecodingStrategy = .yyyyMMdd` with the program's `extension
      // JSONDecoder.DateDecodingStrategy { static var yyyyMMdd: JSONDecoder.DateDecodingStrategy
      // }`: the one static of that name the program adds to a type nested in a library type,
      // declared of that type, is the member (sample 52: two previews stopped on an unknown
      // strategy). A static of another type (`static var currency: NumberFormatter`) is not
      // what a setting like `numberStyle` takes.
      let added = model.libraryExtensions.values.filter { type in
        guard let property = type.staticProperties[name], !node.isInside(property.syntax),
          let declared = property.typeText?.filter({ !$0.isWhitespace })
        else { return false }
        return declared.hasSuffix("." + type.name)
      }
      if payload == nil, added.count == 1, let type = added.first,
        let value = try staticMember(type.name, name, at: node)
      {
        return value
      }
      return .enumCase(type: "", name: name, payload: payload ?? [])
    }
    // `.none` is `Optional.none`, except where a program enum that declares a `none` case is
    // written as the context's type, not its optional: there it is the case, as Swift resolves
    // it (`let mark: Mark = .none`, `mark == .none` for `let mark: Mark`; sample 52 took
    // `Score.none`'s comparison with `.none` as false). Where the context is optional or not
    // written, Swift takes `Optional.none` (and warns).
    if name == "none", payload == nil, !expectsEnumNone || expected?.enumCase("none") == nil {
      return .null
    }
    if name == "some", let first = payload?.first { return first }
    // A library type the program extends (`extension Color { static func foreground(…) }`) is
    // still a library type: its own members come first (`.primary` is the colour).
    var expected = expected
    var expectedName = expectedName
    if let type = expected, model.libraryExtensions[type.name] === type {
      expectedName = expectedName ?? type.name
      expected = nil
    }
    // `Image(systemName: .AppIconName.plus)`: a type nested in the expected type (the program's
    // `extension String { enum AppIconName { static let plus = … } }`), whose member the chain
    // goes on to read (SE-0287: an implicit member chain starts in the contextual type).
    if payload == nil,
      let nested = (expected ?? expectedName.flatMap { model.libraryExtensions[$0] })?
        .nestedTypes[name]
    {
      return .opaque(TypeValue(nested.name))
    }
    if let expected, payload == nil, expected.staticProperties[name] != nil,
      let value = try staticMember(expected.name, name, at: node)
    {
      return value
    }
    // Where a library type is expected (`var tint: Color { switch … { case .star: .red } }`),
    // the member is that type's: the program's extension of it, else, for `Color`, the colour
    // of that name; never a program enum's case of the same name (sample 19).
    if payload == nil, expected == nil, let expectedName, model.types[expectedName] == nil {
      // A shape style is found in `ShapeStyle`'s extensions and, for the modifiers that also
      // take a `Color` (`tint`), in `Color`'s.
      // `var fruits: [Fruit] = .samples` reaches the program's `extension Array where Element
      // == Fruit { static var samples }` (sugar: `ProgramModel.sugarBase`).
      let extended = ProgramModel.sugarBase(ProgramModel.genericBase(expectedName))
      for owner in expectedName == "ShapeStyle" ? ["ShapeStyle", "Color"] : [extended] {
        if let property = model.libraryExtensions[owner]?.staticProperties[name],
          !node.isInside(property.syntax),
          let value = try staticMember(owner, name, at: node)
        {
          return value
        }
      }
      // `origin: .zero` where a `CGPoint` is expected: the geometry type's own static.
      if Self.geometryTypes.contains(expectedName),
        let value = try staticMember(expectedName, name, at: node)
      {
        return value
      }
      if expectedName == "Color" { return .color(name) }
      if let value = libraryEnumStatic(expectedName, name) { return value }
      // `when: .distantPast` where a `Date` is expected, `.max` where an `Int`: the library
      // type's own static (sample 36 drew "distantPast" and stopped at the formatter).
      if let value = timeStatic(expectedName, name) { return value }
      if let number = Self.numericStatic(expectedName, name) { return number }
    }
    // Where the context's type is a library type (a SwiftUI modifier's parameter, an
    // initializer's `configuration: URLSessionConfiguration`), the member is that type's, as
    // Swift resolves it (SE-0287): never a program enum's case or a program type's static of
    // the same name (`.fontWeight(.medium)` beside a program's `Corner.medium`; samples 26, 27).
    // A modifier's argument (whose parameter type is not known here) only rules out the
    // program's statics: a program enum's case can still be its value (`Kind?.some(.noun)`).
    let libraryTypeExpected =
      expected == nil
      && (expectedName.map(isLibraryTypeName) == true || isLibraryMethodArgument(node))
    let libraryContext =
      libraryTypeExpected
      || (expected == nil && (isModifierArgument(node) || isBuiltinViewArgument(node)))
    if !libraryTypeExpected,
      let type = model.enumDeclaring(case: name, preferred: expected?.name)
    {
      if payload == nil, let enumCase = type.enumCase(name), !enumCase.labels.isEmpty {
        return caseConstructor(type.name, name)
      }
      return .enumCase(type: type.name, name: name, payload: payload ?? [])
    }
    // `.foregroundColor(.primary)`: a modifier's parameter has a library type, so a colour's
    // name is the colour, never a program type's static of that name (`Brand.primary`).
    if payload == nil, expected == nil, isColorName(name), isModifierArgument(node) {
      return .color(name)
    }
    // A static's own initializer never names that static (Swift rejects the circular
    // reference): `static let standard: Theme = .init(palette: .standard)` means another
    // type's `standard` (sample 16).
    for typeName in model.typeOrder where !libraryContext {
      if let type = model.types[typeName], let property = type.staticProperties[name],
        payload == nil, !node.isInside(property.syntax)
      {
        if let value = try staticMember(typeName, name, at: node) { return value }
      }
    }
    // `static let primaryMaterial: Color = .primaryMaterial` with no other `primaryMaterial`:
    // the colour Xcode's generated asset symbols name (`Color.primaryMaterial`).
    if payload == nil, expectedName == "Color" {
      return .color(name)
    }
    // Where a library type is expected (`.edgesIgnoringSafeArea(.all)`: an `Edge.Set`), another
    // library type's static the program adds (`Calendar.Component.all`) is never the member.
    let otherLibraryTypeExpected = expectedName.map { model.types[$0] == nil } ?? false
    for (_, type) in model.libraryExtensions.sorted(by: { $0.key < $1.key })
    where payload == nil && !otherLibraryTypeExpected {
      // As for the program's types, a static never names itself: `formatter.numberStyle =
      // .currency` inside `extension NumberFormatter { static var currency: NumberFormatter }`
      // is the style's case (sample 19: it recursed until the step budget).
      guard let property = type.staticProperties[name], !node.isInside(property.syntax) else {
        continue
      }
      if let value = try staticMember(type.name, name, at: node) { return value }
    }
    if payload == nil, isColorName(name) { return .color(name) }
    // `.now`: `Date.now` (a `TimelineView` schedule's start); `.now()`: `DispatchTime.now()`.
    if name == "now", payload == nil { return date(atNanoseconds: clockNow) }
    if name == "now", payload == [] {
      return try timeStaticCall("DispatchTime", "now", [], at: node) ?? .null
    }
    return .enumCase(type: "", name: name, payload: payload ?? [])
  }

  /// `Load.loaded` or `.loaded` without its payload: a function that builds the case from its
  /// arguments.
  private func caseConstructor(_ typeName: String, _ name: String) -> Value {
    .opaque(
      FunctionValue(
        name: name,
        body: .native { arguments in
          .enumCase(type: typeName, name: name, payload: arguments.map(\.value))
        }, context: Context(scope: globalScope)))
  }

  /// Reads a property of a value.
  func property(_ name: String, of base: Value, at node: some SyntaxProtocol) throws(EvalError)
    -> Value
  {
    if base.unmodelled != nil { return base }
    if let value = timeProperty(name, of: base) { return value }
    if case .tuple(let elements) = base, let index = Int(name) {
      guard elements.indices.contains(index) else { throw indexOutOfRange(node) }
      return elements[index].value
    }
    switch base {
    case .tuple(let elements):
      if let element = elements.first(where: { $0.label == name }) { return element.value }
    case .record(let typeName, let fields):
      if let field = fields.first(where: { $0.name == name }) {
        if case .opaque(let opaque) = field.value, let type = model.types[typeName],
          type.storedWrapper(name) == .binding,
          let binding = opaque as? BindingValue
        {
          return binding.binding.get()
        }
        return field.value
      }
      if let type = model.types[typeName] {
        if let property = type.computedProperties[name] {
          return try computedProperty(
            property, selfContext: SelfContext(value: base, type: type), at: node)
        }
        // `self.model` in a `PreviewProvider`'s `static var previews`: there `self` is the
        // provider type, so the name is its static property.
        if type.isPreviewView, type.staticProperties[name] != nil,
          let value = try staticMember(typeName, name, at: node)
        {
          return value
        }
        if let property = type.stored(name), property.isStateLike {
          return try initialStateValue(property, in: type)
        }
        // `storage.presetId` of a structure's `@AppStorage var presetId`: the defaults' value,
        // as inside the structure.
        if let property = type.stored(name), property.wrapper == .appStorage {
          return try appStorageBinding(property, in: type).get()
        }
        if let storage = try wrapperStorage(name, of: base, type, at: node) { return storage }
        if let method = boundMethod(name, of: base, type) { return method }
      }
    case .object(let object):
      if let field = object.fields.first(where: { $0.name == name }) {
        if let failure = managedObjectFailure(object, name, at: node) { throw failure }
        noteRead(object, name)
        if field.value.isPendingLazy, let type = model.types[object.typeName] {
          return try lazyValue(name, of: object, type)
        }
        // A class's `@Binding var product` holds the binding its initializer was given
        // (`_product = product`): reading `product` reads through it, as in a view
        // (sample 38: a view model's bound product drawn as its binding's description).
        if case .opaque(let opaque) = field.value, let binding = opaque as? BindingValue,
          model.types[object.typeName]?.storedWrapper(name) == .binding
        {
          return binding.binding.get()
        }
        return field.value
      }
      // `Namespace().wrappedValue` (a preview's namespace): the `Namespace.ID` itself.
      if name == "wrappedValue", object.typeName == "Namespace.ID" { return base }
      if let type = model.types[object.typeName] {
        if let storage = try wrapperStorage(name, of: base, type, at: node) { return storage }
        if let property = type.computedProperties[name] {
          return try computedProperty(
            property, selfContext: SelfContext(value: base, type: type), at: node)
        }
        if name == "id" { return base }
        // A `@Model` instance's `modelContext`: the run's context once inserted, else nil
        // (`PersistentModel.modelContext`, Apple).
        if name == "modelContext", type.conformances.contains("PersistentModel") {
          return modelStore.instances.contains { $0 === object } ? .opaque(modelStore) : .null
        }
        // `book.persistentModelID`: the identifier every `@Model` instance has, one per
        // instance (Apple, `PersistentModel.persistentModelID`).
        if name == "persistentModelID", type.conformances.contains("PersistentModel") {
          return .record(
            type: "PersistentIdentifier",
            fields: [Value.Field("id", .string("\(object.typeName)#\(object.serial)"))])
        }
        // A Core Data object's own members (Apple, `NSManagedObject`): `managedObjectContext`,
        // the context it was made in (idlab's one view context) while it is in it, else nil;
        // `objectID`, one per object; `isFault` false (idlab keeps every object's values);
        // `isDeleted` once deleted from the context; `isInserted` from its insert to the next
        // `save()`.
        if inheritsManagedObject(type) {
          switch name {
          case "managedObjectContext":
            return coreDataStore.instances.contains { $0 === object } ? coreDataContext : .null
          case "objectID":
            return .record(
              type: "NSManagedObjectID",
              fields: [
                Value.Field("uri", .string("x-coredata://\(object.typeName)/p\(object.serial)"))
              ])
          case "isFault": return .bool(false)
          // Made with a context, an object leaves idlab's store only when deleted.
          case "isDeleted": return .bool(!coreDataStore.instances.contains { $0 === object })
          // Inserted and not saved since (Apple, `isInserted`: "A Boolean value that indicates
          // whether the managed object has been inserted into a managed object context", until
          // the context saves; sample 36's row hid a new campaign's menu).
          case "isInserted": return .bool(coreDataStore.unsaved.contains(ObjectIdentifier(object)))
          default: break
          }
        }
        if name == "objectWillChange", type.conformances.contains("ObservableObject") {
          return .opaque(ObjectWillChangeValue(object: object))
        }
        // `model.$isPlaying`: the `@Published` property's publisher.
        if name.hasPrefix("$"), type.stored(String(name.dropFirst()))?.isPublished == true {
          return .opaque(PublishedPublisherValue(object: object, name: String(name.dropFirst())))
        }
        // `settings.$hidesPorts` of an `@AppStorage` property in a class: its projected value,
        // a binding to the stored default (Apple, `AppStorage.projectedValue`).
        if name.hasPrefix("$"), let property = type.stored(String(name.dropFirst())),
          property.wrapper == .appStorage
        {
          return .opaque(
            BindingValue(
              try appStorageBinding(property, in: type),
              typeName: "Binding<\(property.typeText ?? "Any")>"))
        }
        if let method = boundMethod(name, of: base, type) { return method }
      }
    case .enumCase(let typeName, let caseName, _):
      if let type = model.types[typeName] {
        if let property = type.computedProperties[name] {
          return try computedProperty(
            property, selfContext: SelfContext(value: base, type: type), at: node)
        }
        if name == "rawValue" {
          // `enum Phrase: LocalizedStringKey { case greeting }`: a raw value is a key, held
          // as the app's text for it as `LocalizedStringKey(s)` is (sample 45 showed the key).
          if type.rawType == "LocalizedStringKey" {
            let raw = try type.enumCase(caseName)?.rawValue.map {
              (raw) throws(EvalError) in try evaluate(raw, Context(scope: globalScope))
            }
            return .string(localizedText(forKey: raw.map(describe) ?? caseName))
          }
          if let raw = type.enumCase(caseName)?.rawValue {
            return try evaluate(raw, Context(scope: globalScope))
          }
          // An `Int` case without a raw value is one more than the case before it (the first
          // is 0): `case one = 1, two` makes `two` 2 ("Raw Values", The Swift Programming
          // Language).
          if type.rawType == "Int",
            let index = type.cases.firstIndex(where: { $0.name == caseName })
          {
            var value = 0
            for (position, enumCase) in type.cases[...index].enumerated() {
              if let raw = enumCase.rawValue,
                case .int(let given) = try evaluate(raw, Context(scope: globalScope))
              {
                value = given
              } else {
                value = position == 0 ? 0 : value + 1
              }
            }
            return .int(value)
          }
          return .string(caseName)
        }
        if name == "id" && type.conformances.contains("Identifiable") == false {
          break
        }
      }
    case .opaque(let opaque):
      if let binding = opaque as? BindingValue {
        if name == "wrappedValue" { return binding.binding.get() }
        if name == "projectedValue" { return base }
        // `$reps.asDouble` where the program's `extension Binding` declares `asDouble`: its
        // own property, on the binding, before the dynamic member lookup of the value's
        // fields (Swift finds a declared member first; sample 53: a derived binding read nil).
        // The extension's `where` clause is not checked, so a value whose own type has a
        // member of that name keeps the dynamic lookup (the extension is another value's).
        if let extended = model.libraryExtensions["Binding"],
          let property = extended.computedProperties[name],
          !hasMember(name, binding.binding.get())
        {
          return try computedProperty(
            property, selfContext: SelfContext(value: base, type: extended), at: node)
        }
        // `Binding` is `Identifiable` when its value is, with the value's `id`, and a member
        // wins over the dynamic member lookup (Apple, `Binding`: "Conforms To Identifiable
        // when Value conforms to Identifiable"): `$entry.id` is the id, not a binding to it.
        if name == "id", case let value = binding.binding.get(),
          model.types[value.swiftTypeName]?.conformances.contains("Identifiable") == true
        {
          return try property("id", of: value, at: node)
        }
        return .opaque(derivedBinding(binding, .field(name)))
      }
    default:
      break
    }
    if name == "localizedDescription", let text = try errorDescription(of: base, at: node) {
      return .string(text)
    }
    if let type = libraryExtensions(of: base).first(where: { $0.computedProperties[name] != nil }),
      let property = type.computedProperties[name]
    {
      return try computedProperty(
        property, selfContext: SelfContext(value: base, type: type), at: node)
    }
    // `text.publisher.collect()`: Combine's `Sequence.publisher`, which idlab does not model,
    // is opaque (S120 where it is written), so an `.onReceive` of it is inert (sample 35).
    if name == "publisher" {
      switch base {
      case .string, .array: return .opaque(UnmodelledValue("Sequence.publisher"))
      default: break
      }
    }
    if let value = try libraryProperty(name, of: base, at: node) { return value }
    if isViewLike(base), let property = model.viewExtensionProperties[name] {
      return try computedProperty(
        property, selfContext: SelfContext(value: base, type: nil), at: node)
    }
    if base == .null { throw .chainNil }
    if let unknown = unknownValue(base, at: node) { throw unknown }
    if let opaque = sdkMember(name, of: base) { return opaque }
    // `tab.hashValue`, `text.hash` of a `Hashable` value no declaration of the program gives:
    // Swift seeds hashing anew in every process (Apple, `Hashable.hashValue`: "Hash values are
    // not guaranteed to be equal across different executions of your program"), so the value
    // is opaque, and stops the step only where the screen depends on what it holds.
    if name == "hashValue" || (name == "hash" && typeName(of: base) == "String") {
      return .opaque(UnmodelledValue(typeName(of: base) + "." + name))
    }
    throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: base)], at: node)
  }

  /// `context.hasChanges`, `size.debugDescription`: a member idlab does not simulate of a
  /// value of an Apple framework's type (SwiftData, Core Data, Foundation, CoreGraphics,
  /// SwiftUI) is an opaque value named after the type and the member, as opaque by default
  /// says; the step stops only where the run depends on what it holds. Nil for a value of the
  /// Swift standard library's types (`Int`, `String`, `Array`, …: a member idlab lacks there
  /// is S206, as likely a typo) or of the program's own (every member is known: S202).
  func sdkMember(_ name: String, of base: Value) -> Value? {
    switch base {
    case .int, .double, .bool, .string, .array, .dictionary, .tuple, .null, .object:
      return nil
    case .enumCase(let type, _, _) where type.isEmpty || model.types[type] != nil:
      return nil
    case .record(let type, _) where model.types[type] != nil || Self.standardRecords.contains(type):
      return nil
    default:
      let type = String(typeName(of: base).prefix { $0 != "<" })
      guard model.types[type] == nil, !type.isEmpty, type != "Any" else { return nil }
      return .opaque(UnmodelledValue(type + "." + name))
    }
  }

  /// `Color.brandMuted` in a file that imports a module no file given holds (`import
  /// DesignKit`): a static member that module's extension of the library type may declare, an
  /// opaque value where it was "not among the members" (S206; four files of sample 39). Nil
  /// for a type of the program, whose members are all known, in a file whose modules are all
  /// given, or for a name a few edits from a colour SwiftUI has (`Color.primaryy` is a typo,
  /// S206 still).
  func moduleStatic(_ typeName: String, _ name: String, at node: some SyntaxProtocol) -> Value? {
    guard model.types[typeName] == nil,
      Self.importsModuleNotGiven(node, given: model.moduleNames.union(model.appModuleNames)),
      typeName != "Color" || Suggestions.typo(of: name, among: Self.colorNames.sorted()) == nil
    else { return nil }
    noteRuntimeOpaque(typeName + "." + name, at: node)
    return .opaque(UnmodelledValue(typeName + "." + name))
  }

  /// The standard library's value types idlab keeps as records.
  static let standardRecords: Set<String> = [
    "Range", "ClosedRange", "Character", "Set", "Optional", "Hasher",
  ]

  /// `_units` for `@UserDefault("units") var units`: the wrapper. One the program declares is
  /// made from the property's value (`UserDefault(wrappedValue: units)`); one of a package not
  /// given is opaque (`‹UserDefault›`).
  private func wrapperStorage(
    _ name: String, of base: Value, _ type: TypeDecl, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard name.hasPrefix("_"), let wrapper = type.stored(String(name.dropFirst()))?.customWrapper
    else { return nil }
    let value = try property(String(name.dropFirst()), of: base, at: node)
    if let declared = model.types[wrapper],
      declared.initializers.contains(where: {
        $0.signature.parameterClause.parameters.map(\.firstName.text) == ["wrappedValue"]
      }) || declared.initializers.isEmpty && declared.hasStored("wrappedValue")
    {
      return try construct(declared, [Argument(label: "wrappedValue", value: value)], at: node)
    }
    return .opaque(UnmodelledValue(wrapper))
  }

  /// `_query` in the code of a type that declares `@Published var query` (any wrapped
  /// property): the storage Swift synthesizes for it, the wrapper itself ("Property Wrappers",
  /// The Swift Programming Language: "the compiler synthesizes storage for the instance of the
  /// wrapper type by prefixing the name of the wrapped property with an underscore"; SE-0258).
  /// Its `projectedValue` is what `$query` gives and its `wrappedValue` the property
  /// (`memberAccess`); the wrapper itself is opaque, named after it (sample 61 stopped on
  /// "cannot find `_query`").
  func wrapperStorage(named name: String, _ ctx: Context) -> Value? {
    guard let property = wrappedProperty(storing: name, ctx) else { return nil }
    let wrapper =
      property.customWrapper ?? (property.isPublished ? "Published" : "\(property.wrapper)")
    return .opaque(UnmodelledValue(wrapper))
  }

  /// The wrapped property of `self`'s type whose storage `name` is (`query` for `_query`), nil
  /// where `name` is no such storage or a local hides it.
  private func wrappedProperty(storing name: String, _ ctx: Context) -> TypeDecl.Property? {
    guard name.hasPrefix("_"), ctx.scope.owner(of: name) == nil,
      let property = ctx.selfContext?.type?.stored(String(name.dropFirst())),
      property.isPublished || property.wrapper != .none || property.customWrapper != nil
    else { return nil }
    return property
  }

  /// `tasks.delete` written without a call (`.onDelete(perform: tasks.delete)`): the method as a
  /// function value with `base` as its `self` (the Swift Programming Language, "Functions":
  /// function types; a struct's method works on the copy it was read from).
  private func boundMethod(_ name: String, of base: Value, _ type: TypeDecl) -> Value? {
    guard let first = type.methods[name]?.first else { return nil }
    let context = Context(
      scope: globalScope, selfContext: SelfContext(value: base, type: type), staticType: type)
    return .opaque(FunctionValue(name: name, body: .function(first), context: context))
  }

  /// The program's extensions that apply to the library value `value`, most specific first: its
  /// own type's (`extension Int { var doubled: Int }`), then those of the standard protocols
  /// its type conforms to (`extension Collection`, `extension Sequence where Element: Hashable`),
  /// then `Optional`'s, which Swift reaches when the value is an optional's. The compiler has
  /// already checked that the member applies; idlab does not read `where` clauses.
  func libraryExtensions(of value: Value) -> [TypeDecl] {
    guard !model.libraryExtensions.isEmpty else { return [] }
    // idlab holds a `Character` as a one-character string: the program's `extension Character`
    // (`var isSameLineWhitespace`) applies to it too, after `String`'s (the thirty-fourth
    // sample's Markdown parser stopped on "no member").
    if case .string(let text) = value, text.count == 1,
      let character = model.libraryExtensions["Character"]
    {
      return libraryExtensions(of: .string("")) + [character]
    }
    let name = String(typeName(of: value).prefix { $0 != "<" })
    // Read on every member of a library value: worked out once per type name and run (the
    // program's extensions do not change once it runs).
    if let known = libraryExtensionsByType[name] { return known }
    // A `Substring` is held as a string too: the program's `extension Substring` applies to
    // strings, after `String`'s (a parser's `line.trimmingTrailingWhitespaces()`); so does
    // its `extension NSString`, whose methods a `String` reaches through Foundation's
    // bridging (sample 36: `title.anarthrousCompare(other)`).
    let held = name == "String" ? ["String", "Substring", "NSString"] : [name]
    let found = (held + (Self.standardProtocols[name] ?? []) + ["Optional"]).compactMap {
      model.libraryExtensions[$0]
    }
    libraryExtensionsByType[name] = found
    return found
  }

  /// The standard library protocols each library type conforms to, most specific first, for
  /// the program's extensions of them ("Protocol Extensions", The Swift Programming Language).
  static let standardProtocols: [String: [String]] = {
    let collection = ["BidirectionalCollection", "Collection", "Sequence"]
    let equatable = ["Comparable", "Hashable", "Equatable"]
    let text = ["StringProtocol", "RangeReplaceableCollection"] + collection + equatable
    let floating =
      ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic"]
      + equatable + ["Strideable"]
    return [
      "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"]
        + collection + ["Hashable", "Equatable"],
      "String": text, "Substring": text,
      "Dictionary": ["Collection", "Sequence", "Hashable", "Equatable"],
      "Set": ["SetAlgebra", "Collection", "Sequence", "Hashable", "Equatable"],
      "Range": ["RandomAccessCollection"] + collection + ["Hashable", "Equatable"],
      "ClosedRange": ["RandomAccessCollection"] + collection + ["Hashable", "Equatable"],
      "Int": [
        "FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric",
        "AdditiveArithmetic",
      ] + equatable + ["Strideable"],
      // idlab's floating-point values are one kind (`.double`): a `CGFloat` or `Float`
      // extension's members are a `Double`'s too, and so are a `Decimal` extension's (a
      // `Decimal` written as a literal is held as a number: sample 53's `price.formatted()`).
      "Double": ["CGFloat", "Float", "Decimal"] + floating, "CGFloat": floating, "Float": floating,
      "Bool": ["Hashable", "Equatable"],
    ]
  }()

  /// S205 naming the expression of `value` when it is a library value idlab carries without
  /// computing it (`CGSize.zero`, `.init(degrees: 30)`, `.body.italic()`): the member or
  /// operator that needs it cannot be worked out. `node` is the member's name or the operand.
  func unknownValue(_ value: Value, at node: some SyntaxProtocol) -> EvalError? {
    guard case .enumCase(let type, _, _) = value,
      type.isEmpty || Self.libraryTypes.contains(type), model.types[type] == nil
    else { return nil }
    var expression = Syntax(node)
    if let member = node.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.id == node.id
    {
      expression = Syntax(base)
    }
    return diagnostic(.unknownValue, ["expression": expression.trimmedDescription], at: expression)
  }

  /// `angle.radians` and `angle.degrees` of a SwiftUI `Angle` made with `.degrees(x)` or
  /// `.radians(x)` (Apple, `Angle`: "A geometric angle whose value you access in either
  /// radians or degrees"; sample 36 stopped on `cos(angle.radians - .pi / 2)`); nil for
  /// anything else.
  static func angleMeasure(_ name: String, of value: Value) -> Value? {
    guard ["radians", "degrees"].contains(name),
      case .enumCase(let type, let unit, let payload) = value, type == "Angle" || type.isEmpty,
      ["radians", "degrees"].contains(unit), payload.count == 1
    else { return nil }
    let number: Double
    switch payload[0] {
    case .int(let whole): number = Double(whole)
    case .double(let fraction): number = fraction
    default: return nil
    }
    if unit == name { return .double(number) }
    return .double(name == "radians" ? number * .pi / 180 : number * 180 / .pi)
  }

  /// A binding to a part of another binding's value (`$ship.name`, `$items[0]`).
  func derivedBinding(_ parent: BindingValue, _ component: PathComponent) -> BindingValue {
    let outer = parent.binding
    let binding = Binding(
      get: { [self] in
        self.quietEntry { () throws(EvalError) -> Value in
          try self.readPath(outer.get(), [component], at: nil)
        }
      },
      set: { [self] newValue in
        try self.entry { () throws(EvalError) in
          var whole = outer.get()
          try self.modifyPath(&whole, [component][...], at: nil) {
            (value: inout Value) throws(EvalError) in
            value = newValue
          }
          do { try outer.set(whole) } catch { throw self.wrapThrown(error) }
        }
      })
    return BindingValue(binding)
  }

  /// Wraps an error thrown by engine code (a binding setter) as an evaluation error.
  func wrapThrown(_ error: any Error) -> EvalError {
    if let failure = error as? RuntimeFailure { return .failure(failure) }
    return .failure(RuntimeFailure(id: "thrown", message: String(describing: error)))
  }

  // MARK: - Subscripts

  func subscriptValue(_ base: Value, _ arguments: [Argument], at node: Syntax) throws(EvalError)
    -> Value
  {
    guard let first = arguments.first else {
      throw invalidArguments("subscript", .missingIndex, at: node)
    }
    if first.label == "keyPath", case .opaque(let opaque) = first.value,
      let keyPath = opaque as? KeyPathValue
    {
      return try apply(keyPath, to: base, at: node)
    }
    if let (decl, type) = userSubscript(of: base, arguments) {
      return try subscriptGet(decl, of: type, on: base, arguments, at: node)
    }
    if case .opaque(let opaque) = base, let binding = opaque as? BindingValue {
      return .opaque(derivedBinding(binding, .index(first.value)))
    }
    if case .dictionary(let entries) = base {
      // A key idlab does not know (`ObjectIdentifier(T.self).hashValue`) finds what only its
      // content decides: the step stops there, saying so, never a silent miss (sample 40).
      if let unknown = first.value.unmodelled { throw dependsOnUnmodelled(unknown, at: node) }
      if let value = entries[first.value] { return value }
      if arguments.count > 1, arguments[1].label == "default" { return arguments[1].value }
      return .null
    }
    if let (lower, upper, closed) = try rangeBounds(
      first.value,
      count: { () throws(EvalError) in
        try elements(of: base, at: node).count
      })
    {
      let all = try elements(of: base, at: node)
      let end = try rangeEnd(upper, closed: closed, at: node)
      guard lower >= 0, end <= all.count, lower <= end else { throw indexOutOfRange(node) }
      // A string's slice (`text[...end]`) is text: a `Substring`.
      if case .string = base { return .string(all[lower..<end].map(describe).joined()) }
      return .array(Array(all[lower..<end]))
    }
    // `text[index]`: the character at that offset.
    if case .string = base, case .int(let index) = first.value {
      let all = try elements(of: base, at: node)
      guard all.indices.contains(index) else { throw indexOutOfRange(node) }
      return all[index]
    }
    return try readPath(base, [.index(first.value)], at: node)
  }

  /// The bounds of a range of positions: `a..<b`, `a...b`, and the partial ranges `...b`,
  /// `..<b`, `a...` (up to `count()`); nil for another value.
  private func rangeBounds(_ value: Value, count: () throws(EvalError) -> Int) throws(EvalError)
    -> (Int, Int, Bool)?
  {
    switch value {
    case .range(let lower, let upper, let closed):
      return (lower, upper, closed)
    case .record("PartialRangeThrough", let fields):
      guard case .int(let upper)? = fields.first?.value else { return nil }
      return (0, upper, true)
    case .record("PartialRangeUpTo", let fields):
      guard case .int(let upper)? = fields.first?.value else { return nil }
      return (0, upper, false)
    case .record("PartialRangeFrom", let fields):
      guard case .int(let lower)? = fields.first?.value else { return nil }
      return (lower, try count(), false)
    default:
      return nil
    }
  }

  /// Applies a key path to a value.
  func apply(_ keyPath: KeyPathValue, to value: Value, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value
  {
    var current = value
    for name in keyPath.components {
      current = try property(name, of: current, at: node)
    }
    return current
  }

  // MARK: - Operators

  private func evaluateInfix(_ infix: InfixOperatorExprSyntax, _ ctx: Context) throws(EvalError)
    -> Value
  {
    if infix.operator.is(AssignmentExprSyntax.self) {
      let value = try evaluate(infix.rightOperand, ctx)
      if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) { return .null }
      try assign(value, to: infix.leftOperand, ctx)
      return .null
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      throw diagnostic(
        .unsupportedExpression, ["kind": infix.operator.trimmedDescription], at: infix)
    }
    switch op {
    case "&&":
      guard try bool(try evaluate(infix.leftOperand, ctx), at: infix.leftOperand) else {
        return .bool(false)
      }
      return .bool(try bool(try evaluate(infix.rightOperand, ctx), at: infix.rightOperand))
    case "||":
      if try bool(try evaluate(infix.leftOperand, ctx), at: infix.leftOperand) {
        return .bool(true)
      }
      return .bool(try bool(try evaluate(infix.rightOperand, ctx), at: infix.rightOperand))
    case "??":
      let left = try evaluate(infix.leftOperand, ctx)
      guard left == .null else { return left }
      if let fallback = try literalFallback(infix, ctx) { return fallback }
      // `Mode(rawValue: saved) ?? .assistant`: the fallback is a member of the type the left
      // side makes, never another type's case of that name (the audit's sample W took a
      // `Role.assistant` for `AssistantMode.assistant`).
      if let member = Self.implicitMemberName(infix.rightOperand),
        let typeName = constructedTypeName(infix.leftOperand),
        let type = model.types[typeName], type.enumCase(member) != nil
      {
        return try implicitMember(
          member, payload: nil, expected: type, expectedName: typeName, at: infix.rightOperand)
      }
      return try evaluate(infix.rightOperand, ctx)
    case "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=":
      let right = try evaluate(infix.rightOperand, ctx)
      let base = String(op.dropLast())
      let target = try lvalue(infix.leftOperand, ctx)
      try modify(target, at: infix) { (value: inout Value) throws(EvalError) in
        value = try binary(base, value, right, at: infix)
      }
      return .null
    default:
      var left: Value
      var right: Value
      // `scheme == .dark`: an implicit member beside a value of a known type is a member of that
      // type, as Swift infers it from the other operand (never another type's `dark`).
      if let member = Self.implicitMemberName(infix.leftOperand) {
        right = try evaluate(infix.rightOperand, ctx)
        if let typed = try implicitMember(
          member, beside: right, writtenAs: writtenType(of: infix.rightOperand, ctx),
          at: infix.leftOperand)
        {
          left = typed
        } else {
          left = try evaluate(infix.leftOperand, ctx)
        }
      } else {
        left = try evaluate(infix.leftOperand, ctx)
        if let member = Self.implicitMemberName(infix.rightOperand),
          let typed = try implicitMember(
            member, beside: left, writtenAs: writtenType(of: infix.leftOperand, ctx),
            at: infix.rightOperand)
        {
          right = typed
        } else {
          right = try evaluate(infix.rightOperand, ctx)
        }
      }
      // `start * 2.0 * .pi`: an implicit member beside a number is a static of the number's
      // type, as Swift infers it from the other operand (`Double.pi`, `Int.max`).
      left = numericImplicitMember(left, beside: right)
      right = numericImplicitMember(right, beside: left)
      if op == "/", let quotient = floatingLiteralDivision(infix, left, right, ctx) {
        return quotient
      }
      do {
        return try binary(op, left, right, at: infix)
      } catch {
        guard case .diagnostic(let found) = error, found.kind == .unsupportedExpression else {
          throw error
        }
        throw unknownValue(left, at: infix.leftOperand) ?? unknownValue(
          right, at: infix.rightOperand)
          ?? error
      }
    }
  }

  /// `scored.append((name, score))` into a `[(name: String, score: Double)]`: the labels of the
  /// array's element type, which Swift gives the unlabelled tuple as it converts it (The Swift
  /// Programming Language, "Tuple Type"); nil elsewhere.
  private func addedTupleLabels(_ tuple: TupleExprSyntax, _ ctx: Context) -> [String?]? {
    guard let argument = tuple.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["append", "insert"].contains(member.declName.baseName.text), let base = member.base,
      let element = arrayElementTypeName(of: base, ctx),
      let types = Self.tupleElementTypes(element), types.count == tuple.elements.count
    else { return nil }
    return types.map(\.label)
  }

  /// `#file`, `#filePath`, `#fileID`, `#line`, `#column`, `#function` where they are written:
  /// the file's path (`#fileID` its module, `App` for the app's, and name), the expression's
  /// line and column, the enclosing declaration's name (`load(from:)`); nil for another macro.
  /// As a parameter's default value Swift gives the caller's position; idlab gives the
  /// declaration's (docs/semantics.md).
  func magicLiteral(_ macro: MacroExpansionExprSyntax) -> Value? {
    switch macro.macroName.text {
    case "file", "filePath":
      return .string(pathOf(macro))
    case "fileID":
      let module = model.sceneModule.isEmpty ? "App" : model.sceneModule
      return .string(module + "/" + (pathOf(macro) as NSString).lastPathComponent)
    case "line":
      return .int(position(macro)?.line ?? 0)
    case "column":
      return .int(position(macro)?.column ?? 0)
    case "function":
      var current = macro.parent
      while let node = current {
        if let function = node.as(FunctionDeclSyntax.self) {
          let labels = function.signature.parameterClause.parameters.map {
            ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) + ":"
          }
          return .string(function.name.text + "(" + labels.joined() + ")")
        }
        if let binding = node.as(PatternBindingSyntax.self) {
          return .string(binding.pattern.trimmedDescription)
        }
        if node.is(InitializerDeclSyntax.self) { return .string("init") }
        current = node.parent
      }
      return .string("")
    default:
      return nil
    }
  }

  /// The name of an implicit member written alone (`.dark`, not `.dark.opacity(1)` or a call).
  private static func implicitMemberName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }

  /// The implicit member `name` of the type of `other`: an enum case or a static of the
  /// program's type, or a case of a SwiftUI enum idlab knows; nil when `other`'s type is not
  /// one of those.
  private func implicitMember(
    _ name: String, beside other: Value, writtenAs written: String?, at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value?
  {
    let typeName: String
    switch other {
    case .enumCase(let type, _, _) where !type.isEmpty: typeName = type
    case .record(let type, _) where model.types[type] != nil: typeName = type
    default: return nil
    }
    if let type = model.types[typeName] {
      guard type.enumCase(name) != nil || type.staticProperties[name] != nil else { return nil }
      let optional = written.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? true
      return try implicitMember(
        name, payload: nil, expected: type, expectedName: typeName,
        expectsEnumNone: name == "none" && !optional, at: node)
    }
    return libraryEnumStatic(typeName, name)
  }

  /// `value` read as a static of `other`'s numeric type when it is an unresolved implicit
  /// member (`.pi` beside a `Double`); `value` otherwise.
  private func numericImplicitMember(_ value: Value, beside other: Value) -> Value {
    guard case .enumCase("", let name, []) = value else { return value }
    switch other {
    case .double: return Self.numericStatic("Double", name) ?? value
    // `2 * .pi`: `Int` has no `pi`, so the literal is a `Double` and `.pi` is `Double.pi`.
    case .int: return Self.numericStatic("Int", name) ?? Self.numericStatic("Double", name) ?? value
    default: return value
    }
  }

  /// Whether a value is a `Double` with a fractional part (`0.5`, not `1.0`).
  private func isFraction(_ value: Value) -> Bool {
    if case .double(let number) = value { return number != number.rounded() }
    return false
  }

  /// Whether a range with this lower bound keeps its bounds as they are (a `Date`, a
  /// `String`): not a range of integers.
  private func isBoundOfRecordRange(_ value: Value) -> Bool {
    switch value {
    // `.large ... .xxLarge` of `DynamicTypeSize` (`dynamicTypeSize(_:)` takes such a range:
    // the thirty-third sample's S204 "expected an Int"), or of a program's `Comparable` enum.
    case .string, .record("Date", _), .enumCase: return true
    default: return false
    }
  }

  /// The operators whose result on an unmodelled operand is unmodelled too (`binary`).
  static let opaqueArithmetic: Set<String> = [
    "+", "-", "*", "/", "%", "&+", "&-", "&*", "|", "&", "^", "<<", ">>", "&<<", "&>>",
  ]

  /// A binary operator applied to two values.
  func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    if let unmodelled = left.unmodelled ?? right.unmodelled {
      // Arithmetic on an unmodelled value is one too, bitwise operators included
      // (`SQLITE_OPEN_CREATE | SQLITE_OPEN_READWRITE`: sample 55), and an undeclared
      // operator's result as well; a comparison depends on what it holds.
      guard Self.opaqueArithmetic.contains(op) || isUndeclaredOperator(op)
      else {
        throw dependsOnUnmodelled(unmodelled, at: node)
      }
      return .opaque(unmodelled)
    }
    if let value = try userOperator(op, left, right, at: node) { return value }
    if let value = try customOperator(op, left, right, at: node) { return value }
    // `a |> f` with an operator that no file given declares (a package's): opaque, as a name
    // idlab does not know is (S122 where it is written).
    if isUndeclaredOperator(op) { return .opaque(UnmodelledValue(op)) }
    if op == "==" || op == "!=" {
      let (left, right) = (
        resolvingGeometry(left, as: geometryTypeName(of: right)),
        resolvingGeometry(right, as: geometryTypeName(of: left))
      )
      return .bool(isEqual(left, right) == (op == "=="))
    }
    if case .record = left, let value = timeOperator(op, left, right) { return value }
    if case .record = right, let value = timeOperator(op, left, right) { return value }
    // `0...9 ~= digit` written as an expression: the expression pattern's match.
    if op == "~=" { return .bool(patternMatches(left, right)) }
    switch op {
    case "===":
      if case .object(let a) = left, case .object(let b) = right { return .bool(a === b) }
      return .bool(false)
    case "!==":
      if case .object(let a) = left, case .object(let b) = right { return .bool(a !== b) }
      return .bool(true)
    case "<": return .bool(isLess(left, right))
    case ">": return .bool(isLess(right, left))
    case "<=": return .bool(!isLess(right, left))
    case ">=": return .bool(!isLess(left, right))
    case "..<" where isFraction(left) || isFraction(right),
      "..." where isFraction(left) || isFraction(right):
      // `0...0.5`: a range of Doubles, for `Slider(in:)` and `Stepper(in:)`.
      guard let lower = double(left), let upper = double(right), lower <= upper else {
        throw failure("invalid-range", "Range requires lowerBound <= upperBound", at: node)
      }
      return .record(
        type: op == "..." ? "ClosedRange<Double>" : "Range<Double>",
        fields: [
          Value.Field("lowerBound", .double(lower)), Value.Field("upperBound", .double(upper)),
        ])
    case "..<" where isBoundOfRecordRange(left), "..." where isBoundOfRecordRange(left):
      // `start...end` of dates or strings: a range of any `Comparable` type (the Swift
      // standard library's `ClosedRange<Bound: Comparable>`), kept with its bounds.
      guard typeName(of: left) == typeName(of: right), !isLess(right, left) else {
        throw failure("invalid-range", "Range requires lowerBound <= upperBound", at: node)
      }
      return .record(
        type: (op == "..." ? "ClosedRange<" : "Range<") + typeName(of: left) + ">",
        fields: [Value.Field("lowerBound", left), Value.Field("upperBound", right)])
    case "..<", "...":
      let lower = try int(left, at: node)
      let upper = try int(right, at: node)
      if op == "..<" && upper < lower || op == "..." && upper < lower {
        throw failure("invalid-range", "Range requires lowerBound <= upperBound", at: node)
      }
      return .range(lower: lower, upper: upper, closed: op == "...")
    default:
      break
    }
    switch (left, right) {
    case (.int(let a), .int(let b)):
      let result: (Int, Bool)
      switch op {
      case "+": result = a.addingReportingOverflow(b)
      case "-": result = a.subtractingReportingOverflow(b)
      case "*": result = a.multipliedReportingOverflow(by: b)
      case "/":
        if b == 0 { throw failure("division-by-zero", "Division by zero", at: node) }
        result = a.dividedReportingOverflow(by: b)
      case "%":
        if b == 0 {
          throw failure(
            "division-by-zero", "Division by zero in remainder operation", at: node,
            messageKey: "runtime.division-by-zero.remainder")
        }
        result = a.remainderReportingOverflow(dividingBy: b)
      // Bitwise operators and Swift's smart shifts (an over-wide shift gives 0 or -1, a
      // negative one shifts the other way), and the wrapping ones, which never trap.
      case "&": result = (a & b, false)
      case "|": result = (a | b, false)
      case "^": result = (a ^ b, false)
      case "<<": result = (a << b, false)
      case ">>": result = (a >> b, false)
      case "&+": result = (a &+ b, false)
      case "&-": result = (a &- b, false)
      case "&*": result = (a &* b, false)
      default:
        throw diagnostic(.unsupportedExpression, ["kind": "operator \(op)"], at: node)
      }
      if result.1 { throw failure("overflow", "Arithmetic overflow", at: node) }
      return .int(result.0)
    case (.string(let a), .string(let b)) where op == "+":
      try reserveString(a.utf8.count + b.utf8.count, times: 1, at: node)
      return .string(a + b)
    case (.array(let a), .array(let b)) where op == "+":
      try reserveElements(a.count + b.count, at: node)
      return .array(a + b)
    default:
      guard let a = double(left), let b = double(right) else {
        if op == "+", case .opaque(let l) = left, case .opaque(let r) = right,
          let lv = l as? ViewValue, let rv = r as? ViewValue,
          let lt = Self.styledText(lv.description), let rt = Self.styledText(rv.description)
        {
          // `Text("PIN: ") + Text(pin).bold()`: one `Text` of both strings (a styling
          // modifier on a `Text` gives a `Text`; the screen shows no styles).
          return .opaque(ViewValue(.primitive(Primitive(kind: .text, text: lt + rt))))
        }
        throw diagnostic(
          .unsupportedExpression,
          ["kind": "\(typeName(of: left)) \(op) \(typeName(of: right))"], at: node)
      }
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      default:
        throw diagnostic(.unsupportedExpression, ["kind": "operator \(op)"], at: node)
      }
    }
  }

  /// The string of a `Text`, through the styling modifiers on it (`.bold()`, `.font(…)`); nil
  /// for any other view.
  static func styledText(_ description: ViewDescription) -> String? {
    switch description {
    case .primitive(let primitive) where primitive.kind == .text: return primitive.text ?? ""
    case .modified(let inner, _): return styledText(inner)
    default: return nil
    }
  }

  /// `op operand`: the program's prefix operator for the operand's type, or Swift's.
  func prefixOperation(_ op: String, _ operand: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    // A program's prefix operator: a custom one, or a standard one on its own type's value.
    if !Self.standardPrefixOperators.contains(op) || userType(of: operand) != nil,
      let value = try unaryOperator(op, operand, at: node)
    {
      return value
    }
    switch op {
    case "!": return .bool(!(try bool(operand, at: node)))
    case "...", "..<":
      // `...10`: a partial range, as `Stepper(in:)`, `Slider(in:)`, `DatePicker(in:)` take it.
      let type = op == "..." ? "PartialRangeThrough" : "PartialRangeUpTo"
      return .record(type: type, fields: [Value.Field("upperBound", operand)])
    case "-":
      if case .int(let int) = operand { return .int(try negated(int, at: node)) }
      if case .double(let double) = operand { return .double(-double) }
      // `-insets.leading` of a value idlab does not model: opaque too, as `inset + 16` is.
      if let unmodelled = operand.unmodelled { return .opaque(unmodelled) }
      fallthrough
    default:
      throw diagnostic(.unsupportedExpression, ["kind": "prefix \(op)"], at: node)
    }
  }

  /// `<`, `>`, `+` used as functions (`sorted(by: >)`); with one argument a prefix operator
  /// (`optional.map(-)`, `rhs.era.map(-)` in SwiftDate: until session 22 it gave nil).
  func operatorFunction(_ op: String, at node: some SyntaxProtocol) -> FunctionValue {
    let position = Syntax(node)
    return FunctionValue(
      name: op,
      body: .native { [self] arguments in
        switch arguments.count {
        case 1: return try self.prefixOperation(op, arguments[0].value, at: position)
        case 2: return try self.binary(op, arguments[0].value, arguments[1].value, at: position)
        default: return .null
        }
      }, context: Context(scope: globalScope))
  }
}

extension SyntaxProtocol {
  /// Whether `ancestor` holds this node.
  func isInside(_ ancestor: Syntax) -> Bool {
    var current = parent
    while let node = current {
      if node.id == ancestor.id { return true }
      current = node.parent
    }
    return false
  }
}

extension Interpreter {
  /// `error.localizedDescription` of a program's `Error`: its `errorDescription` when it is a
  /// `LocalizedError` that gives one, else Foundation's sentence for an error without one
  /// (`The operation couldn’t be completed. (App.LoadError error 0.)`, the case's position for
  /// an enum, 1 otherwise), the type named with its module as Foundation names the error's domain:
  /// a package's module, or the app's when one Xcode project is above the scene (its target and
  /// module are named after it, `ProjectFolders.appModuleNames`; a held-out sample of session 25
  /// printed the type alone); the type alone when the module is not known. Nil when `value` is
  /// not a program's error.
  func errorDescription(of value: Value, at node: some SyntaxProtocol) throws(EvalError)
    -> String?
  {
    let typeName: String
    var code = 1
    switch value {
    case .enumCase(let name, let caseName, _):
      typeName = name
      code = model.types[name]?.cases.firstIndex { $0.name == caseName } ?? 0
    case .record(let name, _): typeName = name
    case .object(let object): typeName = object.typeName
    default: return nil
    }
    guard let type = model.types[typeName],
      type.conformances.contains("Error") || type.conformances.contains("LocalizedError")
    else { return nil }
    if let property = type.computedProperties["errorDescription"],
      case .string(let text) = try computedProperty(
        property, selfContext: SelfContext(value: value, type: type), at: node)
    {
      return text
    }
    let module =
      !type.module.isEmpty
      ? type.module : model.appModuleNames.count == 1 ? model.appModuleNames.first : nil
    let domain = module.map { "\($0).\(type.name)" } ?? type.name
    return "The operation couldn’t be completed. (\(domain) error \(code).)"
  }
}
