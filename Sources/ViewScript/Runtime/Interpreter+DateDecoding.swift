import Foundation
import IdentityEngine
import SwiftSyntax

/// How a scene's `JSONDecoder` was configured when `decode` runs: its key and date strategies
/// and its `userInfo`.
struct DecoderOptions {
  /// `keyDecodingStrategy = .convertFromSnakeCase`.
  let snakeCase: Bool
  /// `dateDecodingStrategy`, as the scene's value (`.deferredToDate` unless assigned).
  let dateStrategy: Value
  /// `userInfo`, the dictionary a hand-written `init(from:)` reads as `decoder.userInfo`.
  let userInfo: Value

  /// The options of the scene's decoder `object`.
  init(_ object: ObjectReference) {
    func field(_ name: String) -> Value? { object.fields.first { $0.name == name }?.value }
    snakeCase =
      field("keyDecodingStrategy") == .enumCase(type: "", name: "convertFromSnakeCase", payload: [])
    dateStrategy = field("dateDecodingStrategy") ?? .null
    userInfo = field("userInfo") ?? .dictionary([:])
  }
}

/// A `Date` member of a decoded type, decoded by Foundation's own `JSONDecoder` with the scene
/// decoder's `dateDecodingStrategy` (docs/semantics.md, "Codable"), so that what is accepted,
/// the instant it gives and the `DecodingError` it throws are Foundation's.
extension Interpreter {
  /// The `Date` the JSON value `json` at `path` decodes to.
  func decodeDate(
    from json: Any, path: [String], options: DecoderOptions, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let strategy = Self.dateDecodingStrategy(options.dateStrategy) else {
      throw diagnostic(
        .unsupportedExpression, ["kind": "decoding `Date` with this `dateDecodingStrategy`"],
        at: node)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = strategy
    let failure: DecodingError?
    do {
      let fragment = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
      return date(
        seconds: try decoder.decode(Date.self, from: fragment).timeIntervalSinceReferenceDate)
    } catch let decoding as DecodingError {
      failure = decoding
    } catch {
      failure = nil
    }
    switch failure {
    case .typeMismatch(let type, let context)?:
      throw decodingError(
        "typeMismatch", type: "\(type)", path: path, context.debugDescription, at: node)
    case .valueNotFound(let type, let context)?:
      throw decodingError(
        "valueNotFound", type: "\(type)", path: path, context.debugDescription, at: node)
    case .dataCorrupted(let context)?:
      throw decodingError("dataCorrupted", path: path, context.debugDescription, at: node)
    default:
      throw decodingError(
        "dataCorrupted", path: path, "The given data was not valid JSON.", at: node)
    }
  }

  /// Foundation's strategy for the scene's `dateDecodingStrategy` value; nil for `.custom` and
  /// anything else idlab does not decode with.
  private static func dateDecodingStrategy(_ value: Value) -> JSONDecoder.DateDecodingStrategy? {
    switch value {
    case .enumCase(_, "deferredToDate", []), .null: return .deferredToDate
    case .enumCase(_, "secondsSince1970", []): return .secondsSince1970
    case .enumCase(_, "millisecondsSince1970", []): return .millisecondsSince1970
    case .enumCase(_, "iso8601", []): return .iso8601
    case .enumCase(_, "formatted", let payload):
      guard payload.count == 1, case .opaque(let opaque) = payload[0],
        let formatter = opaque as? DateFormatterValue
      else { return nil }
      return .formatted(formatter.formatter)
    default: return nil
    }
  }
}
