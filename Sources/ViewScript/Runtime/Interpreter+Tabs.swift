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
      selection = try requiredBinding(
        value, of: "TabView", label: "selection", example: "$tab", at: call)
    }
    let tabs = try tabContents(of: content, at: call).map { view in
      var title: String?
      if case .string(let text)? = modifier("tabItem", of: view) { title = text }
      return TabViewDescription.Tab(
        content: view, title: title ?? "", tag: modifier("tag", of: view))
    }
    return viewValue(.tabView(TabViewDescription(tabs: tabs, selection: selection)))
  }

  /// The tabs of a tab view's content: each view, and each row of a `ForEach` in it (a page of
  /// `TabView { ForEach(photos) { … } }`), tagged with its element's id unless it has a `.tag`:
  /// "A ForEach automatically applies a default tag to each enumerated view using the id
  /// parameter of the corresponding element" (Apple, `View.tag(_:includeOptional:)`).
  private func tabContents(of content: Value?, at call: FunctionCallExprSyntax)
    throws(EvalError) -> [ViewDescription]
  {
    var views: [ViewDescription] = []
    for view in try children(of: content, at: call) {
      guard case .forEach(let rows) = view else {
        views.append(view)
        continue
      }
      for index in rows.ids.indices {
        var row: ViewDescription
        do {
          row = try rows.row(index)
        } catch let error as EvalError {
          throw error
        } catch {
          throw wrapThrown(error)
        }
        if modifier("tag", of: row) == nil {
          row = .modified(row, .other(name: "tag", value: rows.ids[index]))
        }
        views.append(row)
      }
    }
    return views
  }

  /// `.tabItem { Label("Home", systemImage: "house") }`: recorded as the title it shows.
  func tabItem(_ content: ViewDescription, _ arguments: [Argument], call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    let label = arguments.last { isClosure($0.value) }?.value
    let title = labelText(combine(try children(of: label, at: call))) ?? ""
    return viewValue(.modified(content, .other(name: "tabItem", value: .string(title))))
  }

  /// iOS 18's `Tab("Home", systemImage: "house", value: 0) { HomeView() }` (or `Tab { … } label:
  /// { Label(…) }`): its content, titled and tagged as `.tabItem` and `.tag` would.
  func tab(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError) -> Value {
    let closures = arguments.filter { isClosure($0.value) }
    let content = closures.first { $0.label == nil || $0.label == "content" }?.value
    var title = arguments.first { $0.label == nil && !isClosure($0.value) }.map {
      describe($0.value)
    }
    if title == nil, let label = closures.first(where: { $0.label == "label" })?.value {
      title = labelText(combine(try children(of: label, at: call)))
    }
    // `Tab(role: .search) { … }` without a title: the system's search tab, titled "Search"
    // on the simulated device (an English iPhone) with a magnifying glass (Apple, `TabRole.search`).
    if title == nil,
      case .enumCase(_, "search", _)? = arguments.first(where: { $0.label == "role" })?.value
    {
      title = "Search"
    }
    // A tab is an item of the tab bar whatever its content is: with none (`{ }`,
    // `EmptyView()`, a search tab whose selection opens a sheet) it is an empty group that keeps
    // the item (Apple, `Tab`: "The content for a tab and the tab's associated tab item in a tab
    // view"; until session 22 such a tab was dropped from the bar: sample 47).
    var body = combine(try children(of: content, at: call))
    if case .empty = body { body = .container(.group, []) }
    var view = ViewDescription.modified(
      body, .other(name: "tabItem", value: .string(title ?? "")))
    if let value = arguments.first(where: { $0.label == "value" })?.value {
      view = .modified(view, .other(name: "tag", value: value))
    }
    return viewValue(view)
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
