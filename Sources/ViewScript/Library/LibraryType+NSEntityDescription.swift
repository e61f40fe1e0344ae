import IdentityEngine

extension LibraryType {
  /// Core Data's `NSEntityDescription`, as a managed object class's convenience initializer
  /// asks for its entity (`NSEntityDescription.entity(forEntityName: "Transaction", in:
  /// context)` before `self.init(entity:insertInto:)`): a record of the entity's name when the
  /// run declares a class of that name (the model's entities are classes here), nil otherwise,
  /// as Foundation answers for a name the model lacks (sample 37: four screens of a budget app).
  static let entityDescription: LibraryType = {
    var type = LibraryType("NSEntityDescription", values: .records)
    type.framework = "CoreData"
    type.staticMethods = [
      "entity(forEntityName:in:)": { call in
        guard case .string(let name) = call.argument("forEntityName"), call.run.declaresType(name)
        else { return .null }
        return .record(type: "NSEntityDescription", fields: [Value.Field("name", .string(name))])
      }
    ]
    type.properties = [
      "name": { call in
        guard case .record(_, let fields) = call.receiver else { return .null }
        return fields.first { $0.name == "name" }?.value ?? .null
      }
    ]
    return type
  }()
}
