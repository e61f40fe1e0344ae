import Foundation
import IdentityEngine
import SwiftSyntax

/// Colours: SwiftUI's named colours, their properties and `opacity(_:)`.
extension Interpreter {
  /// SwiftUI's named colours (the members of `NamedColor.all`).
  static let colorNames: Set<String> = Set(NamedColor.all.map(\.member))

  /// A colour's property (`description`); nil when unknown.
  func colorProperty(_ name: String, of color: String) -> Value? {
    if name == "description" { return .string(color) }
    // `Color.blue.gradient`: the colour's standard gradient, shown as `blue.gradient`.
    if name == "gradient" { return .color("\(color).gradient") }
    return nil
  }

  /// Whether `name` is a method of the colour `base` rather than a view modifier.
  func isColorMethod(_ base: Value, _ name: String) -> Bool {
    if case .color = base { return name == "opacity" }
    return false
  }

  /// A colour's method (`opacity(_:)`); nil when `name` is not one.
  func colorMethod(_ name: String, on color: String, _ arguments: [Argument]) -> Value? {
    guard name == "opacity" else { return nil }
    let first = arguments.first?.value
    return .color("\(color).opacity(\(describe(first ?? .null)))")
  }
}
