import IdentityEngine
import SwiftSyntax

/// Views layered with a view: `.overlay { … }`, `.background { … }` and `.safeAreaInset { … }`
/// (docs/semantics.md, "Controls").
extension Interpreter {
  /// `.overlay { … }`, `.background { … }`, `.overlay(alignment: .top) { … }`,
  /// `.overlay(Text("New"))`: views layered with the view, built with it on every render as
  /// content beside it at `…/overlay` or `…/background` (a `Presentation` that is not modal, as a
  /// toolbar's items: their own identities, state and lifecycles, in the view's context, their
  /// controls reachable after the view's). A colour, a gradient or a material
  /// (`.background(Color.yellow)`, `.overlay(Color.black.opacity(0.3))`) stays a decoration of
  /// the view; nil then, and for any other modifier.
  func layeredContent(
    _ name: String, _ content: ViewDescription, _ arguments: [Argument],
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    // `.chartOverlay { proxy in … }`, `.chartBackground { proxy in … }`: a chart's layers,
    // built as an overlay's and a background's are, the `ChartProxy` opaque (Apple,
    // `chartOverlay(alignment:content:)`: "Adds an overlay to the plot area of a chart"; sample
    // 53's background was never built).
    if let kind = Self.chartLayers[name] {
      guard
        let builder = arguments.last(where: { $0.label == nil || $0.label == "content" })
          .flatMap({ asFunction($0.value) })
      else { return nil }
      let proxy = Argument(label: nil, value: .opaque(UnmodelledValue("ChartProxy")))
      let built = try toView(self.call(builder, [proxy], builder: true, at: call), at: call)
      return Self.isDecoration(built) ? nil : beside(content, kind, built)
    }
    guard Self.layerModifiers.contains(name) else { return nil }
    let layered: ViewDescription
    if let built = try builtContent(arguments, at: call) {
      // `.overlay { Color.black.opacity(0.5) }`: the closure's colour decorates the view as
      // `.overlay(Color.black.opacity(0.5))` does (sample 23: it was dropped).
      if let color = Self.decorationColor(built) {
        return viewValue(.modified(content, .other(name: name, value: .color(color))))
      }
      layered = built
    } else if let first = arguments.first, first.label == nil, isViewLike(first.value) {
      layered = try toView(first.value, at: call)
    } else {
      return nil
    }
    if Self.isDecoration(layered) { return nil }
    return beside(content, name, layered)
  }

  /// The modifiers whose content is built beside the view: `.overlay`, `.background`, and
  /// `.safeAreaInset(edge:alignment:spacing:content:)`, whose content SwiftUI places along an
  /// edge of the view (sample 19: a bottom bar was not drawn).
  static let layerModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

  /// A chart's layer modifiers and the layer each one is (`Interpreter.layeredContent`).
  static let chartLayers: [String: String] = [
    "chartOverlay": "overlay", "chartBackground": "background",
  ]

  /// Whether a layered view only colours the view: a colour, gradient or material, however
  /// modified (`Color.black.opacity(0.3)`).
  static func isDecoration(_ description: ViewDescription) -> Bool {
    decorationColor(description) != nil
  }

  /// The colour a decoration paints (`gray` for `Color.gray.clipShape(Capsule())`), nil for
  /// a view that is not one.
  static func decorationColor(_ description: ViewDescription) -> String? {
    switch description {
    case .primitive(let primitive): return primitive.kind == .color ? primitive.text ?? "" : nil
    case .modified(let inner, _): return decorationColor(inner)
    default: return nil
    }
  }
}
