import IdentityEngine

/// `FileManager.default`: the object whose `urls(for:in:)` finds the app's folders
/// (`LibraryType.fileManager`).
final class FileManagerValue: OpaqueReference, @unchecked Sendable {
  override var displayDescription: String { "FileManager" }
  override var swiftTypeName: String { "FileManager" }
}
