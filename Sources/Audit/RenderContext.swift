import SwiftSyntax

/// Where code runs relative to a view's `body`: while rendering, or later in an action.
///
/// `UUID()` in `body` makes a new value on every render; the same call in a button's action
/// runs once per tap. The test is syntactic:
/// - render time is the inside of `var body`, a `@ViewBuilder` declaration, a helper property or
///   function of type `some View`, or a closure passed to one of them (`VStack { … }`, `ForEach(…) { … }`, `.map { … }`);
/// - an action is a closure labeled `action:`/`perform:`/`on…:`, the trailing closure of an
///   `on…` modifier (`onTapGesture`, `onChange`), of `task`, `refreshable`, `Task`,
///   `withAnimation`, `async`, or the first trailing closure of a `Button` without `action:`.
enum RenderContext {
  /// Whether `node` is evaluated each time a view's body runs.
  static func isRenderTime(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self), isAction(closure) { return false }
      if let variable = ancestor.as(VariableDeclSyntax.self) {
        return isViewBuilder(variable.attributes)
          || variable.bindings.contains {
            $0.isComputed && ($0.name == "body" || isOpaqueView($0.typeAnnotation?.type))
          }
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        return isViewBuilder(function.attributes)
          || isOpaqueView(function.signature.returnClause?.type)
      }
      if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(DeinitializerDeclSyntax.self) {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// `some View`: a helper property or function that builds view content (a plain
  /// `var header: some View { … }` is view code even without `@ViewBuilder`).
  static func isOpaqueView(_ type: TypeSyntax?) -> Bool {
    type?.trimmedDescription == "some View"
  }

  /// Whether `attributes` include `@ViewBuilder` (or `@ToolbarContentBuilder`, …).
  static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
    attributes.names.contains { $0.hasSuffix("Builder") && $0 != "ResultBuilder" }
  }

  /// Labels of arguments that are run later, not while rendering.
  static let actionLabels: Set<String> = [
    "action", "perform", "completion", "handler", "onCommit", "onEditingChanged", "onDismiss",
  ]

  /// Calls whose trailing closure runs later, not while rendering.
  static let actionCalls: Set<String> = [
    "task", "refreshable", "Task", "withAnimation", "withTransaction", "async", "asyncAfter",
    "sink", "detached", "receive", "scheduledTimer", "perform", "run",
    // Their trailing closure is `onCompletion:`, run when the user picks a file.
    "fileImporter", "fileExporter", "fileMover",
  ]

  /// Whether `closure` is an action (runs on an event) rather than view content.
  static func isAction(_ closure: ClosureExprSyntax) -> Bool {
    guard let parent = closure.parent else { return false }
    if let argument = parent.as(LabeledExprSyntax.self) {
      guard let label = argument.label?.text else { return false }
      return isActionLabel(label)
    }
    if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
      return isActionLabel(element.label.text)
    }
    if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
      guard let name = call.calleeName else { return false }
      if name == "Button" { return call.argument(labeled: "action") == nil }
      return isActionName(name)
    }
    return false
  }

  /// Whether `node` is inside a closure the project passes to one of its own views as an input
  /// that returns nothing (`SaveButton { store.add(Draft(id: UUID())) }`, `Row(onTap: { … })`):
  /// the view calls it on an event, as `Button` calls its action; a closure that returned
  /// content would be a view builder (`ProjectFacts.actionInputs`; audit sample AY, six
  /// findings).
  static func isInProjectAction(_ node: some SyntaxProtocol, _ facts: ProjectFacts) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self) {
        return false
      }
      if let closure = ancestor.as(ClosureExprSyntax.self), let parent = closure.parent {
        if let argument = parent.as(LabeledExprSyntax.self), let label = argument.label?.text,
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let type = call.calleeName, facts.actionInputs.contains("\(type).\(label)")
        {
          return true
        }
        if let call = parent.as(FunctionCallExprSyntax.self),
          call.trailingClosure?.id == closure.id,
          let type = call.calleeName, let input = facts.lastClosureInputs[type],
          facts.actionInputs.contains(input)
        {
          return true
        }
      }
      current = ancestor.parent
    }
    return false
  }

  static func isActionLabel(_ label: String) -> Bool {
    actionLabels.contains(label) || isActionName(label)
  }

  /// `onTapGesture`, `onChange`, `task`, … (but not `on` alone), and a project's own wrapper of
  /// one (`customOnChange`, `debouncedOnChange`): an event name after a lowercase prefix.
  static func isActionName(_ name: String) -> Bool {
    if actionCalls.contains(name) { return true }
    if name.hasPrefix("on"), name.count > 2 {
      return name[name.index(name.startIndex, offsetBy: 2)].isUppercase
    }
    guard let range = name.range(of: "On"), range.lowerBound != name.startIndex,
      range.upperBound < name.endIndex
    else { return false }
    return name[range.upperBound].isUppercase
  }
}
