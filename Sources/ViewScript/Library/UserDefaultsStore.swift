import IdentityEngine

/// `UserDefaults.standard` for one run: an in-memory store that starts empty, as on a fresh
/// install, shared by every `@AppStorage` property and every `UserDefaults.standard` call.
///
/// It remembers which views read each key in their bodies (`@AppStorage`), and invalidates them
/// when the key is written, from either side, as SwiftUI's `AppStorage` observes the defaults.
final class UserDefaultsStore: OpaqueReference, @unchecked Sendable {
  /// The stored values, by key.
  private(set) var values: [String: Value] = [:]
  /// The registration domain (`register(defaults:)`): what a key gives while nothing is stored
  /// for it; never persisted.
  var registered: [String: Value] = [:]
  /// The views whose bodies read each key through `@AppStorage`.
  private var readers: [String: [StateStorage]] = [:]

  override var displayDescription: String { "UserDefaults" }
  override var swiftTypeName: String { "UserDefaults" }

  /// The value stored for `key`, noting `reader` (the view whose body is running) as depending
  /// on it.
  func read(_ key: String, reader: StateStorage?) -> Value? {
    if let reader {
      var list = readers[key, default: []]
      list.removeAll { !$0.isAlive }
      if !list.contains(where: { $0 === reader }) { list.append(reader) }
      readers[key] = list
    }
    return values[key] ?? registered[key]
  }

  /// Stores `value` for `key` (`.null` removes it) and invalidates the views that read it.
  func write(_ key: String, _ value: Value) {
    values[key] = value == .null ? nil : value
    for reader in readers[key, default: []] where reader.isAlive { reader.invalidate() }
  }
}
