import Foundation
import IdentityEngine
import SwiftSyntax

/// The app's documents folder on a fresh install: `URL.documentsDirectory` names it, it starts
/// empty, `Data(contentsOf:)` of a file not written yet throws `CocoaError(.fileReadNoSuchFile)`,
/// and `data.write(to:)` stores into it for the rest of the run (`DocumentsFolder`). URL paths
/// (`appending(path:)`, `appendingPathComponent(_:)`, …) and `Bundle.main.urls(…)` live here too.
/// Rules and sources: docs/semantics.md, "Codable".
extension Interpreter {
  /// Where the documents folder is, as `url.path` shows it.
  static let documentsPath = "/var/mobile/Containers/Data/Application/idlab/Documents"

  /// `URL.documentsDirectory`.
  var documentsDirectory: Value { Self.url(Self.documentsPath) }

  /// A `URL` value for a file path.
  static func url(_ path: String) -> Value {
    .record(type: "URL", fields: [Value.Field("path", .string(path))])
  }

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

  /// The bytes of a file in the documents folder, or the error Foundation throws for a file
  /// that is not there; nil when `path` is outside the folder.
  func readDocument(_ path: String, at node: some SyntaxProtocol) throws(EvalError) -> Value? {
    guard path.hasPrefix(Self.documentsPath + "/") else { return nil }
    if let bytes = documents.files[path] { return .opaque(DataValue(bytes)) }
    let message =
      "The file “\((path as NSString).lastPathComponent)” couldn’t be opened because there is no "
      + "such file."
    thrownValue = .enumCase(
      type: "CocoaError", name: "fileReadNoSuchFile", payload: [.string(message)])
    throw failure("thrown", "Fatal error: Error raised at top level: \(message)", at: node)
  }

  /// `data.write(to: url)` (options are accepted and change nothing): the documents folder keeps
  /// the bytes; a URL outside it (the app bundle is read-only) is a `not-simulated` failure.
  func writeDocument(_ bytes: Data, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError)
  {
    guard let target = arguments.first(where: { $0.label == "to" })?.value,
      case .record("URL", let fields) = target, case .string(let path)? = fields.first?.value
    else {
      throw invalidArguments("write", .expectedForm, ["form": "write(to: url)"], at: node)
    }
    guard path.hasPrefix(Self.documentsPath + "/") else {
      throw notSimulated("Data.write(to:) outside the documents folder", at: node)
    }
    try chargeMemory(bytes.count, at: node)
    documents.files[path] = bytes
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

/// The files a run wrote into the app's documents folder, by path.
final class DocumentsFolder {
  /// Each written file's bytes.
  var files: [String: Data] = [:]
}
