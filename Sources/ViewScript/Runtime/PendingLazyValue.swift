import IdentityEngine

/// A class's `lazy var` not yet computed: its value is computed at its first read in the
/// initializer, else right after it (`Interpreter.lazyValue`).
final class PendingLazyValue: OpaqueReference, @unchecked Sendable {}

extension Value {
  /// Whether this is a `lazy var`'s value not yet computed.
  var isPendingLazy: Bool {
    if case .opaque(let opaque) = self { return opaque is PendingLazyValue }
    return false
  }
}
