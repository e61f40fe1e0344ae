import IdentityEngine
import SwiftSyntax

/// `TabView(selection:) { A().tabItem { … }.tag(x); … }`: the engine's tab view, every tab alive
/// and only the selected one appeared (docs/semantics.md, "Tab views").
extension Interpreter {
  /// A `TabView`: one tab per view of its content, titled by its `.tabItem` and tagged by its
  /// `.tag`.
  func tabView(_ arguments: [Argument], content: Value?, at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    var selection: Binding?
    if let value = arguments.first(where: { $0.label == "selection" })?.value {
      guard case .opaque(let opaque) = value, let binding = opaque as? BindingValue else {
        throw diagnostic(
          .invalidArguments,
          ["name": "TabView", "detail": "`selection:` needs a binding such as `$tab`"], at: call)
      }
      selection = binding.binding
    }
    let tabs = try children(of: content, at: call).map { view in
      var title: String?
      if case .string(let text)? = modifier("tabItem", of: view) { title = text }
      return TabViewDescription.Tab(
        content: view, title: title ?? "", tag: modifier("tag", of: view))
    }
    return viewValue(.tabView(TabViewDescription(tabs: tabs, selection: selection)))
  }

  /// `.tabItem { Label("Home", systemImage: "house") }`: recorded as the title it shows.
  func tabItem(_ content: ViewDescription, _ arguments: [Argument], call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    let label = arguments.last { isClosure($0.value) }?.value
    let title = firstText(combine(try children(of: label, at: call))) ?? ""
    return viewValue(.modified(content, .other(name: "tabItem", value: .string(title))))
  }

  /// The value of the outermost `.other` modifier named `name` on a view's modifier chain.
  private func modifier(_ name: String, of view: ViewDescription) -> Value? {
    var current = view
    while case .modified(let content, let modifier) = current {
      if case .other(name, let value) = modifier { return value }
      current = content
    }
    return nil
  }
}
