import Foundation
import IdentityEngine

extension LibraryType {
  /// `NumberFormatter()`: Foundation's formatter on the device's locale writes the text;
  /// `string(from:)`, `string(for:)` (nil for a value that is not a number) and
  /// `number(from:)` (nil for a text it cannot read) (docs/semantics.md, "Numbers as text").
  static let numberFormatter: LibraryType = {
    var type = LibraryType("NumberFormatter", values: .objects(NumberFormatterValue.self))
    type.initializers = ["init()": { _ in .opaque(NumberFormatterValue()) }]
    type.methods = [
      "string(from:)": { call in text(call, call.argument("from")) },
      "string(for:)": { call in text(call, call.argument("for")) },
      "number(from:)": { call in
        guard case .string(let text) = call.argument("from"),
          let number = call.receiver(NumberFormatterValue.self).formatter.number(from: text)
        else { return .null }
        let double = number.doubleValue
        return double == double.rounded() && abs(double) < 1e15
          ? .int(Int(double)) : .double(double)
      },
    ]
    return type
  }()

  /// `NSNumber(value:)`: the number itself (idlab's numbers are Swift's).
  static let nsNumber: LibraryType = {
    var type = LibraryType("NSNumber")
    // `NSNumber(value:)`, `NSNumber(integerLiteral:)`, `NSNumber(floatLiteral:)`,
    // `NSNumber(booleanLiteral:)`: one argument, the number.
    type.initializers = [
      "init": { call in
        switch call.arguments.count == 1 ? call.arguments[0].value : .null {
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        default: return .opaque(UnmodelledValue("NSNumber"))
        }
      }
    ]
    return type
  }()

  private static func text(_ call: LibraryCall, _ value: Value) -> Value {
    let formatter = call.receiver(NumberFormatterValue.self).formatter
    let number: NSNumber
    switch value {
    case .int(let int): number = NSNumber(value: int)
    case .double(let double): number = NSNumber(value: double)
    default: return .null
    }
    return formatter.string(from: number).map(Value.string) ?? .null
  }
}
