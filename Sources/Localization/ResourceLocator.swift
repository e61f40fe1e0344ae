import Foundation

/// Finds idlab's `Lessons/` and `Locales/` folders from any working directory.
///
/// Order: an explicit folder (`--lessons`), `IDLAB_HOME`, the folders above the executable
/// (`.build/release/idlab` → the checkout), the folders above the working directory.
public enum ResourceLocator {
  /// The first folder that contains `Locales/en.lproj`, searching as described above.
  public static func home(environment: [String: String], executablePath: String) -> URL? {
    var candidates: [URL] = []
    if let home = environment["IDLAB_HOME"], !home.isEmpty {
      candidates.append(URL(fileURLWithPath: home))
    }
    let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
    candidates += ancestors(of: executable.deletingLastPathComponent())
    candidates += ancestors(of: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    return candidates.first { url in
      FileManager.default.fileExists(atPath: url.appendingPathComponent("Locales/en.lproj").path)
    }
  }

  /// The path of the running executable (`/proc/self/exe` on Linux).
  public static var executablePath: String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return CommandLine.arguments.first ?? "."
  }

  static func ancestors(of url: URL) -> [URL] {
    var result: [URL] = []
    var current = url.standardizedFileURL
    for _ in 0..<8 {
      result.append(current)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    return result
  }
}
