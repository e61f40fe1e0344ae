import IdentityEngine

/// A metatype (`Ship`, `Color`, `Self`), used as the base of static member lookups.
final class TypeValue: OpaqueReference, @unchecked Sendable {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  override var displayDescription: String { "\(name).Type" }
  override var swiftTypeName: String { "\(name).Type" }
}
