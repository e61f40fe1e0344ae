import Foundation
import IdentityEngine
import SwiftSyntax

/// Colours: SwiftUI's named colours, their properties and `opacity(_:)`.
extension Interpreter {
  /// SwiftUI's named colours (the members of `NamedColor.all`).
  static let colorNames: Set<String> = Set(NamedColor.all.map(\.member))

  /// Whether `name` is a colour: one of SwiftUI's, or one of the project's asset catalogs'
  /// (`AssetCatalog`).
  func isColorName(_ name: String) -> Bool {
    Self.colorNames.contains(name) || assetColorSymbols.contains(name)
  }

  /// `Color.Chart.background`: a namespace of the asset catalogs (`Chart`, as `Color.Chart`),
  /// then a colour in it; nil when `typeName.name` is neither.
  func assetNamespaceMember(_ typeName: String, _ name: String) -> Value? {
    guard typeName == "Color" || typeName.hasPrefix("Color.") else { return nil }
    let path = (typeName == "Color" ? "" : String(typeName.dropFirst(6)) + ".") + name
    if assetColorSymbols.contains(path), typeName != "Color" { return .color(path) }
    guard assetColorSymbols.contains(where: { $0.hasPrefix(path + ".") }) else { return nil }
    return .opaque(TypeValue("Color." + path))
  }

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

  /// `Color(.brandRed)`, `Image(.logo)`: the symbol Xcode generates for an asset catalog's
  /// colour or image (a `ColorResource`, an `ImageResource`), the same value as
  /// `Color("brandRed")`; never the project's `Color.brandRed` static, which Swift does not pick
  /// for that argument's type. Nil for other calls.
  func resourceValue(_ name: String, _ call: FunctionCallExprSyntax) -> Value? {
    guard name == "Color" || name == "Image", call.arguments.count == 1,
      call.trailingClosure == nil, let only = call.arguments.first, only.label == nil,
      let member = only.expression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    let asset = describe(.string(member.declName.baseName.text))
    if name == "Color" { return .color(asset) }
    return viewValue(.primitive(Primitive(kind: .image, text: asset)))
  }

  /// A colour's method (`opacity(_:)`); nil when `name` is not one.
  func colorMethod(_ name: String, on color: String, _ arguments: [Argument]) -> Value? {
    guard name == "opacity" else { return nil }
    let first = arguments.first?.value
    return .color("\(color).opacity(\(describe(first ?? .null)))")
  }
}
