import IdentityEngine

/// A `Binding` (`$name`, `$ship.name`) carried in a `Value`.
final class BindingValue: OpaqueReference, @unchecked Sendable {
  let binding: Binding
  let typeName: String

  init(_ binding: Binding, typeName: String = "Binding") {
    self.binding = binding
    self.typeName = typeName
  }

  override var displayDescription: String { typeName }
  override var swiftTypeName: String { typeName }
}
