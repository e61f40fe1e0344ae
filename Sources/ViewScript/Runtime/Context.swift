/// Where code runs: its scope, its `self`, and the type for `Self` and static lookups.
struct Context {
  var scope: Scope
  var selfContext: SelfContext?
  var staticType: TypeDecl?

  /// A child context with a new nested scope.
  func nested() -> Context {
    Context(scope: Scope(parent: scope), selfContext: selfContext, staticType: staticType)
  }
}
