import Foundation
import IdentityEngine
import SwiftSyntax

/// What an implicit `.init(…)` builds: the type its context expects, read from the syntax around
/// it, as Swift's type checker would infer it in the common places.
extension Interpreter {
  /// The type the expression at `node` is expected to have, as written (`Point`, `Self`
  /// resolved), or nil when its context says nothing the simulator can read.
  ///
  /// Read in: a variable's or a property's annotation (`let p: Point = .init(x: 1)`), a
  /// function's or getter's return type (`static func make() -> Self { .init() }`), a
  /// parameter's type (`p: Point = .init()`), an argument of a user type's initializer or of a
  /// user function or method (`Badge(style: .init(…))`, `label(with: .init(name))`: the property
  /// or parameter with that label), and an assignment to a property of `self`
  /// (`point = .init(x: 2)`); through array and dictionary literals and tuples, as Swift carries
  /// the type down (`let rows: [(left: A, right: B)] = [(.text("a"), .empty)]`: `.empty` is a
  /// `B`). An implicit member chain (`let icon: Image = .init(systemName: "link").resizable()`)
  /// has the type its end is expected to have, as Swift infers it (SE-0287). A modifier's
  /// argument (`.rotationEffect(.init(degrees: 30))`) is a library value: nil.
  func expectedTypeName(of node: some SyntaxProtocol, _ ctx: Context) -> String? {
    var written: String?
    // The literals between `node` and the context that gives the type, innermost first.
    var steps: [ExpectedTypeStep] = []
    var current = Syntax(node)
    while let parent = current.parent {
      defer { current = parent }
      if let binding = parent.as(PatternBindingSyntax.self) {
        written = binding.typeAnnotation?.type.trimmedDescription
        break
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        written = function.signature.returnClause?.type.trimmedDescription
        break
      }
      if let parameter = parent.as(FunctionParameterSyntax.self) {
        written = parameter.type.trimmedDescription
        break
      }
      if let argument = parent.as(LabeledExprSyntax.self) {
        if let tuple = argument.parent?.parent?.as(TupleExprSyntax.self) {
          if tuple.elements.count > 1 {
            let index = Array(tuple.elements).firstIndex { $0.id == argument.id } ?? 0
            steps.append(.tupleElement(index, argument.label?.text))
          }
          continue
        }
        // `.init(repeating: .init(repeating: 0, count: 3), count: 3)` where `[[Int]]` is
        // expected: the repeated value is one element, `[Int]` (sample 38 lost the type).
        if argument.label?.text == "repeating",
          let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let member = outer.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
          member.declName.baseName.text == "init",
          let array = expectedTypeName(of: outer, ctx).map(model.resolvingAliases),
          array.hasPrefix("["), array.hasSuffix("]"), !array.contains(":")
        {
          written = String(array.dropFirst().dropLast())
          break
        }
        written = argumentTypeName(argument, ctx)
        break
      }
      if parent.is(ArrayElementSyntax.self) {
        steps.append(.arrayElement)
      } else if let element = parent.as(DictionaryElementSyntax.self) {
        guard element.value.id == current.id else { return nil }
        steps.append(.dictionaryValue)
      }
      if let assignment = parent.as(InfixOperatorExprSyntax.self),
        assignment.operator.is(AssignmentExprSyntax.self),
        assignment.rightOperand.id == current.id
      {
        written = selfPropertyTypeName(assignment.leftOperand, ctx)
        break
      }
      // A bound of `a ... b` or `a ..< b`: of the range's bound type, or of the type itself
      // where a modifier also takes a range of it (`dynamicTypeSize(.large ... .xxLarge)`).
      let isRange =
        parent.as(InfixOperatorExprSyntax.self).map {
          ["...", "..<"].contains($0.operator.as(BinaryOperatorExprSyntax.self)?.operator.text)
        } ?? false
      if isRange {
        steps.append(.rangeBound)
        current = parent
        continue
      }
      // `saved ?? .assistant`: the fallback has the whole expression's type.
      if let fallback = parent.as(InfixOperatorExprSyntax.self),
        fallback.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        fallback.rightOperand.id == current.id
      {
        // `Image(title: t) ?? .init(systemName: "book")`: the left side makes a type, whose
        // optional the fallback unwraps, whatever the context (sample 41).
        if let made = constructedTypeName(fallback.leftOperand) {
          written = made
          break
        }
        current = parent
        continue
      }
      let chained =
        parent.as(MemberAccessExprSyntax.self)?.base?.id == current.id
        || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
      // `[.a, .b].map { … }`: the chain's end says nothing about the literal's elements.
      if chained && !steps.isEmpty { return nil }
      let literal =
        parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self)
        || parent.is(ArrayExprSyntax.self) || parent.is(DictionaryElementSyntax.self)
        || parent.is(DictionaryElementListSyntax.self) || parent.is(DictionaryExprSyntax.self)
        || parent.is(LabeledExprListSyntax.self) || parent.is(TupleExprSyntax.self)
      // `case .star: .red` of a `switch` (or an `if`) whose value is the property's or the
      // function's (SE-0380): a branch has the whole expression's type; the subject does not.
      if let switchExpr = parent.as(SwitchExprSyntax.self), switchExpr.subject.id == current.id {
        return nil
      }
      // A ternary's branches too (`on ? "On" : "Off"` as a `LocalizedStringKey`), not its
      // condition.
      let branch =
        parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self)
        || parent.is(SwitchExprSyntax.self) || parent.is(IfExprSyntax.self)
        || parent.is(ExpressionStmtSyntax.self)
        || parent.as(TernaryExprSyntax.self).map { $0.condition.id != current.id } ?? false
      let transparent =
        chained || literal || branch || parent.is(InitializerClauseSyntax.self)
        || parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self)
        || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(AccessorDeclSyntax.self)
        || parent.is(AccessorDeclListSyntax.self)
        // `.init(rawValue: 0)!` where a `Seed` is expected: the operand is a `Seed?`, whose
        // implicit members are `Seed`'s ("If the inferred type is an optional, you can also use
        // a member of the non-optional type in an implicit member expression", The Swift
        // Programming Language, "Implicit Member Expression"; sample 59 showed `init.text(0)`).
        || parent.is(ForceUnwrapExprSyntax.self)
      if !transparent { return nil }
    }
    guard var type = written.map(model.resolvingAliases) else { return nil }
    for step in steps.reversed() {
      while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      switch step {
      case .arrayElement:
        guard let element = Self.elementType(ofArray: type) else { return nil }
        type = element
      case .dictionaryValue:
        guard let value = Self.valueType(ofDictionary: type) else { return nil }
        type = value
      case .rangeBound:
        for range in ["ClosedRange<", "Range<"] where type.hasPrefix(range) && type.hasSuffix(">") {
          type = String(type.dropFirst(range.count).dropLast())
        }
      case .tupleElement(let index, let label):
        guard let elements = Self.tupleElementTypes(type) else { return nil }
        if let label, let element = elements.first(where: { $0.label == label }) {
          type = element.type
        } else {
          guard elements.indices.contains(index) else { return nil }
          type = elements[index].type
        }
      }
    }
    return resolvedTypeName(type, ctx)
  }

  /// The declared type the expression at `node` is expected to be a value of (see
  /// `expectedTypeName(of:_:)`), or nil for a library type or no expectation.
  func expectedDeclaredType(of node: some SyntaxProtocol, _ ctx: Context) -> TypeDecl? {
    guard let name = expectedTypeName(of: node, ctx) else { return nil }
    return model.type(named: name, from: ctx.staticType ?? ctx.selfContext?.type)
  }

  /// The payload type of `Result`'s and `Optional`'s cases where the context expects one:
  /// `.success(x)` of a `Result<Success, Failure>` is a `Success`, `.failure(x)` a `Failure`,
  /// `.some(x)` of a `T?` a `T` (Apple, `Result`, `Optional`); nil for any other case or context.
  func libraryCasePayloadType(_ name: String, of call: FunctionCallExprSyntax, _ ctx: Context)
    -> String?
  {
    guard ["success", "failure", "some"].contains(name),
      var expected = expectedTypeName(of: call, ctx).map(model.resolvingAliases)
    else { return nil }
    expected = expected.filter { !$0.isWhitespace }
    // The expected optional arrives unwrapped (`Item` for `Item?`): `.some`'s payload.
    if name == "some" {
      while expected.hasSuffix("?") || expected.hasSuffix("!") { expected.removeLast() }
      if expected.hasPrefix("Optional<"), expected.hasSuffix(">") {
        return String(expected.dropFirst("Optional<".count).dropLast())
      }
      return expected
    }
    while expected.hasSuffix("?") || expected.hasSuffix("!") { expected.removeLast() }
    guard expected.hasPrefix("Result<"), expected.hasSuffix(">") else { return nil }
    let inner = expected.dropFirst("Result<".count).dropLast()
    var depth = 0
    for index in inner.indices {
      switch inner[index] {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        return String(name == "success" ? inner[..<index] : inner[inner.index(after: index)...])
      default: break
      }
    }
    return nil
  }

  /// The type, as written, of the property or parameter an argument is passed to: of a user
  /// type's initializer (`Badge(style: …)`), of a user function, or of a method of the type
  /// whose code runs (`label(with: …)`, `self.label(with: …)`, `Self.make(…)`); nil for a
  /// library call.
  func argumentTypeName(_ argument: LabeledExprSyntax, _ ctx: Context) -> String? {
    guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
    let label = argument.label?.text
    // `.init(wrappedValue: .init(initial: [""]))` where a `StateObject<Engine>` is expected
    // (`StateObject(wrappedValue:)`, `State(initialValue:)`): the wrapped value's type.
    if label == "wrappedValue" || label == "initialValue",
      let wrapper = expectedTypeName(of: call, ctx) ?? Self.writtenCallee(call),
      let open = wrapper.firstIndex(of: "<"), wrapper.hasSuffix(">"),
      Self.wrapperTypeNames.values.contains(String(wrapper[..<open]))
    {
      return String(wrapper[wrapper.index(after: open)..<wrapper.index(before: wrapper.endIndex)])
    }
    let position = call.arguments.prefix { $0.id != argument.id }.map { $0.label?.text }
    let here = ctx.staticType ?? ctx.selfContext?.type
    // `Storage.Backend<String>(config: .init(…))`: an initializer of a nested (or generic) type
    // of the program, named through its owner.
    let called =
      call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression
      ?? call.calledExpression
    if called.is(MemberAccessExprSyntax.self),
      let type = model.type(named: ProgramModel.genericBase(called.trimmedDescription), from: here),
      model.types[type.name] === type
    {
      let signatures = type.initializers.map(\.signature.parameterClause.parameters)
      for parameters in signatures {
        if let written = parameterType(in: parameters, after: position, label: label) {
          return model.type(named: written, from: type).map(\.name) ?? written
        }
      }
      if let property = label.flatMap({ type.stored($0) }), let typeText = property.typeText {
        return model.type(named: typeText, from: type).map(\.name) ?? typeText
      }
      return nil
    }
    var signatures: [FunctionParameterListSyntax] = []
    var callee: String?
    var owner: TypeDecl?
    var stored: TypeDecl?
    // A library type the program only extends (`private extension Toggle { func roomy() }`)
    // is still the library's, and so are its initializers' parameters (sample 45 read
    // `isOn: .init(get:set:)` as the extension's, and refused it).
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      model.type(named: reference.baseName.text, from: here).map({
        model.libraryExtensions[$0.name] === $0
      }) ?? true,
      let type = Self.libraryParameterTypes[reference.baseName.text]?[label ?? "_"]
    {
      return type
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init"
    {
      // `.init(place: "x", temperature: .init(value: 21))` where a `Reading` is expected: the
      // arguments take `Reading`'s initializers' parameter types (SE-0287, one level at a time).
      if let type = expectedDeclaredType(of: call, ctx), model.types[type.name] === type {
        signatures = type.initializers.map(\.signature.parameterClause.parameters)
        stored = type
      } else {
        // `var frame: CGRect = .init(origin: .zero, size: .init(width: 3, height: 2))`: a
        // library type's initializer, as `CGRect(origin:size:)` takes them.
        return expectedTypeName(of: call, ctx).flatMap {
          Self.libraryParameterTypes[$0]?[label ?? "_"]
        }
      }
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil, label == nil, position.isEmpty,
      let payload = libraryCasePayloadType(member.declName.baseName.text, of: call, ctx)
    {
      // `.success(.init(…))` where a `Result<Reading, Error>?` is expected: the case's payload
      // is a `Reading` (sample 54's S205 on a plain `Bool` of it).
      return payload
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName.text
      if let type = model.type(named: reference.baseName.text, from: here),
        model.types[type.name] === type
      {
        signatures = type.initializers.map(\.signature.parameterClause.parameters)
        stored = type
        callee = nil
      } else {
        owner = here
      }
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      callee = member.declName.baseName.text
      // `Optional<Reading>.some(.init(…))`, `Reading?.some(…)`: the wrapped type.
      if callee == "some", position.isEmpty, label == nil {
        let written = base.trimmedDescription.filter { !$0.isWhitespace }
        if written.hasPrefix("Optional<"), written.hasSuffix(">") {
          return String(written.dropFirst("Optional<".count).dropLast())
        }
        if written.hasSuffix("?") { return String(written.dropLast()) }
      }
      // `rows.append(…)`, `self.rows.insert(…, at: 0)` on an array property: an element.
      if ["append", "insert"].contains(callee), position.isEmpty, label == nil {
        return arrayElementTypeName(of: base, ctx)
      }
      let reference = base.as(DeclReferenceExprSyntax.self)
      owner =
        reference?.baseName.tokenKind == .keyword(.self)
        ? here : reference.flatMap { typeReference($0, ctx) }.flatMap { model.types[$0] }
      // `.preferredColorScheme(.dark)`: a SwiftUI modifier the program does not declare takes
      // Apple's parameter type, never a program type that has a member of that name.
      if owner == nil, let callee,
        let type = Self.libraryModifierParameterTypes[callee]?[label ?? "_"],
        isLibraryModifier(callee)
      {
        return type
      }
      // `JSONDecoder().decode([Book].self, from: .init(contentsOf: url))`: a library method no
      // declaration of the program names takes Apple's parameter type.
      if owner == nil, let callee,
        let type = Self.libraryMethodParameterTypes[callee]?[label ?? "_"],
        !model.types.values.contains(where: { $0.methods[callee] != nil }),
        !model.libraryExtensions.values.contains(where: { $0.methods[callee] != nil })
      {
        return type
      }
      if owner == nil { callee = nil }
      // `self.init(model: .init(…))`, `Badge.init(style: …)`: that type's initializers.
      if callee == "init", let owner {
        signatures = owner.initializers.map(\.signature.parameterClause.parameters)
        stored = owner
        callee = nil
      }
    }
    if let callee {
      let functions =
        (owner?.methods[callee] ?? []) + (owner?.staticMethods[callee] ?? [])
        + (owner == nil || here === owner ? model.functions[callee] ?? [] : [])
      signatures += functions.map(\.signature.parameterClause.parameters)
    }
    // A type written in the callee's type names its nested types first (`data: Data` in a
    // view that declares `struct Data`): qualified, so the caller finds the same type.
    let declaring = stored ?? owner
    func qualified(_ written: String) -> String {
      guard let type = model.type(named: written, from: declaring), type.enclosing != nil else {
        return written
      }
      return type.name
    }
    for parameters in signatures {
      if let type = parameterType(in: parameters, after: position, label: label) {
        return qualified(type)
      }
    }
    // The memberwise initializer: the stored property of that label; a `@Binding var x: T`
    // takes a `Binding<T>` (the wrapper's own type, as its memberwise parameter is declared).
    guard let property = label.flatMap({ stored?.stored($0) }), let typeText = property.typeText
    else { return nil }
    return property.wrapper == .binding ? "Binding<\(qualified(typeText))>" : qualified(typeText)
  }

  /// The type a call makes when its callee names a type (`Mode(rawValue: s)`, `Image(title:
  /// t)`, `SwiftUI.Image(title: t)`, `Mode.init(rawValue: s)`), through `try`; nil otherwise.
  func constructedTypeName(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      if member.declName.baseName.text == "init" {
        callee = base
      } else if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
        return call.calledExpression.trimmedDescription
      }
    }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    if model.types[name] != nil || Self.libraryTypes.contains(name)
      || Self.builtinViewNames.contains(name)
    {
      return name
    }
    return nil
  }

  /// `StateObject<Engine>(wrappedValue: …)`: the called type as written, with its generic
  /// arguments; nil for another callee.
  private static func writtenCallee(_ call: FunctionCallExprSyntax) -> String? {
    call.calledExpression.as(GenericSpecializationExprSyntax.self)?.trimmedDescription
  }

  /// The declared types of library initializers' parameters whose arguments programs write as
  /// `.init(…)` (`ModelContainer(for:configurations: .init(isStoredInMemoryOnly: true))`,
  /// `TabView(selection: .init(get:set:))`, `Image(systemName:)`), by type and label (`_` for an
  /// unlabelled one), from Apple's declarations: SwiftData's, the bindings SwiftUI's controls
  /// take, the symbol names of `Image` and `Label`, and the gradients' colours.
  static let libraryParameterTypes: [String: [String: String]] = [
    "ModelContainer": ["configurations": "ModelConfiguration"],
    "ModelConfiguration": ["schema": "Schema"],
    "TabView": ["selection": "Binding"], "Picker": ["selection": "Binding"],
    "List": ["selection": "Binding"], "NavigationStack": ["path": "Binding"],
    "Toggle": ["isOn": "Binding"], "TextField": ["text": "Binding"],
    "SecureField": ["text": "Binding"], "TextEditor": ["text": "Binding"],
    "Slider": ["value": "Binding"], "Stepper": ["value": "Binding"],
    "DatePicker": ["selection": "Binding"], "ColorPicker": ["selection": "Binding"],
    "Image": ["systemName": "String"], "Label": ["systemImage": "String"],
    "LinearGradient": ["colors": "[Color]"], "RadialGradient": ["colors": "[Color]"],
    "AngularGradient": ["colors": "[Color]"], "EllipticalGradient": ["colors": "[Color]"],
    "Gradient": ["colors": "[Color]"],
    "CGRect": ["origin": "CGPoint", "size": "CGSize"],
    "Data": ["contentsOf": "URL"], "String": ["contentsOf": "URL"],
  ]

  /// The declared types of Foundation methods' parameters whose arguments programs write as
  /// `.init(…)` or an implicit member (`decoder.decode([Book].self, from: .init(contentsOf:
  /// .jsonURL))`), by method base name and label, from Apple's declarations: `JSONDecoder`'s and
  /// `PropertyListDecoder`'s `decode(_:from:)` take `Data`. Read only where no declaration of
  /// the program has a method of that name.
  static let libraryMethodParameterTypes: [String: [String: String]] = [
    "decode": ["from": "Data"]
  ]

  /// The declared types of SwiftUI modifiers' parameters whose arguments programs write as
  /// implicit members of a library type that a program type may also name
  /// (`.preferredColorScheme(.dark)` beside a program's `Theme.dark`, `.stroke(.primary)` beside
  /// a program's `Tone.primary`, `.font(.title)` beside a program's `Field.title`), by modifier
  /// and label, from Apple's declarations: the shape styles of `fill`, `stroke`,
  /// `strokeBorder`, `foregroundStyle`, `background`, `overlay`, `border` and `tint`
  /// (`some ShapeStyle`: a member is found in `ShapeStyle`'s constrained extensions, never in a
  /// program enum, SE-0299), `foregroundColor`'s and `shadow(color:)`'s `Color`, `font`'s `Font`,
  /// the safe-area edges' `Edge.Set`.
  static let libraryModifierParameterTypes: [String: [String: String]] = [
    "preferredColorScheme": ["_": "ColorScheme?"],
    "dynamicTypeSize": ["_": "DynamicTypeSize"],
    "fill": ["_": "ShapeStyle"], "stroke": ["_": "ShapeStyle"],
    "strokeBorder": ["_": "ShapeStyle"], "foregroundStyle": ["_": "ShapeStyle"],
    "background": ["_": "ShapeStyle"], "overlay": ["_": "ShapeStyle"],
    "border": ["_": "ShapeStyle"], "tint": ["_": "ShapeStyle"],
    "foregroundColor": ["_": "Color?"], "shadow": ["color": "Color"], "font": ["_": "Font?"],
    "edgesIgnoringSafeArea": ["_": "Edge.Set"], "ignoresSafeArea": ["edges": "Edge.Set"],
  ]

  /// The type of the parameter an argument labelled `label` binds to, after arguments labelled
  /// `position` (in order; a parameter with a default value may be skipped).
  private func parameterType(
    in parameters: FunctionParameterListSyntax, after position: [String?], label: String?
  ) -> String? {
    var remaining = parameters[...]
    for written in position {
      guard let index = remaining.firstIndex(where: { Self.label(of: $0) == written }) else {
        return nil
      }
      remaining = remaining[remaining.index(after: index)...]
    }
    return remaining.first { Self.label(of: $0) == label }?.type.trimmedDescription
  }

  /// The label a parameter's arguments are written with: nil for `_`.
  private static func label(of parameter: FunctionParameterSyntax) -> String? {
    parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
  }

  /// The element type of the array property of `self` that `base` names (`rows`,
  /// `self.rows`), as `rows.append(…)` and `rows.insert(…, at: 0)` take it; nil for anything
  /// else.
  func arrayElementTypeName(of base: ExprSyntax, _ ctx: Context) -> String? {
    (selfPropertyTypeName(base, ctx) ?? localDeclaredTypeName(base)).flatMap {
      Self.elementType(ofArray: model.resolvingAliases($0))
    }
  }

  /// The type a local variable is declared with, read from its declaration before `reference`
  /// in the blocks around it: its annotation (`var rows: [Row] = []`) or the type its
  /// initializer calls (`var rows = [Row]()`, `Array<Row>()`), or, for a copy of another local
  /// (`var items = params`), that one's (the thirty-third sample: `items.append(.init(name:
  /// value:))` on such a copy stopped); nil otherwise.
  private func localDeclaredTypeName(_ reference: ExprSyntax, depth: Int = 0) -> String? {
    guard let declared = reference.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = declared.baseName.text
    if let binding = localBinding(of: declared) {
      if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
      if let copied = binding.initializer?.value, copied.is(DeclReferenceExprSyntax.self),
        depth < 4
      {
        return localDeclaredTypeName(copied, depth: depth + 1)
      }
      guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        call.arguments.isEmpty
      else { return nil }
      let type = call.calledExpression.trimmedDescription
      return type.hasPrefix("[") || type.hasPrefix("Array<") ? type : nil
    }
    // A parameter of the function around it (`params: [URLQueryItem] = []`), unless a closure,
    // a loop or an optional binding in between binds the name (`for var items in …`), and
    // without `inout`.
    var ancestor = reference.parent
    while let node = ancestor {
      if Self.bindsLocally(node, name) { return nil }
      let parameters =
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameters {
        let type = parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type
        return (type?.as(AttributedTypeSyntax.self)?.baseType ?? type)?.trimmedDescription
      }
      ancestor = node.parent
    }
    return nil
  }

  /// Whether `node` binds `name` for the code inside it: a closure's parameter, a `for` loop's
  /// variable, an `if let`/`if var`/`guard` binding.
  static func bindsLocally(_ node: Syntax, _ name: String) -> Bool {
    if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature {
      let written = signature.parameterClause?.trimmedDescription ?? ""
      return written.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        .contains { $0 == name }
    }
    if let loop = node.as(ForStmtSyntax.self) {
      return loop.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }
    if let conditions = node.as(IfExprSyntax.self)?.conditions
      ?? node.as(GuardStmtSyntax.self)?.conditions
    {
      return conditions.contains {
        $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription == name
      }
    }
    return false
  }

  /// Whether `node` is assigned to a property of a library object held in a local
  /// (`formatter.numberStyle = .currency`): its type is then the library's (sample 19).
  func isAssignedToLibraryProperty(_ node: some SyntaxProtocol, _ ctx: Context) -> Bool {
    guard let assignment = node.parent?.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self), assignment.rightOperand.id == node.id,
      let target = assignment.leftOperand.as(MemberAccessExprSyntax.self),
      let base = target.base?.as(DeclReferenceExprSyntax.self),
      let scope = ctx.scope.owner(of: base.baseName.text),
      case .opaque(let held)? = scope.values[base.baseName.text]
    else { return false }
    return !(held is FunctionValue || held is BindingValue || held is ViewValue)
  }

  /// The declared type, as written, of a property of `self` (`point`, `self.point`), the target
  /// of an assignment or the array an element is added to.
  func selfPropertyTypeName(_ target: ExprSyntax, _ ctx: Context) -> String? {
    var name: String?
    if let reference = target.as(DeclReferenceExprSyntax.self),
      ctx.scope.owner(of: reference.baseName.text) == nil
    {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard let name else { return nil }
    // `_name = .init(initialValue: "Ada")`, `_engine = .init(wrappedValue: …)`: the backing
    // storage of a property wrapper has the wrapper's type (The Swift Programming Language,
    // "Property Wrappers": the compiler "synthesizes storage for the property with an
    // underscore prefix").
    if name.hasPrefix("_"), let property = ctx.selfContext?.type?.stored(String(name.dropFirst())),
      let wrapper = Self.wrapperTypeNames[property.wrapper], let value = property.typeText
    {
      return wrapper + "<" + value + ">"
    }
    return ctx.selfContext?.type?.stored(name)?.typeText
  }

  /// The wrapper types whose backing storage a program assigns in an initializer.
  static let wrapperTypeNames: [TypeDecl.Wrapper: String] = [
    .state: "State", .stateObject: "StateObject", .observedObject: "ObservedObject",
    .focusState: "FocusState", .binding: "Binding",
  ]

  /// `Point?` → `Point`; `Self` → the type whose code runs; `Outer.Inner` as written.
  private func resolvedTypeName(_ written: String, _ ctx: Context) -> String? {
    var name = written
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name == "Self" { return ctx.staticType?.name }
    // `[Int]`, `[[Cell]]`: an array type, whose `.init(repeating:count:)` is `Array`'s.
    if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { return name }
    // `[String: [Dish]]`: a dictionary type, whose `.init(grouping:by:)` is `Dictionary`'s.
    if name.hasPrefix("["), Self.valueType(ofDictionary: name) != nil { return name }
    // `Binding<Health>`: a library type's specialisation names that library type's
    // initializers (`.init(get:set:)`); a program's generic type (`Box<Float>`) names its own
    // initializers, its generic arguments inferred from theirs ("Generic Types": `.init(…)` is
    // `Box<Float>.init(…)`, one declaration whatever the arguments).
    let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    guard let first = base.first, first.isUppercase,
      base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      base == name || name.hasSuffix(">")
    else { return nil }
    guard base != name,
      let declared = model.type(named: base, from: ctx.staticType ?? ctx.selfContext?.type),
      model.types[declared.name] === declared
    else { return name }
    return base
  }

  /// `Name(…)` for a type by name: a user type, a built-in view, a library value; nil when
  /// `name` is none of them.
  func constructNamed(
    _ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context, qualified: Bool = false,
    system: Bool = false
  )
    throws(EvalError) -> Value?
  {
    // Where the name is looked up: from the type the call is in (its nested types and aliases
    // first), unless a module qualifies it (`SwiftUI.Color(…)` inside a type that declares its
    // own `Color`).
    let from = qualified ? nil : ctx.staticType ?? ctx.selfContext?.type
    // A declared type (`Inner`, `Outer.Inner` from where the call is), not a library type the
    // program extends.
    // A framework's qualifier (`SwiftUI.Section`) names the framework's type, never the
    // program's type or alias of that name.
    if !system, let type = model.type(named: name, from: from), model.types[type.name] === type {
      return try construct(type, try arguments(of: call, ctx), at: call)
    }
    if let bounds = Self.integerWidths[name] {
      let arguments = try arguments(of: call, ctx)
      return try sizedInteger(
        name, bounds, arguments.first?.value ?? .int(0), radix: try radix(arguments, at: call),
        at: call)
    }
    // `Score(3.7)` with `typealias Score = Int`: the aliased library type's initializer.
    if !system, let target = model.aliasTarget(name, from: from) {
      let resolved = model.resolvingAliases(target)
      if resolved != name, !resolved.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      {
        return try constructNamed(resolved, call, ctx)
      }
    }
    if let value = try extensionInitializer(name, call, ctx) { return value }
    return try constructLibrary(name, call, ctx)
  }

  /// `FloatingPointFormatStyle<Double>.Currency(code: "USD")`, `IntegerFormatStyle<Int>()`: the
  /// style the type's shorthand names (`NumberFormatStyle.explicitStyle`), its `locale:` the
  /// device's (sample 42); nil for another type.
  func explicitFormatStyle(_ typeName: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    guard let base = NumberFormatStyle.explicitStyle(typeName) else { return nil }
    return NumberFormatStyle.style(base, try arguments(of: call, ctx))
  }

  /// `Name(…)` for a SwiftUI view or a library value, whatever the project's extensions add;
  /// nil when `name` is neither.
  func constructLibrary(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    // `Binding<Health>(get:set:)`, `.init(get:set:)` where a `Binding<Health>` is expected: the
    // library type's own initializer, whatever its generic arguments.
    if let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
      return try constructLibrary(String(name[..<open]), call, ctx)
    }
    if let value = resourceValue(name, call) { return value }
    if let style = try explicitFormatStyle(name, call, ctx) { return style }
    if let value = try builtinView(name, call, ctx) { return value }
    if let value = try builtinFunction(name, call, ctx) { return value }
    if name == "Date" {
      let arguments = try arguments(of: call, ctx)
      if let date = dateInitializer(arguments) { return date }
      // Another initializer is no symbol standing for a date (sample 42 drew `init(0, …)`):
      // opaque when an argument is, else not simulated, named.
      if let unmodelled = arguments.lazy.compactMap({ $0.value.unmodelled }).first {
        return .opaque(unmodelled)
      }
      let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      throw notSimulated("Date.init(\(labels))", at: call)
    }
    if let gesture = gestureConstructor(name) { return gesture }
    if let value = try mapValue(name, try arguments(of: call, ctx), at: call) { return value }
    if name == "Alert" { return try alert(try arguments(of: call, ctx), at: call) }
    if name == "CancellationError", call.arguments.isEmpty { return Self.cancellationErrorValue }
    if Self.libraryTypes.contains(name) {
      let arguments = try arguments(of: call, ctx)
      // `URL(string:)` is failable: nil where Foundation's is (an empty string).
      if name == "URL", arguments.count == 1, arguments[0].label == "string",
        case .string(let text) = arguments[0].value, URL(string: text) == nil
      {
        return .null
      }
      // `URL(string: "items", relativeTo: base)`: Foundation's URL resolved against its base,
      // held as its absolute URL (its `relativeString` is then the whole address, an
      // approximation); nil where Foundation's is; opaque with an opaque base.
      if name == "URL", arguments.count == 2, arguments[0].label == "string",
        arguments[1].label == "relativeTo", case .string(let text) = arguments[0].value
      {
        if let unmodelled = arguments[1].value.unmodelled { return .opaque(unmodelled) }
        let base = SceneURL.foundation(arguments[1].value)
        guard let url = URL(string: text, relativeTo: base)?.absoluteURL else { return .null }
        return url.isFileURL ? SceneURL.file(url.path) : SceneURL.value(url)
      }
      // `URL(fileURLWithPath: path)`, `URL(filePath:)`: a file's URL, as `Bundle.main.url(…)`
      // gives one (Foundation: "Initializes a newly created file URL referencing the local file
      // or directory at path").
      if name == "URL", let first = arguments.first,
        first.label == "fileURLWithPath" || first.label == "filePath",
        case .string(let path) = first.value
      {
        return SceneURL.file(path)
      }
      // `URLError(.timedOut)`: the error idlab's network gives, of that code, with its `code`
      // and `localizedDescription` (sample 57 printed `init.localizedDescription(timedOut)`).
      if name == "URLError", arguments.count == 1, arguments[0].label == nil,
        case .enumCase(_, let code, _) = arguments[0].value
      {
        return Self.urlError(code)
      }
      // Library values used as modifier arguments (`TapGesture()`, `EdgeInsets(…)`): opaque.
      return .enumCase(type: name, name: "init", payload: arguments.map(\.value))
    }
    return nil
  }

  /// Whether `node` is in a view's `body` (where a bare modifier call would be the view itself,
  /// recursively), rather than in a helper method, a helper property or a `View` extension.
  func isInBody(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let candidate = current {
      if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self) {
        return false
      }
      if let binding = candidate.as(PatternBindingSyntax.self) {
        return binding.pattern.trimmedDescription == "body"
      }
      current = candidate.parent
    }
    return false
  }
}

/// A literal between an expression and the context that gives its type: the type is carried
/// down through it.
private enum ExpectedTypeStep {
  /// An element of an array literal.
  case arrayElement
  /// A value of a dictionary literal.
  case dictionaryValue
  /// The element at `index` (written with `label`) of a tuple.
  case tupleElement(Int, String?)
  /// A bound of a range (`.large ... .xxLarge`).
  case rangeBound
}

extension Interpreter {
  /// Calls whose result is an array of their receiver's elements, in some order or some of
  /// them (`prefix`, `dropFirst` and the like give a slice, which no declared array takes).
  static let elementKeepingCalls: Set<String> = ["filter", "sorted", "reversed", "shuffled"]

  /// The declared array type of labelled tuples an array literal flows into: the literal,
  /// through calls that keep its elements (`elementKeepingCalls`), is what a `return`, a
  /// getter's or function's single expression or a typed binding's initial value gives. Nil
  /// when no such declaration says.
  static func contextualArrayType(of literal: ArrayExprSyntax) -> String? {
    var current = Syntax(literal)
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id,
        elementKeepingCalls.contains(member.declName.baseName.text)
      {
        current = Syntax(call)
      } else if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
        let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
      {
        current = Syntax(tuple)  // parentheses around it
      } else {
        break
      }
    }
    let declared: TypeSyntax?
    if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
      PatternBindingSyntax.self)
    {
      declared = binding.typeAnnotation?.type
    } else {
      declared = Self.returnType(around: current)
    }
    guard let written = declared?.trimmedDescription, written.hasPrefix("[("),
      written.contains(":")
    else { return nil }
    return written
  }

  /// The declared result type of the function or computed property whose `return` (or single
  /// expression) `node` is.
  private static func returnType(around node: Syntax) -> TypeSyntax? {
    let parent = node.parent
    let returned = parent?.is(ReturnStmtSyntax.self) == true
    let single =
      parent?.is(CodeBlockItemSyntax.self) == true
      && parent?.parent?.as(CodeBlockItemListSyntax.self)?.count == 1
    guard returned || single else { return nil }
    var current = parent
    while let ancestor = current {
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause?.type
      }
      if let binding = ancestor.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation?.type
      }
      if ancestor.is(ClosureExprSyntax.self) { return nil }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether the declaration an implicit member initializes or is assigned to is written with a
  /// type that is not optional (`let mark: Mark = .none`, a parameter `mark: Mark = .none`,
  /// `mark = .none` for a property declared `Mark`): there `.none` is the enum's case.
  func declaresNonOptional(_ member: MemberAccessExprSyntax, _ ctx: Context) -> Bool {
    var written: String?
    let parent = member.parent
    if let clause = parent?.as(InitializerClauseSyntax.self) {
      written =
        clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
        ?? clause.parent?.as(FunctionParameterSyntax.self)?.type.trimmedDescription
    } else if let assignment = parent?.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self),
      assignment.rightOperand.id == member.id
    {
      written = selfPropertyTypeName(assignment.leftOperand, ctx)
    }
    guard let written = written?.filter({ !$0.isWhitespace }) else { return false }
    return !written.hasSuffix("?") && !written.hasSuffix("!") && !written.hasPrefix("Optional<")
  }

  /// The type written for what `expression` names: a property of `self`, or a local declared
  /// with a type annotation in a block around it; nil when no declaration says.
  func writtenType(of expression: ExprSyntax, _ ctx: Context) -> String? {
    if let property = selfPropertyTypeName(expression, ctx) { return property }
    return expression.as(DeclReferenceExprSyntax.self).flatMap(localBinding(of:))?
      .typeAnnotation?.type.trimmedDescription
  }

  /// The type nested in a library type that `base` names with its qualified name
  /// (`JSONDecoder.DateDecodingStrategy`), with the program's extension of it, if any
  /// (`extension JSONDecoder.DateDecodingStrategy { static var day … }`); nil for any other
  /// expression, and for a type the program declares.
  func nestedLibraryType(_ base: ExprSyntax, _ ctx: Context) -> (
    qualified: String, extended: TypeDecl?
  )? {
    guard let member = base.as(MemberAccessExprSyntax.self),
      let qualified = Self.qualifiedTypeName(member), isLibraryTypeName(qualified),
      model.type(named: qualified, from: ctx.staticType ?? ctx.selfContext?.type) == nil,
      let last = qualified.split(separator: ".").last
    else { return nil }
    return (qualified, model.libraryExtensions[String(last)])
  }

  /// `JSONDecoder.DateDecodingStrategy` for a chain of capitalized names; nil for any other
  /// expression (a value's member, a call, a generic argument).
  private static func qualifiedTypeName(_ member: MemberAccessExprSyntax) -> String? {
    var names = [member.declName.baseName.text]
    var base = member.base
    while let inner = base?.as(MemberAccessExprSyntax.self) {
      names.insert(inner.declName.baseName.text, at: 0)
      base = inner.base
    }
    guard let first = base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    names.insert(first, at: 0)
    guard names.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
    return names.joined(separator: ".")
  }

  /// Whether `value`, an instance of the program's types, has a stored or computed property
  /// `name`.
  func hasMember(_ name: String, _ value: Value) -> Bool {
    storedFields(of: value).contains { $0.name == name }
      || model.types[typeName(of: value)]?.computedProperties[name] != nil
  }
}
