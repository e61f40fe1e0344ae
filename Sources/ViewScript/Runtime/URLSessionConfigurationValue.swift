import IdentityEngine

/// A scene's `URLSessionConfiguration` (`.default`, `.ephemeral`): a class whose settings a
/// service sets before it makes its `URLSession`. The session is offline whatever they say
/// (`Interpreter+URLSession.swift`), so the settings are only kept and read back.
final class URLSessionConfigurationValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The settings a program may read or set, with Foundation's defaults.
  private var settings: [String: Value] = [
    "timeoutIntervalForRequest": .double(60),
    "timeoutIntervalForResource": .double(604_800),
    "waitsForConnectivity": .bool(false),
    "allowsCellularAccess": .bool(true),
    "allowsExpensiveNetworkAccess": .bool(true),
    "allowsConstrainedNetworkAccess": .bool(true),
    "httpMaximumConnectionsPerHost": .int(6),
    "httpShouldSetCookies": .bool(true),
    // Read-only: nil but for a background configuration ("The background session identifier of
    // the configuration object", Apple), which idlab does not make.
    "identifier": .null,
    // "A dictionary of additional headers to send with requests": none until the app sets some.
    "httpAdditionalHeaders": .null,
  ]

  override var displayDescription: String { "URLSessionConfiguration" }
  override var swiftTypeName: String { "URLSessionConfiguration" }

  /// Every setting is kept: the session is offline whatever they say.
  var keepsUnlistedSettings: Bool { true }

  func property(_ name: String) -> Value? { settings[name] }

  func setProperty(_ name: String, to value: Value) -> Bool {
    switch (settings[name], value) {
    case (.double?, .double), (.bool?, .bool), (.int?, .int): settings[name] = value
    case (.double?, .int(let whole)): settings[name] = .double(Double(whole))
    case (.double?, _), (.bool?, _), (.int?, _): return false
    // The headers, and a setting this table does not list (`requestCachePolicy`,
    // `urlCache`), are kept as given and read back: the session is offline whatever they say,
    // so none changes what a screen shows (sample 50: a cache policy stopped two screens).
    default: settings[name] = value
    }
    return true
  }
}
