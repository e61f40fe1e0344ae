import IdentityEngine
import SwiftSyntax

extension Interpreter {
  // MARK: - Arguments

  func evaluateArguments(
    deferring deferred: Set<String> = [], _ list: LabeledExprListSyntax,
    trailing: ClosureExprSyntax?, extra: MultipleTrailingClosureElementListSyntax?,
    _ ctx: Context
  ) throws(EvalError) -> [Argument] {
    var arguments: [Argument] = []
    var unlabelled = 0
    for element in list {
      if !deferred.isEmpty {
        let key: String
        if let label = element.label?.text {
          key = label + ":"
        } else {
          key = "#\(unlabelled)"
          unlabelled += 1
        }
        if deferred.contains(key) {
          let expression = element.expression
          let thunk = FunctionValue(
            name: "autoclosure",
            body: .native { [unowned self] _ in try self.evaluate(expression, ctx) },
            context: ctx)
          thunk.isAutoclosure = true
          arguments.append(
            Argument(label: element.label?.text, value: .opaque(thunk), syntax: expression))
          continue
        }
      }
      if let inOut = element.expression.as(InOutExprSyntax.self) {
        let place = try lvalue(inOut.expression, ctx)
        arguments.append(
          Argument(
            label: element.label?.text, value: try read(place, at: inOut),
            syntax: element.expression,
            place: place))
        continue
      }
      arguments.append(
        Argument(
          label: element.label?.text, value: try evaluate(element.expression, ctx),
          syntax: element.expression))
    }
    if let trailing {
      arguments.append(
        Argument(
          label: nil, value: try evaluate(ExprSyntax(trailing), ctx), syntax: ExprSyntax(trailing)))
    }
    for element in extra ?? [] {
      arguments.append(
        Argument(
          label: element.label.text, value: try evaluate(ExprSyntax(element.closure), ctx),
          syntax: ExprSyntax(element.closure)))
    }
    return arguments
  }

  func arguments(of call: FunctionCallExprSyntax, _ ctx: Context) throws(EvalError) -> [Argument] {
    try evaluateArguments(
      deferring: deferredLabels(of: call, ctx), call.arguments, trailing: call.trailingClosure,
      extra: call.additionalTrailingClosures, ctx)
  }

  /// The arguments of `call` (`label:`, `#k` for the k-th unlabelled one) that go to an
  /// `@autoclosure` parameter in every declaration of the program of the name it calls
  /// (`ProgramModel.autoclosureArguments`): each is made a closure of its expression, evaluated
  /// when the callee calls it, never at the call ("Autoclosures", The Swift Programming
  /// Language: "an autoclosure lets you delay evaluation"; sample 45 built a `LazyView`'s
  /// content, and stopped in it, before the link was followed).
  private func deferredLabels(of call: FunctionCallExprSyntax, _ ctx: Context) -> Set<String> {
    guard model.declaresAutoclosures else { return [] }
    var callee = call.calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return model.autoclosureArguments(of: .method(member.declName.baseName.text))
    }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
    if name.first?.isUppercase == true {
      return model.autoclosureArguments(of: .initializer(name))
    }
    // A bare call inside a type is its method when the type declares one of that name.
    let own = ctx.selfContext?.type ?? ctx.staticType
    if own?.methods[name] != nil || own?.staticMethods[name] != nil {
      return model.autoclosureArguments(of: .method(name))
    }
    return model.autoclosureArguments(of: .function(name))
  }

  // MARK: - Calls

  func evaluateCall(_ call: FunctionCallExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      // `Query(filter:sort:)`, as a view's initializer assigns it to `_items`.
      if reference.baseName.text == "Query",
        model.type(named: "Query", from: ctx.selfContext?.type ?? ctx.staticType) == nil
      {
        return try queryDescriptor(call, ctx)
      }
      // `self { … }` in a type that declares `callAsFunction`: the instance called (SE-0253,
      // "Callable values of user-defined nominal types"; sample 59: Factory's containers).
      if reference.baseName.tokenKind == .keyword(.self), let selfContext = ctx.selfContext {
        return try callValue(selfContext.value, try arguments(of: call, ctx), at: call)
      }
      return try callName(reference, call, ctx)
    }
    // `(Double)(0)`: a parenthesized type name called is that type's initializer (sample 40).
    if let tuple = callee.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil,
      let reference = only.expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    {
      return try callName(reference, call, ctx)
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self),
      let reference = specialization.expression.as(DeclReferenceExprSyntax.self)
    {
      if reference.baseName.text == "FetchDescriptor", model.types["FetchDescriptor"] == nil,
        let element = specialization.genericArgumentClause.arguments.first
      {
        return try fetchDescriptor(call, model: element.argument.trimmedDescription, ctx)
      }
      // `NSFetchRequest<Item>(entityName: "Item")`: the same request of the Core Data store.
      if reference.baseName.text == "NSFetchRequest", model.types["NSFetchRequest"] == nil,
        let element = specialization.genericArgumentClause.arguments.first
      {
        let written = element.argument.trimmedDescription
        let entity = call.arguments.first { $0.label?.text == "entityName" }?.expression
          .as(StringLiteralExprSyntax.self)?.segments.trimmedDescription
        return try fetchDescriptor(
          call, model: written == "NSManagedObject" ? entity ?? written : written, ctx)
      }
      return try callName(reference, call, ctx)
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      // `CasePaths.extract(…)`: a module of the run qualifies the name, which is its own.
      if isModuleQualified(member, ctx) {
        if let type = moduleQualifiedType(member) {
          return try construct(type, try arguments(of: call, ctx), at: call)
        }
        return try callName(
          member.declName, call, ctx, qualified: true, system: isSystemModuleQualified(member))
      }
      return try callMember(member, call, ctx)
    }
    // `[Item]()`, `[Int](0...24)`, `[String](repeating: "", count: 3)`: `Array`'s initializers;
    // `[String: Int]()`: an empty dictionary.
    if callee.is(ArrayExprSyntax.self), call.arguments.isEmpty || typeLiteral(callee) != nil {
      return try builtinFunction("Array", call, ctx) ?? .array([])
    }
    if callee.is(DictionaryExprSyntax.self),
      call.arguments.isEmpty || Self.reservesCapacityOnly(call)
    {
      return .dictionary([:])
    }
    let function = try evaluate(callee, ctx)
    return try callValue(function, try arguments(of: call, ctx), at: call)
  }

  /// Whether `call` is a standard collection's `init(minimumCapacity:)`: an empty collection,
  /// whose reserved storage nothing in a scene can observe (`Dictionary.init(minimumCapacity:)`,
  /// `Set.init(minimumCapacity:)`, Apple).
  static func reservesCapacityOnly(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.count == 1 && call.arguments.first?.label?.text == "minimumCapacity"
  }

  /// Whether `member`'s base names a module of the run (`ProgramModel.moduleNames`) or a
  /// system module (`Swift.min`, `SwiftUI.Text`, `Foundation.URL`) and nothing else of that
  /// name is in scope: the qualified name is the module's own declaration.
  func isModuleQualified(_ member: MemberAccessExprSyntax, _ ctx: Context) -> Bool {
    guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
    let name = base.baseName.text
    return
      (model.moduleNames.contains(name) || model.appModuleNames.contains(name)
      || Self.moduleNames.contains(name))
      && model.types[name] == nil && ctx.scope.owner(of: name) == nil
  }

  /// Whether `member`'s base names a system module (`SwiftUI.Section`) that no module of the
  /// run is named after: the name is the framework's declaration, never the program's own
  /// type, function or global of that name (sample 34: `SwiftUI.Section(…)` beside the
  /// program's `enum Section`).
  func isSystemModuleQualified(_ member: MemberAccessExprSyntax) -> Bool {
    guard let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return false
    }
    return Self.moduleNames.contains(name) && !model.moduleNames.contains(name)
      && !model.appModuleNames.contains(name)
  }

  /// `Kit.Board` where two modules of the run declare a `Board`: the one keyed `Kit.Board`
  /// (`ProgramModel.declare`); nil when the name is not such a type.
  func moduleQualifiedType(_ member: MemberAccessExprSyntax) -> TypeDecl? {
    guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
    return model.types[base.baseName.text + "." + member.declName.baseName.text]
  }

  /// Whether a stored property can hold a function: declared with a function type (`static var
  /// greeting: () -> String`), or with no type and a closure for its value.
  static func holdsFunction(_ property: TypeDecl.Property) -> Bool {
    if let type = property.typeText { return type.contains("->") }
    return property.defaultValue?.is(ClosureExprSyntax.self) ?? true
  }

  /// `name(…)`: a local closure, a method of `self`, a type, a built-in view or function.
  /// A call of a name; `qualified` when a module's name qualifies it (`Swift.min(a, b)`), which
  /// names the module's top-level declaration, never a local or a member of `self`; `system`
  /// when that module is a framework's (`SwiftUI.Section`), which the program's own
  /// declarations never are.
  private func callName(
    _ reference: DeclReferenceExprSyntax, _ call: FunctionCallExprSyntax, _ ctx: Context,
    qualified: Bool = false, system: Bool = false
  )
    throws(EvalError) -> Value
  {
    // `` `else`(self) ``: an escaped keyword names the parameter written without backticks.
    let name = reference.baseName.identifier?.name ?? reference.baseName.text
    // SwiftUI's `Self._printChanges()`, written bare in a view's static code: a console print.
    if Self.changeLoggers.contains(name), call.arguments.isEmpty { return .null }
    if !qualified, let owner = ctx.scope.owner(of: name), let value = owner.values[name] {
      return try callValue(value, try arguments(of: call, ctx), at: call)
    }
    if !qualified, let selfContext = ctx.selfContext, let type = selfContext.type,
      var methods = type.methods[name]
    {
      let arguments = try arguments(of: call, ctx)
      if model.libraryExtensions[type.name] === type {
        methods = applicableExtensionMethods(methods, arguments)
        if methods.isEmpty {
          return try libraryMethod(name, on: selfContext.value, arguments, at: call)
        }
      }
      let method = pickOverload(methods, arguments)
      return try invoke(
        method, arguments: arguments, selfContext: selfContext, type: type, at: call)
    }
    if !qualified, let selfContext = ctx.selfContext, let type = selfContext.type,
      type.hasStored(name) || type.computedProperties[name] != nil
    {
      let function = try readName(name, ctx, at: reference) ?? .null
      return try callValue(function, try arguments(of: call, ctx), at: call)
    }
    if !qualified, let type = ctx.staticType, let methods = type.staticMethods[name] {
      let arguments = try arguments(of: call, ctx)
      return try invoke(
        pickOverload(methods, arguments), arguments: arguments, selfContext: nil, type: type,
        at: call)
    }
    // `isValidName(name)` inside `Store.Key`, a static method of the enclosing `Store`:
    // unqualified lookup goes out through the enclosing types (sample 46, a package's
    // `Defaults.Key` calling `Defaults`' own statics).
    if !qualified {
      var outer = (ctx.staticType ?? ctx.selfContext?.type)?.enclosing
      while let type = outer {
        if let methods = type.staticMethods[name] {
          let arguments = try arguments(of: call, ctx)
          return try invoke(
            pickOverload(methods, arguments), arguments: arguments, selfContext: nil,
            type: type, at: call)
        }
        outer = type.enclosing
      }
    }
    // `try! inMemoryContainer()` in a static's initializer, where `static var
    // inMemoryContainer: () throws -> ModelContainer = { … }`: the type's static closure.
    if !qualified, ctx.selfContext == nil, let type = ctx.staticType,
      type.staticProperties[name] != nil,
      let function = try staticMember(type.name, name, at: reference)
    {
      return try callValue(function, try arguments(of: call, ctx), at: call)
    }
    if let selfContext = ctx.selfContext, case .record("Bundle", _) = selfContext.value {
      // `url(forResource:…)` inside `extension Bundle`: a method of the library value `self`.
      let arguments = try arguments(of: call, ctx)
      if let value = try codableMethod(name, on: selfContext.value, arguments, at: call) {
        return value
      }
    }
    // `frame(width: side, height: side)` inside the program's `func frame(side:)`: the
    // program's overloads only for arguments they accept, else SwiftUI's modifier (below).
    if let selfContext = ctx.selfContext, isViewLike(selfContext.value),
      let methods = model.viewExtensionMethods[name]
    {
      let arguments = try arguments(of: call, ctx)
      // `padding(edges, step.points)` inside the program's `func padding(_:_ step: Step)`: a
      // number is no `Step`, so SwiftUI's `padding(_:_:)` is the one Swift calls.
      let applicable = applicableExtensionMethods(methods, arguments)
      if !applicable.isEmpty || name.first?.isLowercase != true || isInBody(call) {
        return try invoke(
          pickOverload(applicable.isEmpty ? methods : applicable, arguments),
          arguments: arguments, selfContext: selfContext, type: nil, at: call)
      }
      return try applyModifier(name, to: selfContext.value, arguments, call: call, ctx)
    }
    if reference.baseName.tokenKind == .keyword(.Self), let type = ctx.staticType {
      return try construct(type, try arguments(of: call, ctx), at: call)
    }
    if !system, model.types[name] == nil, let functions = model.functions[name] {
      let arguments = try arguments(of: call, ctx)
      return try invoke(
        pickOverload(functions, arguments), arguments: arguments, selfContext: nil, type: nil,
        at: call)
    }
    // `Number(text)` inside `struct AmountField<Number: LosslessStringConvertible>`: the type
    // the instance's generic parameter is bound to, read off a stored value declared of it
    // (Swift binds a generic parameter to the argument's type where the instance is made;
    // sample 59: "idlab does not simulate `Number`").
    if !qualified, let bound = try boundGenericParameter(name, ctx, at: reference),
      let value = try constructNamed(bound, call, ctx, qualified: false, system: system)
    {
      return value
    }
    if let value = try constructNamed(name, call, ctx, qualified: qualified, system: system) {
      return value
    }
    // `UIImage(named:)` where the program extends `UIImage` but no initializer of its
    // extensions accepts the call: the SDK's own initializer, opaque (S120).
    if model.libraryExtensions[name] != nil, AppleSDKNames.framework(of: name) != nil {
      return try unmodelledCall(name, call, ctx)
    }
    if !system, let value = try globalName(name, at: reference) {
      return try callValue(value, try arguments(of: call, ctx), at: call)
    }
    // `uppercased()` in `extension String`: the library method on `self` (a capitalized name,
    // `Scanner(string:)` in `extension UIColor`, is a type, below).
    if let selfContext = ctx.selfContext, let type = selfContext.type,
      model.libraryExtensions[type.name] === type, !isViewLike(selfContext.value),
      name.first?.isLowercase == true
    {
      let arguments = try arguments(of: call, ctx)
      // `removeAll()` in a `mutating func` of `extension Array`: it changes `self`.
      if Self.mutatingMethods.contains(name), isMutableLibraryValue(selfContext.value) {
        return try mutatingLibraryMethod(name, on: &selfContext.value, arguments, at: call)
      }
      return try libraryMethod(name, on: selfContext.value, arguments, at: call)
    }
    // `contains(.bold)` inside the program's `OptionSet`: `SetAlgebra`'s member on `self`.
    if let selfContext = ctx.selfContext, isOptionSet(selfContext.type),
      Self.optionSetMethods.contains(name) || Self.optionSetMutatingMethods.contains(name)
    {
      let arguments = try arguments(of: call, ctx)
      if Self.optionSetMutatingMethods.contains(name) {
        return try mutatingLibraryMethod(name, on: &selfContext.value, arguments, at: call)
      }
      return try libraryMethod(name, on: selfContext.value, arguments, at: call)
    }
    // `onAppear { … }`, `padding()` in a `View` extension or a view's helper: `self.…`.
    // An SDK's free function (`objc_getAssociatedObject(self, key)`) is never a modifier.
    if let selfContext = ctx.selfContext, isViewLike(selfContext.value),
      name.first?.isLowercase == true, !isInBody(call), AppleSDKNames.framework(of: name) == nil
    {
      return try applyModifier(
        name, to: selfContext.value, try arguments(of: call, ctx), call: call, ctx)
    }
    if AppleSDKNames.framework(of: name) != nil || isUnknownTypeName(name) {
      return try unmodelledCall(name, call, ctx)
    }
    if let first = name.first, first.isUppercase {
      throw diagnostic(.unknownType, ["name": name], at: reference)
    }
    // `bool(forKey:)` in `class Settings: UserDefaults`: the simulated superclass's method.
    if let selfValue = ctx.selfContext?.value,
      let inherited = try libraryBase(of: selfValue, at: call)
    {
      return try libraryMethod(name, on: inherited, try arguments(of: call, ctx), at: call)
    }
    if name == "mutableSetValue", let selfValue = ctx.selfContext?.value,
      let proxy = managedSetProxy(of: selfValue, try arguments(of: call, ctx))
    {
      return proxy
    }
    // `addChild(model)` in `class Globe: Entity`: the framework superclass's method, opaque.
    if let superclass = frameworkSuperclass(ctx) {
      return .opaque(UnmodelledValue(superclass + "." + name))
    }
    // `resetBoard(&board)` where the file imports a module no file given holds (`import
    // Core`): that module's function, opaque (S122 where it is written; sample 36).
    if name.first?.isLowercase == true,
      Self.importsModuleNotGiven(call, given: model.moduleNames.union(model.appModuleNames))
    {
      noteRuntimeOpaque(name, at: reference)
      return try unmodelledCall(name, call, ctx)
    }
    throw diagnostic(.unknownName, ["name": name], at: reference)
  }

  /// `base.name(…)`: static methods, enum cases with payloads, modifiers, methods.
  private func callMember(
    _ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ ctx: Context
  )
    throws(EvalError) -> Value
  {
    let name = member.declName.baseName.plainName
    if Self.changeLoggers.contains(name) { return .null }
    // `Kind?.some(.noun)`: the value itself (idlab's optionals are the value or `nil`).
    if name == "some", namesOptionalType(member.base, ctx), let argument = call.arguments.first {
      return try evaluate(argument.expression, ctx)
    }
    guard let baseExpr = member.base ?? postfixBase(of: member) else {
      // `.init(…)`: the type the context expects, else a library value (`.init(degrees: 30)`).
      if name == "init", var expected = expectedTypeName(of: call, ctx) {
        // `SwiftUI.Image(title: t) ?? .init(systemName: "book")` in a type that declares its own
        // `Image`: the framework's type.
        let system = expected.hasPrefix("SwiftUI.")
        if system { expected.removeFirst("SwiftUI.".count) }
        // `.init(repeating: 0, count: 3)` where `[Int]` is expected: `Array`'s initializer.
        let resolved = model.resolvingAliases(expected)
        if resolved.hasPrefix("["), resolved.hasSuffix("]"), !resolved.contains(":"),
          let value = try builtinFunction("Array", call, ctx)
        {
          return value
        }
        // `.init(grouping: dishes, by: { $0.course })` where `[String: [Dish]]` is expected:
        // `Dictionary`'s initializer (sample 55 lost the type: "subscript on Any").
        // Only for `Dictionary`'s own initializers: a program's `extension Dictionary { init(words:)
        // }` is constructed as its own.
        if Self.valueType(ofDictionary: resolved) != nil,
          let first = call.arguments.first?.label?.text,
          ["grouping", "uniqueKeysWithValues"].contains(first),
          let value = try builtinFunction("Dictionary", call, ctx)
        {
          return value
        }
        // Another initializer where a dictionary is expected: the program's `extension
        // Dictionary`'s, as `Dictionary(words:)` written out is.
        if Self.valueType(ofDictionary: resolved) != nil,
          model.libraryExtensions["Dictionary"]?.initializers.isEmpty == false,
          let value = try constructNamed("Dictionary", call, ctx)
        {
          return value
        }
        if let value = try constructNamed(expected, call, ctx, qualified: system, system: system) {
          return value
        }
        // `let item: Catalog.Entry = .init(id: 1)` where no file given declares `Catalog` (a
        // package's type): an opaque value of that type, as `Catalog.Entry(id: 1)` written out
        // is (sample 61 drew `init.name(…)` as a text of the value's name).
        let root = String(resolved.prefix { $0 != "." && $0 != "<" })
        if isUnknownTypeName(root) {
          noteRuntimeOpaque(resolved, at: call)
          return .opaque(UnmodelledValue(resolved))
        }
      }
      // `var messages: [String] = .init()`, `tags: Set<String> = .init()`, `Box(items: .init())`:
      // the declared collection, empty (as `[String]()` makes it); `.init(minimumCapacity: 64)`
      // is empty too, its capacity not observable.
      if name == "init", call.trailingClosure == nil,
        call.arguments.isEmpty || Self.reservesCapacityOnly(call)
      {
        let clause = call.parent?.as(InitializerClauseSyntax.self)
        let written =
          (clause?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
          ?? clause?.parent?.as(FunctionParameterSyntax.self)?.type)?.trimmedDescription
          ?? call.parent?.as(LabeledExprSyntax.self).flatMap { argumentTypeName($0, ctx) }
        var type = written.map(model.resolvingAliases) ?? ""
        while type.hasSuffix("?") { type.removeLast() }
        if let empty = Self.standardStartValue(of: type) { return empty }
      }
      let expected = expectedDeclaredType(of: call, ctx)
      let arguments = try arguments(of: call, ctx)
      // `Picker(selection: .constant(1), …)`: where a control of SwiftUI's takes a `Binding`
      // (`libraryParameterTypes`), an implicit member is `Binding`'s ("Implicit Member
      // Expression", The Swift Programming Language: the member is looked up in the contextual
      // type); sample 61's picker lost its title and its value to a bare `.constant`.
      if expected == nil, name != "init", expectedTypeName(of: call, ctx) == "Binding",
        let value = try libraryStaticCall("Binding", name, arguments, at: call, ctx)
      {
        return value
      }
      // `.make(3)` where a `Badge` is expected: `Badge.make(3)`. In the program's extension of a
      // library type, only an overload the arguments fit: `.custom(face.rawValue, size: 20)`
      // inside `extension Font { static func custom(_ face: Face, size:) }` is SwiftUI's
      // `custom(_:size:)` for a `String` (six files of sample 41 recursed into the program's).
      if let expected, var methods = expected.staticMethods[name] {
        if model.libraryExtensions[expected.name] === expected {
          methods = applicableExtensionMethods(methods, arguments)
        }
        if !methods.isEmpty {
          return try invoke(
            pickOverload(methods, arguments), arguments: arguments, selfContext: nil,
            type: expected, at: call)
        }
      }
      return try implicitMember(
        name, payload: arguments.map(\.value), expected: expected, at: call)
    }
    // `Result.success(3)`, `DataResult.failure(error)` through a generic alias of `Result`: the
    // case, as `.success(3)` where a `Result` is expected.
    if name == "success" || name == "failure",
      let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      case let written = reference.baseName.text, model.types[written] == nil,
      written == "Result" || model.typeAliases[written] == "Result"
    {
      return .enumCase(type: "", name: name, payload: try arguments(of: call, ctx).map(\.value))
    }
    // `Int16.Stride(x)`, `Double.Magnitude(x)`: the associated types of the standard numeric
    // types are `Int` for the integers (their `Stride`) and the type itself for the
    // floating-point ones.
    if name == "Stride" || name == "Magnitude",
      let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      model.types[reference.baseName.text] == nil,
      let numeric = Self.numericAssociatedType(reference.baseName.text, name)
    {
      return try converted(
        try arguments(of: call, ctx).first?.value ?? .null, to: numeric, at: call)
    }
    // `Self.badge(word)` in a method of `extension View`: a static method of that extension,
    // which every view has (the thirty-first unseen sample; until session 16 S206).
    if let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.Self), ctx.staticType == nil,
      let methods = viewExtensionStaticMethods(name)
    {
      let arguments = try arguments(of: call, ctx)
      return try invoke(
        pickOverload(methods, arguments), arguments: arguments, selfContext: nil, type: nil,
        at: call)
    }
    // `JSONDecoder.DateDecodingStrategy.formatted(f)`: a static of a type nested in a library
    // type, written with its qualified name, is the member `.formatted(f)` where that type is
    // expected: the program's own static of that name in its extension of the type, else the
    // library's (sample 52: the value was opaque, and the decoder stopped on its strategy).
    if name.first?.isLowercase == true, let nested = nestedLibraryType(baseExpr, ctx) {
      let arguments = try arguments(of: call, ctx)
      if let type = nested.extended,
        case let methods = applicableExtensionMethods(type.staticMethods[name] ?? [], arguments),
        !methods.isEmpty
      {
        return try invoke(
          pickOverload(methods, arguments), arguments: arguments, selfContext: nil, type: type,
          at: call)
      }
      return try implicitMember(
        name, payload: arguments.map(\.value), expectedName: nested.qualified, at: call)
    }
    if let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      let typeName = typeReference(reference, ctx)
    {
      // `Point.init(x: 1)`, `Color.init(red: …)`, `Self.init()`: the same as `Point(x: 1)`.
      if name == "init", let value = try constructNamed(typeName, call, ctx) { return value }
      let arguments = try arguments(of: call, ctx)
      if let type = model.types[typeName] ?? model.libraryExtensions[typeName],
        var methods = type.staticMethods[name] ?? viewExtensionStaticMethods(name, of: type),
        model.libraryExtensions[type.name] !== type
          || {
            methods = applicableExtensionMethods(methods, arguments)
            return !methods.isEmpty
          }()
      {
        return try invoke(
          pickOverload(methods, arguments), arguments: arguments, selfContext: nil, type: type,
          at: call)
      }
      if let type = model.types[typeName], type.enumCase(name) != nil {
        return .enumCase(type: typeName, name: name, payload: arguments.map(\.value))
      }
      // `Currency.fetchRequest()` of a program class that subclasses `NSManagedObject`: the
      // class method every managed object class inherits, a request for its entity (named as
      // the class; Apple, `NSManagedObject.fetchRequest()`).
      if name == "fetchRequest", arguments.isEmpty, let type = model.types[typeName],
        type.kind == .classType, inheritsManagedObject(type)
      {
        return try fetchDescriptor(call, model: typeName, ctx)
      }
      // `Step.entity()`: the entity description every managed object class inherits, named
      // as the class (Apple, `NSManagedObject.entity()`).
      if name == "entity", arguments.isEmpty, let type = model.types[typeName],
        type.kind == .classType, inheritsManagedObject(type)
      {
        return .record(
          type: "NSEntityDescription",
          fields: [
            Value.Field("name", .string(typeName)),
            Value.Field("managedObjectClassName", .string(typeName)),
          ])
      }

      // `Date.MonthDay(month:day:)` where the program's `extension Date` declares `MonthDay`:
      // the program's nested type, before any library member of that name (its own
      // declarations win, docs/semantics.md).
      // `String.greeting()` where `extension String { static var greeting: () -> String = … }`:
      // the closure the program's static property holds, called (sample 48: the library's
      // reading of the name was shown, the closure never ran).
      // A static property that holds no function is never what a call names: in `extension
      // Animation { static let spring = Animation.spring(response: 0.4, dampingFraction: 0.6) }`
      // the call is SwiftUI's method, which Swift picks by its arguments (sample 56: three
      // screens stopped on a runaway recursion).
      let declared = model.types[typeName] ?? model.libraryExtensions[typeName]
      let callableStatic = declared?.staticProperties[name].map(Self.holdsFunction) ?? false
      if declared?.nestedTypes[name] != nil
        || (callableStatic || model.types[typeName] != nil)
          && declared?.staticProperties[name] != nil,
        let value = try staticMember(typeName, name, at: member)
      {
        return try callValue(value, arguments, at: call)
      }
      if let value = try libraryStaticCall(typeName, name, arguments, at: call, ctx) {
        return value
      }
      if let value = try staticMember(typeName, name, at: member) {
        return try callValue(value, arguments, at: call)
      }
      if let value = moduleStatic(typeName, name, at: member) { return value }
      throw diagnostic(.unknownMember, ["member": name, "type": typeName], at: member.declName)
    }
    // `Button.init(role: .cancel) { … } label: { … }`: a SwiftUI view's initializer written
    // with `.init`, the same call as `Button(…)` (until session 19 S207, sample 40).
    if name == "init", let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      Self.builtinViewNames.contains(reference.baseName.text),
      ctx.scope.owner(of: reference.baseName.text) == nil
    {
      return try callName(reference, call, ctx)
    }
    if baseExpr.is(SuperExprSyntax.self) { return try callSuper(name, call, ctx) }
    if name == "init", let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self), let selfContext = ctx.selfContext,
      selfContext.isInitializer, let type = selfContext.type
    {
      // `self.init(systemName:)` in `extension Image { init(…) }`: the library's initializer,
      // unless one of the extension's own accepts those labels and the arguments' types
      // (`self.init(greeting.word)` in `extension Text { init(_ greeting: Greeting) }` passes a
      // string: `Text`'s own `init(_:)`, as Swift's overload resolution picks by type; sample
      // 51 called the extension's again with the string).
      var evaluated: [Argument]?
      if model.libraryExtensions[type.name] === type {
        // Of the extension's initializers that take the labels, the first whose parameters
        // the arguments' types fit.
        let callShape = shape(of: call)
        let accepting = type.initializers.filter {
          accepts($0.signature.parameterClause.parameters, callShape)
        }
        var own: InitializerDeclSyntax?
        if !accepting.isEmpty {
          let arguments = try arguments(of: call, ctx)
          evaluated = arguments
          own = accepting.first { argumentsFit($0.signature.parameterClause.parameters, arguments) }
        }
        guard own == nil else {
          try delegateInitializer(evaluated ?? [], selfContext, type, at: call)
          return .null
        }
        if let value = try constructLibrary(type.name, call, ctx) {
          selfContext.value = value
          return .null
        }
        // `self.init(red:green:blue:alpha:)` in `extension UIColor`: an SDK initializer idlab
        // does not simulate makes an opaque value.
        if !Self.libraryTypes.contains(type.name) {
          selfContext.value = .opaque(UnmodelledValue(type.name))
          return .null
        }
      }
      if evaluated == nil { evaluated = try arguments(of: call, ctx) }
      try delegateInitializer(evaluated ?? [], selfContext, type, at: call)
      return .null
    }
    if let reference = baseExpr.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self), let selfContext = ctx.selfContext,
      let type = selfContext.type,
      var methods = type.methods[name].map({ fittingResultUse($0, of: call) }), !methods.isEmpty
    {
      // Inside a program's extension of a library type, `self.sorted { … }` is the library's
      // `sorted(by:)` when no overload of the extension takes those arguments (labels, then
      // types), as from outside (sample 45: `sorted(by keyPath:)` called itself).
      let extendsLibrary = model.libraryExtensions[type.name] === type
      if extendsLibrary {
        methods = methods.filter {
          accepts($0.signature.parameterClause.parameters, shape(of: call))
        }
      }
      if !methods.isEmpty {
        let arguments = try arguments(of: call, ctx)
        if extendsLibrary {
          methods = applicableExtensionMethods(methods, arguments)
          if methods.isEmpty, !Self.mutatingMethods.contains(name) {
            return try libraryMethod(name, on: selfContext.value, arguments, at: call)
          }
        }
        // A mutating library method no overload takes (`self.sort { … }`) goes on to the
        // general path below, which writes `self`.
        if !methods.isEmpty {
          return try invoke(
            pickOverload(methods, arguments), arguments: arguments, selfContext: selfContext,
            type: type, at: call)
        }
      }
    }
    var base = literal(try evaluate(baseExpr, ctx), written: baseExpr, takingMember: name)
    if let unmodelled = base.unmodelled {
      // `UIColor(color).getRed(&red, green: &green, …)`: what the call writes through its
      // `inout` arguments is not known either, so they hold an opaque value from here on
      // (never the values they had, shown as if the call had left them).
      for element in call.arguments {
        guard let inOut = element.expression.as(InOutExprSyntax.self) else { continue }
        let written = Value.opaque(UnmodelledValue(unmodelled.typeName + "." + name))
        try modify(try lvalue(inOut.expression, ctx), at: inOut) {
          (current: inout Value) throws(EvalError) in current = written
        }
      }
      // `Dashboard().tabItem { … }`, `MapView().onAppear { … }`: a view idlab does not know
      // takes SwiftUI's modifiers as any view does (its tab's title, its lifecycle), around the
      // leaf named after its type (until session 22 they were dropped: sample 47).
      if Self.modifiersOfOpaqueViews.contains(name), unmodelled.isMadeByName {
        return try applyModifier(name, to: base, try arguments(of: call, ctx), call: call, ctx)
      }
      // Work given to a queue idlab's clock does not run (S114) would change what the screen
      // shows later: the step stops there. Making or naming the queue stops nothing.
      if unmodelled.typeName.hasPrefix("OperationQueue"), Self.queuedWork.contains(name) {
        throw notSimulated("OperationQueue.\(name)", at: call)
      }
      return base
    }
    // `objectWillChange.send()`: every view observing the object runs its body again.
    if case .opaque(let opaque) = base, let publisher = opaque as? ObjectWillChangeValue {
      guard name == "send" else { return .opaque(UnmodelledValue("ObservableObjectPublisher")) }
      objectWillChangeSent(publisher.object)
      return .null
    }
    // `let objectWillChange = PassthroughSubject<Void, Never>()` declared by an
    // `ObservableObject`: SwiftUI subscribes to it, so `send()` updates the observing views,
    // as the synthesized publisher's does (Apple, `ObservableObject.objectWillChange`).
    if name == "send", case .opaque(let opaque) = base, opaque is PassthroughSubjectValue,
      let owner = objectWillChangeOwner(baseExpr, ctx)
    {
      objectWillChangeSent(owner)
      return .null
    }
    if case .opaque(let opaque) = base, let subscriber = opaque as? SinkSubscriberValue {
      return try sinkSubscriberCall(name, on: subscriber, try arguments(of: call, ctx), at: call)
    }
    // `$query.debounce(…).sink { … }`: a Combine pipeline, which idlab does not run.
    if case .opaque(let opaque) = base, opaque is PublishedPublisherValue {
      return .opaque(UnmodelledValue("Published.Publisher"))
    }
    if case .opaque(let opaque) = base, let type = opaque as? TypeValue {
      let arguments = try arguments(of: call, ctx)
      // `Outer.Inner.init(…)`, `Outer.Inner.make()`: a nested type's initializer or static method.
      if let user = model.types[type.name] {
        if name == "init" { return try construct(user, arguments, at: call) }
        if let methods = user.staticMethods[name] ?? viewExtensionStaticMethods(name, of: user) {
          return try invoke(
            pickOverload(methods, arguments), arguments: arguments, selfContext: nil, type: user,
            at: call)
        }
        if user.enumCase(name) != nil {
          return .enumCase(type: user.name, name: name, payload: arguments.map(\.value))
        }
        // `Deck.Tile.Face(mark: "x")`, `Table.Tile.Face(…)` through a member alias: a type
        // nested two levels down, built (until session 16 "no member `Face`": the
        // thirty-second sample).
        if let nested = model.type(named: name, from: user),
          nested.enclosing === user
            || user.nestedAliases[name] != nil
        {
          return try construct(nested, arguments, at: call)
        }
      }
      if let value = try libraryStaticCall(type.name, name, arguments, at: call, ctx) {
        return value
      }
      throw diagnostic(.unknownMember, ["member": name, "type": type.name], at: member.declName)
    }
    // User methods. A program's extension of a library type (`private extension URLSession {
    // func data(for:retries:) }`) only adds overloads: a call with other labels
    // (`data(from:)`) is the library's.
    if let type = userType(of: base), let methods = callableMethods(name, of: type, call) {
      let arguments = try arguments(of: call, ctx)
      let method = pickOverload(methods, arguments)
      let isMutating = method.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
      if isMutating, case .object = base {
      } else if isMutating {
        base = .null
        return try invokeMutating(method, of: type, on: try lvalue(baseExpr, ctx), arguments, call)
      }
      return try invoke(
        method, arguments: arguments, selfContext: SelfContext(value: base, type: type), type: type,
        at: call)
    }
    if name == "mutableSetValue",
      let proxy = managedSetProxy(of: base, try arguments(of: call, ctx))
    {
      return proxy
    }
    // Closures stored in properties (`action()`, `stamper.take()` on objects handled above), and
    // a property whose value is called (`container.greeting()` where `greeting` is declared a
    // `Factory`, whose type has `callAsFunction`, SE-0253). Any other property of that name
    // leaves the call to the modifiers (`.modelContext(context)` on a view that reads its own
    // `@Environment(\.modelContext) var modelContext`: the thirty-second sample).
    if let type = userType(of: base), Self.isCustomPublisher(type, reaching: name) {
      return try customPublisherOperator(
        name, of: base, type, try arguments(of: call, ctx), at: call)
    }
    if let type = userType(of: base),
      type.stored(name).map { isFunctionTyped($0, in: type) } ?? false
        || type.methods[name] == nil && declaresCallable(type, name)
    {
      let function = try property(name, of: base, at: member)
      return try callValue(function, try arguments(of: call, ctx), at: call)
    }
    // View modifiers and `extension View` helpers.
    if isViewLike(base), !isColorMethod(base, name) {
      let arguments = try arguments(of: call, ctx)
      // A project's `func border(width:edges:color:)` does not hide SwiftUI's
      // `border(_:width:)`: its overloads are called only with arguments they accept.
      // Nor its `padding(_:_ step: Step)` SwiftUI's `padding(.vertical, 6)`: a number is no
      // `Step` (the arguments must fit the parameters' types, as for any overload).
      if let methods = model.viewExtensionMethods[name]
        ?? model.libraryExtensions[typeName(of: base)]?.methods[name]
      {
        let applicable = applicableExtensionMethods(methods, arguments).filter {
          !Self.unwrapsIntoLibraryModifier($0, arguments, call)
        }
        if !applicable.isEmpty {
          let selfContext = SelfContext(value: base, type: nil)
          return try invoke(
            pickOverload(applicable, arguments), arguments: arguments, selfContext: selfContext,
            type: nil, at: call)
        }
      }
      return try applyModifier(name, to: base, arguments, call: call, ctx)
    }
    var arguments = try arguments(of: call, ctx)
    // `rows.append((a, b))` on `[(left: A, right: B)]`: the element takes the declared labels.
    if name == "append" || name == "insert", arguments.first?.label == nil,
      let element = arrayElementTypeName(of: baseExpr, ctx)
    {
      arguments[0].value = typed(arguments[0].value, as: element)
    }
    for type in libraryExtensions(of: base) {
      let methods = applicableExtensionMethods(
        meetingWhereClauses(fittingResultUse(type.methods[name] ?? [], of: call), of: base),
        arguments)
      guard !methods.isEmpty else { continue }
      let method = pickOverload(methods, arguments)
      // `xs.clear()` for the program's `extension Array { mutating func clear() }`: the
      // method's changes to `self` are written back to the variable, as for a program type's
      // mutating method (until session 21 they were lost).
      if method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }),
        let place = try? lvalue(baseExpr, ctx)
      {
        return try invokeMutating(method, of: type, on: place, arguments, call)
      }
      return try invoke(
        method, arguments: arguments, selfContext: SelfContext(value: base, type: type),
        type: type, at: call)
    }
    if Self.mutatingMethods.contains(name) && isMutableLibraryValue(base)
      || LibraryCatalogue.mutates(name, base, run: self)
      || Self.optionSetMutatingMethods.contains(name) && optionSetType(of: base) != nil,
      (try? lvalue(baseExpr, ctx)) != nil
    {
      base = .null
      let place = try lvalue(baseExpr, ctx)
      var result = Value.null
      try modify(place, at: call) { (value: inout Value) throws(EvalError) in
        result = try mutatingLibraryMethod(name, on: &value, arguments, at: call)
      }
      return result
    }
    // `raw.flatMap { Kind(rawValue: $0) }` on a `String?`: `Optional`'s `map`/`flatMap` give
    // the closure the wrapped value, not each character.
    if case .string(let text) = base, Self.isNSStringCast(baseExpr),
      let value = Self.nsStringMethod(name, of: text, arguments)
    {
      return value
    }
    if name == "map" || name == "flatMap", arguments.count == 1,
      let function = asFunction(arguments[0].value), isOptionalTyped(baseExpr, ctx)
    {
      if base == .null { return .null }
      return try self.call(function, [Argument(label: nil, value: base)], at: call)
    }
    return try libraryMethod(name, on: base, arguments, at: call)
  }

  /// Runs the `mutating` method `method` of `type` on the value at `place`, and writes back
  /// what it made of `self`.
  private func invokeMutating(
    _ method: FunctionDeclSyntax, of type: TypeDecl, on place: LValue, _ arguments: [Argument],
    _ call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value {
    var result = Value.null
    try modify(place, at: call) { (value: inout Value) throws(EvalError) in
      let selfContext = SelfContext(value: value, type: type)
      value = .null
      defer { value = selfContext.value }
      result = try invoke(
        method, arguments: arguments, selfContext: selfContext, type: type, at: call)
    }
    return result
  }

  /// The object whose own `objectWillChange` property `expression` reads (`objectWillChange`
  /// inside the class, `model.objectWillChange` of a named object), when the object's class
  /// declares it; nil otherwise.
  private func objectWillChangeOwner(_ expression: ExprSyntax, _ ctx: Context) -> ObjectReference? {
    var owner: Value?
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "objectWillChange"
    {
      owner = ctx.selfContext?.value
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "objectWillChange",
      let base = member.base, base.is(DeclReferenceExprSyntax.self)
    {
      owner = try? evaluate(base, ctx)
    }
    guard case .object(let object)? = owner,
      model.types[object.typeName]?.hasStored("objectWillChange") == true
    else { return nil }
    return object
  }

  /// The methods `name` of `type` that `call` can reach: every one of a program type's; of a
  /// program's extension of a library type, those whose labels the call's arguments fit; nil
  /// when there are none.
  private func callableMethods(_ name: String, of type: TypeDecl, _ call: FunctionCallExprSyntax)
    -> [FunctionDeclSyntax]?
  {
    guard var methods = type.methods[name] else { return nil }
    if model.libraryExtensions[type.name] === type {
      methods = fittingResultUse(methods, of: call).filter {
        accepts($0.signature.parameterClause.parameters, shape(of: call))
      }
    }
    return methods.isEmpty ? nil : methods
  }

  func userType(of value: Value) -> TypeDecl? {
    switch value {
    case .record(let type, _): return model.types[type] ?? model.libraryExtensions[type]
    case .enumCase(let type, _, _): return model.types[type]
    case .object(let object): return model.types[object.typeName]
    default: return nil
    }
  }

  private func isMutableLibraryValue(_ value: Value) -> Bool {
    switch value {
    case .array, .dictionary, .bool, .string, .int, .double, .null, .range: return true
    case .record(let type, _): return type == Self.hasherType || type == Self.urlRequestType
    case .opaque(let opaque): return opaque is BindingValue
    default: return false
    }
  }

  /// Picks the overload whose argument labels fit best, among those whose parameters can take
  /// the arguments' values (`from(_ items: [String])`, not `from(_ items: String...)`, for an
  /// array: Swift passes an array to a variadic parameter of strings only as one element).
  func pickOverload(_ functions: [FunctionDeclSyntax], _ candidates: [Argument])
    -> FunctionDeclSyntax
  {
    guard candidates.isEmpty || functions.count > 1 else { return functions[0] }
    let fitting = functions.filter {
      valuesFit($0.signature.parameterClause.parameters, candidates)
    }
    var functions = fitting.isEmpty ? functions : fitting
    let arguments = candidates
    guard functions.count > 1 else { return functions[0] }
    // A non-generic overload whose parameters take the arguments ranks above a generic one
    // (`pick(ofCount count: Int?)` over `pick<R: RangeExpression>(ofCount range: R)` for `2`), as
    // Swift's type checker prefers the more specialized declaration.
    let concrete = functions.filter {
      $0.genericParameterClause == nil
        && argumentsFit($0.signature.parameterClause.parameters, arguments)
    }
    functions = concrete + functions.filter { function in !concrete.contains { $0 == function } }
    let labels = arguments.map(\.label)
    for function in functions {
      let parameters = function.signature.parameterClause.parameters.map { parameter in
        parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      }
      if parameters == labels { return function }
    }
    for function in functions
    where accepts(function.signature.parameterClause.parameters, shape(of: arguments)) {
      return function
    }
    for function in functions
    where function.signature.parameterClause.parameters.count == arguments.count {
      return function
    }
    return functions[0]
  }

  /// Whether `expression` is one whose value Swift types as optional whatever its receiver:
  /// `first`, `last`, and the calls `first(where:)`, `last(where:)`, `randomElement()`, `min()`,
  /// `max()`, `firstIndex(of:)`, `lastIndex(of:)`, `popLast()` (`words.first.map(String.init)`
  /// maps the word, not its characters).
  static func givesOptional(_ expression: ExprSyntax) -> Bool {
    // `(match?.1)`: a parenthesized expression is its content.
    let expression = Self.unparenthesized(expression)
    // `try? decode(…)`, `value as? Int`.
    if let attempt = expression.as(TryExprSyntax.self),
      attempt.questionOrExclamationMark?
        .tokenKind == .postfixQuestionMark
    {
      return true
    }
    if let cast = expression.as(AsExprSyntax.self),
      cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
    {
      return true
    }
    // `match?.output.1`: an optional chain anywhere down the chain of members, calls and
    // subscripts gives an optional.
    var link = expression
    while true {
      if link.is(OptionalChainingExprSyntax.self) { return true }
      if let member = link.as(MemberAccessExprSyntax.self), let base = member.base {
        link = base
      } else if let call = link.as(FunctionCallExprSyntax.self) {
        link = call.calledExpression
      } else if let subscriptCall = link.as(SubscriptCallExprSyntax.self) {
        link = subscriptCall.calledExpression
      } else {
        break
      }
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return ["first", "last"].contains(member.declName.baseName.text)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return false }
    return [
      "first", "last", "randomElement", "min", "max", "firstIndex", "lastIndex", "popLast",
      "firstMatch", "wholeMatch", "prefixMatch",
    ].contains(member.declName.baseName.text)
  }

  /// The type the generic parameter `name` of `self`'s type is bound to in this instance: the
  /// type of the value a stored property declared `name` (or `name?`) holds, read through its
  /// wrapper (`@Binding var amount: Number`); nil when `name` is no generic parameter of it or no
  /// such property holds a value.
  func boundGenericParameter(_ name: String, _ ctx: Context, at node: some SyntaxProtocol)
    throws(EvalError) -> String?
  {
    guard let selfContext = ctx.selfContext, let type = selfContext.type,
      type.genericParameters.contains(name)
    else { return nil }
    for property in type.storedProperties {
      guard var written = property.typeText else { continue }
      while written.hasSuffix("?") { written.removeLast() }
      guard written == name, let value = try readName(property.name, ctx, at: node),
        value != .null, value.unmodelled == nil
      else { continue }
      let bound = typeName(of: value)
      return bound == name ? nil : bound
    }
    return nil
  }

  // MARK: - Invoking

  /// Calls a function value with arguments.
  func callValue(_ function: Value, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    // `factory()` where `factory`'s type declares `callAsFunction`: that method (SE-0253,
    // "Callable values of user-defined nominal types").
    if let type = userType(of: function), let methods = type.methods["callAsFunction"] {
      return try invoke(
        pickOverload(methods, arguments), arguments: arguments,
        selfContext: SelfContext(value: function, type: type), type: type, at: node)
    }
    guard case .opaque(let opaque) = function else {
      if function == .null { throw unwrapNil(node) }
      throw invalidArguments(typeName(of: function), .notAFunction, at: node)
    }
    if let function = opaque as? FunctionValue {
      return try call(function, arguments, at: node)
    }
    if opaque is UnmodelledValue { return function }
    if let type = opaque as? TypeValue {
      if let user = model.types[type.name] { return try construct(user, arguments, at: node) }
      // `SFSpeechRecognizer()` where the program extends the SDK type: the SDK's own
      // initializer, opaque (S120 names the type).
      if AppleSDKNames.framework(of: type.name) != nil
        || model.libraryExtensions[type.name] != nil && !Self.libraryTypes.contains(type.name)
      {
        return .opaque(UnmodelledValue(type.name))
      }
    }
    throw invalidArguments(typeName(of: function), .notAFunction, at: node)
  }

  /// Calls a closure or function value.
  func call(
    _ function: FunctionValue, _ arguments: [Argument], builder: Bool? = nil,
    at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let asBuilder = builder ?? function.isBuilder
    switch function.body {
    case .native(let body):
      do {
        return try body(arguments)
      } catch let error as EvalError {
        throw error
      } catch {
        throw wrapThrown(error)
      }
    case .function(let decl):
      // A function used as a value has no argument labels (`movies.filter(matches)` for
      // `func matches(from movie: Movie) -> Bool`): its arguments go to its parameters in
      // order ("Function Types", The Swift Programming Language).
      let parameters = decl.signature.parameterClause.parameters
      var arguments = arguments
      if arguments.allSatisfy({ $0.label == nil }), arguments.count == parameters.count {
        for (index, parameter) in parameters.enumerated()
        where parameter.firstName.tokenKind != .wildcard {
          arguments[index].label = parameter.firstName.text
        }
      }
      return try invoke(
        decl, arguments: arguments, selfContext: function.context.selfContext,
        type: function.context.staticType, captured: function.context.scope, at: node)
    case .closure(let closure):
      return try deeper(node) { () throws(EvalError) -> Value in
        let ctx = function.context.nested()
        try bindClosureParameters(closure, arguments, ctx.scope, at: node)
        if (asBuilder || function.isBuilder) && !closure.statements.containsReturn {
          return try buildView(closure.statements, ctx, typeName: "some View")
        }
        return try runBody(closure.statements, ctx)
      }
    }
  }

  /// Calls `function` with `accumulator` as its `inout` first parameter and `element` as its
  /// second (`reduce(into:_:)`'s closure), and returns the first parameter's final value.
  func callAccumulating(
    _ function: FunctionValue, _ accumulator: Value, _ element: Value, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let arguments = [
      Argument(label: nil, value: accumulator), Argument(label: nil, value: element),
    ]
    guard case .closure(let closure) = function.body else {
      _ = try call(function, arguments, at: node)
      return accumulator
    }
    return try deeper(node) { () throws(EvalError) -> Value in
      let ctx = function.context.nested()
      try bindClosureParameters(closure, arguments, ctx.scope, at: node)
      _ = try runBody(closure.statements, ctx)
      let name: String
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: name = list.first?.name.text ?? "_"
      case .parameterClause(let clause)?:
        name = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "_"
      default: name = Self.dollarNames[0]
      }
      return ctx.scope.values[name] ?? accumulator
    }
  }

  /// `$0` … `$9`, the implicit closure parameters' names, made once.
  static let dollarNames = (0..<10).map { "$\($0)" }

  private func bindClosureParameters(
    _ closure: ClosureExprSyntax, _ arguments: [Argument], _ scope: Scope,
    at node: some SyntaxProtocol
  ) throws(EvalError) {
    var names: [String] = []
    if let signature = closure.signature, let clause = signature.parameterClause {
      switch clause {
      case .simpleInput(let list):
        names = list.map(\.name.text)
      case .parameterClause(let parameters):
        names = parameters.parameters.map { parameter in
          (parameter.secondName ?? parameter.firstName).text
        }
      @unknown default:
        names = []
      }
    } else {
      var values = arguments.map(\.value)
      // `zip(a, b).map { $0 == $1 }`: one tuple argument to a closure that uses `$1` is
      // destructured into `$0`, `$1`, … (SE-0110's exception for tuple arguments).
      if values.count == 1, case .tuple(let elements) = values[0], elements.count > 1,
        closure.statements.tokens(viewMode: .sourceAccurate).contains(where: {
          $0.tokenKind == .dollarIdentifier("$1")
        })
      {
        values = elements.map(\.value)
      }
      for (index, value) in values.enumerated() {
        scope.declare(index < Self.dollarNames.count ? Self.dollarNames[index] : "$\(index)", value)
      }
      return
    }
    var values = arguments.map(\.value)
    if names.count > 1, values.count == 1, case .tuple(let elements) = values[0] {
      values = elements.map(\.value)
    } else if names.count == 1, values.count > 1 {
      values = [.tuple(values.map { Value.TupleElement(nil, $0) })]
    }
    for (index, name) in names.enumerated() where name != "_" {
      let value = index < values.count ? values[index] : .null
      if name.hasPrefix("$"), case .opaque(let opaque) = value,
        let binding = opaque as? BindingValue
      {
        scope.declare(name, value)
        scope.aliases[String(name.dropFirst())] = binding.binding
      } else {
        scope.declare(name, value)
      }
    }
  }

  /// Runs a declared function or method.
  func invoke(
    _ decl: FunctionDeclSyntax, arguments: [Argument], selfContext: SelfContext?, type: TypeDecl?,
    captured: Scope? = nil, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let body = decl.body else { return .null }
    return try deeper(node) { () throws(EvalError) -> Value in
      let scope = Scope(parent: captured ?? globalScope)
      let ctx = Context(
        scope: scope, selfContext: selfContext, staticType: type ?? selfContext?.type)
      let inOut = try bindParameters(
        decl.signature.parameterClause.parameters, arguments, ctx, name: decl.name.text, at: node)
      bindGenericResult(decl, scope, at: node)
      bindGenericMetatypes(decl, scope)
      let isGeneric = decl.genericParameterClause != nil
      if isGeneric { genericScopes.append((decl, scope)) }
      defer { if isGeneric { genericScopes.removeLast() } }
      let returnsView =
        decl.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") ?? false
      let result: Value
      do throws(EvalError) {
        if hasViewBuilder(decl.attributes)
          || returnsView && buildsImplicitly(body.statements, named: decl.name.text)
        {
          result = try buildView(body.statements, ctx, typeName: "some View")
        } else {
          result = try runBody(body.statements, ctx)
        }
      } catch {
        try writeBack(inOut, from: scope, at: node)
        throw error
      }
      try writeBack(inOut, from: scope, at: node)
      if returnsView { return result }
      return typed(
        result,
        as: decl.signature.returnClause.map { model.resolvingAliases($0.type.trimmedDescription) })
    }
  }

  /// Copies each `inout` parameter's final value back to the place its `&x` argument named
  /// (Swift's copy-in copy-out), also when the call throws.
  private func writeBack(
    _ parameters: [(local: String, place: LValue)], from scope: Scope, at node: some SyntaxProtocol
  ) throws(EvalError) {
    for (local, place) in parameters {
      let value = scope.values[local] ?? .null
      try modify(place, at: node) { (current: inout Value) throws(EvalError) in current = value }
    }
  }

  /// Whether `parameter` is of a function type, written (`() -> Void`, `@escaping (Int) ->
  /// Void`) or through an alias (`onTick: @escaping Handler` where the declaring type has
  /// `typealias Handler = () -> Void`: the thirty-second sample's trailing closure, until
  /// session 16 "missing argument"). The alias is looked up only when the written type has no
  /// arrow.
  func takesFunction(_ parameter: FunctionParameterSyntax) -> Bool {
    let written = parameter.type.trimmedDescription
    if written.contains("->") { return true }
    var base = parameter.type
    while let attributed = base.as(AttributedTypeSyntax.self) { base = attributed.baseType }
    if let optional = base.as(OptionalTypeSyntax.self) { base = optional.wrappedType }
    guard let identifier = base.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil,
      let target = model.aliasTarget(identifier.name.text, from: declaringType(of: parameter))
    else { return false }
    return model.resolvingAliases(target).contains("->")
  }

  /// The program's type whose declaration or extension holds `node` (nested types by their
  /// qualified names); nil outside every type.
  func declaringType(of node: some SyntaxProtocol) -> TypeDecl? {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
      if let decl = ancestor.asProtocol(NamedDeclSyntax.self),
        ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
          || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
      {
        names.insert(decl.name.text, at: 0)
      } else if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
        names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
      }
      current = ancestor.parent
    }
    guard !names.isEmpty else { return nil }
    return model.type(named: names.joined(separator: "."), from: nil)
  }

  /// Matches arguments to declared parameters by label, filling defaults.
  ///
  /// - Returns: the `inout` parameters, each with the place its `&x` argument names.
  @discardableResult
  func bindParameters(
    _ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ ctx: Context,
    name: String,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> [(local: String, place: LValue)] {
    var inOut: [(local: String, place: LValue)] = []
    let arguments = backwardScanned(parameters, arguments)
    var index = 0
    for parameter in parameters {
      let label: String? =
        parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let local = (parameter.secondName ?? parameter.firstName).text
      let typeText = model.resolvingAliases(parameter.type.trimmedDescription)
      // `init(@ViewBuilder content: @escaping () -> Content)`: the attribute is the
      // parameter's, or its type's in older spellings.
      let isBuilder =
        hasViewBuilder(parameter.attributes)
        || parameter.type.as(AttributedTypeSyntax.self).map { attributed in
          hasViewBuilder(attributed.attributes)
        } ?? false
      var value: Value?
      if parameter.ellipsis != nil {
        // `_ items: String...`: the arguments from the one with its label on, the others
        // unlabelled, as an array (none is an empty array): "Variadic Parameters", The Swift
        // Programming Language.
        var items: [Value] = []
        while index < arguments.count,
          items.isEmpty ? arguments[index].label == label : arguments[index].label == nil
        {
          items.append(arguments[index].value)
          index += 1
        }
        value = .array(items)
      }
      if value == nil, index < arguments.count {
        let argument = arguments[index]
        if takes(argument, parameter, of: parameters) {
          value = argument.value
          index += 1
          if let place = argument.place, isInOut(parameter) { inOut.append((local, place)) }
        }
      }
      if value == nil, let defaultValue = parameter.defaultValue {
        value = try evaluate(defaultValue.value, ctx)
      }
      guard let value = value.map({ parameter.ellipsis == nil ? typed($0, as: typeText) : $0 })
      else {
        throw invalidArguments(name, .missingArgument, ["label": label ?? local], at: node)
      }
      if isBuilder, case .opaque(let opaque) = value, let function = opaque as? FunctionValue {
        function.isBuilder = true
      }
      // `content: @autoclosure () -> Content`: the argument is wrapped in a closure that gives
      // it (The Swift Programming Language, "Autoclosures"). A call that names the function
      // passes the closure of its expression (`deferredLabels`); any other (through a function
      // value) has evaluated it already, and gets a closure of that value.
      var bound = value
      if ProgramModel.isAutoclosure(parameter),
        asFunction(value)?.isAutoclosure != true
      {
        bound = .opaque(FunctionValue(name: local, body: .native { _ in value }, context: ctx))
      }
      if local != "_" { ctx.scope.declare(local, bound) }
    }
    if index < arguments.count {
      throw invalidArguments(
        name, .extraArgument, ["label": arguments[index].label ?? "_"], at: node)
    }
    return inOut
  }

  /// Whether `argument`, the next one not matched, goes to `parameter`: by its label, or as
  /// an unlabelled closure for a parameter of a function type. SE-0286's forward scan: an
  /// unlabelled trailing closure skips a parameter with a default when a later parameter needs
  /// a closure argument (`init(_ container: … = .preview, content: () -> Content)` called
  /// `Preview { … }`).
  private func takes(
    _ argument: Argument, _ parameter: FunctionParameterSyntax,
    of parameters: FunctionParameterListSyntax
  ) -> Bool {
    let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    let skipped = Self.skipsForLaterClosure(
      argument, hasDefault: parameter.defaultValue != nil,
      later: parameters.drop { $0.id != parameter.id }.dropFirst(), label: \.firstName.text
    ) { later in
      later.defaultValue == nil && later.ellipsis == nil
        && later.type.trimmedDescription.contains("->")
    }
    return !skipped
      && (argument.label == label
        || argument.label == nil && isClosure(argument.value) && takesFunction(parameter))
  }

  /// SE-0286's skip, for a declared initializer's parameters and a memberwise one's
  /// properties alike: an unlabelled trailing closure passes over a parameter with a default
  /// when a parameter that needs a closure argument comes `later`, before the one the next
  /// labelled trailing closure names (`content` in `Card { … } content: { … }`).
  static func skipsForLaterClosure<Later: Sequence>(
    _ argument: Argument, hasDefault: Bool, later: Later, label: (Later.Element) -> String,
    needsClosure: (Later.Element) -> Bool
  ) -> Bool {
    guard hasDefault, isTrailingClosure(argument) else { return false }
    let next = nextTrailingLabel(after: argument)
    for parameter in later {
      if let next, label(parameter) == next { return false }
      if needsClosure(parameter) { return true }
    }
    return false
  }

  /// The label of the labelled trailing closure written after `argument`, the call's
  /// unlabelled trailing closure (`content` in `Card { … } content: { … }`); nil when there is
  /// none.
  private static func nextTrailingLabel(after argument: Argument) -> String? {
    guard Self.isTrailingClosure(argument),
      let call = argument.syntax?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    return call.additionalTrailingClosures.first?.label.text
  }

  /// `arguments` as Swift 5 matches them when the forward scan leaves a parameter that needs
  /// an argument without one: the unlabelled trailing closure goes to the last parameter of a
  /// function type that no labelled argument names, the backward scan of SE-0279 that SE-0286
  /// keeps, deprecated, in the Swift 5 language mode (`init(@ViewBuilder content: () ->
  /// Content, isInvisible: Bool = false)` called `Frame(isInvisible: true) { … }`; sample 51).
  /// `arguments` themselves when the forward scan matches them, or the backward one does not
  /// either.
  private func backwardScanned(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument])
    -> [Argument]
  {
    guard
      let closure = arguments.firstIndex(where: { $0.label == nil && Self.isTrailingClosure($0) }),
      !parameters.contains(where: { $0.ellipsis != nil }),
      !forwardScanMatches(parameters, arguments)
    else { return arguments }
    let named = Set(arguments.compactMap(\.label))
    let labels = parameters.map {
      $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
    }
    guard
      let target = parameters.indices.last(where: { position in
        let parameter = parameters[position]
        return takesFunction(parameter)
          && !(labels[
            parameters.distance(
              from: parameters.startIndex, to: position)
          ].map(named.contains) ?? false)
      })
    else { return arguments }
    let offset = parameters.distance(from: parameters.startIndex, to: target)
    var reordered = arguments
    var moved = reordered.remove(at: closure)
    moved.label = labels[offset]
    // Before the first argument whose parameter comes after the target.
    let later = Set(labels[(offset + 1)...].compactMap { $0 })
    let insertion =
      reordered.firstIndex { $0.label.map(later.contains) ?? false } ?? reordered.count
    reordered.insert(moved, at: insertion)
    return forwardScanMatches(parameters, reordered) ? reordered : arguments
  }

  /// Whether the forward scan gives every parameter that needs an argument one, and every
  /// argument a parameter (the matching `bindParameters` does, without evaluating anything).
  private func forwardScanMatches(
    _ parameters: FunctionParameterListSyntax, _ arguments: [Argument]
  ) -> Bool {
    var index = 0
    for parameter in parameters {
      if index < arguments.count, takes(arguments[index], parameter, of: parameters) {
        index += 1
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return index == arguments.count
  }

  /// Whether an argument is a call's trailing closure (written after its parentheses).
  static func isTrailingClosure(_ argument: Argument) -> Bool {
    guard let closure = argument.syntax?.as(ClosureExprSyntax.self),
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.trailingClosure?.id == closure.id
  }

  /// Whether a parameter is declared `inout`.
  private func isInOut(_ parameter: FunctionParameterSyntax) -> Bool {
    parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
      $0.trimmedDescription == "inout"
    } ?? false
  }

  func isClosure(_ value: Value) -> Bool {
    if case .opaque(let opaque) = value { return opaque is FunctionValue }
    return false
  }

  // MARK: - Constructing user types

  /// `FlowLayout(spacing: 6) { … }`: a program's `Layout` called with its content (its
  /// `callAsFunction`) is a container of that content's views, by position, as a stack is; the
  /// layout's own `sizeThatFits`/`placeSubviews` never run (idlab draws no geometry), and the
  /// container carries the layout's type as a `layout` modifier.
  private func layoutContainer(
    _ type: TypeDecl, _ arguments: [Argument], _ content: FunctionValue,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    _ = try construct(type, arguments, at: node)
    let built = try toView(try call(content, [], builder: true, at: node), at: node)
    var children: [ViewDescription] = []
    if case .container(.tuple, let rows) = built { children = rows } else { children = [built] }
    return viewValue(
      .modified(.container(.group, children), .other(name: "layout", value: .string(type.name))))
  }

  /// Whether `call`, inside the body of `method` (a project's overload of a SwiftUI modifier
  /// with an optional parameter: `func buttonStyle(_ style: (some PrimitiveButtonStyle)?)`),
  /// passes a value where that parameter is optional: `if let style { buttonStyle(style) }`.
  /// Swift ranks an overload that needs no optional promotion above one that does, so the call
  /// is SwiftUI's modifier, not the method again (sample 18: it recursed until the step budget).
  static func unwrapsIntoLibraryModifier(
    _ method: FunctionDeclSyntax, _ arguments: [Argument], _ call: FunctionCallExprSyntax
  ) -> Bool {
    let enclosing = Syntax(call).ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
    guard enclosing?.id == method.id else { return false }
    let parameters = Array(method.signature.parameterClause.parameters)
    return zip(parameters, arguments).contains { parameter, argument in
      parameter.type.trimmedDescription.hasSuffix("?") && argument.value != .null
    }
  }

  /// `Ship(id: "a", name: "Aurora")`, a class instance, or an enum from its raw value.
  func construct(_ type: TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    try tick(node)
    if type.conformances.contains("Layout"), let content = arguments.last,
      content.label == nil, let builder = asFunction(content.value)
    {
      return try layoutContainer(type, Array(arguments.dropLast()), builder, at: node)
    }
    if type.kind == .enumType {
      if var raw = arguments.first, raw.label == "rawValue" {
        // A `LocalizedStringKey` raw value is held as the app's text for its key (`property`):
        // the key passed is compared as that text too.
        if type.rawType == "LocalizedStringKey", case .string(let key) = raw.value {
          raw.value = .string(localizedText(forKey: key))
        }
        for enumCase in type.cases {
          let value = try property(
            "rawValue", of: .enumCase(type: type.name, name: enumCase.name, payload: []), at: node)
          if value == raw.value {
            return .enumCase(type: type.name, name: enumCase.name, payload: [])
          }
        }
        return .null
      }
    }
    // `Style()` of the program's `OptionSet` with no initializer of its own taking nothing: the
    // empty set (`SetAlgebra.init()`, rawValue zero), and `Style([.bold, .wide])` their union.
    // (an initializer of its own with the same labels wins: none, or one unlabelled).
    if isOptionSet(type), arguments.count <= 1, arguments.first?.label == nil,
      !type.initializers.contains(where: {
        let parameters = $0.signature.parameterClause.parameters
        return parameters.count == arguments.count
          && parameters.allSatisfy { $0.firstName.tokenKind == .wildcard }
      })
    {
      if let value = optionSetLiteral(
        arguments.first.map {
          if case .array(let elements) = $0.value { return elements }
          return [$0.value]
        } ?? [], as: type.name)
      {
        return value
      }
    }
    // `Currency(context: viewContext)` of a program class that subclasses `NSManagedObject`:
    // the initializer it inherits, which inserts the new object in that context (Apple,
    // `NSManagedObject.init(context:)`), unless the class declares one of that label.
    if type.kind == .classType, arguments.count == 1, arguments[0].label == "context",
      inheritsManagedObject(type),
      !type.initializers.contains(where: {
        $0.signature.parameterClause.parameters.first?.firstName.text == "context"
      })
    {
      let object = try plainObject(type)
      _ = try libraryMethod(
        "insert", on: arguments[0].value, [Argument(label: nil, value: object)], at: node)
      return object
    }
    // `Step()` of a managed object class with no initializer of its own: NSObject's `init()`
    // skips Core Data's designated initializer. Core Data logs "Failed to call designated
    // initializer on NSManagedObject class" and the object has no entity: the app stops at the
    // first read or write of one of its managed properties (`managedObjectFailure`), not
    // before (the thirty-second sample: a preview that only passes such an object on runs).
    if type.kind == .classType, arguments.isEmpty, inheritsManagedObject(type),
      !type.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty })
    {
      let object = try plainObject(type)
      if case .object(let reference) = object {
        entitylessObjects.insert(ObjectIdentifier(reference))
      }
      return object
    }
    // `Self("showPanel", fallback: "v")` in `extension Hotkeys.Name`, a type no file of the run
    // declares (a package not given, or its declaration in a `#if os(macOS)` clause the iPhone
    // build drops) and idlab does not simulate: its initializers are not known, so the value is
    // opaque, never a memberwise initializer of nothing.
    if type.initializers.isEmpty, type.storedProperties.isEmpty,
      model.libraryExtensions[type.name] === type, !Self.libraryTypes.contains(type.name)
    {
      return .opaque(UnmodelledValue(type.name))
    }
    if !type.initializers.isEmpty {
      if keepsMemberwise(type, for: arguments) { return try memberwise(type, arguments, at: node) }
      return try runInitializer(type, arguments, at: node)
    }
    if type.kind == .classType {
      let object = try plainObject(type)
      // `AppContainer(name: "Model")` of a class that subclasses `NSPersistentContainer` and
      // declares no initializer: it inherits the library class's, whose object it extends
      // (`libraryBase`), made with those arguments.
      if !arguments.isEmpty, case .object(let reference) = object,
        let name = inheritedLibraryClass(of: type),
        let made = try LibraryCatalogue.initialize(name, arguments, at: Syntax(node), run: self)
      {
        libraryBases[ObjectIdentifier(reference)] = made
      }
      return object
    }
    return try memberwise(type, arguments, at: node)
  }

  /// An instance of a class without an initializer: each stored property at its default value
  /// (nil without one), its lazy ones made.
  private func plainObject(_ type: TypeDecl) throws(EvalError) -> Value {
    var fields: [Value.Field] = []
    let context = Context(scope: Scope(parent: globalScope), staticType: type)
    let managed = inheritsManagedObject(type)
    for property in type.storedProperties {
      fields.append(
        Value.Field(
          property.name,
          try property.defaultValue.map { (expr) throws(EvalError) -> Value in
            property.isLazy
              ? .opaque(PendingLazyValue())
              : typed(try storedInitialValue(expr, context), as: property.typeText)
          } ?? (managed ? managedInitialValue(property.typeText) : .null)))
    }
    let object = Value.object(
      ObjectReference(typeName: type.name, fields: fields, serial: nextObjectSerial()))
    try initializeLazyProperties(of: object, type)
    return object
  }

  private func memberwise(_ type: TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    var fields: [Value.Field] = []
    fields.reserveCapacity(type.storedProperties.count)
    var index = 0
    // Made only when a default value is evaluated (most constructions pass every argument).
    lazy var context = Context(scope: Scope(parent: globalScope), staticType: type)
    /// Whether the memberwise initializer has a parameter for `property`. A `@Query` or
    /// `@FetchRequest` has one of the wrapper's own type, with a default (SE-0258: a wrapper
    /// without `init(wrappedValue:)` is passed whole; one made from its attribute's arguments,
    /// or by `init()`, need not be): `Garages(garages: FetchRequest(…))` (sample 61).
    func takesArgument(_ property: TypeDecl.Property) -> Bool {
      !(property.isLet && property.defaultValue != nil)
        && (!property.readsEnvironment || property.wrapper == .query)
        && property.wrapper != .appStorage
    }
    /// Whether its parameter can take an unlabelled closure.
    func takesClosure(_ property: TypeDecl.Property) -> Bool {
      isFunctionTyped(property, in: type) || property.isViewBuilder
        || isGenericContent(property, in: type)
    }
    /// Whether its parameter has no default (a `var` with a value or of an optional type has;
    /// a `let` of an optional type does not: Swift's memberwise initializer defaults only
    /// `var`s).
    func requiresArgument(_ property: TypeDecl.Property) -> Bool {
      takesArgument(property) && property.defaultValue == nil
        && !(property.isOptionalType && !property.isLet) && property.wrapper != .query
    }
    for (position, property) in type.storedProperties.enumerated() {
      var value: Value?
      if takesArgument(property), index < arguments.count {
        let argument = arguments[index]
        // SE-0286's forward scan, as for a declared initializer (`bindParameters`): an
        // unlabelled trailing closure skips a parameter with a default when a later one
        // needs a closure (`Card(title: "x") { Text("hi") }` with `var action: (() -> Void)?
        // = nil` before `@ViewBuilder var content`; sample 51 gave the closure to `action`).
        let skipped = Self.skipsForLaterClosure(
          argument, hasDefault: !requiresArgument(property),
          later: type.storedProperties.dropFirst(position + 1), label: \.name
        ) { requiresArgument($0) && takesClosure($0) }
        if !skipped,
          argument.label == property.name
            || argument.label == nil && isClosure(argument.value) && takesClosure(property)
        {
          value = argument.value
          index += 1
        }
      }
      if property.isStateLike {
        if let value { fields.append(Value.Field("_" + property.name, value)) }
        continue
      }
      if property.wrapper == .appStorage { continue }  // its value lives in `userDefaults`
      // A structure's `lazy var doubled = base * 2` reads `self`: made once the other fields are
      // (`resolvingLazyFields`).
      if value == nil, property.isLazy, property.defaultValue != nil {
        value = .opaque(PendingLazyValue())
      }
      if value == nil, let defaultValue = property.defaultValue {
        value = try storedInitialValue(defaultValue, context)
      }
      if property.wrapper == .binding, let constant = value,
        case .enumCase(let enumType, "constant", let payload) = constant, enumType.isEmpty,
        payload.count == 1
      {
        // `.constant(x)` resolved by the expected type, `Binding<T>`.
        value = try libraryStaticCall(
          "Binding", "constant", [Argument(label: nil, value: payload[0])], at: node,
          Context(scope: globalScope))
      }
      // `ScoreRow(score: .constant(5))` for `@Binding var score: Double`: the literal is the
      // binding's `Double`, as Swift types it from `Binding<Double>` (sample 40: `5` read as an
      // `Int` stopped `String(format: "%.2f", score)`).
      if property.wrapper == .binding, let typeText = property.typeText,
        Self.floatingPointTypes.contains(typeText), case .opaque(let opaque)? = value,
        let bound = opaque as? BindingValue, case .int = bound.binding.get()
      {
        let inner = bound.binding
        value = .opaque(
          BindingValue(
            Binding(get: { [self] in typed(inner.get(), as: typeText) }, set: inner.set),
            typeName: bound.typeName))
      }
      if value == nil, property.readsEnvironment {
        value = try environmentValue(property.environmentKey)
      }
      if value == nil, type.isView, environmentWrapper(property) != nil {
        value = .null  // made before each body, where the view is (`bindingEnvironment`)
      }
      if value == nil, let wrapper = property.customWrapper, property.defaultValue == nil,
        property.wrapperArguments != nil || !Self.takesWrappedValue(model.types[wrapper])
      {
        value = try attributeWrappedValue(wrapper, property.wrapperArguments, context, at: node)
      }
      if value == nil, property.isOptionalType { value = .null }
      guard var value = value.map({ typed($0, as: property.typeText) }) else {
        throw invalidArguments(type.name, .missingArgument, ["label": property.name], at: node)
      }
      if case .opaque(let opaque) = value, let function = opaque as? FunctionValue {
        if isFunctionTyped(property, in: type) {
          // `@ViewBuilder let content: () -> Content`: called later, as a builder.
          if property.isViewBuilder { function.isBuilder = true }
        } else if property.isViewBuilder || isGenericContent(property, in: type) {
          value = try call(function, [], builder: true, at: node)
        }
      }
      fields.append(Value.Field(property.name, value))
    }
    if index < arguments.count {
      throw invalidArguments(
        type.name, .extraArgument, ["label": arguments[index].label ?? "_"], at: node)
    }
    return try resolvingLazyFields(.record(type: type.name, fields: fields), type)
  }

  /// A structure's value with each `lazy var` still pending computed with `self` (the value
  /// with its other fields), in declaration order: the value it has at its first read, which a
  /// structure's initializer cannot make before every other field is set ("Lazy Stored
  /// Properties", The Swift Programming Language; review of session 23: `base * 2` was S201).
  func resolvingLazyFields(_ value: Value, _ type: TypeDecl) throws(EvalError) -> Value {
    guard case .record(let name, var fields) = value, fields.contains(where: \.value.isPendingLazy)
    else { return value }
    for index in fields.indices {
      guard fields[index].value.isPendingLazy, let property = type.stored(fields[index].name),
        let expr = property.defaultValue
      else { continue }
      let context = Context(
        scope: Scope(parent: globalScope),
        selfContext: SelfContext(value: .record(type: name, fields: fields), type: type),
        staticType: type)
      fields[index].value = typed(try storedInitialValue(expr, context), as: property.typeText)
    }
    return .record(type: name, fields: fields)
  }

  /// The value of a property whose wrapper its attribute makes (`@Default(.units) var units`,
  /// or `@MotionReader var motion`, made by `init()`): the program's wrapper built from the
  /// attribute's arguments and read through its `wrappedValue` (SE-0258); a wrapper of a
  /// package not given is opaque (`‹Default›`), which stops the step only where the screen
  /// depends on it.
  private func attributeWrappedValue(
    _ wrapper: String, _ arguments: LabeledExprListSyntax?, _ context: Context,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let declared = model.types[wrapper] else { return .opaque(UnmodelledValue(wrapper)) }
    let made = try attributeWrapper(declared, arguments, context, at: node)
    return try property("wrappedValue", of: made, at: node)
  }

  /// The program's property wrapper `declared` made from its attribute's arguments
  /// (`@Default(.units)`), or by its `init()` without any (SE-0258).
  func attributeWrapper(
    _ declared: TypeDecl, _ arguments: LabeledExprListSyntax?, _ context: Context,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let values =
      try arguments.map { (list) throws(EvalError) -> [Argument] in
        try evaluateArguments(list, trailing: nil, extra: nil, context)
      } ?? []
    return try construct(declared, values, at: node)
  }

  /// Whether a stored property holds a function: its type is written as one, or names an alias
  /// of one (`typealias Tap = (String) -> Void; var onTap: Tap`, sample 43's S204 "missing
  /// argument" for a trailing closure).
  func isFunctionTyped(_ property: TypeDecl.Property, in type: TypeDecl) -> Bool {
    if property.isFunctionType { return true }
    guard let written = property.typeText, !written.contains("->") else { return false }
    let bare = written.hasSuffix("?") ? String(written.dropLast()) : written
    let target = model.aliasTarget(bare, from: type).map(model.resolvingAliases)
    return target?.contains("->") == true
  }

  /// Whether a property wrapper type is made from the property's value (`init(wrappedValue:)`,
  /// or a stored `wrappedValue` its memberwise initializer takes): then an initializer passes
  /// the value; otherwise the attribute alone makes the wrapper. An undeclared wrapper: no.
  static func takesWrappedValue(_ wrapper: TypeDecl?) -> Bool {
    guard let wrapper else { return false }
    if wrapper.initializers.isEmpty { return wrapper.hasStored("wrappedValue") }
    return wrapper.initializers.contains {
      $0.signature.parameterClause.parameters.first?.firstName.text == "wrappedValue"
    }
  }

  /// A stored property typed by a generic parameter (`let content: Content`) or as a view.
  private func isGenericContent(_ property: TypeDecl.Property, in type: TypeDecl) -> Bool {
    guard let typeText = property.typeText else { return false }
    return type.genericParameters.contains(typeText) || typeText == "some View"
      || typeText == "AnyView"
  }

  /// Runs `chosen`, or else the initializer of `type` the arguments' labels pick.
  func runInitializer(
    _ type: TypeDecl, _ arguments: [Argument], chosen: InitializerDeclSyntax? = nil,
    at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let initializer =
      chosen ?? initializer(of: type, for: arguments)
      ?? initializer(of: type, accepting: shape(of: arguments))
      ?? type.initializers.first {
        $0.signature.parameterClause.parameters.count == arguments.count
      }
      ?? type.initializers[0]
    let context = Context(scope: Scope(parent: globalScope), staticType: type)
    var fields: [Value.Field] = []
    for property in type.storedProperties where !property.isStateLike {
      if let defaultValue = property.defaultValue, !property.isLazy {
        fields.append(
          Value.Field(
            property.name,
            typed(try storedInitialValue(defaultValue, context), as: property.typeText)))
      } else if property.readsEnvironment {
        fields.append(Value.Field(property.name, try environmentValue(property.environmentKey)))
      } else if type.isView, environmentWrapper(property) != nil {
        fields.append(Value.Field(property.name, .null))  // made before each body
      } else if let wrapper = property.customWrapper,
        property.wrapperArguments != nil || !Self.takesWrappedValue(model.types[wrapper])
      {
        // The attribute makes the wrapper before the initializer's body runs (SE-0258).
        fields.append(
          Value.Field(
            property.name,
            try attributeWrappedValue(wrapper, property.wrapperArguments, context, at: node)))
      } else if property.isLazy, property.defaultValue != nil {
        fields.append(Value.Field(property.name, .opaque(PendingLazyValue())))
      } else {
        fields.append(Value.Field(property.name, .null))
      }
    }
    let initial: Value =
      type.kind == .classType
      ? .object(ObjectReference(typeName: type.name, fields: fields, serial: nextObjectSerial()))
      : .record(type: type.name, fields: fields)
    let selfContext = SelfContext(value: initial, type: type)
    selfContext.isInitializer = true
    try runInitializerBody(initializer, type, arguments, selfContext, at: node)
    if selfContext.initializerFailed { return .null }
    try initializeLazyProperties(of: selfContext.value, type)
    return try resolvingLazyFields(selfContext.value, type)
  }

  /// A class's `lazy var`s, computed with `self` once the object is made: Swift computes one
  /// at its first read, which can read `self` ("Lazy Stored Properties", The Swift Programming
  /// Language); idlab computes it right after the initializer, in declaration order, and holds
  /// a runtime failure until the property is read.
  private func initializeLazyProperties(of object: Value, _ type: TypeDecl) throws(EvalError) {
    guard case .object(let reference) = object else { return }
    for field in reference.fields where field.value.isPendingLazy {
      _ = try lazyValue(field.name, of: reference, type)
    }
  }

  /// The value of the class's `lazy var name`, computed now with `self` and kept: read first in
  /// the initializer (`for c in cells` once `size` is set, sample 50), it is computed there, as
  /// Swift computes it at its first read; one the initializer does not read is computed right
  /// after it (an approximation: Swift waits for its first read, docs/semantics.md); a failure
  /// is held and thrown at a later read (a SwiftGen `lazy var color` no view reads must not
  /// stop the run, sample 15).
  func lazyValue(_ name: String, of object: ObjectReference, _ type: TypeDecl) throws(EvalError)
    -> Value
  {
    guard let property = type.stored(name), let expr = property.defaultValue,
      let index = object.fields.firstIndex(where: { $0.name == name })
    else { return .null }
    let context = Context(
      scope: Scope(parent: globalScope),
      selfContext: SelfContext(value: .object(object), type: type), staticType: type)
    let value: Value
    do {
      value = typed(try storedInitialValue(expr, context), as: property.typeText)
    } catch {
      guard case .failure(let failure) = error else { throw error }
      value = .opaque(DeferredFailureValue(failure))
    }
    object.fields[index].value = value
    return value
  }

  /// Whether `statement` is written in an `init?` (or `init!`) itself, not in a closure or a
  /// function inside one: its `return nil` makes the construction fail.
  static func isInFailableInitializer(_ statement: ReturnStmtSyntax) -> Bool {
    var current = statement.parent
    while let node = current {
      if let initializer = node.as(InitializerDeclSyntax.self) {
        return initializer.optionalMark != nil
      }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
        || node.is(AccessorDeclSyntax.self)
      {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// Whether a structure call is its memberwise initializer although the structure declares
  /// initializers: Swift keeps the memberwise one when every declared initializer is in an
  /// extension (The Swift Programming Language, "Initializer Delegation for Value Types"), and
  /// the call is it when no declared initializer has its labels and every label names a stored
  /// property.
  private func keepsMemberwise(_ type: TypeDecl, for arguments: [Argument]) -> Bool {
    guard type.kind == .structType,
      type.initializers.allSatisfy({ $0.isInExtension }),
      initializer(of: type, for: arguments) == nil
    else { return false }
    let names = Set(type.storedProperties.map(\.name))
    return arguments.allSatisfy { $0.label.map(names.contains) ?? false }
  }

  /// The initializer of `type` whose argument labels are `labels`.
  private func initializer(of type: TypeDecl, for arguments: [Argument])
    -> InitializerDeclSyntax?
  {
    // Of several with the call's labels, the first whose parameters' types the arguments fit
    // (`init(_ frozen: Frozen)` beside `init<S: Sequence>(_ items: S)`: an array is no
    // `Frozen`, as Swift's overload resolution decides by type; the thirty-second sample's
    // `OrderedSet(array)`).
    let labels = arguments.map(\.label)
    let labelled = type.initializers.filter { $0.argumentLabels == labels }
    if let fitting = labelled.first(where: {
      argumentsFit($0.signature.parameterClause.parameters, arguments)
    }) {
      return fitting
    }
    // None with the call's labels takes its arguments' types: another whose parameters the
    // call fills (a trailing closure for a labelled closure parameter, SE-0286) and whose types
    // it fits is the one Swift calls (`self.init { … }` inside `init<S: Equatable>(_ seed: S)`
    // beside `init(make: () -> Int)`: sample 60's false runaway recursion).
    let shape = shape(of: arguments)
    if !labelled.isEmpty,
      let other = type.initializers.first(where: { initializer in
        let parameters = initializer.signature.parameterClause.parameters
        return !labelled.contains(initializer) && accepts(parameters, shape)
          && argumentsFit(parameters, arguments)
      })
    {
      return other
    }
    return labelled.first
  }

  /// `self.init(…)` in an initializer: the initializer with those labels runs on the `self`
  /// being built (the memberwise one when no declared initializer has them).
  private func delegateInitializer(
    _ arguments: [Argument], _ selfContext: SelfContext, _ type: TypeDecl,
    at node: some SyntaxProtocol
  ) throws(EvalError) {
    // `self.init(entity: entity, insertInto: context)` or `self.init(context: context)` in a
    // convenience initializer of a managed object class that declares neither: Core Data's
    // designated initializers, which insert the object being built in that context (none for
    // `insertInto: nil`; Apple, `NSManagedObject.init(entity:insertInto:)`; sample 37).
    let labels = arguments.map(\.label)
    if inheritsManagedObject(type), labels == ["entity", "insertInto"] || labels == ["context"],
      initializer(of: type, for: arguments) == nil
    {
      if let context = arguments.last?.value, context != .null {
        _ = try libraryMethod(
          "insert", on: context, [Argument(label: nil, value: selfContext.value)], at: node)
      }
      return
    }
    if let initializer = initializer(of: type, for: arguments)
      ?? initializer(of: type, accepting: shape(of: arguments))
    {
      try runInitializerBody(initializer, type, arguments, selfContext, at: node)
    } else {
      selfContext.value = try memberwise(type, arguments, at: node)
    }
  }

  /// `super.init(…)` and `super.method(…)`: the declaration of the superclass of the class the
  /// call is written in runs on `self` (never an override: Swift's static dispatch through
  /// `super`). A superclass from a framework (`NSObject`, `UIViewController`) is not simulated:
  /// its initializer and methods do nothing.
  private func callSuper(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value
  {
    let arguments = try arguments(of: call, ctx)
    guard let selfContext = ctx.selfContext, let base = declaringType(of: call)?.superclass
    else { return .null }
    if name == "init" {
      guard selfContext.isInitializer else { return .null }
      if let initializer = initializer(of: base, for: arguments)
        ?? initializer(of: base, accepting: shape(of: arguments))
      {
        try runInitializerBody(initializer, base, arguments, selfContext, at: call)
      }
      return .null
    }
    guard let methods = base.methods[name] else {
      throw diagnostic(.unknownMember, ["member": name, "type": base.name], at: call)
    }
    return try invoke(
      pickOverload(methods, arguments), arguments: arguments, selfContext: selfContext,
      type: base, at: call)
  }

  /// Binds an initializer's parameters and runs its body with `self` being built.
  private func runInitializerBody(
    _ initializer: InitializerDeclSyntax, _ type: TypeDecl, _ arguments: [Argument],
    _ selfContext: SelfContext, at node: some SyntaxProtocol
  ) throws(EvalError) {
    guard let body = initializer.body else { return }
    try deeper(node) { () throws(EvalError) in
      let ctx = Context(
        scope: Scope(parent: globalScope), selfContext: selfContext, staticType: type)
      try bindParameters(
        initializer.signature.parameterClause.parameters, arguments, ctx, name: type.name, at: node)
      _ = try execute(body.statements, ctx)
    }
  }
}

extension Interpreter {
  /// SwiftUI's debugging statics `View._printChanges()` and `_logChanges()`: they only print to
  /// Xcode's console, so a call gives nothing.
  static let changeLoggers: Set<String> = ["_printChanges", "_logChanges"]

  /// `Self.logViewChanges()` in a view of the program for `extension View { static func
  /// logViewChanges() }`: the static methods of `extension View` are every view's (The Swift
  /// Programming Language, "Extensions"); nil for another type or name.
  func viewExtensionStaticMethods(_ name: String, of type: TypeDecl) -> [FunctionDeclSyntax]? {
    type.isView ? viewExtensionStaticMethods(name) : nil
  }

  /// The static methods of `extension View` called `name`; nil when there is none.
  func viewExtensionStaticMethods(_ name: String) -> [FunctionDeclSyntax]? {
    let methods = (model.viewExtensionMethods[name] ?? []).filter { method in
      method.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
    return methods.isEmpty ? nil : methods
  }

  /// What a new managed object's attribute with no default of its own holds: an empty set for a
  /// to-many relationship, zero or false for a non-optional scalar (`@NSManaged var level:
  /// Int16` reads 0: Core Data's scalar accessors give 0 for an attribute with no value; sample
  /// 45 showed "nil CAL"), nil for anything else.
  private func managedInitialValue(_ typeText: String?) -> Value {
    if Self.isToMany(typeText) { return LibraryType.set([]) }
    guard let typeText, !typeText.hasSuffix("?"), !typeText.hasSuffix("!") else { return .null }
    if typeText == "Bool" { return .bool(false) }
    if Self.floatingPointTypes.contains(typeText) { return .double(0) }
    if typeText == "Int" || Self.integerWidths[typeText] != nil { return .int(0) }
    return .null
  }

  /// Whether a managed object's property written `typeText` is a to-many relationship
  /// (`NSSet`, `NSSet?`): Core Data gives such a relationship of a new object an empty set,
  /// never nil (Apple, `NSManagedObject`, "Managed objects" and `mutableSetValue(forKey:)`: a
  /// to-many relationship is a set of the related objects).
  static func isToMany(_ typeText: String?) -> Bool {
    guard let typeText else { return false }
    return ["NSSet", "NSMutableSet"].contains(wrappedTypeName(typeText) ?? typeText)
  }

  /// `mutableSetValue(forKey: "stops")` on a program's managed object whose `stops` is a
  /// to-many relationship: the proxy whose changes are the relationship's (`ManagedSetProxy`);
  /// nil for any other call.
  func managedSetProxy(of base: Value, _ arguments: [Argument]) -> Value? {
    guard arguments.map(\.label) == ["forKey"],
      case .string(let key) = arguments[0].value, case .object(let object) = base,
      let type = userType(of: base), inheritsManagedObject(type),
      Self.isToMany(type.stored(key)?.typeText)
    else { return nil }
    return .opaque(ManagedSetProxy(object: object, key: key))
  }

  /// Whether `type`'s property `name` is declared of a program type that has `callAsFunction`.
  func declaresCallable(_ type: TypeDecl, _ name: String) -> Bool {
    guard let written = type.instanceProperty(name)?.typeText,
      let declared = model.type(named: ProgramModel.genericBase(written), from: type)
    else { return false }
    return declared.methods["callAsFunction"] != nil
  }

  /// The failure of a read or write of `object`'s managed property `name` when the object was
  /// made with `init()` (it has no entity: Core Data's "Failed to call designated initializer
  /// on NSManagedObject class" is what stops the app there); nil for any other access.
  func managedObjectFailure(_ object: ObjectReference, _ name: String, at node: some SyntaxProtocol)
    -> EvalError?
  {
    guard entitylessObjects.contains(ObjectIdentifier(object)),
      let type = model.types[object.typeName], type.stored(name)?.isPublished == true
    else { return nil }
    return failure(
      "managed-object-initializer",
      "Failed to call designated initializer on NSManagedObject class '\(type.name)'", at: node,
      messageKey: "runtime.managed-object-initializer", arguments: ["type": type.name])
  }

  /// Whether a program class descends from Core Data's `NSManagedObject`.
  func inheritsManagedObject(_ type: TypeDecl) -> Bool {
    type.rootClass.firstInherited == "NSManagedObject"
  }
}
