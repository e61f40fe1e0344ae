import Foundation
import SwiftSyntax

/// The Swift module a file of the run belongs to, and what it sees of the others: a file under
/// a package's `Sources/<Target>/` is in module `Target`; a file below a folder its
/// `Package.swift` names as a target's `path:` is in that target; every other file is in
/// the app's module (""). A file sees its own module's declarations and the `public` or
/// `open` ones of the modules it imports, and of the modules those re-export
/// (`@_exported import`, which counts for its whole module) (The Swift Programming Language,
/// "Access Control": "Internal access enables entities to be used within any source file from
/// their defining module, but not in any source file outside of that module"; "Public access
/// … can be used … in a source file from another module that imports the defining module").
struct SourceModule: Hashable {
  /// The module's name; "" for the app's.
  let name: String
  /// The modules the file imports.
  let imports: Set<String>
  /// The modules the file re-exports (`@_exported import`).
  let exports: Set<String>

  /// The module of the file at `path` whose syntax is `tree`; `manifests` keeps each package's
  /// `Package.swift` read once, and each folder's module decided once, for all the files of a run.
  init(path: String, tree: SourceFileSyntax, manifests: PackageManifests) {
    name = manifests.moduleName(ofPath: path)
    let declarations = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    imports = Set(declarations.compactMap { $0.path.first?.name.text })
    exports = Set(
      declarations.filter { declaration in
        declaration.attributes.contains { $0.trimmedDescription == "@_exported" }
      }.compactMap { $0.path.first?.name.text })
  }

  /// For each of `files`, the other modules its code sees: the modules it imports, those its
  /// own module re-exports in any of its files (`@_exported import` is the whole module's),
  /// and what those modules re-export, transitively.
  static func visibility(of files: [SourceModule]) -> [Set<String>] {
    var exports: [String: Set<String>] = [:]
    for file in files { exports[file.name, default: []].formUnion(file.exports) }
    return files.map { file in
      var seen = file.imports.union(exports[file.name] ?? [])
      var pending = Array(seen)
      while let module = pending.popLast() {
        for exported in exports[module] ?? [] where seen.insert(exported).inserted {
          pending.append(exported)
        }
      }
      return seen
    }
  }

  /// The module of a file at `path`: the target whose root holds it, as SwiftPM decides
  /// (PackageDescription, `Target.path`: "The path of the target, relative to the package
  /// root"; without one, `Sources/<name>`): a target the package's `Package.swift` gives
  /// `path: "Sources"` holds every file below `Sources/`, one given `path: "Sources/Core"`
  /// every file below that folder; a package's only target with no `Sources/<Target>` folder
  /// (tools version 5.9 or later, `soleTarget`) holds all of `Sources/`; otherwise
  /// `Sources/<Target>/…` names `Target`. "" for any other file (the app).
  static func moduleName(ofPath path: String) -> String {
    PackageManifests().moduleName(ofPath: path)
  }

  /// `moduleName(ofPath:)` for a file whose path's parts are `parts`, `Sources` at index
  /// `sources`, its package's manifest `manifest` (nil where none is on disk).
  static func moduleName(ofPath path: String, parts: [String], sources: Int, manifest: String?)
    -> String
  {
    if let manifest {
      if sources + 2 < parts.count,
        let name = targetName(in: manifest, path: "Sources/" + parts[sources + 1])
      {
        return name
      }
      if let name = targetName(in: manifest, path: "Sources") { return name }
      // The package's only target, when no `Sources/<Target>` folder names it, has all of
      // `Sources/` (SwiftPM 5.9 and later: "If there is only one target defined, it may be
      // allowed to occupy the entire predefined target directory", `PackageBuilder`; sample 50's
      // feature packages keep their files right in `Sources/`).
      if let only = soleTarget(in: manifest), only != parts[sources + 1],
        !isFolder(parts[...sources].joined(separator: "/") + "/" + only, absolute: path)
      {
        return only
      }
    } else if isAppFolder(ofPath: path, sources: sources) {
      // `MoodBoard/Sources/Views/…` of an Xcode app: a folder called `Sources` on disk with no
      // `Package.swift` beside it is no package, and its subfolders are the app's groups
      // (the thirty-first unseen sample: four files lost the types of their sibling folders).
      return ""
    }
    return sources + 2 < parts.count ? parts[sources + 1] : ""
  }

  /// The name of a manifest's only target built from `Sources/` (a `.target`,
  /// `.executableTarget` or `.macro`; test and plugin targets have folders of their own), when
  /// its tools version is 5.9 or later; nil otherwise.
  static func soleTarget(in manifest: String) -> String? {
    guard let line = manifest.split(whereSeparator: \.isNewline).first,
      let range = line.range(of: "swift-tools-version:")
    else { return nil }
    let version = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
      .split(separator: ".").compactMap { Int($0) }
    guard version.count >= 2, (version[0], version[1]) >= (5, 9) else { return nil }
    // The manifest without its line comments, read for the targets it declares: a
    // `.target(name:)` inside a `dependencies: [...]` list names a dependency, not a target.
    let code = manifest.split(whereSeparator: \.isNewline).map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
    var starts: [String.Index] = []
    var brackets: [Bool] = []  // whether each open `[` is a dependency list
    var index = code.startIndex
    while index < code.endIndex {
      let rest = code[index...]
      if rest.hasPrefix("[") {
        // The words just before it, spaces skipped: a look back of a few characters, so the
        // scan stays linear in the manifest (it runs for every file of the package).
        var back = index
        while back > code.startIndex, code[code.index(before: back)].isWhitespace {
          back = code.index(before: back)
        }
        brackets.append(code[..<back].hasSuffix("dependencies:"))
      } else if rest.hasPrefix("]") {
        _ = brackets.popLast()
      } else if !brackets.contains(true),
        let opening = [".target(", ".executableTarget(", ".macro("].first(where: rest.hasPrefix)
      {
        starts.append(code.index(index, offsetBy: opening.count))
      }
      index = code.index(after: index)
    }
    guard starts.count == 1, let start = starts.first,
      let name = code[start...].range(of: "name: \"")
    else { return nil }
    return code[name.upperBound...].split(separator: "\"").first.map(String.init)
  }

  /// Whether `folder` (a path written as the run's file paths are) is a folder on disk.
  private static func isFolder(_ folder: String, absolute path: String) -> Bool {
    var isFolder: ObjCBool = false
    let written = path.hasPrefix("/") && !folder.hasPrefix("/") ? "/" + folder : folder
    return FileManager.default.fileExists(atPath: written, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Whether the folder holding the file's `Sources` is on disk without a `Package.swift`: an
  /// app's folder, not a package's root (SwiftPM: "a package … contains a Package.swift
  /// manifest file at its root"). Paths of files that are not on disk (a scene given as text)
  /// keep the `Sources/<Target>` convention.
  private static func isAppFolder(ofPath path: String, sources: Int) -> Bool {
    let parts = path.split(separator: "/").map(String.init)
    let package = parts[..<sources].joined(separator: "/")
    let root = path.hasPrefix("/") ? "/" + package : package
    var isFolder: ObjCBool = false
    let folder = root.isEmpty ? "." : root
    guard FileManager.default.fileExists(atPath: folder + "/Sources", isDirectory: &isFolder),
      isFolder.boolValue
    else { return false }
    return !FileManager.default.fileExists(atPath: folder + "/Package.swift")
  }

  /// The name of the target a manifest declares with `path: "…"` (the first such target), the
  /// path written as SwiftPM reads it: `Sources`, `./Sources` and `Sources/` are one folder.
  private static func targetName(in manifest: String, path: String) -> String? {
    let spellings = [path, "./" + path, path + "/", "./" + path + "/"]
    guard
      let pathRange = spellings.lazy.compactMap({ manifest.range(of: "path: \"\($0)\"") }).first
    else { return nil }
    // The target the path belongs to: the nearest `.target(` (or `.executableTarget(`) before
    // it, whose first `name:` is the target's (a `.product(name:…)` among its dependencies
    // is not).
    let before = manifest[..<pathRange.lowerBound]
    let starts = ["target(", "Target("].compactMap { before.range(of: $0, options: .backwards) }
    guard let target = starts.max(by: { $0.lowerBound < $1.lowerBound }),
      let nameRange = before[target.upperBound...].range(of: "name: \"")
    else { return nil }
    let rest = before[nameRange.upperBound...]
    return rest.split(separator: "\"").first.map(String.init)
  }

  /// Whether a top-level declaration is `private` or `fileprivate`: at the top level both mean
  /// "seen in this file only" (The Swift Programming Language, "Access Control"). Extensions are
  /// never: their members' access is their own.
  static func isFilePrivate(_ decl: DeclSyntax) -> Bool {
    guard !decl.is(ExtensionDeclSyntax.self),
      let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
    else { return false }
    // `private(set)` limits only the setter.
    return modifiers.contains {
      ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil
    }
  }

  /// Whether a declaration is `public` or `open` (for an extension: it or one of its members).
  static func isPublic(_ decl: DeclSyntax) -> Bool {
    func marked(_ modifiers: DeclModifierListSyntax?) -> Bool {
      modifiers?.contains { ["public", "open"].contains($0.name.text) } ?? false
    }
    if let group = decl.asProtocol(WithModifiersSyntax.self), marked(group.modifiers) {
      return true
    }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      return extensionDecl.memberBlock.members.contains {
        marked($0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers)
      }
    }
    return false
  }
}
