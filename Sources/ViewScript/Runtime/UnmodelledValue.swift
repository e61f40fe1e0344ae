import IdentityEngine

/// A value of a type idlab does not simulate: an Apple SDK type outside what idlab models
/// (`NWPathMonitor()`, `UIApplication.shared`), or a type no file of the run declares.
///
/// Opaque by default (docs/semantics.md): the scene runs with it. A member, a call, a subscript
/// or arithmetic on it gives it back; a view built from it is a leaf named after its type; it
/// prints as `‹TypeName›`. Only where the run depends on what it holds (a condition, `if let`,
/// a `switch`, a loop or a `ForEach` over it, a comparison, a number) does the step stop, with
/// a `not-simulated` failure at that line naming it.
final class UnmodelledValue: OpaqueReference, @unchecked Sendable {
  /// The type (or SDK function) the value came from, as written (`NWPathMonitor`).
  let typeName: String
  /// The trailing closures of the call that made it (`PhotosPicker(…) { Label(…) }`,
  /// `ScrollViewReader { proxy in … }`): its view content, built when it is shown.
  let content: [FunctionValue]

  init(_ typeName: String, content: [FunctionValue] = []) {
    self.typeName = typeName
    self.content = content
  }

  /// Whether the value was made by calling a type by its bare name (`Dashboard()`), as a view
  /// is, not read from a member (`UIApplication.shared`).
  var isMadeByName: Bool {
    typeName.first?.isUppercase == true && !typeName.contains(".")
  }

  override var displayDescription: String { "‹\(typeName)›" }
  override var swiftTypeName: String { typeName }
}

extension Value {
  /// The unmodelled value this is, if it is one.
  var unmodelled: UnmodelledValue? {
    if case .opaque(let opaque) = self { return opaque as? UnmodelledValue }
    return nil
  }
}
