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
  var documentsDirectory: Value { SceneURL.file(AppContainer.documents) }

  /// `appending(path:)`, `appendingPathComponent(_:)`, `appendingPathExtension(_:)`,
  /// `deletingLastPathComponent()`, `deletingPathExtension()` of a URL: a file's by its path, a
  /// web URL's (`URL(string:)`) by Foundation's `URL`; `path()` and `path(percentEncoded:)`, its
  /// path as text; nil for other names or values.
  func urlPathMethod(_ name: String, of base: Value, _ arguments: [Argument]) -> Value? {
    let text = arguments.first.map { describe($0.value) }
    let edit: (NSString) -> String?
    let webEdit: (URL) -> URL
    // `path()`, `path(percentEncoded: false)` (iOS 16): the path as text, as the `path`
    // property gives it (Apple, `URL.path(percentEncoded:)`: percent-encoded unless told not).
    if name == "path", arguments.count <= 1,
      arguments.allSatisfy({ $0.label == "percentEncoded" })
    {
      let encoded = arguments.first?.value != .bool(false)
      if case .record("URL", let fields) = base, case .string(let path)? = fields.first?.value {
        return .string(
          encoded
            ? path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path : path)
      }
      return SceneURL.foundation(base).map { .string($0.path(percentEncoded: encoded)) }
    }
    switch (name, arguments.first?.label, text) {
    case ("appending", "path", let text?), ("appending", "component", let text?),
      ("appendingPathComponent", nil, let text?):
      edit = { $0.appendingPathComponent(text) }
      webEdit = { $0.appendingPathComponent(text) }
    case ("appendingPathExtension", nil, let text?):
      edit = { $0.appendingPathExtension(text) ?? ($0 as String) }
      webEdit = { $0.appendingPathExtension(text) }
    case ("deletingLastPathComponent", nil, nil):
      edit = { $0.deletingLastPathComponent }
      webEdit = { $0.deletingLastPathComponent() }
    case ("deletingPathExtension", nil, nil):
      edit = { $0.deletingPathExtension }
      webEdit = { $0.deletingPathExtension() }
    default:
      return nil
    }
    if case .record("URL", let fields) = base {
      guard case .string(let path)? = fields.first?.value else { return nil }
      return edit(path as NSString).map(SceneURL.file)
    }
    return SceneURL.foundation(base).map { SceneURL.value(webEdit($0)) }
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
        found.append(SceneURL.file(folder.appendingPathComponent(name).path))
      }
    }
    return .array(found)
  }
}
