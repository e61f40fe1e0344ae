import IdentityEngine
import SwiftSyntax

/// SwiftData as an empty in-memory store: `@Model` classes are observable, `@Query` reads the
/// store's instances of its element type, `modelContext.insert(_:)`/`delete(_:)` change it and
/// re-run the bodies whose `@Query` read that type (see docs/semantics.md, "Observation").
extension Interpreter {
  /// The order a `@Query(sort: \Item.field, order: .reverse)` attribute asks for; nil without a
  /// key path `sort:` (a `filter:` predicate is accepted and not evaluated).
  static func querySort(of attribute: AttributeSyntax) -> TypeDecl.QuerySort? {
    guard case .argumentList(let list) = attribute.arguments else { return nil }
    let sort = list.first { $0.label?.text == "sort" || $0.label == nil }?.expression
    guard let keyPath = sort?.as(KeyPathExprSyntax.self),
      let field = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return nil }
    let order = list.first { $0.label?.text == "order" }?.expression.trimmedDescription
    return TypeDecl.QuerySort(
      field: field.declName.baseName.text,
      reverse: order == ".reverse" || order == "SortOrder.reverse")
  }

  /// The order the first sort descriptor of a `@FetchRequest(sortDescriptors: […])` asks for:
  /// `SortDescriptor(\.title)`, `SortDescriptor(\Book.title, order: .reverse)`,
  /// `NSSortDescriptor(keyPath: \Book.title, ascending: false)` or `NSSortDescriptor(key: "title",
  /// ascending: true)`; nil without one (the later descriptors only break ties: not read).
  static func fetchRequestSort(of attribute: AttributeSyntax) -> TypeDecl.QuerySort? {
    guard case .argumentList(let list) = attribute.arguments,
      let array = list.first(where: { $0.label?.text == "sortDescriptors" })?.expression.as(
        ArrayExprSyntax.self),
      let call = array.elements.first?.expression.as(FunctionCallExprSyntax.self)
    else { return nil }
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

  /// The value of a `@Query var items: [Item]` property: the store's `Item`s, sorted as asked.
  /// The running body becomes a reader of `Item`.
  func queryResults(_ property: TypeDecl.Property) -> Value {
    var typeName = property.typeText ?? ""
    if typeName.hasPrefix("["), typeName.hasSuffix("]") {
      typeName = String(typeName.dropFirst().dropLast())
    } else if typeName.hasPrefix("FetchedResults<"), typeName.hasSuffix(">") {
      typeName = String(typeName.dropFirst("FetchedResults<".count).dropLast())
    }
    let store = property.readsCoreData ? coreDataStore : modelStore
    if let storage = observingStorage { store.readers.track(storage, property: typeName) }
    var values = store.instances(of: typeName).map(Value.object)
    if let sort = property.querySort {
      let keys = values.map { field(sort.field, of: $0) ?? .null }
      let order = keys.indices.sorted { left, right in
        sort.reverse ? isLess(keys[right], keys[left]) : isLess(keys[left], keys[right])
      }
      values = order.map { values[$0] }
    }
    return .array(values)
  }

  /// `insert(_:)`, `delete(_:)`, `save()` of the model context; nil for any other name.
  func modelContextMethod(
    _ name: String, _ store: ModelStore, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch name {
    case "save", "processPendingChanges":
      return .null
    case "insert", "delete":
      guard arguments.count == 1, case .object(let object) = arguments[0].value else {
        throw diagnostic(
          .invalidArguments, ["name": name, "detail": "expected one model instance"], at: node)
      }
      let changed = name == "insert" ? store.insert(object) : store.delete(object)
      if changed {
        for storage in store.readers.affected(by: object.typeName) { storage.invalidate() }
      }
      return .null
    default:
      return nil
    }
  }
}
