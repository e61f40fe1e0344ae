import IdentityEngine

extension LibraryType {
  /// `CodingUserInfoKey(rawValue:)`: a key of a coder's `userInfo`, a record of its `rawValue`,
  /// so two keys of one raw value are equal (Apple: "a user-defined key for providing context
  /// during encoding and decoding"; its initializer is failable, and gives a key for any
  /// string). Sample 52: two previews that put their store in a decoder's `userInfo` stopped.
  static let codingUserInfoKey: LibraryType = {
    var type = LibraryType("CodingUserInfoKey", values: .records)
    type.initializers = [
      "init(rawValue:)": { call in
        .record(
          type: "CodingUserInfoKey", fields: [Value.Field("rawValue", call.arguments[0].value)])
      }
    ]
    return type
  }()
}
