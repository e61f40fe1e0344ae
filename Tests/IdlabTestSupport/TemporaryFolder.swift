import Foundation

/// A new, empty folder in the system's temporary directory, named `PREFIX-UUID`; the caller
/// removes it.
public func makeTemporaryFolder(_ prefix: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
