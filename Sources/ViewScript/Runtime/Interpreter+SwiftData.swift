import IdentityEngine
import SwiftSyntax

/// SwiftData as an empty in-memory store: `@Model` classes are observable, `@Query` reads the
/// store's instances of its element type, `modelContext.insert(_:)`/`delete(_:)` change it and
/// re-run the bodies whose `@Query` read that type; every `ModelContainer` a run builds has that
/// store as its `mainContext` (see docs/semantics.md, "Observation").
extension Interpreter {
  /// The order a `@Query(sort: \Item.field, order: .reverse)` attribute asks for; empty without
  /// a key path `sort:` (a `filter:` predicate is `TypeDecl.Property.queryFilter`).
  static func querySort(of attribute: AttributeSyntax) -> [TypeDecl.QuerySort] {
    guard case .argumentList(let list) = attribute.arguments else { return [] }
    return querySort(of: list)
  }

  /// The order a `Query`'s arguments ask for (the attribute's, or `Query(sort:order:)`'s).
  static func querySort(of list: LabeledExprListSyntax) -> [TypeDecl.QuerySort] {
    let sort = list.first { $0.label?.text == "sort" || $0.label == nil }?.expression
    // `@Query(sort: [SortDescriptor(\Book.title), …])`: each descriptor's order in turn.
    if sort?.is(ArrayExprSyntax.self) == true { return sorts(in: sort) }
    guard let keyPath = sort?.as(KeyPathExprSyntax.self),
      let field = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return [] }
    let order = list.first { $0.label?.text == "order" }?.expression.trimmedDescription
    return [
      TypeDecl.QuerySort(
        field: field.declName.baseName.text,
        reverse: order == ".reverse" || order == "SortOrder.reverse")
    ]
  }

  /// The order the sort descriptors of a `@FetchRequest(sortDescriptors: […])` ask for.
  static func fetchRequestSort(of attribute: AttributeSyntax) -> [TypeDecl.QuerySort] {
    guard case .argumentList(let list) = attribute.arguments else { return [] }
    return sorts(in: list.first { $0.label?.text == "sortDescriptors" }?.expression)
  }

  /// The orders an array literal of sort descriptors asks for, first to last:
  /// `SortDescriptor(\.title)`, `SortDescriptor(\Book.title, order: .reverse)`,
  /// `NSSortDescriptor(keyPath: \Book.title, ascending: false)` or `NSSortDescriptor(key: "title",
  /// ascending: true)`; the descriptors after one that is not of these forms are not read.
  static func sorts(in array: ExprSyntax?) -> [TypeDecl.QuerySort] {
    var found: [TypeDecl.QuerySort] = []
    for element in array?.as(ArrayExprSyntax.self)?.elements ?? [] {
      guard let sort = sort(of: element.expression) else { break }
      found.append(sort)
    }
    return found
  }

  /// The order one sort descriptor's call asks for; nil when it is not one of `sorts(in:)`'s
  /// forms.
  private static func sort(of expression: ExprSyntax) -> TypeDecl.QuerySort? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    let arguments = call.arguments
    var field: String?
    if let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
      let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    {
      field = last.declName.baseName.text
    } else if let key = arguments.first(where: { $0.label?.text == "key" })?.expression.as(
      StringLiteralExprSyntax.self)
    {
      field = key.segments.trimmedDescription
    }
    guard let field else { return nil }
    let order = arguments.first { $0.label?.text == "order" }?.expression.trimmedDescription
    let ascending = arguments.first { $0.label?.text == "ascending" }?.expression.trimmedDescription
    return TypeDecl.QuerySort(
      field: field,
      reverse: order == ".reverse" || order == "SortOrder.reverse" || ascending == "false")
  }

  /// `_books = Query(filter: #Predicate { … }, sort: \Book.title)` in a view's initializer: the
  /// query that view instance makes, its filter (evaluated where it is written, so it reads
  /// the initializer's parameters) and its order, which its `@Query` property reads instead of
  /// the attribute's (Apple, `Query.init(filter:sort:order:transaction:)`; sample 48 ignored
  /// them).
  func queryDescriptor(_ call: FunctionCallExprSyntax, _ ctx: Context) throws(EvalError) -> Value {
    var sorts = Self.querySort(of: call.arguments)
    // `order: descending ? .reverse : .forward`: the order, evaluated where it is written.
    if let order = call.arguments.first(where: { $0.label?.text == "order" }), sorts.count == 1,
      case .enumCase(_, let name, []) = try evaluate(order.expression, ctx)
    {
      sorts[0] = TypeDecl.QuerySort(field: sorts[0].field, reverse: name == "reverse")
    }
    let filter = try call.arguments.first { $0.label?.text == "filter" }.map {
      (argument) throws(EvalError) -> Value in try evaluate(argument.expression, ctx)
    }
    return .record(
      type: "Query",
      fields: [
        Value.Field("sort", Self.sortDescriptors(sorts)),
        Value.Field("predicate", filter ?? .null),
      ])
  }

  /// The value of a `@Query var items: [Item]` property: the store's `Item`s its `filter:`
  /// predicate accepts, sorted as asked (by `given`, the `Query` the instance's initializer
  /// made, when there is one). The running body becomes a reader of `Item`.
  func queryResults(_ property: TypeDecl.Property, given: Value? = nil) throws(EvalError) -> Value {
    var typeName = property.typeText ?? ""
    if typeName.hasPrefix("["), typeName.hasSuffix("]") {
      typeName = String(typeName.dropFirst().dropLast())
    } else if typeName.hasPrefix("FetchedResults<"), typeName.hasSuffix(">") {
      typeName = String(typeName.dropFirst("FetchedResults<".count).dropLast())
    }
    // `[Store.Jar]` for a model nested in another type (a `VersionedSchema`): the type its
    // instances are made as (sample 43's query found none).
    if let declared = model.type(named: typeName, from: nil) { typeName = declared.name }
    if let given, case .record("Query", _) = given {
      let found = instances(
        of: typeName, in: property.readsCoreData ? coreDataStore : modelStore,
        sorted: sorts(of: given), tracking: true)
      return try filtered(found, by: field("predicate", of: given) ?? .null, at: property.syntax)
    }
    let found = instances(
      of: typeName, in: property.readsCoreData ? coreDataStore : modelStore,
      sorted: property.querySort, tracking: true)
    // A request idlab does not model, passed to the view (`Garages(garages: FetchRequest(…))`):
    // an empty store gives nothing whatever it asks; otherwise which instances it gives, and in
    // which order, is what it holds.
    if let given, case .opaque(let opaque) = given, let request = opaque as? UnmodelledValue {
      if case .array(let items) = found, items.isEmpty { return found }
      return .opaque(request)
    }
    guard let filter = property.queryFilter else { return found }
    // The attribute's predicate sees the program's globals, not the view.
    let predicate = try evaluate(
      filter, Context(scope: Scope(parent: globalScope), selfContext: nil, staticType: nil))
    return try filtered(found, by: predicate, at: filter)
  }

  /// The instances of `found` that `predicate` (a `#Predicate`'s closure) accepts; all of them
  /// when it is not one.
  func filtered(_ found: Value, by predicate: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    guard case .opaque(let opaque) = predicate, let function = opaque as? FunctionValue,
      case .array(let items) = found
    else { return found }
    var kept: [Value] = []
    for item in items
    where try bool(try call(function, [Argument(label: nil, value: item)], at: node), at: node) {
      kept.append(item)
    }
    return .array(kept)
  }

  /// The store's instances of `typeName`, sorted as asked. For a query (`tracking`), the running
  /// body becomes a reader of the type; a `context.fetch` does not subscribe anything (Apple:
  /// `@Query` and `@FetchRequest` keep "in sync with the underlying data"; a fetch returns what
  /// the store holds then).
  private func instances(
    of typeName: String, in store: ModelStore, sorted sorts: [TypeDecl.QuerySort],
    tracking: Bool
  )
    -> Value
  {
    if tracking, let storage = observingStorage {
      store.readers.track(storage, property: typeName)
    }
    var values = store.instances(of: typeName).map(Value.object)
    if !sorts.isEmpty {
      // Each descriptor in turn: the first orders, the next breaks its ties (SwiftData,
      // `FetchDescriptor.sortBy`: "The fetch applies the sort descriptors in the same order as
      // they appear in the array").
      let keys = values.map { value in sorts.map { field($0.field, of: value) ?? .null } }
      let order = keys.indices.sorted { left, right in
        for (position, sort) in sorts.enumerated() {
          let (a, b) = (keys[left][position], keys[right][position])
          if isLess(a, b) { return !sort.reverse }
          if isLess(b, a) { return sort.reverse }
        }
        return false
      }
      values = order.map { values[$0] }
    }
    return .array(values)
  }

  /// The `sort` field of a `FetchDescriptor` or `Query` record: its `SortDescriptor` records.
  static func sortDescriptors(_ sorts: [TypeDecl.QuerySort]) -> Value {
    .array(
      sorts.map { sort in
        .record(
          type: "SortDescriptor",
          fields: [
            Value.Field("field", .string(sort.field)), Value.Field("reverse", .bool(sort.reverse)),
          ])
      })
  }

  /// The order a `FetchDescriptor` or `Query` record asks for, first to last.
  func sorts(of descriptor: Value) -> [TypeDecl.QuerySort] {
    guard case .array(let descriptors)? = field("sort", of: descriptor) else { return [] }
    return descriptors.compactMap { sort in
      guard case .string(let key)? = field("field", of: sort) else { return nil }
      return TypeDecl.QuerySort(field: key, reverse: field("reverse", of: sort) == .bool(true))
    }
  }

  /// `FetchDescriptor<Word>(predicate:sortBy:)`: a record of the model type it fetches, its
  /// predicate (a `#Predicate`'s closure, with what it captures) and the order its sort
  /// descriptors ask for (`sort`: a list of `SortDescriptor` records, field and order).
  func fetchDescriptor(_ call: FunctionCallExprSyntax, model typeName: String, _ ctx: Context)
    throws(EvalError) -> Value
  {
    let sorts = Self.sorts(in: call.arguments.first { $0.label?.text == "sortBy" }?.expression)
    let predicate = try call.arguments.first { $0.label?.text == "predicate" }.map {
      (argument) throws(EvalError) -> Value in try evaluate(argument.expression, ctx)
    }
    return .record(
      type: "FetchDescriptor",
      fields: [
        Value.Field("model", .string(typeName)),
        Value.Field("sort", Self.sortDescriptors(sorts)),
        Value.Field("predicate", predicate ?? .null),
      ])
  }

  /// `insert(_:)`, `delete(_:)`, `delete(model:where:)`, `save()`, `fetch(_:)` and
  /// `fetchCount(_:)` of the model context; nil for any other name.
  func modelContextMethod(
    _ name: String, _ store: ModelStore, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch name {
    case "save", "rollback":
      store.hasChanges = false
      return .null
    case "processPendingChanges":
      return .null
    case "fetch", "fetchCount", "count":
      // `context.fetch(FetchDescriptor<Word>())`: the store's instances, as `@Query` reads them.
      guard let descriptor = arguments.first?.value,
        case .string(let typeName)? = field("model", of: descriptor)
      else { return nil }
      let found = try filtered(
        instances(of: typeName, in: store, sorted: sorts(of: descriptor), tracking: false),
        by: field("predicate", of: descriptor) ?? .null, at: node)
      guard name != "fetch", case .array(let items) = found else { return found }
      return .int(items.count)
    case "delete" where arguments.first?.label == "model":
      // `delete(model:where:includeSubclasses:)`: every instance of the model type that the
      // predicate accepts (all of them without one).
      guard case .opaque(let opaque) = arguments[0].value, let metatype = opaque as? TypeValue,
        model.types[metatype.name]?.conformances.contains("PersistentModel") == true
      else { throw invalidArguments(name, .modelInstanceNeeded, at: node) }
      let predicate = arguments.first { $0.label == "where" }?.value ?? .null
      guard
        case .array(let doomed) = try filtered(
          .array(store.instances(of: metatype.name).map(Value.object)), by: predicate, at: node)
      else { return .null }
      var changed: [ObjectReference] = []
      for case .object(let object) in doomed where store.delete(object) { changed.append(object) }
      invalidateReaders(of: changed, in: store)
      return .null
    case "insert", "delete":
      guard arguments.count == 1, case .object(let object) = arguments[0].value else {
        throw invalidArguments(name, .modelInstanceNeeded, at: node)
      }
      let changed =
        name == "insert"
        ? relatedModels(of: object).filter { store.insert($0) }
        : store.delete(object) ? [object] : []
      invalidateReaders(of: changed, in: store)
      return .null
    default:
      return nil
    }
  }

  /// The bodies whose queries read the types of the `changed` instances run again.
  private func invalidateReaders(of changed: [ObjectReference], in store: ModelStore) {
    for typeName in Set(changed.map(\.typeName)) {
      for storage in store.readers.affected(by: typeName) { storage.invalidate() }
    }
  }

  /// `object` and the `@Model` instances its stored properties reach, directly, in an array or
  /// through another of them, each once, depth first in declaration order: what inserting
  /// `object` inserts.
  private func relatedModels(of object: ObjectReference) -> [ObjectReference] {
    var found: [ObjectReference] = []
    var pending = [object]
    while let next = pending.popLast() {
      guard !found.contains(where: { $0 === next }) else { continue }
      found.append(next)
      var reached: [ObjectReference] = []
      for field in next.fields {
        let values: [Value]
        if case .array(let items) = field.value { values = items } else { values = [field.value] }
        for case .object(let related) in values
        where model.types[related.typeName]?.conformances.contains("PersistentModel") == true {
          reached.append(related)
        }
      }
      pending += reached.reversed()
    }
    return found
  }

  /// `Schema([Item.self, …])`, `ModelConfiguration(…)`, `ModelContainer(for: …, configurations:
  /// …)` and `ModelContext(container)`; nil for any other name. A container is a record whose
  /// `mainContext` is the run's one store, whatever its configurations say.
  func swiftDataInitializer(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    func labeled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
    switch name {
    case "Schema":
      return try schema(
        Self.flattened(arguments.filter { $0.label == nil }.map(\.value)), of: name, at: node)
    case "ModelConfiguration":
      var schema = labeled("schema") ?? .null
      if let types = Self.variadic("for", in: arguments) {
        schema = try self.schema(types, of: name, at: node)
      }
      var configurationName = Value.null
      if let first = arguments.first, first.label == nil, case .string = first.value {
        configurationName = first.value
      }
      return .record(
        type: name,
        fields: [
          Value.Field("name", configurationName), Value.Field("schema", schema),
          Value.Field("isStoredInMemoryOnly", labeled("isStoredInMemoryOnly") ?? .bool(false)),
          Value.Field("allowsSave", labeled("allowsSave") ?? .bool(true)),
        ])
    case "ModelContainer":
      guard let given = Self.variadic("for", in: arguments) else {
        throw invalidArguments(name, .missingArgument, ["label": "for:"], at: node)
      }
      var schema = given[0]
      if case .record("Schema", _) = schema {
      } else {
        schema = try self.schema(given, of: name, at: node)
      }
      let configurations = Self.flattened(Self.variadic("configurations", in: arguments) ?? [])
      for configuration in configurations {
        guard case .record("ModelConfiguration", _) = configuration else {
          throw invalidArguments(name, .modelConfigurationsNeeded, at: node)
        }
      }
      return .record(
        type: name,
        fields: [
          Value.Field("schema", schema), Value.Field("configurations", .array(configurations)),
          Value.Field("mainContext", .opaque(modelStore)),
        ])
    case "ModelContext":
      guard arguments.count == 1, case .record("ModelContainer", _) = arguments[0].value else {
        throw invalidArguments(name, .modelContainerNeeded, at: node)
      }
      return .opaque(modelStore)
    default:
      return nil
    }
  }

  /// A variadic parameter's values: the argument labelled `label` and the unlabelled ones after
  /// it; nil without that label.
  private static func variadic(_ label: String, in arguments: [Argument]) -> [Value]? {
    guard let start = arguments.firstIndex(where: { $0.label == label }) else { return nil }
    return [arguments[start].value]
      + arguments[(start + 1)...].prefix { $0.label == nil }.map(\.value)
  }

  /// `values` with each array replaced by its elements (`Schema([A.self])` and `(A.self)`).
  private static func flattened(_ values: [Value]) -> [Value] {
    values.flatMap { value -> [Value] in
      if case .array(let items) = value { return items }
      return [value]
    }
  }

  /// A `Schema` of `@Model` class metatypes (`Item.self`), its entities named after them.
  private func schema(
    _ types: [Value], of name: String, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    var entities: [Value] = []
    for type in types {
      let entity: String
      if case .opaque(let opaque) = type, let metatype = opaque as? TypeValue,
        model.types[metatype.name]?.conformances.contains("PersistentModel") == true
      {
        entity = metatype.name
      } else if case .opaque(let opaque) = type, let unknown = opaque as? UnmodelledValue {
        // A model class of a file not given (`Book.self` of another module): an entity of
        // that name, empty like every store of a fresh install or an in-memory one.
        entity = unknown.typeName
      } else {
        throw invalidArguments(name, .modelClassesNeeded, at: node)
      }
      entities.append(
        .record(type: "Schema.Entity", fields: [Value.Field("name", .string(entity))]))
    }
    return .record(type: "Schema", fields: [Value.Field("entities", .array(entities))])
  }
}
