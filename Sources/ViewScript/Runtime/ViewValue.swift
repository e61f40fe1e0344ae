import IdentityEngine

/// A view description carried in a `Value` (`Text("a").padding()`, a builder's result).
final class ViewValue: OpaqueReference, @unchecked Sendable {
  let description: ViewDescription
  /// The view's type name as SwiftUI would print it, approximately (`Text`, `VStack`).
  let typeName: String

  init(_ description: ViewDescription, typeName: String) {
    self.description = description
    self.typeName = typeName
  }

  override var displayDescription: String { typeName }
  override var swiftTypeName: String { typeName }
}
