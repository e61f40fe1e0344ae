import Foundation
import IdentityEngine

extension LibraryType {
  /// `Locale.MeasurementSystem`, the value of a locale's `measurementSystem` (`.us` on the
  /// simulated device, English as spoken in the United States): its three cases `metric`, `us`
  /// and `uk`, and each one's `identifier` as Foundation writes it (`metric`, `ussystem`,
  /// `uksystem`). Sample 54: two screens stopped at a unit chosen from it that they never show.
  static let measurementSystem: LibraryType = {
    var type = LibraryType("Locale.MeasurementSystem", values: .cases)
    let identifiers = ["metric": "metric", "us": "ussystem", "uk": "uksystem"]
    for name in identifiers.keys {
      type.staticProperties[name] = { _ in Self.measurementSystem(name) }
    }
    type.properties["identifier"] = { call in
      guard case .enumCase(_, let name, _) = call.receiver else { return .null }
      return identifiers[name].map(Value.string) ?? .null
    }
    return type
  }()

  /// The case of `Locale.MeasurementSystem` named `name`.
  static func measurementSystem(_ name: String) -> Value {
    .enumCase(type: "Locale.MeasurementSystem", name: name, payload: [])
  }

  /// The case Foundation gives `locale`'s `measurementSystem`.
  static func measurementSystem(of locale: Locale) -> Value {
    switch locale.measurementSystem {
    case .us: measurementSystem("us")
    case .uk: measurementSystem("uk")
    default: measurementSystem("metric")
    }
  }
}
