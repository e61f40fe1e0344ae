import IdentityEngine

/// `Scope.$mode` for `@TaskLocal static var mode`: the task-local the static property holds,
/// named by its type and property (`LibraryType.taskLocal`).
final class TaskLocalValue: OpaqueReference, @unchecked Sendable {
  /// The type that declares the property (`Scope`).
  let typeName: String
  /// The property's name (`mode`).
  let name: String

  init(typeName: String, name: String) {
    self.typeName = typeName
    self.name = name
  }
}
