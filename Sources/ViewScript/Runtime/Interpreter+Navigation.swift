import IdentityEngine
import SwiftSyntax

/// `NavigationStack`/`NavigationView` with their path, `NavigationLink(value:)` and
/// `NavigationLink(destination:)`, `.navigationDestination(for:)`: the engine's navigation
/// stack, whose pushed destinations are identities of their own (docs/semantics.md,
/// "Navigation").
extension Interpreter {
  /// `NavigationStack(path: $path) { … }`: the root content and the path binding.
  /// `columns`: a `NavigationView`, whose views after the first are columns an iPhone does
  /// not show (its first view is the root, the others appear only through its links): they are
  /// not built.
  func navigationStack(
    _ arguments: [Argument], content: Value?, columns: Bool = false,
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value {
    var path: Binding?
    if let value = arguments.first(where: { $0.label == "path" })?.value {
      path = try requiredBinding(
        value, of: "NavigationStack", label: "path", example: "$path", at: call)
    }
    var root = try children(of: content, at: call)
    if columns, root.count > 1 { root = Array(root.prefix(1)) }
    return viewValue(.navigationStack(NavigationStackDescription(root: root, path: path)))
  }

  /// `NavigationSplitView { sidebar } content: { … } detail: { … }` on an iPhone: it collapses
  /// into a single stack ("A NavigationSplitView collapses into a single stack in some
  /// contexts, like on iPhone", Apple, `NavigationSplitViewColumn`) whose root is the column
  /// `preferredCompactColumn:` puts on top, the sidebar by default; the other columns are not
  /// built (they appear only through the top column's links).
  func navigationSplitView(_ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    func column(_ label: String?) -> Value? {
      arguments.first { $0.label == label && isClosure($0.value) }?.value
    }
    var top = "sidebar"
    if let preferred = arguments.first(where: { $0.label == "preferredCompactColumn" })?.value,
      case .enumCase(_, let name, _) = try requiredBinding(
        preferred, of: "NavigationSplitView", label: "preferredCompactColumn",
        example: "$column", at: call
      ).get()
    {
      top = name
    }
    let sidebar = column(nil) ?? column("sidebar")
    // The column on top, when the split view has it (`.content` of a two-column one does not).
    let content = top == "sidebar" ? sidebar : column(top) ?? sidebar
    return try navigationStack([], content: content, at: call)
  }

  /// What a `NavigationLink` pushes: its `value:`, or its destination view (`destination:`, or
  /// the trailing closure that is not its label); nil for a link that pushes nothing.
  func navigationPush(
    _ arguments: [Argument], hasTitle: Bool, at call: FunctionCallExprSyntax
  ) throws(EvalError) -> NavigationPush? {
    if let value = arguments.first(where: { $0.label == "value" })?.value {
      return .value(value)
    }
    guard let destination = linkDestination(arguments, hasTitle: hasTitle) else { return nil }
    return .view(combine(try children(of: destination, at: call)))
  }

  /// A link's `destination:` argument, or its unlabelled closure beside a title or a `label:`.
  private func linkDestination(_ arguments: [Argument], hasTitle: Bool) -> Value? {
    let closures = arguments.filter { isClosure($0.value) }
    let hasLabel = closures.contains { $0.label == "label" }
    return arguments.first { $0.label == "destination" }?.value
      ?? ((hasTitle || hasLabel) ? closures.first { $0.label == nil }?.value : nil)
  }

  /// `NavigationLink(destination:isActive:)` and `(destination:tag:selection:)`, deprecated in
  /// iOS 16 and common before: the destination is pushed while the binding is true (the
  /// selection equals the tag), from the first render on; a tap sets it, popping clears it
  /// (`false`, `nil`), as `.navigationDestination(isPresented:)` does (Apple,
  /// `NavigationLink.init(destination:isActive:label:)`: "A binding to a Boolean value that
  /// indicates whether destination is currently presented"). Nil for other links (the
  /// thirty-third sample: a link active at the start was not pushed).
  func boundLink(
    _ link: ViewDescription, _ arguments: [Argument], hasTitle: Bool,
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    let tag = arguments.first { $0.label == "tag" }?.value
    guard
      let argument = arguments.first(where: {
        $0.label == "isActive" || $0.label == "selection" && tag != nil
      })
    else { return nil }
    let flag = try requiredBinding(
      argument.value, of: "NavigationLink", label: argument.label ?? "", at: call)
    let active = tag.map { flag.get() == $0 } ?? (flag.get() == .bool(true))
    var destination: ViewDescription?
    if active, let written = linkDestination(arguments, hasTitle: hasTitle) {
      destination = combine(try children(of: written, at: call))
    }
    let presented = PresentedDestination(
      key: nil, content: destination,
      dismiss: Callback { try flag.set(tag == nil ? .bool(false) : .null) })
    let activate = Callback { try flag.set(tag ?? .bool(true)) }
    return viewValue(
      .modified(
        .modified(link, .navigationLink(.activation(activate))), .presentedDestination(presented)))
  }

  /// `.navigationDestination(for: T.self) { value in … }`, `.navigationDestination(isPresented:
  /// $flag) { … }`, `.navigationDestination(item: $item) { item in … }`.
  func navigationDestination(
    _ content: ViewDescription, _ arguments: [Argument], call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value {
    if let presented = try presentedDestination(content, arguments, call: call) {
      return presented
    }
    guard let type = arguments.first(where: { $0.label == "for" })?.syntax?.trimmedDescription,
      type.hasSuffix(".self"),
      let closure = arguments.last(where: { isClosure($0.value) }).flatMap({ asFunction($0.value) })
    else {
      throw diagnostic(.invalidModifierArguments, ["name": "navigationDestination"], at: call)
    }
    let build: (Value) throws -> ViewDescription = { [self] value in
      try self.entry { () throws(EvalError) -> ViewDescription in
        let view = try self.call(
          closure, [Argument(label: nil, value: value)], builder: true, at: call)
        return try self.toView(view, at: call)
      }
    }
    let modifier = Modifier.navigationDestination(
      type: swiftTypeName(
        written: model.resolvingMemberAlias(String(type.dropLast(".self".count)))),
      build: build)
    return viewValue(.modified(content, modifier))
  }

  /// `.navigationDestination(isPresented:)` and `(item:)`: the destination is built only while
  /// the flag is true (the item non-nil, passed to the closure and keying the pushed view by its
  /// id); popping it sets the flag to false (the item to nil). Nil for the `for:` form.
  private func presentedDestination(
    _ content: ViewDescription, _ arguments: [Argument], call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    guard let argument = arguments.first(where: { $0.label == "isPresented" || $0.label == "item" })
    else { return nil }
    let flag = try requiredBinding(
      argument.value, of: "navigationDestination", label: argument.label ?? "", at: call)
    let closure = arguments.last { isClosure($0.value) }.flatMap { asFunction($0.value) }
    let value = flag.get()
    let isItem = argument.label == "item"
    let isPresented = isItem ? value != .null : value == .bool(true)
    var destination: ViewDescription?
    if isPresented, let closure {
      let parameters = isItem ? [Argument(label: nil, value: value)] : []
      destination = try toView(
        self.call(closure, parameters, builder: true, at: call), at: call)
    }
    let modifier = Modifier.presentedDestination(
      PresentedDestination(
        key: isItem && isPresented ? (field("id", of: value) ?? value) : nil,
        content: destination,
        dismiss: Callback { try flag.set(isItem ? .null : .bool(false)) }))
    return viewValue(.modified(content, modifier))
  }
}
