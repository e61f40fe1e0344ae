import IdentityEngine

extension LibraryType {
  /// `UIDevice.current`: the simulated iPhone (the 393 × 852-point screen of `UIScreen.main`),
  /// upright, its battery not monitored (docs/semantics.md, "UIDevice"). Its other members
  /// (`name`, `systemVersion`, `identifierForVendor`, …) are opaque.
  static let device: LibraryType = {
    var type = LibraryType("UIDevice", values: .records)
    type.inertSettings = true
    type.framework = "UIKit"
    type.staticProperties = ["current": { _ in .record(type: "UIDevice", fields: []) }]
    func constant(_ type: String, _ name: String) -> Member {
      { _ in .enumCase(type: type, name: name, payload: []) }
    }
    type.properties = [
      "userInterfaceIdiom": constant("UIUserInterfaceIdiom", "phone"),
      "orientation": constant("UIDeviceOrientation", "portrait"),
      "batteryState": constant("UIDevice.BatteryState", "unknown"),
      "batteryLevel": { _ in .double(-1) },
      "isBatteryMonitoringEnabled": { _ in .bool(false) },
      "systemName": { _ in .string("iOS") },
      "model": { _ in .string("iPhone") },
      "localizedModel": { _ in .string("iPhone") },
    ]
    return type
  }()
}
