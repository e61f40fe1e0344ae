import IdentityEngine

extension LibraryType {
  /// `GridItem(_:spacing:alignment:)`: a record of its `size` (`.flexible()` when not given),
  /// `spacing` and `alignment` (nil when not given), which a program reads and sets
  /// (`item.spacing = 0`). A lazy grid's columns are not laid out on idlab's screen
  /// (docs/semantics.md, "Standard library values as apps extend and use them"), so none of it
  /// changes what the screen shows.
  static let gridItem: LibraryType = {
    var type = LibraryType("GridItem", values: .records)
    type.framework = "SwiftUI"
    type.initializers = [
      "init": { call in
        let size =
          call.arguments.first { $0.label == nil }?.value
          ?? .enumCase(type: "GridItem.Size", name: "flexible", payload: [])
        return .record(
          type: "GridItem",
          fields: [
            Value.Field("size", size), Value.Field("spacing", spacing(call.argument("spacing"))),
            Value.Field("alignment", call.argument("alignment")),
          ])
      }
    ]
    for field in ["size", "spacing", "alignment"] {
      type.properties[field] = { call in
        guard case .record(_, let fields) = call.receiver else { return .null }
        return fields.first { $0.name == field }?.value ?? .null
      }
      type.setters[field] = { call, newValue in
        guard case .record(let name, var fields) = call.receiver,
          let index = fields.firstIndex(where: { $0.name == field })
        else { return call.receiver }
        // `spacing` is a `CGFloat?`: an integer literal written to it is a `Double`.
        fields[index].value = field == "spacing" ? spacing(newValue) : newValue
        return .record(type: name, fields: fields)
      }
    }
    return type
  }()

  /// A spacing as the `CGFloat?` it is: an integer is a `Double`.
  private static func spacing(_ value: Value) -> Value {
    if case .int(let number) = value { return .double(Double(number)) }
    return value
  }
}
