import IdentityEngine

/// A place that can be written: a root and a path into it (`ships[0].name`).
struct LValue {
  /// Where the outermost value lives.
  enum Root {
    case local(Scope, String)
    case binding(Binding)
    case state(StateStorage, String)
    case selfValue(SelfContext)
    case object(ObjectReference)
    case global(String)
  }

  var root: Root
  var path: [PathComponent]
  /// `a?.b = c`: skip the write when the optional is nil.
  var isOptionalChain = false

  /// A place that reads `value` and whose writes reach nothing idlab shows: a member of a
  /// value idlab does not model (an SDK object, a package's type not given).
  static func discarding(_ value: Value) -> LValue {
    LValue(root: .binding(Binding(get: { value }, set: { _ in })), path: [])
  }
}
