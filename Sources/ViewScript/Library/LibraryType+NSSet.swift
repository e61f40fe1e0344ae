import IdentityEngine

extension LibraryType {
  /// `NSSet`, as a Core Data entity's to-many relationship holds its objects (docs/semantics.md,
  /// Core Data): a record of its distinct objects, in the order they were added (Foundation
  /// leaves the order unspecified; idlab keeps one so that every run shows the same).
  static let nsSet: LibraryType = {
    var type = LibraryType("NSSet", values: .records)
    type.initializers = [
      "init()": { _ in set([]) },
      "init(array:)": { call in set(elements(call.argument("array"))) },
      "init(object:)": { call in set([call.argument("object")]) },
    ]
    type.properties = [
      "allObjects": { call in .array(objects(call.receiver)) },
      "count": { call in .int(objects(call.receiver).count) },
    ]
    type.methods = [
      "adding(_:)": { call in set(objects(call.receiver) + [call.unlabelled]) },
      "addingObjects(from:)": { call in
        set(objects(call.receiver) + elements(call.argument("from")))
      },
      "contains(_:)": { call in .bool(objects(call.receiver).contains(call.unlabelled)) },
      "anyObject()": { call in objects(call.receiver).first ?? .null },
    ]
    return type
  }()

  /// An `NSSet` of `values`, each once, in the order first given.
  static func set(_ values: [Value]) -> Value {
    var distinct: [Value] = []
    for value in values where !distinct.contains(value) { distinct.append(value) }
    return .record(type: nsSet.name, fields: [Value.Field("objects", .array(distinct))])
  }

  /// The objects of an `NSSet` value.
  static func objects(_ set: Value) -> [Value] {
    guard case .record(_, let fields) = set, case .array(let values)? = fields.first?.value
    else { return [] }
    return values
  }

  /// The elements of an array or of another `NSSet`.
  static func elements(_ value: Value) -> [Value] {
    if case .array(let values) = value { return values }
    return objects(value)
  }
}
