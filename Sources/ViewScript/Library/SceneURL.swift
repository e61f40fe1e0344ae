import Foundation
import IdentityEngine

/// A scene's `URL` and Foundation's: `URL(string:)` is the case `URL.init` with the string,
/// a file's URL (`Bundle`, `URL.documentsDirectory`) a `URL` record of its path.
enum SceneURL {
  /// Foundation's URL for a scene's `URL`; nil for another value.
  static func foundation(_ value: Value) -> URL? {
    switch value {
    case .enumCase("URL", "init", let payload):
      guard payload.count == 1, case .string(let string) = payload[0] else { return nil }
      return URL(string: string)
    case .record("URL", let fields):
      guard case .string(let path)? = fields.first?.value else { return nil }
      return URL(fileURLWithPath: path)
    default: return nil
    }
  }

  /// A file's URL: a `URL` record of its path.
  static func file(_ path: String) -> Value {
    .record(type: "URL", fields: [Value.Field("path", .string(path))])
  }

  /// A scene's `URL` for Foundation's `url`, the value `URL(string: url.absoluteString)` gives.
  static func value(_ url: URL) -> Value {
    .enumCase(type: "URL", name: "init", payload: [.string(url.absoluteString)])
  }
}
