import IdentityEngine

extension LibraryType {
  /// `HKHealthStore` on a fresh install of an iPhone: Health data is available
  /// (`isHealthDataAvailable()` is true), the app has not been authorized
  /// (`authorizationStatus(for:)` is `.notDetermined`), and nobody answers the permission sheet
  /// a request shows, so its completion handler is never called and no sample arrives: a query
  /// the store executes delivers nothing. Its other members are opaque (docs/semantics.md, "The
  /// simulated library").
  static let healthStore: LibraryType = {
    var type = LibraryType("HKHealthStore", values: .objects(HealthStoreValue.self))
    type.inertSettings = true
    type.framework = "HealthKit"
    type.initializers = ["init()": { _ in .opaque(HealthStoreValue()) }]
    type.staticMethods = ["isHealthDataAvailable()": { _ in .bool(true) }]
    type.methods = [
      "authorizationStatus(for:)": { _ in
        .enumCase(type: "HKAuthorizationStatus", name: "notDetermined", payload: [])
      },
      "requestAuthorization": { _ in .null },
      "execute(_:)": { _ in .null },
      "stop(_:)": { _ in .null },
    ]
    return type
  }()
}

/// A scene's `HKHealthStore()` (`LibraryType.healthStore`).
final class HealthStoreValue: OpaqueReference, @unchecked Sendable {
  override var displayDescription: String { "HKHealthStore" }
  override var swiftTypeName: String { "HKHealthStore" }
}
