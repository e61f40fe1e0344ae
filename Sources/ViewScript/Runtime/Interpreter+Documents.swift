import Foundation
import IdentityEngine
import SwiftSyntax

/// The app's sandbox on a fresh install (`AppContainer`): `URL.documentsDirectory` names its
/// documents folder, which starts empty; `Data(contentsOf:)` of a file not written yet throws
/// `CocoaError(.fileReadNoSuchFile)`, and `data.write(to:)` stores into the container for the
/// rest of the run. URL paths (`appending(path:)`, `appendingPathComponent(_:)`, …) and
/// `Bundle.main.urls(…)` live here too. Rules and sources: docs/semantics.md, "Codable".
extension Interpreter {
  /// `URL.documentsDirectory`.
  var documentsDirectory: Value { Self.url(AppContainer.documents) }

  /// A `URL` value for a file path.
  static func url(_ path: String) -> Value { SceneURL.file(path) }

  /// `appending(path:)`, `appendingPathComponent(_:)`, `appendingPathExtension(_:)`,
  /// `deletingLastPathComponent()`, `deletingPathExtension()` of a URL; nil for other names.
  func urlMethod(_ name: String, path: String, _ arguments: [Argument]) -> Value? {
    let text = arguments.first.map { describe($0.value) }
    let file = path as NSString
    switch (name, arguments.first?.label) {
    case ("appending", "path"), ("appending", "component"), ("appendingPathComponent", nil):
      guard let text else { return nil }
      return Self.url(file.appendingPathComponent(text))
    case ("appendingPathExtension", nil):
      guard let text else { return nil }
      return Self.url(file.appendingPathExtension(text) ?? path)
    case ("deletingLastPathComponent", nil) where arguments.isEmpty:
      return Self.url(file.deletingLastPathComponent)
    case ("deletingPathExtension", nil) where arguments.isEmpty:
      return Self.url(file.deletingPathExtension)
    default:
      return nil
    }
  }

  /// `appending(path:)`, `appendingPathComponent(_:)`, `appendingPathExtension(_:)`,
  /// `deletingLastPathComponent()`, `deletingPathExtension()` of a web URL (`URL(string:)`),
  /// computed by Foundation's `URL`; nil for other names.
  func webURLMethod(_ name: String, of base: Value, _ arguments: [Argument]) -> Value? {
    guard let url = SceneURL.foundation(base) else { return nil }
    let text = arguments.first.map { describe($0.value) }
    switch (name, arguments.first?.label) {
    case ("appending", "path"), ("appending", "component"), ("appendingPathComponent", nil):
      guard let text else { return nil }
      return SceneURL.value(url.appendingPathComponent(text))
    case ("appendingPathExtension", nil):
      guard let text else { return nil }
      return SceneURL.value(url.appendingPathExtension(text))
    case ("deletingLastPathComponent", nil) where arguments.isEmpty:
      return SceneURL.value(url.deletingLastPathComponent())
    case ("deletingPathExtension", nil) where arguments.isEmpty:
      return SceneURL.value(url.deletingPathExtension())
    default:
      return nil
    }
  }

  /// The bytes of a file in the app's container, or the error Foundation throws for a file
  /// that is not there; nil when `path` is outside the container.
  func readDocument(_ path: String, at node: some SyntaxProtocol) throws(EvalError) -> Value? {
    guard AppContainer.contains(path) else { return nil }
    if let bytes = container.files[path] { return .opaque(DataValue(bytes)) }
    throw cocoaError(
      "fileReadNoSuchFile",
      "The file “\((path as NSString).lastPathComponent)” couldn’t be opened because there is no "
        + "such file.", at: Syntax(node))
  }

  func cocoaError(_ code: String, _ message: String, at node: Syntax) -> EvalError {
    thrownValue = .enumCase(type: "CocoaError", name: code, payload: [.string(message)])
    return failure("thrown", "Fatal error: Error raised at top level: \(message)", at: node)
  }

  /// `data.write(to: url)` (options are accepted and change nothing): the app's container keeps
  /// the bytes; into a folder that does not exist it throws `CocoaError(.fileNoSuchFile)`; a
  /// URL outside the container (the app bundle is read-only) is a `not-simulated` failure.
  func writeDocument(_ bytes: Data, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError)
  {
    guard let target = arguments.first(where: { $0.label == "to" })?.value,
      case .record("URL", let fields) = target, case .string(let path)? = fields.first?.value
    else {
      throw invalidArguments("write", .expectedForm, ["form": "write(to: url)"], at: node)
    }
    guard AppContainer.contains(path) else {
      throw notSimulated("Data.write(to:) outside the app's container", at: node)
    }
    let folder = (path as NSString).deletingLastPathComponent
    guard container.isFolder(folder) else {
      throw cocoaError(
        "fileNoSuchFile", "The folder “\((folder as NSString).lastPathComponent)” doesn’t exist.",
        at: Syntax(node))
    }
    try chargeMemory(bytes.count, at: node)
    container.files[path] = bytes
  }

  /// `Bundle.main.urls(forResourcesWithExtension:subdirectory:)`: the project's files with that
  /// extension in the folders `url(forResource:withExtension:)` searches (an empty array when
  /// there is none).
  func bundleURLs(_ arguments: [Argument]) -> Value {
    let ext = arguments.first.flatMap { $0.value == .null ? nil : describe($0.value) } ?? ""
    var found: [Value] = []
    var seen: Set<String> = []
    for folder in resourceFolders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted()
      where (name as NSString).pathExtension == ext && !name.hasPrefix(".") && !seen.contains(name)
      {
        seen.insert(name)
        found.append(Self.url(folder.appendingPathComponent(name).path))
      }
    }
    return .array(found)
  }
}
