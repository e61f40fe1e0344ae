import IdentityEngine
import SwiftSyntax

/// A URL's parts, read from Foundation's `URL` (`SceneURL`).
extension Interpreter {
  /// `absoluteString`, `scheme`, `host`, `port`, `path`, `query`, `fragment` of a URL that
  /// `URL(string:)` or `components.url` made, from Foundation's `URL`; nil for another value or
  /// name.
  /// Of any URL, web or file: `isFileURL`, `lastPathComponent`, `pathExtension`,
  /// `pathComponents`, `relativeString`.
  func webURLProperty(_ name: String, of base: Value) -> Value? {
    guard model.types["URL"] == nil, let url = SceneURL.foundation(base) else { return nil }
    switch name {
    case "isFileURL": return .bool(url.isFileURL)
    case "lastPathComponent": return .string(url.lastPathComponent)
    case "pathExtension": return .string(url.pathExtension)
    case "pathComponents": return .array(url.pathComponents.map(Value.string))
    case "relativeString": return .string(url.relativeString)
    default: break
    }
    guard case .enumCase("URL", "init", _) = base else { return nil }
    switch name {
    case "absoluteString": return .string(url.absoluteString)
    case "scheme": return optional(url.scheme)
    case "host": return optional(url.host)
    case "port": return url.port.map(Value.int) ?? .null
    case "path": return .string(url.path)
    case "query": return optional(url.query)
    case "fragment": return optional(url.fragment)
    default: return nil
    }
  }
}

/// A scene's optional string: the text, or nil.
private func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
