import Foundation
import IdentityEngine

extension LibraryType {
  /// `ISO8601DateFormatter`: `string(from:)` and `date(from:)` as Foundation's formatter writes
  /// and reads them (nil for a text it does not read), with `formatOptions` and `timeZone`
  /// (Apple, `ISO8601DateFormatter`; docs/semantics.md).
  static let iso8601DateFormatter: LibraryType = {
    var type = LibraryType("ISO8601DateFormatter", values: .objects(ISO8601DateFormatterValue.self))
    type.initializers = ["init()": { _ in .opaque(ISO8601DateFormatterValue()) }]
    type.methods = [
      "string(from:)": { (call: LibraryCall) throws(EvalError) -> Value in
        guard let date = SceneDate.foundation(call.argument("from")) else {
          throw call.invalidArguments(.typeNeeded, ["form": "string(from: date)", "type": "Date"])
        }
        return .string(call.receiver(ISO8601DateFormatterValue.self).formatter.string(from: date))
      },
      "date(from:)": { (call: LibraryCall) throws(EvalError) -> Value in
        guard case .string(let text) = call.argument("from") else {
          throw call.invalidArguments(.typeNeeded, ["form": "date(from: text)", "type": "String"])
        }
        let formatter = call.receiver(ISO8601DateFormatterValue.self).formatter
        return formatter.date(from: text).map(SceneDate.value) ?? .null
      },
    ]
    return type
  }()
}
