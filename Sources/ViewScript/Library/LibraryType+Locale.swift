import Foundation
import IdentityEngine

extension LibraryType {
  /// `Locale`: the device's (`Locale.current`, English as spoken in the United States, as
  /// `DeviceSettings` fixes it) or one named by its identifier, a record of its identifier
  /// whose other members Foundation's `Locale` computes (docs/semantics.md, "Time").
  static let locale: LibraryType = {
    var type = LibraryType("Locale", values: .records)
    type.inertSettings = true
    type.staticProperties = [
      "current": { _ in DeviceSettings.locale(DeviceSettings.localeIdentifier) },
      "autoupdatingCurrent": { _ in DeviceSettings.locale(DeviceSettings.localeIdentifier) },
      "preferredLanguages": { _ in .array([.string(DeviceSettings.preferredLanguage)]) },
    ]
    type.initializers = [
      "init(identifier:)": { (call) throws(EvalError) -> Value in
        guard case .string(let identifier) = call.argument("identifier") else {
          throw call.invalidArguments(.expectedForm, ["form": "Locale(identifier: \"en_US\")"])
        }
        return DeviceSettings.locale(identifier)
      },
      "init": { (call) throws(EvalError) -> Value in
        throw call.invalidArguments(.expectedForm, ["form": "Locale(identifier: \"en_US\")"])
      },
    ]
    type.properties = [
      "identifier": text { $0.identifier },
      "languageCode": text { $0.language.languageCode?.identifier },
      "regionCode": text { $0.region?.identifier },
      "currencyCode": text { $0.currency?.identifier },
      "currencySymbol": text { $0.currencySymbol },
      "decimalSeparator": text { $0.decimalSeparator },
      "groupingSeparator": text { $0.groupingSeparator },
      "usesMetricSystem": { call in .bool(foundation(call).measurementSystem != .us) },
      "measurementSystem": { call in measurementSystem(of: foundation(call)) },
      "language": { call in
        // `Locale.Language`, read through `languageCode?.identifier` and `region?.identifier`.
        let language = foundation(call).language
        return .record(
          type: "Locale.Language",
          fields: [
            Value.Field(
              "languageCode", identified("Locale.LanguageCode", language.languageCode?.identifier)),
            Value.Field("region", identified("Locale.Region", language.region?.identifier)),
          ])
      },
      "region": { call in identified("Locale.Region", foundation(call).region?.identifier) },
      "currency": { call in identified("Locale.Currency", foundation(call).currency?.identifier) },
    ]
    return type
  }()

  private static func foundation(_ call: LibraryCall) -> Locale {
    DeviceSettings.foundationLocale(call.receiver)
      ?? Locale(identifier: DeviceSettings.localeIdentifier)
  }

  private static func text(_ part: @escaping @Sendable (Locale) -> String?) -> Member {
    { call in part(foundation(call)).map(Value.string) ?? .null }
  }

  /// A record of `type` with its `identifier`; nil when there is none.
  private static func identified(_ type: String, _ identifier: String?) -> Value {
    identifier.map { .record(type: type, fields: [Value.Field("identifier", .string($0))]) }
      ?? .null
  }
}
