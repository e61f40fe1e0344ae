import IdentityEngine
import SwiftSyntax

extension Interpreter {
  // MARK: - Resolving places

  /// The name a chain of member reads starts from (`Realm` in `Realm.Configuration`); nil when
  /// it starts from anything else.
  static func rootReference(of expression: ExprSyntax) -> String? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      current = base
    }
    return current.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The place an assignable expression names.
  func lvalue(_ expr: ExprSyntax, _ ctx: Context) throws(EvalError) -> LValue {
    switch expr.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference):
      // `self = Color(red: …)` in an initializer or a `mutating` method: the whole value.
      if reference.baseName.tokenKind == .keyword(.self), let selfContext = ctx.selfContext {
        return LValue(root: .selfValue(selfContext), path: [])
      }
      return try namedPlace(reference.baseName.text, ctx, at: reference)
    case .memberAccessExpr(let member):
      let name = member.declName.baseName.text
      guard let base = member.base else {
        throw diagnostic(.unsupportedExpression, ["kind": "assignment to .\(name)"], at: member)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self),
        reference.baseName.tokenKind == .keyword(.self)
      {
        return try namedPlace(name, ctx, at: member, skipLocals: true)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self),
        let typeName = typeReference(reference, ctx)
      {
        // A stored type property is initialized on its first access, a write's too ("Stored
        // type properties are lazily initialized on their first access", The Swift
        // Programming Language, "Type Properties").
        if model.types[typeName]?.staticProperties[name] != nil {
          _ = try staticMember(typeName, name, at: member)
        }
        return LValue(root: .global("\(typeName).\(name)"), path: [])
      }
      // `Realm.Configuration.defaultConfiguration = config` where `Realm` comes from a package
      // not given (or an SDK type idlab does not model): a write into an opaque value, which
      // changes nothing idlab shows (opaque by default; until session 16 "`Vault` has no member
      // `Realm`", five files of the thirty-first unseen sample).
      if let root = Self.rootReference(of: base), ctx.scope.owner(of: root) == nil,
        ctx.selfContext?.type?.stored(root) == nil,
        isUnknownTypeName(root) || AppleSDKNames.framework(of: root) != nil
      {
        let value = Value.opaque(UnmodelledValue(base.trimmedDescription + "." + name))
        return .discarding(value)
      }
      // `UITabBar.appearance().backgroundColor = .white`: a property of what a call returns,
      // an object's (reference semantics) or, when opaque, a write that does nothing.
      if base.is(FunctionCallExprSyntax.self) {
        let value = try evaluate(base, ctx)
        if case .object(let object) = value {
          return LValue(root: .object(object), path: [.field(name)])
        }
        if value.unmodelled != nil {
          return .discarding(value)
        }
      }
      var place = try lvalue(base, ctx)
      let baseValue = try read(place, at: member)
      if case .object(let object) = baseValue {
        // `container.persistentStoreDescriptions.first!.url = …` on a program class that
        // subclasses `NSPersistentContainer`: a member it does not declare is its library
        // object's, written through that object (sample 40: "found nil").
        if let type = model.types[object.typeName], type.stored(name) == nil,
          type.computedProperties[name] == nil,
          !object.fields.contains(where: { $0.name == name }),
          let library = try libraryBase(of: baseValue, at: member)
        {
          var inherited = LValue.discarding(library)
          inherited.path = [.field(name)]
          return inherited
        }
        return LValue(
          root: .object(object), path: [.field(name)], isOptionalChain: place.isOptionalChain)
      }
      place.path.append(.field(name))
      return place
    case .subscriptCallExpr(let subscriptCall):
      // `Settings["volume"] = 5`: a type's static subscript.
      if model.declaresSubscripts,
        let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self),
        let typeName = typeReference(reference, ctx), model.types[typeName] != nil
      {
        let arguments = try evaluateArguments(
          subscriptCall.arguments, trailing: nil, extra: nil, ctx)
        let base = Value.opaque(TypeValue(typeName))
        if let (decl, type) = userSubscript(of: base, arguments) {
          return subscriptPlace(decl, of: type, in: .discarding(base), arguments, at: subscriptCall)
        }
      }
      var place = try lvalue(subscriptCall.calledExpression, ctx)
      if model.declaresSubscripts, let base = try? read(place, at: subscriptCall),
        userType(of: base)?.subscripts.isEmpty == false
      {
        let arguments = try evaluateArguments(
          subscriptCall.arguments, trailing: nil, extra: nil, ctx)
        if let (decl, type) = userSubscript(of: base, arguments) {
          // A class instance is changed in place; a structure through the place holding it.
          var holder = place
          if case .object = base { holder = .discarding(base) }
          return subscriptPlace(decl, of: type, in: holder, arguments, at: subscriptCall)
        }
      }
      guard let index = subscriptCall.arguments.first else {
        throw invalidArguments("subscript", .missingIndex, at: subscriptCall)
      }
      let key = try evaluate(index.expression, ctx)
      if let fallback = subscriptCall.arguments.first(where: { $0.label?.text == "default" }) {
        place.path.append(.entry(key, default: try evaluate(fallback.expression, ctx)))
      } else {
        place.path.append(.index(key))
      }
      return place
    case .forceUnwrapExpr(let unwrap):
      let place = try lvalue(unwrap.expression, ctx)
      if try read(place, at: unwrap) == .null { throw unwrapNil(unwrap) }
      return place
    case .optionalChainingExpr(let chaining):
      var place = try lvalue(chaining.expression, ctx)
      place.isOptionalChain = true
      return place
    case .tupleExpr(let tuple) where tuple.elements.count == 1:
      guard let only = tuple.elements.first else { break }
      return try lvalue(only.expression, ctx)
    default:
      break
    }
    throw diagnostic(.unsupportedExpression, ["kind": "assignment to this expression"], at: expr)
  }

  /// The place a bare name (or `self.name`) refers to.
  private func namedPlace(
    _ rawName: String, _ ctx: Context, at node: some SyntaxProtocol, skipLocals: Bool = false
  ) throws(EvalError) -> LValue {
    if !skipLocals, let owner = ctx.scope.owner(of: rawName) {
      if owner.values[rawName] != nil { return LValue(root: .local(owner, rawName), path: []) }
      if let alias = owner.aliases[rawName] { return LValue(root: .binding(alias), path: []) }
    }
    if let selfContext = ctx.selfContext {
      var name = rawName
      // `_title = Published(initialValue: title)`: the published property's storage.
      if name.hasPrefix("_"), let type = selfContext.type,
        let wrapped = type.stored(String(name.dropFirst())),
        wrapped.wrapper != .none || wrapped.isPublished
      {
        name = String(name.dropFirst())
      }
      if let type = selfContext.type, let property = type.stored(name) {
        if property.wrapper == .appStorage {
          return LValue(root: .binding(try appStorageBinding(property, in: type)), path: [])
        }
        // `_books = Query(…)` in an initializer: the instance's own query, kept in its field.
        if property.wrapper == .query, selfContext.isInitializer, rawName.hasPrefix("_") {
          return LValue(root: .selfValue(selfContext), path: [.field(name)])
        }
        if property.readsEnvironment, let state = selfContext.state {
          // Read-only: the place holds the value read, so `model.count += 1` writes the object.
          let read = Scope(parent: nil)
          read.declare(
            name,
            try environmentRead(
              property, state, default: field(name, of: selfContext.value), at: node))
          return LValue(root: .local(read, name), path: [])
        }
        if property.isStateLike {
          if let state = selfContext.state, !selfContext.isInitializer {
            return LValue(root: .state(state, name), path: [])
          }
          // `saver.onSave = onSave` in an initializer, for `@State private var saver = Saver()`:
          // the state's initial value, made from its default before the write (sample 41:
          // "no member `_saver`").
          if field("_" + name, of: selfContext.value) == nil, let initial = property.defaultValue,
            case .record(let typeName, var fields) = selfContext.value
          {
            let made = typed(
              try storedInitialValue(
                initial, Context(scope: Scope(parent: globalScope), staticType: type)),
              as: property.typeText)
            fields.append(Value.Field("_" + name, made))
            selfContext.value = .record(type: typeName, fields: fields)
          }
          return LValue(root: .selfValue(selfContext), path: [.field("_" + name)])
        }
        if property.wrapper == .binding, !selfContext.isInitializer,
          case .opaque(let opaque) = field(name, of: selfContext.value) ?? .null,
          let binding = opaque as? BindingValue
        {
          return LValue(root: .binding(binding.binding), path: [])
        }
        if property.wrapper == .binding, selfContext.isInitializer, rawName.hasPrefix("_") {
          return LValue(root: .selfValue(selfContext), path: [.field(name)])
        }
      }
      if let type = selfContext.type, let property = type.computedProperties[name],
        let setter = property.setter
      {
        return LValue(
          root: .binding(computedBinding(property, setter, selfContext, at: node)), path: [])
      }
      // `scale *= 2` in `class Globe: Entity`: the framework superclass's member, not simulated.
      if selfContext.type?.stored(name) == nil, field(name, of: selfContext.value) == nil,
        let superclass = frameworkSuperclass(ctx)
      {
        let value = Value.opaque(UnmodelledValue(superclass + "." + name))
        return .discarding(value)
      }
      // `NSApp?.appearance = mode` in a class's method: an SDK global the type does not
      // declare (S120 where it is written), whose write reaches nothing idlab shows (audit
      // sample AA's confirmation run said "no member `NSApp`").
      if selfContext.type?.stored(name) == nil, field(name, of: selfContext.value) == nil,
        AppleSDKNames.framework(of: name) != nil
      {
        return .discarding(.opaque(UnmodelledValue(name)))
      }
      if case .object(let object) = selfContext.value {
        return LValue(root: .object(object), path: [.field(name)])
      }
      // `wrappedValue = newValue` in `extension Binding { … }`: a write through the binding.
      if name == "wrappedValue", case .opaque(let opaque) = selfContext.value,
        let binding = opaque as? BindingValue
      {
        return LValue(root: .binding(binding.binding), path: [])
      }
      if selfContext.type?.stored(name) != nil || field(name, of: selfContext.value) != nil {
        return LValue(root: .selfValue(selfContext), path: [.field(name)])
      }
      // `httpAdditionalHeaders = …` in `extension URLSessionConfiguration`: a setting of the
      // library object the extension's code runs on (implicit `self`).
      if case .opaque(let opaque) = selfContext.value, opaque is any FoundationObject {
        return LValue(root: .selfValue(selfContext), path: [.field(name)])
      }
      // `self.maxConcurrentOperationCount = limit` after `self.init()` in `extension
      // OperationQueue`: a member of an SDK object idlab does not model; the write reaches
      // nothing idlab shows, a read is opaque.
      if case .opaque(let opaque) = selfContext.value, let sdk = opaque as? UnmodelledValue {
        let value = Value.opaque(UnmodelledValue(sdk.typeName + "." + name))
        return .discarding(value)
      }
    }
    if let type = ctx.staticType, type.staticProperties[rawName] != nil {
      _ = try staticMember(type.name, rawName, at: node)
      return LValue(root: .global("\(type.name).\(rawName)"), path: [])
    }
    if model.globals[rawName] != nil {
      _ = try globalName(rawName, at: node)
      return LValue(root: .global(rawName), path: [])
    }
    throw diagnostic(.unknownName, ["name": rawName], at: node)
  }

  /// Runs a computed property's `set` with `value` as `newValue` (or the name the setter gives
  /// it) on `selfContext`.
  func runSetter(_ setter: AccessorDeclSyntax, _ value: Value, _ selfContext: SelfContext)
    throws(EvalError)
  {
    guard let body = setter.body?.statements else { return }
    let scope = Scope(parent: globalScope)
    scope.declare(setter.parameters?.name.text ?? "newValue", value)
    let context = Context(scope: scope, selfContext: selfContext, staticType: selfContext.type)
    // A `_modify` (the coroutine form of a setter): its statements run around the place it
    // yields, which takes the new value, as the caller's in-place change would leave it.
    let saved = modifiedValue
    modifiedValue = setter.accessorSpecifier.tokenKind == .keyword(._modify) ? value : nil
    defer { modifiedValue = saved }
    _ = try runBody(body, context)
  }

  /// A computed property with a setter as a place: reading runs its getter, writing runs its
  /// `set` with `newValue` (or the name the setter gives it), on the same `self`.
  private func computedBinding(
    _ property: TypeDecl.Property, _ setter: AccessorDeclSyntax, _ selfContext: SelfContext,
    at node: some SyntaxProtocol
  ) -> Binding {
    let position = Syntax(node)
    return Binding(
      get: { [self] in
        (try? self.computedProperty(property, selfContext: selfContext, at: position)) ?? .null
      },
      set: { [self] value in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.runSetter(setter, value, selfContext)
          return .null
        }
      })
  }

  // MARK: - Reading and writing places

  func read(_ place: LValue, at node: some SyntaxProtocol) throws(EvalError) -> Value {
    let root: Value
    switch place.root {
    case .local(let scope, let name): root = scope.values[name] ?? .null
    case .binding(let binding): root = binding.get()
    case .state(let storage, let name): root = storage[name]
    case .selfValue(let selfContext): root = selfContext.value
    case .object(let object): root = .object(object)
    case .global(let key): root = globalValues[key] ?? .null
    }
    return try readPath(root, place.path, at: Syntax(node))
  }

  /// Whether a write into `value` reaches what it holds without writing `value` back: a
  /// reference, or an array of them (`container.persistentStoreDescriptions.first!.url = …`).
  static func holdsReferences(_ value: Value) -> Bool {
    switch value {
    case .opaque, .object: return true
    case .array(let elements): return elements.allSatisfy(holdsReferences)
    default: return false
    }
  }

  /// The type name of a structure's or an object's value; nil for any other value.
  private func recordOrObjectType(_ value: Value) -> String? {
    switch value {
    case .record(let type, _): return type
    case .object(let object): return object.typeName
    default: return nil
    }
  }

  /// Follows a path into a value.
  func readPath(_ value: Value, _ path: [PathComponent], at node: Syntax?) throws(EvalError)
    -> Value
  {
    var current = value
    for component in path {
      switch component {
      case .field(let name):
        if let found = field(name, of: current) {
          current = found
        } else if let node {
          current = try property(name, of: current, at: node)
        } else if current.unmodelled != nil {
          // A binding's read of an opaque value's member is opaque, as the read itself is
          // (`$store.items` of a store not given: sample 44 read it as nil, then blamed the
          // `ForEach` that got it).
          continue
        } else if let typeName = recordOrObjectType(current), let typeDecl = model.types[typeName],
          let property = typeDecl.computedProperties[name]
        {
          // A binding's read of a computed property (`$meeting.minutesAsDouble`, also of an
          // observed object: `$pot.wrappedName`).
          current = try computedProperty(
            property, selfContext: SelfContext(value: current, type: typeDecl),
            at: Syntax(TokenSyntax.identifier(name)))
        } else {
          current = .null
        }
      case .entry(let key, let fallback):
        if case .dictionary(let entries) = current {
          current = entries[key] ?? fallback
        } else {
          current = .null
        }
      case .index(let index):
        switch current {
        case .array(let elements):
          guard case .int(let i) = index, elements.indices.contains(i) else {
            throw indexFailure(index, at: node)
          }
          current = elements[i]
        case .dictionary(let entries):
          current = entries[index] ?? .null
        case .opaque(let opaque) where opaque is UnmodelledValue:
          // Opaque by default: a subscript on an opaque value gives it back.
          break
        default:
          if let node {
            throw diagnostic(
              .unsupportedExpression, ["kind": "subscript on \(typeName(of: current))"], at: node)
          }
          current = .null
        }
      }
    }
    return current
  }

  /// Mutates a place in place (no copy of the value it holds when it is uniquely referenced).
  func modify(
    _ place: LValue, at node: some SyntaxProtocol, _ body: (inout Value) throws(EvalError) -> Void
  )
    throws(EvalError)
  {
    let position = Syntax(node)
    if place.isOptionalChain, try read(place, at: node) == .null { return }
    switch place.root {
    case .local(let scope, let name):
      var value = scope.values.updateValue(.null, forKey: name) ?? .null
      defer { scope.values[name] = value }
      try modifyPath(&value, place.path[...], at: position, body)
    case .binding(let binding):
      var value = binding.get()
      try modifyPath(&value, place.path[...], at: position, body)
      do { try binding.set(value) } catch { throw wrapThrown(error) }
    case .state(let storage, let name):
      var value = storage[name]
      try modifyPath(&value, place.path[...], at: position, body)
      storage[name] = value
    case .selfValue(let selfContext):
      var value = selfContext.value
      selfContext.value = .null
      defer { selfContext.value = value }
      try modifyPath(&value, place.path[...], at: position, body)
    case .object(let object):
      guard case .field(let name) = place.path.first else {
        var value = Value.object(object)
        try modifyPath(&value, place.path[...], at: position, body)
        return
      }
      if let index = object.fields.firstIndex(where: { $0.name == name }) {
        if let failure = managedObjectFailure(object, name, at: position) { throw failure }
        // `bumped += 1` on a `lazy var` not yet read: computed first, as a read would.
        if object.fields[index].value.isPendingLazy, let type = model.types[object.typeName] {
          _ = try lazyValue(name, of: object, type)
        }
        var value = object.fields[index].value
        object.fields[index].value = .null
        defer {
          object.fields[index].value = value
          objectDidChange(object, name)
        }
        try modifyPath(&value, place.path.dropFirst(), at: position, body)
      } else if let type = model.types[object.typeName],
        let property = type.computedProperties[name], let setter = property.setter
      {
        // `$pot.wrappedName`: an object's computed property with a setter, through its getter
        // and its setter (the setter's writes notify as any write does).
        let selfContext = SelfContext(value: .object(object), type: type)
        var current = try computedProperty(property, selfContext: selfContext, at: position)
        try modifyPath(&current, place.path.dropFirst(), at: position, body)
        try runSetter(setter, current, selfContext)
      } else {
        var value = Value.null
        try modifyPath(&value, place.path.dropFirst(), at: position, body)
        object.fields.append(Value.Field(name, value))
        objectDidChange(object, name)
      }
    case .global(let key):
      var value = globalValues.updateValue(.null, forKey: key) ?? .null
      defer { globalValues[key] = value }
      try modifyPath(&value, place.path[...], at: position, body)
    }
  }

  /// Mutates the part of `value` a path names.
  func modifyPath(
    _ value: inout Value, _ path: ArraySlice<PathComponent>, at node: Syntax?,
    _ body: (inout Value) throws(EvalError) -> Void
  ) throws(EvalError) {
    guard let first = path.first else {
      try body(&value)
      return
    }
    let rest = path.dropFirst()
    let anchor = node ?? Syntax(TokenSyntax.identifier(""))
    switch first {
    case .field(let name):
      if try modifyLibraryProperty(&value, name, rest, at: anchor, body) { return }
      if case .record(let type, var fields) = value {
        value = .null
        defer { value = .record(type: type, fields: fields) }
        if let index = fields.firstIndex(where: { $0.name == name }) {
          if rest.isEmpty, let typeDecl = model.types[type],
            typeDecl.stored(name)?.wrapper == .binding,
            case .opaque(let opaque) = fields[index].value, let binding = opaque as? BindingValue
          {
            try modify(LValue(root: .binding(binding.binding), path: []), at: anchor, body)
            return
          }
          try modifyPath(&fields[index].value, rest, at: node, body)
        } else if let typeDecl = model.types[type],
          let property = typeDecl.computedProperties[name],
          let setter = property.setter
        {
          // `$meeting.minutesAsDouble`: a computed property with a setter, through its getter
          // and its setter, on the structure itself.
          let selfContext = SelfContext(value: .record(type: type, fields: fields), type: typeDecl)
          var current = try computedProperty(property, selfContext: selfContext, at: anchor)
          try modifyPath(&current, rest, at: node, body)
          try runSetter(setter, current, selfContext)
          if case .record(_, let updated) = selfContext.value { fields = updated }
        } else {
          var fresh = Value.null
          try modifyPath(&fresh, rest, at: node, body)
          fields.append(Value.Field(name, fresh))
        }
        return
      }
      if case .object(let object) = value {
        try modify(
          LValue(root: .object(object), path: [.field(name)] + Array(rest)), at: anchor, body)
        return
      }
      if case .opaque(let opaque) = value, let binding = opaque as? BindingValue {
        try modify(
          LValue(root: .binding(binding.binding), path: [.field(name)] + Array(rest)), at: anchor,
          body)
        return
      }
      // `configuration.headers = .default`: a computed property the program's extension of the
      // library type declares, through its getter and its setter, on the object itself.
      if case .opaque(let opaque) = value, opaque is any FoundationObject,
        let extended = model.libraryExtensions[value.swiftTypeName],
        let property = extended.computedProperties[name], let setter = property.setter
      {
        let selfContext = SelfContext(value: value, type: extended)
        var current = try computedProperty(property, selfContext: selfContext, at: anchor)
        try modifyPath(&current, rest, at: node, body)
        try runSetter(setter, current, selfContext)
        return
      }
      // A setting of the object, or a write into one it holds; a write through a property its
      // library type reads (`container.viewContext.…`) is below.
      if case .opaque(let opaque) = value, let object = opaque as? any FoundationObject,
        rest.isEmpty || object.property(name) != nil
      {
        try modifyProperty(of: object, name, rest, at: anchor, body)
        return
      }
      // `container.viewContext.automaticallyMergesChangesFromParent = true`: a write through a
      // library object's property into the object it holds, a reference (nothing to write back).
      if !rest.isEmpty, case .opaque = value, LibraryCatalogue.type(of: value, run: self) != nil,
        var part = try LibraryCatalogue.property(name, of: value, at: anchor, run: self),
        Self.holdsReferences(part)
      {
        try modifyPath(&part, rest, at: node, body)
        return
      }
      // `descriptions.first!.url = …`: `first`/`last` are get-only, so the write reaches the
      // element, a reference (Swift refuses it for a value).
      if name == "first" || name == "last", case .array(let elements) = value,
        var element = name == "first" ? elements.first : elements.last,
        Self.holdsReferences(element)
      {
        try modifyPath(&element, rest, at: node, body)
        return
      }
      // A setting of the model context (`automaticallyMergesChangesFromParent`, `mergePolicy`):
      // accepted, and it changes nothing in idlab's one store.
      if case .opaque(let opaque) = value, opaque is ModelStore { return }
    case .entry(let key, let fallback):
      if case .dictionary(var entries) = value {
        value = .null
        defer { value = .dictionary(entries) }
        var entry = entries.removeValue(forKey: key) ?? fallback
        try modifyPath(&entry, rest, at: node, body)
        if entry != .null { entries[key] = entry }
        return
      }
    case .index(let index):
      if case .array(var elements) = value {
        guard case .int(let i) = index, elements.indices.contains(i) else {
          throw indexFailure(index, at: node)
        }
        value = .null
        defer { value = .array(elements) }
        try modifyPath(&elements[i], rest, at: node, body)
        return
      }
      if case .dictionary(var entries) = value {
        value = .null
        defer { value = .dictionary(entries) }
        var entry = entries.removeValue(forKey: index) ?? .null
        try modifyPath(&entry, rest, at: node, body)
        if entry != .null { entries[index] = entry }
        return
      }
    }
    if value == .null {
      if let node { throw unwrapNil(node) }
      throw .failure(
        RuntimeFailure(
          id: "unwrap-nil", message: "Unexpectedly found nil while unwrapping an Optional value"))
    }
    // `monitor.pathUpdateHandler = …`, `player.volume += 1`: writing into a value idlab does
    // not simulate changes nothing it can show. So does a write into a library type's member
    // that idlab could not name (`session.delegate = self` for `session: WCSession =
    // .default`, a bare `.default`; sample 52 stopped as "value of type `Any` has no member").
    if value.unmodelled != nil { return }
    if case .field = first, case .enumCase("", _, _) = value { return }
    // `request.fetchLimit = 1`, `context.autosaveEnabled = false`: writing a member idlab does
    // not simulate of an Apple framework's value changes nothing it can show.
    if case .field(let name) = first, sdkMember(name, of: value) != nil { return }
    // `text.font = .headline` on an `AttributedString`, simulated as its characters: its
    // attributes only style its text, which the screen does not draw.
    if case .string = value, case .field(let name) = first,
      Self.attributedStringAttributes.contains(name)
    {
      return
    }
    let description: String
    switch first {
    case .field(let name): description = ".\(name)"
    case .index, .entry: description = "subscript"
    }
    if let node {
      throw diagnostic(
        .unknownMember, ["member": description, "type": typeName(of: value)], at: node)
    }
    throw .failure(
      RuntimeFailure(id: "unsupported", message: "cannot assign through \(description)"))
  }

  /// Why `elements[index]` cannot be read or written: an index idlab does not know (an opaque
  /// value such as `abs(name.hashValue) % 3`: what it depends on, never "out of range"), else
  /// Swift's trap, located at `node` when there is one.
  private func indexFailure(_ index: Value, at node: Syntax?) -> EvalError {
    guard let node else {
      return .failure(RuntimeFailure(id: "index-out-of-range", message: "Index out of range"))
    }
    if let unmodelled = index.unmodelled { return dependsOnUnmodelled(unmodelled, at: node) }
    return indexOutOfRange(node)
  }

  /// The attributes of an `AttributedString` a program sets (SwiftUI's and Foundation's
  /// attribute scopes, `AttributeScopes.SwiftUIAttributes` and `FoundationAttributes`).
  static let attributedStringAttributes: Set<String> = [
    "font", "foregroundColor", "backgroundColor", "strikethroughStyle", "underlineStyle", "kern",
    "tracking", "baselineOffset", "link", "languageIdentifier", "inlinePresentationIntent",
    "presentationIntent", "imageURL", "alternateDescription", "morphology", "accessibilityLabel",
  ]

  /// Assigns a value to an assignable expression.
  func assign(_ value: Value, to target: ExprSyntax, _ ctx: Context) throws(EvalError) {
    if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      if value.unmodelled != nil {
        for element in tuple.elements { try assign(value, to: element.expression, ctx) }
        return
      }
      guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
        throw invalidArguments("=", .tupleShape, at: target)
      }
      for (element, part) in zip(tuple.elements, elements) {
        try assign(part.value, to: element.expression, ctx)
      }
      return
    }
    let place = try lvalue(target, ctx)
    // `geometry = (2, 1)` for `let geometry: (radius: CGFloat, y: CGFloat)` declared without a
    // value: the value takes the declared type, labels and all (the audit's sample W).
    if case .local(let scope, let name) = place.root, place.path.isEmpty,
      let type = scope.deferredTypes?[name]
    {
      let converted = typed(value, as: type)
      try modify(place, at: target) { (current: inout Value) throws(EvalError) in
        current = converted
      }
      return
    }
    // `car.total = 100` for an object's computed property with a setter: the setter alone runs,
    // with the value as `newValue` ("Computed Properties", The Swift Programming Language: an
    // assignment calls the setter; the getter, which may read what the setter is about to
    // write, is not called; sample 61's getter unwrapped a nil the setter filled).
    if place.path.count == 1, case .field(let name) = place.path[0],
      let object = placeObject(place), !object.fields.contains(where: { $0.name == name }),
      let type = model.types[object.typeName], let property = type.computedProperties[name],
      let setter = property.setter
    {
      let newValue = property.typeText.map { typed(value, as: $0) } ?? value
      try runSetter(setter, newValue, SelfContext(value: .object(object), type: type))
      return
    }
    // `shelf.jars = [jar]`: an object's stored property takes the value as its declared type
    // (an array literal for an `NSSet?` is the set), whatever it held before (nil here).
    let value = declaredType(of: place).map { typed(value, as: $0) } ?? value
    try modify(place, at: target) { (current: inout Value) throws(EvalError) in
      current = typed(value, like: current)
    }
  }

  /// The declared type of the stored property a place writes, when it is one property of an
  /// object of the program (`shelf.jars`, or `jars` inside the class).
  private func declaredType(of place: LValue) -> String? {
    guard place.path.count == 1, case .field(let name) = place.path[0],
      let object = placeObject(place)
    else { return nil }
    return model.types[object.typeName]?.stored(name)?.typeText
  }

  /// The object whose property a place names (`shelf` of `shelf.jars`, `self` inside the
  /// class), nil for any other place.
  private func placeObject(_ place: LValue) -> ObjectReference? {
    switch place.root {
    case .object(let object): return object
    case .selfValue(let context):
      guard case .object(let object) = context.value else { return nil }
      return object
    default: return nil
    }
  }
}
