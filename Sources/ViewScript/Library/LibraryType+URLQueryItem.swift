import IdentityEngine

extension LibraryType {
  /// `URLQueryItem(name:value:)`: a record of its `name` and `value` (docs/semantics.md,
  /// "`URLComponents`").
  static let urlQueryItem: LibraryType = {
    var type = LibraryType("URLQueryItem", values: .records)
    type.initializers = [
      "init(name:value:)": { call in
        queryItem(
          name: call.run.describe(call.arguments[0].value),
          value: call.arguments[1].value == .null
            ? nil : call.run.describe(call.arguments[1].value))
      },
      "init": { (call: LibraryCall) throws(EvalError) -> Value in
        throw call.invalidArguments(.expectedForm, ["form": "URLQueryItem(name:value:)"])
      },
    ]
    return type
  }()

  /// A `URLQueryItem` value.
  static func queryItem(name: String, value: String?) -> Value {
    .record(
      type: urlQueryItem.name,
      fields: [
        Value.Field("name", .string(name)), Value.Field("value", value.map(Value.string) ?? .null),
      ])
  }
}
