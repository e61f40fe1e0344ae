import Foundation

/// A new, empty folder in the system's temporary directory, named `PREFIX-UUID`. A caller may
/// remove it; whatever is left when the test process exits is removed then
/// (`TemporaryFolders.removeAtExit`), so a suite that throws or forgets leaves nothing behind.
public func makeTemporaryFolder(_ prefix: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  TemporaryFolders.shared.removeAtExit(folder)
  return folder
}

/// The temporary folders made by this test process, removed when it exits (`atexit`): Swift
/// Testing has no process-wide tear-down, and tests run in parallel.
final class TemporaryFolders: @unchecked Sendable {
  static let shared = TemporaryFolders()

  private let lock = NSLock()
  private var folders: [URL] = []

  private init() {
    atexit { TemporaryFolders.shared.removeAll() }
  }

  /// Records `folder` to be removed when the process exits.
  func removeAtExit(_ folder: URL) {
    lock.withLock { folders.append(folder) }
  }

  private func removeAll() {
    let all = lock.withLock { folders }
    for folder in all { try? FileManager.default.removeItem(at: folder) }
  }
}
