import IdentityEngine
import SwiftSyntax

/// `URLSession` on a device with no network: idlab's scenes never reach a server, so every
/// request fails as it does on an offline iPhone, with `URLError(.notConnectedToInternet)`, an
/// error the scene's `catch` sees (see docs/semantics.md, "`URLSession`").
extension Interpreter {
  /// The Foundation types this file gives values to.
  static let networkTypes: Set<String> = ["URLSession", "URLError"]

  /// The methods of `URLSession` that load from the network.
  private static let requestMethods: Set<String> = ["data", "upload", "download", "bytes"]

  /// `URLSession.shared`; nil for another name.
  func networkStatic(_ typeName: String, _ name: String) -> Value? {
    guard typeName == "URLSession", name == "shared" else { return nil }
    return .record(type: "URLSession", fields: [])
  }

  /// `session.data(from: url)`, `data(for: request)`, `upload(for:from:)`: the offline error,
  /// thrown; nil when `base` is not a session.
  func networkMethod(_ name: String, on base: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    guard case .record("URLSession", _) = base else { return nil }
    guard Self.requestMethods.contains(name) else {
      throw notSimulated("URLSession.\(name)", at: node)
    }
    thrownValue = .record(
      type: "URLError",
      fields: [
        Value.Field(
          "code", .enumCase(type: "URLError.Code", name: "notConnectedToInternet", payload: []))
      ])
    throw failure(
      "thrown", "Fatal error: Error raised at top level: \(Self.offlineDescription)", at: node)
  }

  /// `error.localizedDescription` of the offline error; nil for another value or name.
  func networkProperty(_ name: String, of base: Value) -> Value? {
    guard case .record("URLError", _) = base, name == "localizedDescription" else { return nil }
    return .string(Self.offlineDescription)
  }

  /// Foundation's English text for `URLError.notConnectedToInternet`.
  private static let offlineDescription = "The Internet connection appears to be offline."
}
