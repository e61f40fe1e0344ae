import IdentityEngine
import SwiftSyntax

/// A user's `ViewModifier`: `.modifier(Highlight())` (or an `extension View` helper that calls
/// `modifier(Highlight())`) renders the modifier's `body(content:)` around the modified view.
///
/// The modifier is a view node of its own type where it is applied, so its `@State` lives with
/// the modified view's position: it begins and ends with it and survives the parent's body
/// runs. The content keeps its own identity under it (`…/Highlight/Text`).
extension Interpreter {
  /// `.modifier(M())` with a user `ViewModifier` `M`: the modifier's view around `content`; nil
  /// for a library modifier, which stays an inert value.
  /// `ModifiedContent(content: view, modifier: Bordered())`: the view with the modifier
  /// applied, as `view.modifier(Bordered())` (Apple, `ModifiedContent.init(content:modifier:)`).
  func modifiedContent(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError)
    -> Value
  {
    let content = try toView(arguments[0].value, at: call)
    return try userModifier(
      [Argument(label: nil, value: arguments[1].value)], to: content, at: call)
      ?? viewValue(content)
  }

  func userModifier(
    _ arguments: [Argument], to content: ViewDescription, at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    guard let first = arguments.first, case .record(let typeName, _) = first.value,
      let type = model.types[typeName]
    else { return nil }
    // A `GeometryEffect` (a `ViewModifier` whose `effectValue(size:)` moves the view): only
    // geometry, which idlab does not draw: an inert modifier named after the effect.
    if type.conformances.contains("GeometryEffect"), type.methods["body"] == nil {
      return viewValue(.modified(content, .other(name: "modifier", value: .string(typeName))))
    }
    // `AnimatableModifier` is `Animatable & ViewModifier` (Apple, `AnimatableModifier`); a
    // `PreviewModifier` is applied by a preview's traits.
    guard
      !type.conformances.isDisjoint(with: ["ViewModifier", "AnimatableModifier", "PreviewModifier"]
      ),
      type.methods["body"] != nil
    else {
      throw diagnostic(.notAViewModifier, ["type": typeName], at: modifierName(call))
    }
    return viewValue(.custom(customView(first.value, type, modifying: content)))
  }

  /// Runs `body(content:)` of a modifier type with the modified view as `content`.
  func modifierBody(_ type: TypeDecl, _ selfContext: SelfContext, content: ViewDescription)
    throws(EvalError) -> ViewDescription
  {
    guard let methods = type.methods["body"] else {
      throw diagnostic(.notAViewModifier, ["type": type.name], at: type.syntax)
    }
    var arguments = [Argument(label: "content", value: viewValue(content))]
    if type.conformances.contains("PreviewModifier") {
      arguments.append(Argument(label: "context", value: try previewContext(of: type)))
    }
    let method = pickOverload(methods, arguments)
    if let storage = selfContext.state { try checkViewNesting(storage.identity, at: method) }
    let value = try invoke(
      method, arguments: arguments, selfContext: selfContext, type: type, at: method)
    return try toView(value, at: method)
  }

  /// A `PreviewModifier`'s shared context: what its `static func makeSharedContext()` returns,
  /// made once per run and given to every body (Apple: "shared across all previews that use
  /// this modifier"); `()` when the type does not declare it (`Context` is `Void`).
  private func previewContext(of type: TypeDecl) throws(EvalError) -> Value {
    if let made = previewContexts[type.name] { return made }
    var made = Value.tuple([])
    if let make = type.staticMethods["makeSharedContext"]?.first {
      made = try invoke(make, arguments: [], selfContext: nil, type: type, at: make)
    }
    previewContexts[type.name] = made
    return made
  }
}

// MARK: - Diagnostics of view modifiers (sorted by name)

extension DiagnosticKind {
  /// `.modifier(Card())` where `Card` is not a `ViewModifier` with `body(content:)`.
  public static let notAViewModifier = DiagnosticKind(
    "S224", "`{type}` is not a `ViewModifier` with a `body(content:)` method")
}
