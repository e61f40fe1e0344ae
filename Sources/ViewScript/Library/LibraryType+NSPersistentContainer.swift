import IdentityEngine

extension LibraryType {
  /// `NSPersistentContainer(name:)` (and `NSPersistentCloudKitContainer`), as Xcode's Core Data
  /// template makes it: its `viewContext` is the run's one Core Data store, empty at the start
  /// of the run as every store idlab keeps (`@FetchRequest` reads it too);
  /// `loadPersistentStores(completionHandler:)` calls the handler at once, with no error, as
  /// loading a store does by default; `newBackgroundContext()` and `performBackgroundTask(_:)`
  /// give the same store (idlab has one queue). `persistentStoreDescriptions` holds the
  /// settings it loads with (`LibraryType.persistentStoreDescription`); the container's other
  /// members are opaque (docs/semantics.md, "Observation").
  static let persistentContainer = persistentContainer(PersistentContainerValue.self)
  static let cloudKitContainer = persistentContainer(CloudKitContainerValue.self)

  private static func persistentContainer(_ values: PersistentContainerValue.Type) -> LibraryType {
    var type = LibraryType(values.typeName, values: .objects(values))
    type.inertSettings = true
    type.framework = "CoreData"
    type.initializers = [
      "init": { call in .opaque(values.init(name: call.run.describe(call.argument("name")))) }
    ]
    type.properties = [
      "viewContext": { call in call.run.coreDataContext },
      "name": { call in .string(call.receiver(PersistentContainerValue.self).name) },
    ]
    type.methods = [
      "loadPersistentStores(completionHandler:)": { (call) throws(EvalError) -> Value in
        try loadStores(call)
      },
      "loadPersistentStores": { (call) throws(EvalError) -> Value in try loadStores(call) },
      "newBackgroundContext()": { call in call.run.coreDataContext },
      "performBackgroundTask(_:)": { (call) throws(EvalError) -> Value in
        guard case .opaque(let opaque) = call.unlabelled, let task = opaque as? FunctionValue
        else { return .null }
        return try call.run.callFunction(
          task, [Argument(label: nil, value: call.run.coreDataContext)], at: call.node)
      },
    ]
    return type
  }

  /// Calls the completion handler once per store description, with no error.
  private static func loadStores(_ call: LibraryCall) throws(EvalError) -> Value {
    guard case .opaque(let opaque)? = call.arguments.last?.value,
      let handler = opaque as? FunctionValue
    else { return .null }
    for description in call.receiver(PersistentContainerValue.self).descriptions {
      _ = try call.run.callFunction(
        handler, [Argument(label: nil, value: description), Argument(label: nil, value: .null)],
        at: call.node)
    }
    return .null
  }
}

/// A scene's `NSPersistentContainer` (`LibraryType.persistentContainer`).
class PersistentContainerValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The type's name as programs write it.
  class var typeName: String { "NSPersistentContainer" }
  /// The model's name it was made with.
  let name: String
  /// `persistentStoreDescriptions`: one default description until the scene sets others.
  var descriptions: [Value] = [.opaque(PersistentStoreDescriptionValue())]

  func property(_ name: String) -> Value? {
    name == "persistentStoreDescriptions" ? .array(descriptions) : nil
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    guard name == "persistentStoreDescriptions", case .array(let descriptions) = value else {
      return false
    }
    self.descriptions = descriptions
    return true
  }

  required init(name: String) {
    self.name = name
  }

  override var displayDescription: String { Self.typeName }
  override var swiftTypeName: String { Self.typeName }
}

/// A scene's `NSPersistentCloudKitContainer`: a persistent container (idlab syncs nothing).
final class CloudKitContainerValue: PersistentContainerValue, @unchecked Sendable {
  override class var typeName: String { "NSPersistentCloudKitContainer" }
}
