import Foundation
import SwiftSyntax

/// The flags package manifests define for the files of the runs compiled (`PackageDefines`),
/// kept with each file's tree, which it holds so that no other tree takes its identifier; the
/// oldest are let go past `limit` (their files were compiled long ago; compiling them again
/// registers them again).
final class PackageFlags: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [SyntaxIdentifier: (tree: SourceFileSyntax, flags: Set<String>)] = [:]
  private var order: [SyntaxIdentifier] = []
  private let limit = 2048

  /// Records that `flags` are defined in the file whose syntax is `tree`.
  func register(_ flags: Set<String>, for tree: SourceFileSyntax) {
    guard !flags.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    if entries.updateValue((tree, flags), forKey: tree.id) == nil { order.append(tree.id) }
    if order.count > limit {
      for old in order.prefix(order.count - limit) { entries[old] = nil }
      order.removeFirst(order.count - limit)
    }
  }

  /// Whether `name` is defined for the file `node` is in.
  func defines(_ name: String, inFileOf node: some SyntaxProtocol) -> Bool {
    let root = node.root.id
    lock.lock()
    defer { lock.unlock() }
    return entries[root]?.flags.contains(name) == true
  }
}
