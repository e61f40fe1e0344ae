import Foundation
import SwiftSyntax

/// The Swift module a file of the run belongs to, and what it sees of the others: a file under
/// a package's `Sources/<Target>/` is in module `Target`; a file directly in a package's
/// `Sources/` is in the module its `Package.swift` names for that path (else the package's
/// folder name); every other file is in the app's module (""). A file sees its own module's
/// declarations and the `public` or `open` ones of the modules it imports (The Swift Programming
/// Language, "Access Control": "Internal access enables entities to be used within any source
/// file from their defining module, but not in any source file outside of that module").
struct SourceModule: Hashable {
  /// The module's name; "" for the app's.
  let name: String
  /// The modules the file imports.
  let imports: Set<String>

  /// The module of the file at `path` whose syntax is `tree`.
  init(path: String, tree: SourceFileSyntax) {
    name = Self.moduleName(ofPath: path)
    imports = Set(
      tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        .compactMap { $0.path.first?.name.text })
  }

  /// Whether a declaration of `module`, public or not, is visible to this file.
  func sees(_ module: String, isPublic: Bool) -> Bool {
    module == name || isPublic && imports.contains(module)
  }

  /// The module of a file at `path`: `Sources/<Target>/…` names `Target`; a file directly in a
  /// package's `Sources/` is in the target `Package.swift` gives `path: "Sources"`, else the
  /// package folder's name; "" for any other file (the app).
  static func moduleName(ofPath path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    guard let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count else {
      return ""
    }
    if sources + 2 < parts.count { return parts[sources + 1] }
    let package = parts[..<sources].joined(separator: "/")
    let root = path.hasPrefix("/") ? "/" + package : package
    if let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
      let target = targetName(in: manifest, path: "Sources")
    {
      return target
    }
    // A package folder named `owner+name@version` (how a checkout is often kept) is `name`.
    let folder = parts[..<sources].last ?? ""
    let name = folder.split(separator: "+").last.map(String.init) ?? folder
    return name.split(separator: "@").first.map(String.init) ?? name
  }

  /// The name of the target a manifest declares with `path: "…"` (the first such target).
  private static func targetName(in manifest: String, path: String) -> String? {
    let marker = "path: \"\(path)\""
    guard let pathRange = manifest.range(of: marker) else { return nil }
    let before = manifest[..<pathRange.lowerBound]
    guard let nameRange = before.range(of: "name: \"", options: .backwards) else { return nil }
    let rest = before[nameRange.upperBound...]
    return rest.split(separator: "\"").first.map(String.init)
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
