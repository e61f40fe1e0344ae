import IdentityEngine
import SwiftSyntax

// MARK: - Diagnostics of geometry values (sorted by name)

extension DiagnosticKind {
  /// `CGSize(w: 1, h: 2)`, `CGRect(origin: 1, size: 2)`: an initializer Core Graphics lacks.
  public static let geometryInitializer = DiagnosticKind(
    "S220", "`{name}` is built with {forms}")
}

/// Core Graphics values as typed values: `CGSize`, `CGPoint`, `CGRect` (a `CGFloat` is a
/// `Double`), and what a `GeometryProxy` answers about them.
///
/// Each is a `.record` named after its type with the stored properties Core Graphics declares
/// (`width`/`height`, `x`/`y`, `origin`/`size`), so they compare, print and mutate like any
/// struct; a rectangle's derived members (`midX`, `width`, …) are computed here.
extension Interpreter {
  /// The geometry types built here.
  static let geometryTypes: Set<String> = ["CGSize", "CGPoint", "CGRect"]

  /// A size of `width` × `height` points.
  func size(_ width: Double, _ height: Double) -> Value {
    .record(
      type: "CGSize",
      fields: [Value.Field("width", .double(width)), .init("height", .double(height))]
    )
  }

  /// A point at (`x`, `y`).
  func point(_ x: Double, _ y: Double) -> Value {
    .record(type: "CGPoint", fields: [Value.Field("x", .double(x)), .init("y", .double(y))])
  }

  /// A rectangle at (`x`, `y`) of `width` × `height` points.
  func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
    .record(
      type: "CGRect",
      fields: [Value.Field("origin", point(x, y)), .init("size", size(width, height))]
    )
  }

  /// `CGSize.zero`, `CGPoint.zero`, `CGRect.zero`; nil for anything else.
  func geometryStatic(_ typeName: String, _ name: String) -> Value? {
    guard name == "zero" else { return nil }
    switch typeName {
    case "CGSize": return size(0, 0)
    case "CGPoint": return point(0, 0)
    case "CGRect": return rect(0, 0, 0, 0)
    default: return nil
    }
  }

  /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`,
  /// `CGRect(origin:size:)`; nil when `name` is not a geometry type.
  func geometryConstructor(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard Self.geometryTypes.contains(name) else { return nil }
    let labels = arguments.map { $0.label ?? "_" }
    let forms = [
      "CGSize": "`CGSize(width:height:)`", "CGPoint": "`CGPoint(x:y:)`",
      "CGRect": "`CGRect(x:y:width:height:)`, `CGRect(origin:size:)`",
    ]
    let invalid = diagnostic(
      .geometryInitializer, ["name": name, "forms": forms[name] ?? ""], at: node)
    func number(_ label: String) throws(EvalError) -> Double {
      guard let value = arguments.first(where: { $0.label == label }).flatMap({ double($0.value) })
      else { throw invalid }
      return value
    }
    switch (name, labels) {
    case ("CGSize", []), ("CGPoint", []), ("CGRect", []):
      return geometryStatic(name, "zero")
    case ("CGSize", ["width", "height"]):
      return size(try number("width"), try number("height"))
    case ("CGPoint", ["x", "y"]):
      return point(try number("x"), try number("y"))
    case ("CGRect", ["x", "y", "width", "height"]):
      return rect(try number("x"), try number("y"), try number("width"), try number("height"))
    case ("CGRect", ["origin", "size"]):
      let origin = resolvingGeometry(arguments[0].value, as: "CGPoint")
      let size = resolvingGeometry(arguments[1].value, as: "CGSize")
      guard case .record("CGPoint", _) = origin, case .record("CGSize", _) = size else {
        throw invalid
      }
      return .record(type: "CGRect", fields: [Value.Field("origin", origin), .init("size", size)])
    default:
      throw invalid
    }
  }

  /// A rectangle's derived members (`minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`, `width`,
  /// `height`), as Core Graphics computes them; nil for any other value or name.
  func geometryProperty(_ name: String, of base: Value) -> Value? {
    guard case .record("CGRect", let fields) = base,
      let origin = fields.first(where: { $0.name == "origin" })?.value,
      let size = fields.first(where: { $0.name == "size" })?.value,
      let x = field("x", of: origin).flatMap(double),
      let y = field("y", of: origin).flatMap(double),
      let width = field("width", of: size).flatMap(double),
      let height = field("height", of: size).flatMap(double)
    else { return nil }
    // A rectangle with a negative size is standardized first, as `CGRect`'s members do.
    let (left, right) = (min(x, x + width), max(x, x + width))
    let (top, bottom) = (min(y, y + height), max(y, y + height))
    switch name {
    case "minX": return .double(left)
    case "midX": return .double((left + right) / 2)
    case "maxX": return .double(right)
    case "minY": return .double(top)
    case "midY": return .double((top + bottom) / 2)
    case "maxY": return .double(bottom)
    case "width": return .double(right - left)
    case "height": return .double(bottom - top)
    default: return nil
    }
  }

  /// `.zero` written where a geometry value is expected (`offset = .zero`, `p == .zero`, a
  /// parameter `offset: CGSize = .zero`): the implicit member resolved by that type. `type` is
  /// the expected type's name, or the value already there; any other value is returned as is.
  func resolvingGeometry(_ value: Value, as type: String?) -> Value {
    guard case .enumCase("", let name, let payload) = value, payload.isEmpty, let type,
      let resolved = geometryStatic(type, name)
    else { return value }
    return resolved
  }

  /// The geometry type name of a value already in place (`CGSize` for a size), for
  /// `resolvingGeometry(_:as:)`.
  func geometryTypeName(of value: Value) -> String? {
    guard case .record(let type, _) = value, Self.geometryTypes.contains(type) else { return nil }
    return type
  }

  // MARK: - GeometryProxy

  /// `proxy.frame(in: .global | .local | .named("x"))`: the device's rectangle at the origin in
  /// every coordinate space, since idlab does no layout (docs/semantics.md); nil for another
  /// method or value.
  func geometryProxyMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard case .record("GeometryProxy", _) = base else { return nil }
    switch name {
    case "frame":
      guard arguments.count == 1, arguments[0].label == "in" else {
        throw invalidArguments("frame", .coordinateSpaceNeeded, at: node)
      }
      return rect(0, 0, Self.deviceSize.width, Self.deviceSize.height)
    default:
      return nil
    }
  }
}
