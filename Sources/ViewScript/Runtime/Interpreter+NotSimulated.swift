import IdentityEngine
import SwiftSyntax

/// What happens when a run reaches an Apple SDK name or a macro idlab does not simulate
/// (`AppleSDKNames`; the checker warned about it before the run, `S120`/`S121`/`S114`).
extension Interpreter {
  /// Uppercase functions the interpreter implements (`builtinFunction`), known to the checker.
  static let uppercaseBuiltinFunctions: Set<String> = [
    "NSLocalizedString", "NSLog", "NSClassFromString",
  ]

  /// The `not-simulated` runtime failure at `node`: the step stops there, as a crash would,
  /// and the steps before it keep their output.
  func notSimulated(_ name: String, at node: some SyntaxProtocol) -> EvalError {
    failure(
      "not-simulated", "`\(name)` is not simulated", at: node, arguments: ["name": name])
  }
}

extension Interpreter {
  /// `Name(…) { … }` for a name idlab does not simulate: an unmodelled value holding the
  /// call's trailing closures that build views as its content (`buildsViews`); a closure that
  /// does not is the control's action, which runs only when the control is used, never while
  /// it is drawn (the thirty-third sample: a `LocationButton`'s action ran at the first render
  /// and stopped on an environment object it reads). Its other arguments are not evaluated:
  /// nothing reads them.
  func unmodelledCall(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value
  {
    var closures: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
    closures += call.additionalTrailingClosures.map(\.closure)
    var content: [FunctionValue] = []
    for closure in closures where buildsViews(closure) {
      if let function = asFunction(try evaluate(ExprSyntax(closure), ctx)) {
        content.append(function)
      }
    }
    return .opaque(UnmodelledValue(name, content: content))
  }

  /// Modifiers a chain of view content commonly ends with (`title.padding()`).
  static let commonModifiers: Set<String> = [
    "padding", "font", "foregroundColor", "foregroundStyle", "frame", "background", "bold",
    "italic", "opacity", "cornerRadius", "clipShape", "overlay", "tint", "shadow", "border",
    "fill", "stroke", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "lineLimit",
    "multilineTextAlignment", "labelStyle", "buttonStyle", "id", "tag", "onTapGesture",
    "disabled", "offset", "rotationEffect", "scaleEffect", "animation", "transition",
  ]

  /// The methods that give an `OperationQueue` work to run later (S114).
  static let queuedWork: Set<String> = ["addOperation", "addOperations", "addBarrierBlock"]

  /// The modifiers a view idlab does not know takes as any view does (`Dashboard().tabItem {
  /// … }`): the common ones, and those that give a container its structure or run the view's
  /// lifecycle. Another method of an opaque value gives the value back.
  static let modifiersOfOpaqueViews: Set<String> = commonModifiers.union([
    "tabItem", "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
    "toolbar", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "onAppear",
    "onDisappear", "task", "onChange", "onReceive", "environmentObject", "environment",
    "listRowBackground", "listRowInsets", "listRowSeparator", "navigationDestination",
    "searchable", "refreshable", "ignoresSafeArea", "edgesIgnoringSafeArea",
  ])

  /// Whether a closure written for a view idlab does not simulate is view content: one of its
  /// statements (or of its `if`, `switch` and `#if` branches, its ternary's, what it returns) is
  /// a view: a value of a type called by name (`Label(…)`, `Text(…).bold()`, a program's view,
  /// not `Task { }`), a `Color`'s or an `Image`'s static member, a plain name or member
  /// (`content`, `item.label`), a chain of common modifiers (`title.padding()`), or a call of
  /// the program's function whose result is a view (`makeRow()`, `self.row()`). Anything else
  /// (assignments, method calls, `Task { }`, a method of the program's own non-view type last,
  /// `Tracker(…).record(x)`) is an action.
  func buildsViews(_ closure: ClosureExprSyntax) -> Bool {
    func isView(_ written: ExprSyntax) -> Bool {
      var expression = written
      while true {
        if let wrapped = expression.as(TryExprSyntax.self) {
          expression = wrapped.expression
        } else if let wrapped = expression.as(AwaitExprSyntax.self) {
          expression = wrapped.expression
        } else {
          break
        }
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        return isView(ternary.thenExpression) || isView(ternary.elseExpression)
      }
      if let ifExpr = expression.as(IfExprSyntax.self) { return isViewIf(ifExpr) }
      if let switchExpr = expression.as(SwitchExprSyntax.self) {
        return switchExpr.cases.contains { item in
          item.as(SwitchCaseSyntax.self)?.statements.contains(where: isViewItem) ?? false
        }
      }
      // The chain down to its root, with the names of the methods it calls, outermost first.
      var root = expression
      var calledDirectly = false
      var methods: [String] = []
      while true {
        if let call = root.as(FunctionCallExprSyntax.self) {
          if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            methods.append(member.declName.baseName.text)
          }
          root = call.calledExpression
          calledDirectly = true
        } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
          root = base
          calledDirectly = false
        } else {
          break
        }
      }
      // `Tracker(name: "x").record(hits)`: a method of the program's own non-view type last is
      // an action, whatever it is called on.
      if let last = methods.first, model.viewExtensionMethods[last] == nil,
        model.types.values.contains(where: { !$0.isView && $0.methods[last] != nil })
      {
        return false
      }
      guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
      let name = reference.baseName.text
      if name.first?.isUppercase == true {
        if calledDirectly { return name != "Task" }
        return ["Color", "Image", "Text"].contains(name)
      }
      // `content`, `item.label`, and a chain of view modifiers (`title.padding()`).
      if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
        || methods.contains(where: Self.commonModifiers.contains)
      {
        return true
      }
      // `makeRow(item)`, `self.row()`: a program's function whose result is a view.
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
      let called =
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            ? member.declName.baseName.text : nil
        }
      guard let called else { return false }
      let declared =
        (model.functions[called] ?? []) + model.types.values.flatMap { $0.methods[called] ?? [] }
      return declared.contains { function in
        guard let type = function.signature.returnClause?.type.trimmedDescription else {
          return false
        }
        return ["View", "Text", "Image"].contains { type.contains($0) }
      }
    }
    func isViewIf(_ ifExpr: IfExprSyntax) -> Bool {
      if ifExpr.body.statements.contains(where: isViewItem) { return true }
      switch ifExpr.elseBody {
      case .ifExpr(let next)?: return isViewIf(next)
      case .codeBlock(let block)?: return block.statements.contains(where: isViewItem)
      default: return false
      }
    }
    func isViewItem(_ item: CodeBlockItemSyntax) -> Bool {
      switch item.item {
      case .expr(let expression): return isView(expression)
      case .stmt(let statement):
        if let expression = statement.as(ExpressionStmtSyntax.self)?.expression
          ?? statement.as(ReturnStmtSyntax.self)?.expression
        {
          return isView(expression)
        }
        return false
      case .decl(let declaration):
        guard let clause = declaration.as(IfConfigDeclSyntax.self) else { return false }
        return clause.clauses.contains { clause in
          guard case .statements(let items)? = clause.elements else { return false }
          return items.contains(where: isViewItem)
        }
      default: return false
      }
    }
    return closure.statements.contains(where: isViewItem)
  }

  /// Whether the file `node` is in imports a module that is neither Apple's (a system module,
  /// a framework of `AppleSDKNames`, or any module whose name Apple's frameworks use) nor one of
  /// `given` (`import Core`, a C library or a package not given): a function nothing declares
  /// there may be that module's.
  static func importsModuleNotGiven(_ node: some SyntaxProtocol, given: Set<String>) -> Bool {
    importedModules(node).contains { module in
      !moduleNames.contains(module) && !AppleSDKNames.frameworks.contains(module)
        && !CompilationConditions.importableModules.contains(module) && !given.contains(module)
    }
  }

  /// Whether the file that holds `node` imports `module` (`import WebKit`).
  static func imports(_ module: String, _ node: some SyntaxProtocol) -> Bool {
    importedModules(node).contains(module)
  }

  /// The modules the file that holds `node` imports, at its top level or in an `#if` clause
  /// (`#if canImport(WebKit) import WebKit #endif`).
  static func importedModules(_ node: some SyntaxProtocol) -> [String] {
    guard let file = node.root.as(SourceFileSyntax.self) else { return [] }
    func modules(_ items: CodeBlockItemListSyntax) -> [String] {
      items.flatMap { item -> [String] in
        if let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text {
          return [module]
        }
        guard let clauses = item.item.as(IfConfigDeclSyntax.self)?.clauses else { return [] }
        return clauses.flatMap { clause -> [String] in
          if case .statements(let inner)? = clause.elements { return modules(inner) }
          return []
        }
      }
    }
    return modules(file.statements)
  }

  /// Modules a name may be qualified with (`SwiftUI.Text`): never an opaque value, which would
  /// hide the view it names; idlab reports the qualified name as unknown instead.
  static let moduleNames: Set<String> = [
    "Swift", "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "UIKit", "AppKit",
    "CoreData", "os",
  ]

  /// Whether `name` is an uppercase name that no file of the run declares and idlab does not
  /// know (the checker has already refused those a few edits from a known name, S103).
  /// The framework class `self`'s class inherits from (`Entity` for `class Globe: Entity`,
  /// `NSObject`), nil when it has none: then a name that resolves to nothing in the class is a
  /// member the framework gives it, opaque (docs/semantics.md, "Classes that inherit").
  func frameworkSuperclass(_ ctx: Context) -> String? {
    guard let type = ctx.selfContext?.type, type.kind == .classType, type.superclass == nil,
      let first = type.firstInherited, model.types[first] == nil,
      !model.protocolNames.contains(first),
      AppleSDKNames.framework(of: first) != nil || isUnknownTypeName(first),
      !["Delegate", "DataSource", "Protocol", "able", "ible", "Object"].contains(where: {
        first.hasSuffix($0) && first != "NSObject"
      })
    else { return nil }
    return first
  }

  func isUnknownTypeName(_ name: String) -> Bool {
    guard name.first?.isUppercase == true, !Self.moduleNames.contains(name),
      !model.moduleNames.contains(name)
    else { return false }
    return model.types[name] == nil && model.libraryExtensions[name] == nil
      && !Self.libraryTypes.contains(name) && !Self.builtinViewNames.contains(name)
  }

  /// The view an unmodelled value stands for: a leaf named after its type, or, when its call
  /// had trailing closures, their views in a `Group` (each closure's parameters are unmodelled
  /// values too: a `ScrollViewReader`'s proxy).
  func unmodelledView(_ value: UnmodelledValue, at node: some SyntaxProtocol) throws(EvalError)
    -> ViewDescription
  {
    guard !value.content.isEmpty else {
      return .primitive(Primitive(kind: .unmodelled, text: value.typeName))
    }
    var children: [ViewDescription] = []
    for function in value.content {
      let parameters = (0..<closureParameterCount(function)).map { _ in
        Argument(label: nil, value: .opaque(UnmodelledValue(value.typeName)))
      }
      let built = try toView(try call(function, parameters, builder: true, at: node), at: node)
      if case .container(.tuple, let rows) = built {
        children += rows
      } else {
        children.append(built)
      }
    }
    return .container(.group, children)
  }

  /// The `not-simulated` failure where the run depends on what `value` holds (a condition, a
  /// loop, a comparison, a number), at `node`.
  func dependsOnUnmodelled(_ value: UnmodelledValue, at node: some SyntaxProtocol) -> EvalError {
    failure(
      "depends-on-unmodelled",
      "the scene depends on what `\(value.typeName)` holds, and idlab does not simulate it",
      at: node, arguments: ["name": value.typeName])
  }

  /// The failure of a format style idlab cannot write `name` with: where one of the style's
  /// arguments is a value idlab does not model (`.currency(code: ‹Locale.Currency›…)`), the
  /// run depends on what that value holds, and the message names it, not the style.
  func formatStyleFailure(_ name: String, style: Value, at node: some SyntaxProtocol) -> EvalError {
    if case .enumCase(_, _, let payload) = style,
      let unmodelled = payload.lazy.compactMap(\.unmodelled).first
    {
      return dependsOnUnmodelled(unmodelled, at: node)
    }
    return notSimulated(name, at: node)
  }

  /// Throws `dependsOnUnmodelled` when `value` is unmodelled.
  func requireModelled(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) {
    if let unmodelled = value.unmodelled { throw dependsOnUnmodelled(unmodelled, at: node) }
  }
}

extension Interpreter {
  /// A stored property's initial value (`let haptic = UIImpactFeedbackGenerator(style: .medium)`).
  /// On a device the SDK object exists and the view is made; idlab cannot make the object, so a
  /// value that reaches an SDK name it does not simulate is held as a `DeferredFailureValue`,
  /// and that `not-simulated` failure, at the SDK name's line, happens where the property is used.
  func storedInitialValue(_ expression: ExprSyntax, _ context: Context) throws(EvalError)
    -> Value
  {
    do {
      return try evaluate(expression, context)
    } catch {
      guard case .failure(let failure) = error, failure.id == "not-simulated" else { throw error }
      return .opaque(DeferredFailureValue(failure))
    }
  }

  /// Throws the failure `value` holds when it is a deferred one.
  func throwDeferredFailure(_ value: Value) throws(EvalError) {
    if case .opaque(let opaque) = value, let deferred = opaque as? DeferredFailureValue {
      throw .failure(deferred.failure)
    }
  }
}

/// The initial value of a stored property that reached an Apple SDK name idlab does not
/// simulate: its failure, kept until the property is used.
final class DeferredFailureValue: OpaqueReference, @unchecked Sendable {
  /// The `not-simulated` failure, at the SDK name's line.
  let failure: RuntimeFailure

  init(_ failure: RuntimeFailure) {
    self.failure = failure
  }

  override var displayDescription: String { "\(failure.arguments["name"] ?? "SDK value")" }
}
