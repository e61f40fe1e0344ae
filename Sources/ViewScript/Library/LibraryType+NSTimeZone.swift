import IdentityEngine

extension LibraryType {
  /// `NSTimeZone.default`, `.local` and `.system`: Foundation's reference-type zone, bridged to
  /// the `TimeZone` a Swift program stores (`var zone: TimeZone = NSTimeZone.default`); each is
  /// the simulated device's zone, as `TimeZone.current` is (docs/semantics.md, "Time"). Its
  /// other members are opaque.
  static let nsTimeZone: LibraryType = {
    var type = LibraryType("NSTimeZone")
    type.inertSettings = true
    let device: Member = { _ in DeviceSettings.timeZone(DeviceSettings.timeZoneIdentifier) }
    type.staticProperties = ["default": device, "local": device, "system": device]
    return type
  }()

  /// `NSLocale.current`, `.autoupdatingCurrent` and `.system`: Foundation's reference-type
  /// locale, bridged to `Locale`; the first two are the device's locale, as `Locale.current`
  /// is, the last the root locale with no language (`Locale(identifier: "")`).
  static let nsLocale: LibraryType = {
    var type = LibraryType("NSLocale")
    type.inertSettings = true
    let device: Member = { _ in DeviceSettings.locale(DeviceSettings.localeIdentifier) }
    type.staticProperties = [
      "current": device, "autoupdatingCurrent": device,
      "system": { _ in DeviceSettings.locale("") },
    ]
    return type
  }()
}
