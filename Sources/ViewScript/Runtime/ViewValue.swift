import IdentityEngine

/// A view description carried in a `Value` (`Text("a").padding()`, a builder's result).
final class ViewValue: OpaqueReference, @unchecked Sendable {
  let description: ViewDescription

  init(_ description: ViewDescription) {
    self.description = description
  }

  /// The view's type name as SwiftUI would print it (the engine's `swiftTypeName`), computed
  /// only when asked for, never on the per-row hot path.
  var typeName: String { description.swiftTypeName }

  override var displayDescription: String { typeName }
  override var swiftTypeName: String { typeName }
}
