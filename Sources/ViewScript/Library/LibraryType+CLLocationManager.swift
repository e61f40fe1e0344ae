import IdentityEngine

extension LibraryType {
  /// `CLLocationManager` on a fresh install: the app has not been authorized
  /// (`authorizationStatus` is `.notDetermined`) and nobody answers the prompt a request would
  /// show, so no location arrives (`location` is nil) and the delegate is never called; the
  /// requests and updates are accepted and do nothing. Its other members are opaque
  /// (docs/semantics.md, "The simulated library").
  static let locationManager: LibraryType = {
    var type = LibraryType("CLLocationManager", values: .objects(LocationManagerValue.self))
    type.inertSettings = true
    type.framework = "CoreLocation"
    type.initializers = ["init()": { _ in .opaque(LocationManagerValue()) }]
    type.staticMethods = [
      "authorizationStatus()": { _ in notDetermined },
      "locationServicesEnabled()": { _ in .bool(true) },
    ]
    type.properties = [
      "authorizationStatus": { _ in notDetermined },
      "location": { _ in .null },
    ]
    for name in [
      "requestWhenInUseAuthorization()", "requestAlwaysAuthorization()", "requestLocation()",
      "startUpdatingLocation()", "stopUpdatingLocation()", "startUpdatingHeading()",
      "stopUpdatingHeading()", "startMonitoringSignificantLocationChanges()",
      "stopMonitoringSignificantLocationChanges()",
    ] {
      type.methods[name] = { _ in .null }
    }
    return type
  }()

  /// `CLAuthorizationStatus.notDetermined`.
  private static let notDetermined = Value.enumCase(
    type: "CLAuthorizationStatus", name: "notDetermined", payload: [])
}

/// A scene's `CLLocationManager()`: its settings (`delegate`, `desiredAccuracy`, …) kept and read
/// back (`LibraryType.locationManager`).
final class LocationManagerValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The settings and their defaults (Apple: `desiredAccuracy` `kCLLocationAccuracyBest`,
  /// -1; `distanceFilter` `kCLDistanceFilterNone`, -1).
  private var settings: [String: Value] = [
    "delegate": .null, "desiredAccuracy": .double(-1), "distanceFilter": .double(-1),
    "allowsBackgroundLocationUpdates": .bool(false),
    "pausesLocationUpdatesAutomatically": .bool(true),
    "showsBackgroundLocationIndicator": .bool(false), "headingFilter": .double(1),
  ]

  override var displayDescription: String { "CLLocationManager" }
  override var swiftTypeName: String { "CLLocationManager" }

  func property(_ name: String) -> Value? { settings[name] }

  func setProperty(_ name: String, to value: Value) -> Bool {
    guard settings[name] != nil else { return false }
    settings[name] = value
    return true
  }
}
