import IdentityEngine
import SwiftSyntax

/// The toolbar items without content of iOS 26: `ToolbarSpacer` and `DefaultToolbarItem`, each
/// one leaf with its own identity; `ToolbarItem`, `ToolbarItemGroup` and `ToolbarTitleMenu`,
/// which hold views, are containers (`Interpreter+Controls.swift`). Rules and sources:
/// docs/semantics.md, "Controls".
extension Interpreter {
  /// `.toolbar { … }`, `.toolbar(content:)`, `.toolbar(id:content:)`: the items, built with the
  /// view on every render, as content beside it at `…/toolbar` (a `Presentation` that is not
  /// modal: its controls stay reachable with the view's, its links push on the view's stack);
  /// nil for the forms without content (`.toolbar(.hidden, for: .navigationBar)`), which stay
  /// inert.
  func toolbar(_ content: ViewDescription, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value?
  {
    guard let items = try builtContent(arguments, at: call) else { return nil }
    return beside(content, "toolbar", items)
  }

  /// The views of a modifier's content closure (its trailing closure or `content:`); nil when it
  /// has none.
  func builtContent(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError)
    -> ViewDescription?
  {
    guard
      let builder = arguments.last(where: {
        ($0.label == nil || $0.label == "content") && isClosure($0.value)
      }).flatMap({ asFunction($0.value) })
    else { return nil }
    return try toView(self.call(builder, [], builder: true, at: call), at: call)
  }

  /// `content` with `items` built beside it as content of the kind `kind` (`toolbar`,
  /// `overlay`): a `Presentation` that is not modal, mounted with the view in its context.
  func beside(_ content: ViewDescription, _ kind: String, _ items: ViewDescription) -> Value {
    viewValue(layered(content, kind, items))
  }

  /// `content` with `items` built beside it as a layer of `kind` (not modal).
  func layered(_ content: ViewDescription, _ kind: String, _ items: ViewDescription)
    -> ViewDescription
  {
    let presentation = Presentation(
      kind: kind, content: items, dismiss: Callback {}, isModal: false)
    return .modified(content, .presentation(presentation))
  }

  /// `.navigationBarItems(leading:trailing:)` (and either alone), which iOS 14 replaced with
  /// `.toolbar`: the leading view then the trailing one, as the toolbar's items beside the view;
  /// nil when neither argument is a view.
  func navigationBarItems(
    _ content: ViewDescription, _ arguments: [Argument], at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    var items: [ViewDescription] = []
    for label in ["leading", "trailing"] {
      guard let item = arguments.first(where: { $0.label == label })?.value, isViewLike(item)
      else { continue }
      items.append(try toView(item, at: call))
    }
    if items.isEmpty { return nil }
    return beside(content, "toolbar", combine(items))
  }

  /// Names of the toolbar leaves this facet builds.
  static let toolbarLeaves: Set<String> = ["ToolbarSpacer", "DefaultToolbarItem"]

  /// `ToolbarSpacer(.fixed, placement: .bottomBar)` (sizing `.flexible` by default),
  /// `DefaultToolbarItem(kind: .search, placement: .bottomBar)`; nil when `name` is neither.
  /// The sizing or the kind is the leaf's text; the placement places nothing in idlab.
  func toolbarLeaf(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value?
  {
    guard Self.toolbarLeaves.contains(name) else { return nil }
    let isSpacer = name == "ToolbarSpacer"
    let chosen = arguments.first { isSpacer ? $0.label == nil : $0.label == "kind" }?.value
    var text = isSpacer ? "flexible" : nil
    if let chosen {
      guard case .enumCase(_, let option, []) = chosen else {
        let form =
          isSpacer ? "ToolbarSpacer(.fixed)`, `ToolbarSpacer(.flexible)" : "\(name)(kind: .search)"
        throw invalidArguments(name, .knownInitializer, ["form": form], at: call)
      }
      text = option
    }
    guard let text else {
      throw invalidArguments(name, .missingArgument, ["label": "kind"], at: call)
    }
    let kind: Primitive.Kind = isSpacer ? .toolbarSpacer : .defaultToolbarItem
    return viewValue(.primitive(Primitive(kind: kind, text: text)))
  }
}
