import Foundation

/// The `Package.swift` manifests of a run's packages, each read once, and the module of each
/// folder of their sources, decided once for all the files below it (a package module of
/// 1 700 files asked the same question of the same manifest 1 700 times).
final class PackageManifests {
  /// Each package's manifest by the package's folder; nil where no manifest is on disk.
  private var texts: [String: String?] = [:]
  /// Each folder's module, by the folder: `…/Sources/<Folder>/` for the files below a folder of
  /// `Sources/`, `…/Sources` for the files right in it.
  private var modules: [String: String] = [:]

  /// The `Package.swift` of the package whose `Sources/` holds the file at `path`, read once;
  /// nil for a file outside a package's sources.
  func manifest(ofPath path: String) -> String? {
    let parts = path.split(separator: "/").map(String.init)
    guard let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count else {
      return nil
    }
    return manifest(root: Self.root(of: path, parts: parts, upTo: sources))
  }

  /// The module of the file at `path` (`SourceModule.moduleName(ofPath:)`), decided once for
  /// its folder.
  func moduleName(ofPath path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    guard let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count else {
      return ""
    }
    let below = sources + 2 < parts.count
    let key =
      below
      ? Self.root(of: path, parts: parts, upTo: sources + 2) + "/"
      : Self.root(of: path, parts: parts, upTo: sources + 1)
    if let known = modules[key] { return known }
    let root = Self.root(of: path, parts: parts, upTo: sources)
    let name = SourceModule.moduleName(
      ofPath: path, parts: parts, sources: sources, manifest: manifest(root: root))
    modules[key] = name
    return name
  }

  /// The manifest of the package at folder `root`, read once.
  private func manifest(root: String) -> String? {
    if let known = texts[root] { return known }
    // `Sources/Flags/Fancy.swift`, relative to the package's own folder: `Package.swift`.
    let manifestPath = root.isEmpty ? "Package.swift" : root + "/Package.swift"
    let text = try? String(contentsOfFile: manifestPath, encoding: .utf8)
    texts[root] = .some(text)
    return text
  }

  /// The folder made of the path's first `count` parts, absolute where the path is.
  private static func root(of path: String, parts: [String], upTo count: Int) -> String {
    let folder = parts[..<min(count, parts.count)].joined(separator: "/")
    return path.hasPrefix("/") ? "/" + folder : folder
  }
}
