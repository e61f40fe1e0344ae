import IdentityEngine

/// What `object.mutableSetValue(forKey: "stops")` gives: Core Data's mutable proxy of a managed
/// object's to-many relationship, whose changes are the relationship's (Apple,
/// `NSManagedObject.mutableSetValue(forKey:)`: "a mutable set that provides read-write access
/// to the unordered to-many relationship specified by a given key").
final class ManagedSetProxy: OpaqueReference, @unchecked Sendable {
  /// The object whose relationship the proxy changes.
  let object: ObjectReference
  /// The relationship's name.
  let key: String

  init(object: ObjectReference, key: String) {
    self.object = object
    self.key = key
  }

  override var displayDescription: String { "NSMutableSet" }
  override var swiftTypeName: String { "NSMutableSet" }

  /// The relationship's objects now.
  var objects: [Value] {
    LibraryType.objects(object.fields.first { $0.name == key }?.value ?? .null)
  }
}
