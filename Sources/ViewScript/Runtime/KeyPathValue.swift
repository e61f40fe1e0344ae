import IdentityEngine

/// A key path (`\.id`, `\.self`, `\.element.id`): the property names to read, in order.
final class KeyPathValue: OpaqueReference, @unchecked Sendable {
  let components: [String]

  init(_ components: [String]) {
    self.components = components
  }

  /// `\.self` and friends, as written.
  var text: String { components.isEmpty ? "\\.self" : "\\." + components.joined(separator: ".") }

  override var displayDescription: String { text }
}
