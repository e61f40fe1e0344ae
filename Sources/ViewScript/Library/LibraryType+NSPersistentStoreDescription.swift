import IdentityEngine

extension LibraryType {
  /// `NSPersistentStoreDescription`: the settings a container loads a store with. idlab's one
  /// store is in memory whatever they say, so they are settings the run keeps and does not act
  /// on: a property reads back what the scene wrote (`url`, `type`, `cloudKitContainerOptions`,
  /// `shouldMigrateStoreAutomatically`, …; one never written is opaque), `setOption(_:forKey:)`
  /// and `setValue(_:forPragmaNamed:)` are kept in `options` and `sqlitePragmas`. A container's
  /// `persistentStoreDescriptions` holds one, the same object on every read, as Core Data's
  /// default description is (Apple, `NSPersistentContainer.persistentStoreDescriptions`, paraphrased:
  /// the descriptions the container creates and loads its stores with).
  static let persistentStoreDescription: LibraryType = {
    var type = LibraryType(
      "NSPersistentStoreDescription", values: .objects(PersistentStoreDescriptionValue.self))
    type.inertSettings = true
    type.framework = "CoreData"
    type.initializers = [
      "init()": { _ in .opaque(PersistentStoreDescriptionValue()) },
      "init(url:)": { call in
        let description = PersistentStoreDescriptionValue()
        _ = description.setProperty("url", to: call.argument("url"))
        return .opaque(description)
      },
    ]
    type.methods = [
      "setOption(_:forKey:)": { call in
        call.receiver(PersistentStoreDescriptionValue.self).keep(
          call.unlabelled, forKey: call.argument("forKey"), in: "options")
        return .null
      },
      "setValue(_:forPragmaNamed:)": { call in
        call.receiver(PersistentStoreDescriptionValue.self).keep(
          call.unlabelled, forKey: call.argument("forPragmaNamed"), in: "sqlitePragmas")
        return .null
      },
    ]
    return type
  }()
}

/// A scene's `NSPersistentStoreDescription` (`LibraryType.persistentStoreDescription`): the
/// settings written to it, by name.
final class PersistentStoreDescriptionValue: OpaqueReference, FoundationObject,
  @unchecked Sendable
{
  /// What the scene wrote, by property name.
  private var settings: [String: Value] = [:]

  override var displayDescription: String { "NSPersistentStoreDescription" }
  override var swiftTypeName: String { "NSPersistentStoreDescription" }

  func property(_ name: String) -> Value? {
    settings[name] ?? .opaque(UnmodelledValue("NSPersistentStoreDescription.\(name)"))
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    settings[name] = value
    return true
  }

  /// Keeps `value` under `key` in the dictionary property `name` (`options`).
  func keep(_ value: Value, forKey key: Value, in name: String) {
    var entries: [Value: Value] = [:]
    if case .dictionary(let kept)? = settings[name] { entries = kept }
    entries[key] = value
    settings[name] = .dictionary(entries)
  }
}
