import IdentityEngine

/// `@Environment(\.presentationMode)`: `wrappedValue.isPresented` and `wrappedValue.dismiss()`
/// act on the presentation the view's identity is in, like `@Environment(\.dismiss)`.
final class PresentationModeValue: OpaqueReference, @unchecked Sendable {
  /// The view's state storage, whose `dismiss` is its presentation's; nil outside a body.
  let storage: StateStorage?

  init(storage: StateStorage?) {
    self.storage = storage
  }

  override var displayDescription: String { "PresentationMode" }
  override var swiftTypeName: String { "Binding<PresentationMode>" }
}
