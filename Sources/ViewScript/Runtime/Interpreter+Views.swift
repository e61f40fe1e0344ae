import Foundation
import IdentityEngine
import SwiftSyntax

extension Interpreter {
  /// Built-in containers and the engine's names for them.
  static let containers: [String: Container] = [
    "VStack": .vStack, "HStack": .hStack, "ZStack": .zStack, "Group": .group, "List": .list,
    "ScrollView": .scrollView, "LazyVStack": .lazyVStack, "LazyHStack": .lazyHStack, "Form": .form,
    "Section": .section, "NavigationStack": .navigationStack, "NavigationView": .navigationStack,
    "TabView": .tabView,
  ]

  /// Every built-in view name the simulator knows.
  static let builtinViewNames: Set<String> = Set(containers.keys).union([
    "Text", "TextField", "SecureField", "Toggle", "Button", "Spacer", "Divider", "Image", "Label",
    "ProgressView", "Color", "EmptyView", "AnyView", "ForEach", "TimelineView", "Tab",
  ]).union(shapeViews).union(gradientViews).union(controlContainers.keys).union(leafControlNames)
    .union(mapViews).union(mapLeaves).union(toolbarLeaves)
    .union(["WebView", "NavigationSplitView", "ViewThatFits"])
    .union(chartMarks).union(["Chart"])

  /// SwiftUI's shapes: each a view of its own type (`Circle`), never a `Color`.
  static let shapeViews: Set<String> = insettableShapes.union(["Path", "AnyShape"])

  /// The shapes that conform to `InsettableShape` (they take `.strokeBorder`).
  static let insettableShapes: Set<String> = [
    "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
    "ContainerRelativeShape",
  ]

  /// Gradients: drawn like a colour swatch named after the gradient.
  static let gradientViews: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient"]

  // MARK: - Views as values

  /// Whether a value can be used as a view.
  func isViewLike(_ value: Value) -> Bool {
    switch value {
    case .opaque(let opaque): return opaque is ViewValue || opaque is UnmodelledValue
    case .record(let type, _):
      return model.types[type].map { $0.isView || $0.isShape || $0.representableProtocol != nil }
        ?? false
    case .object(let object):
      // A class may adopt `UIViewRepresentable` (`final class WebBox: UIViewRepresentable`).
      return model.types[object.typeName]?.representableProtocol != nil
    case .enumCase(let type, _, _):
      // An enum that conforms to `View` (`enum Symbol: String, View { var body … }`).
      return model.types[type]?.isView ?? false
    case .color: return true
    default: return false
    }
  }

  /// A widget of the program shown by a preview (`#Preview(as: .systemSmall) { LevelWidget() }
  /// timeline: { LevelEntry(…) }`): its configuration's content (`StaticConfiguration(…) {
  /// entry in LevelView(entry: entry) }`) drawn with the timeline's first entry, the one the
  /// canvas shows first (Apple, `Preview(_:as:widget:timeline:)`: "the timeline entries to
  /// preview"); without a timeline, with an opaque entry. Nil when the configuration has no
  /// content closure.
  func widgetView(_ widget: Value, _ type: TypeDecl, at node: some SyntaxProtocol)
    throws(EvalError) -> ViewDescription?
  {
    guard let body = type.computedProperties["body"] else { return nil }
    let configuration = try computedProperty(
      body, selfContext: SelfContext(value: widget, type: type), at: node)
    guard case .opaque(let opaque) = configuration,
      let unmodelled = opaque as? UnmodelledValue, let content = unmodelled.content.last
    else { return nil }
    var entry = Value.opaque(UnmodelledValue("TimelineEntry"))
    if let timeline = model.widgetTimeline {
      let context = Context(scope: Scope(parent: globalScope))
      for statement in timeline.statements {
        guard let expression = statement.item.as(ExprSyntax.self) else { continue }
        entry = try evaluate(expression, context)
        break
      }
    }
    let argument = Argument(label: nil, value: entry)
    return try toView(try call(content, [argument], builder: true, at: node), at: node)
  }

  func viewValue(_ description: ViewDescription) -> Value {
    .opaque(ViewValue(description))
  }

  /// Converts a value to the view it describes.
  func toView(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> ViewDescription {
    switch value {
    case .opaque(let opaque):
      if let view = opaque as? ViewValue { return view.description }
      if let unmodelled = opaque as? UnmodelledValue {
        return try unmodelledView(unmodelled, at: node)
      }
    case .record(let typeName, _), .enumCase(let typeName, _, _):
      if let type = model.types[typeName], type.isView { return .custom(customView(value, type)) }
      if let type = model.types[typeName], type.isShape {
        return try animatableShape(value, type, at: node)
      }
      // A `UIViewRepresentable` of the program: a leaf of its own type, its UIKit content opaque
      // (the checker's S124 names it).
      if let type = model.types[typeName], type.representableProtocol != nil {
        return .primitive(Primitive(kind: .unmodelled, text: type.name))
      }
      if let type = model.types[typeName], type.conformances.contains("Widget"),
        let view = try widgetView(value, type, at: node)
      {
        return view
      }
    case .object(let object):
      if let type = model.types[object.typeName], type.representableProtocol != nil {
        return .primitive(Primitive(kind: .unmodelled, text: type.name))
      }
    case .color(let name):
      return .primitive(Primitive(kind: .color, text: name))
    case .null:
      return .empty
    default:
      break
    }
    throw diagnostic(.notAView, ["type": typeName(of: value)], at: node)
  }

  /// A user view instance as the engine sees it; with `content`, a user `ViewModifier` applied
  /// to it, whose `body(content:)` is the body and whose state lives where the modifier is.
  func customView(_ instance: Value, _ type: TypeDecl, modifying content: ViewDescription? = nil)
    -> CustomView
  {
    guard case .record(let typeName, let fields) = instance else {
      // An enum view (`enum Symbol: String, View`): its case is its input; it has no state.
      guard case .enumCase = instance else {
        return CustomView(typeName: type.name, inputs: instance, state: [], body: { _ in .empty })
      }
      return CustomView(
        typeName: type.name, inputs: instance, state: [], environmentRead: environmentReader(type),
        body: { [self] storage in
          try self.entry { () throws(EvalError) -> ViewDescription in
            try self.renderBody(instance, type, storage, content: nil)
          }
        })
    }
    let stateProperties = type.stateProperties
    let stateNames = type.stateFieldNames
    var inputFields = fields.filter { !stateNames.contains($0.name) }
    // The content is an input: a new content re-runs the modifier's body.
    if let content { inputFields.append(Value.Field("content", viewValue(content))) }
    let inputs = Value.record(type: typeName, fields: inputFields)
    var provided: [String: Value] = [:]
    for field in fields where stateNames.contains(field.name) {
      provided[String(field.name.dropFirst())] = field.value
    }
    let state = stateProperties.map { property in
      StateDeclaration(
        name: property.name, kind: property.wrapper == .focusState ? .focusState : .state,
        initial: { [self] in
          if let value = provided[property.name] {
            if property.wrapper == .stateObject, case .opaque(let opaque) = value,
              let autoclosure = opaque as? FunctionValue, autoclosure.name == "StateObject",
              case .native(let run) = autoclosure.body
            {
              return try run([])
            }
            return value
          }
          return try self.entry { () throws(EvalError) -> Value in
            try self.initialStateValue(property, in: type)
          }
        })
    }
    return CustomView(
      typeName: specializedName(type, fields), inputs: inputs, state: state,
      environmentRead: environmentReader(type),
      body: { [self] storage in
        try self.entry { () throws(EvalError) -> ViewDescription in
          try self.renderBody(instance, type, storage, content: content)
        }
      })
  }

  /// A view's type as SwiftUI names it: `Card<Text>` for `struct Card<Content: View>` holding a
  /// `Text`, so that two specialisations are two types for structural identity.
  ///
  /// Type parameters are erased at run time and each value carries its type (see
  /// `genericArgument`); one only a closure's result would tell (`let content: () -> Content`)
  /// stays written as the parameter's name.
  func specializedName(_ type: TypeDecl, _ fields: [Value.Field]) -> String {
    // A file's `private` type (keyed `Row#2` beside another file's `Row`) is named as declared.
    let name = type.isFilePrivate ? type.simpleName : type.name
    guard !type.genericParameters.isEmpty else { return name }
    let arguments = type.genericParameters.map {
      genericArgument($0, of: type, fields) ?? $0
    }
    return "\(name)<\(arguments.joined(separator: ", "))>"
  }

  /// The stored properties of a struct or class instance; none for other values.
  func storedFields(of value: Value) -> [Value.Field] {
    switch value {
    case .record(_, let fields): return fields
    case .object(let object): return object.fields
    default: return []
    }
  }

  /// The type an instance's generic parameter stands for, as Swift infers it from the
  /// initializer's arguments: the type of the value in the first stored property declared as
  /// that parameter (`let content: Content`; `@Binding var selection: T` holds a binding, and
  /// `T` is its declared value type, else the type of the value it reads), or as an array of
  /// it (`let items: [Item]`); nil when no stored value tells. (An optional `Item?` does not
  /// tell: nil now and a value later would make two types of one view.)
  func genericArgument(_ parameter: String, of type: TypeDecl, _ fields: [Value.Field])
    -> String?
  {
    // An environment property's field holds no value of its type until a body reads it.
    for property in type.storedProperties where !property.readsEnvironment {
      guard let typeText = property.typeText,
        let value = fields.first(where: { $0.name == property.name })?.value, value != .null
      else { continue }
      if typeText == parameter {
        // A binding's declared value type (`Binding<Meal>` made from `@State var meal: Meal`),
        // fixed where the view is written; the value it reads only where nothing declares it.
        if property.wrapper == .binding, case .opaque(let opaque) = value,
          let binding = opaque as? BindingValue
        {
          if binding.typeName.hasPrefix("Binding<"), binding.typeName.hasSuffix(">") {
            return String(binding.typeName.dropFirst("Binding<".count).dropLast())
          }
          let read = binding.binding.get()
          if read != .null { return typeName(of: read) }
          continue
        }
        return typeName(of: value)
      }
      if typeText == "[\(parameter)]", case .array(let elements) = value, let first = elements.first
      {
        return typeName(of: first)
      }
    }
    return nil
  }

  /// Runs a view's `body` with its state (a view modifier's `body(content:)` with `content`).
  func renderBody(
    _ instance: Value, _ type: TypeDecl, _ storage: StateStorage?,
    content: ViewDescription? = nil
  ) throws(EvalError) -> ViewDescription {
    if let storage { subscribeToObjects(instance, type, storage) }
    let outerObserver = observingStorage
    observingStorage = storage
    defer {
      observingStorage = outerObserver
      installReads(of: storage)
    }
    // What the environment gives `self` is read for this body, so an observable object read
    // there (in a dynamic property's wrapper too) runs the body again when it changes.
    let selfContext = SelfContext(
      value: bindingDismiss(try bindingEnvironment(instance, type, storage), type, storage),
      type: type, state: storage)
    if let content { return try modifierBody(type, selfContext, content: content) }
    guard let body = type.computedProperties["body"], let getter = body.getter else {
      throw diagnostic(.unknownMember, ["member": "body", "type": type.name], at: type.syntax)
    }
    if let storage { try checkViewNesting(storage.identity, at: getter) }
    let ctx = Context(scope: Scope(parent: globalScope), selfContext: selfContext, staticType: type)
    var value = try deeper(body.syntax) { () throws(EvalError) -> Value in
      if getter.containsReturn { return try runBody(getter, ctx) }
      return try buildView(getter, ctx, typeName: "some View")
    }
    for trait in type.previewModifiers {
      let modifier = try arguments(of: trait, ctx)
      value = try userModifier(modifier, to: try toView(value, at: trait), at: trait) ?? value
    }
    return try toView(value, at: body.syntax)
  }

  // MARK: - Result builders

  /// Evaluates a result-builder body to one view.
  func buildView(_ items: CodeBlockItemListSyntax, _ ctx: Context, typeName: String)
    throws(EvalError)
    -> Value
  {
    viewValue(combine(try buildBlock(items, ctx)))
  }

  func combine(_ children: [ViewDescription]) -> ViewDescription {
    switch children.count {
    case 0: return .empty
    case 1: return children[0]
    default: return .container(.tuple, children)
    }
  }

  /// The children a builder body makes, one per statement.
  func buildBlock(_ items: CodeBlockItemListSyntax, _ ctx: Context) throws(EvalError)
    -> [ViewDescription]
  {
    var children: [ViewDescription] = []
    for item in items {
      try tick(item)
      switch item.item {
      case .decl(let decl):
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
          // Compile-time: the active clause's views take the `#if`'s place, with no wrapper.
          children.append(
            contentsOf: try buildBlock(CompilationConditions.activeStatements(of: conditional), ctx)
          )
        } else {
          try declare(decl, ctx)
        }
      case .expr(let expr):
        // `#warning("…")` is a compiler diagnostic, no component of the builder: the views
        // around it keep their positions.
        if expr.as(MacroExpansionExprSyntax.self)?.macroName.text == "warning" { continue }
        children.append(contentsOf: try buildExpression(expr, ctx))
      case .stmt(let statement):
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
          children.append(contentsOf: try buildExpression(expressionStatement.expression, ctx))
        } else if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
          || statement.is(RepeatStmtSyntax.self)
        {
          throw diagnostic(.loopInViewBuilder, at: statement)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self),
          let expr = returnStatement.expression
        {
          children.append(try toView(try evaluate(expr, ctx), at: expr))
          return children
        } else {
          throw diagnostic(
            .unsupportedStatement, ["kind": statement.trimmedDescription.prefix(20).description],
            at: statement)
        }
      @unknown default:
        break
      }
    }
    return children
  }

  private func buildExpression(_ expr: ExprSyntax, _ ctx: Context) throws(EvalError)
    -> [ViewDescription]
  {
    if let ifExpr = expr.as(IfExprSyntax.self) { return [try buildIf(ifExpr, ctx)] }
    if let switchExpr = expr.as(SwitchExprSyntax.self) { return [try buildSwitch(switchExpr, ctx)] }
    let value = try evaluate(expr, ctx)
    if value == .null {
      if expr.is(InfixOperatorExprSyntax.self) { return [] }
      if let call = expr.as(FunctionCallExprSyntax.self),
        let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
        ["print", "debugPrint", "dump"].contains(reference.baseName.text)
      {
        return []
      }
    }
    return [try toView(value, at: expr)]
  }

  /// `if`/`else if`/`else` in a builder: `_ConditionalContent` flattened by leaf, or `Optional`.
  func buildIf(_ ifExpr: IfExprSyntax, _ ctx: Context) throws(EvalError) -> ViewDescription {
    var chain: [IfExprSyntax] = [ifExpr]
    var finalElse: CodeBlockSyntax?
    while let last = chain.last, let elseBody = last.elseBody {
      switch elseBody {
      case .ifExpr(let next): chain.append(next)
      case .codeBlock(let block): finalElse = block
      @unknown default: break
      }
      if finalElse != nil { break }
    }
    let leafCount = chain.count + (finalElse == nil ? 0 : 1)
    func wrap(_ leaf: Int, _ content: ViewDescription) -> ViewDescription {
      if finalElse != nil { return .conditional(leaf: leaf, leafCount: leafCount, content) }
      if leafCount == 1 { return .optional(content) }
      return .optional(.conditional(leaf: leaf, leafCount: leafCount, content))
    }
    if !conditionWatch.watched.isEmpty,
      let flipped = try flippedBranch(ifExpr, chain, finalElse, ctx)
    {
      guard let leaf = flipped else { return .optional(nil) }
      let inner = ctx.nested()
      let statements = leaf < chain.count ? chain[leaf].body.statements : finalElse?.statements
      return wrap(leaf, combine(try buildBlock(statements ?? [], inner)))
    }
    for (index, branch) in chain.enumerated() {
      let inner = ctx.nested()
      if try conditions(branch.conditions, inner.scope, inner) {
        return wrap(index, combine(try buildBlock(branch.body.statements, inner)))
      }
    }
    if let finalElse {
      return wrap(leafCount - 1, combine(try buildBlock(finalElse.statements, ctx.nested())))
    }
    return .optional(nil)
  }

  /// For an `if` `idlab audit` watches (`ConditionWatch`): records that a body reached it and,
  /// when it is to be flipped, the leaf it takes instead of the one its conditions choose (the
  /// next branch, the first after the last; an `if` without `else` shows or hides its body).
  /// Returns nil to build the `if` as written, `.some(nil)` for no branch. A branch whose
  /// conditions bind names (`if let`) cannot be taken without its values: the flip is refused.
  private func flippedBranch(
    _ ifExpr: IfExprSyntax, _ chain: [IfExprSyntax], _ finalElse: CodeBlockSyntax?,
    _ ctx: Context
  ) throws(EvalError) -> Int?? {
    guard let position = position(ifExpr.ifKeyword) else { return nil }
    let place = "\(pathOf(ifExpr)):\(position.line):\(position.column)"
    guard conditionWatch.watched.contains(place) else { return nil }
    conditionWatch.reached.insert(place)
    guard conditionWatch.flipped.contains(place) else { return nil }
    var natural: Int?
    for (index, branch) in chain.enumerated() {
      let inner = ctx.nested()
      if try conditions(branch.conditions, inner.scope, inner) {
        natural = index
        break
      }
    }
    if natural == nil, finalElse != nil { natural = chain.count }
    let leafCount = chain.count + (finalElse == nil ? 0 : 1)
    let target: Int? =
      switch natural {
      case nil: 0
      case let leaf? where finalElse == nil && leaf == leafCount - 1: nil
      case let leaf?: (leaf + 1) % leafCount
      }
    if let target, target < chain.count,
      chain[target].conditions.contains(where: { !$0.condition.is(ExprSyntax.self) })
    {
      conditionWatch.refused = true
      return nil
    }
    return .some(target)
  }

  /// `switch` in a builder: one leaf per case clause.
  func buildSwitch(_ switchExpr: SwitchExprSyntax, _ ctx: Context) throws(EvalError)
    -> ViewDescription
  {
    let subject = try evaluate(switchExpr.subject, ctx)
    let clauses = CompilationConditions.activeCases(of: switchExpr)
    guard let (clause, scope) = try matchingCase(switchExpr, subject, ctx),
      let leaf = clauses.firstIndex(where: { $0.id == clause.id })
    else {
      return .empty
    }
    let inner = Context(scope: scope, selfContext: ctx.selfContext, staticType: ctx.staticType)
    return .conditional(
      leaf: leaf, leafCount: clauses.count, combine(try buildBlock(clause.statements, inner)))
  }

  /// `TextField("Limit", value: $limit, format: .number)`: the field's text is the value as
  /// the style writes it (`0`, `$0.00`); text typed into it is parsed as a number of the value's
  /// kind (digits, one `.` and a leading `-`; a text with none leaves the value as it was).
  /// SwiftUI parses when the field commits; idlab parses each keystroke (docs/semantics.md).
  func formattedFieldBinding(_ value: Binding, style: Value?, formatter: Value? = nil) -> Binding {
    // `TextField(_:value:formatter:)` with a `NumberFormatter`: its text, as Foundation writes it.
    var numberFormatter: NumberFormatter?
    if case .opaque(let opaque)? = formatter, let scene = opaque as? NumberFormatterValue {
      numberFormatter = scene.formatter
    }
    return Binding(
      get: { [self] in
        let current = value.get()
        // An optional value that is nil is an empty field, which shows its placeholder
        // (sample 37 drew `[nil]`).
        if current == .null { return .string("") }
        if let numberFormatter, let number = double(current),
          let text = numberFormatter.string(from: NSNumber(value: number))
        {
          return .string(text)
        }
        return .string(
          style.flatMap { NumberFormatStyle.text(of: current, style: $0) } ?? describe(current))
      },
      set: { [self] typed in
        let text = describe(typed).filter { $0.isNumber || $0 == "." || $0 == "-" }
        guard let number = Double(text) else { return }
        if case .int = value.get() {
          try value.set(.int(Int(number)))
        } else {
          try value.set(.double(number))
        }
      })
  }

  /// A `Section` with its header and footer texts as inert `header`/`footer` modifiers
  /// (`Section("Today") { … }`, `Section(header: Text("A"), footer: Text("B"))`, `Section { … }
  /// header: { … }`): the screen draws them around the content, whose identity they leave as
  /// it is (a modifier keeps its content's identity, rule 7). A header or footer that holds
  /// more than texts and images (a `Button`, a `Toggle`, a view with state) is built beside the
  /// section as a layer of that name, its views with their own identities and controls, as a
  /// section's header views are in SwiftUI (docs/semantics.md).
  func sectionTitled(
    _ section: ViewDescription, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> ViewDescription
  {
    var view = section
    for label in ["header", "footer"] {
      var text: String?
      // `Section("details_header") { … }`: `init(_ titleKey: LocalizedStringKey, content:)`,
      // a literal looked up in the app's table as a `Text` is (sample 59 showed the key).
      if label == "header", let first = arguments.first, first.label == nil,
        case .string = first.value
      {
        text = localizedTitle(first)
      } else if let argument = arguments.first(where: { $0.label == label }) {
        let content = try children(of: argument.value, at: node)
        // Decided by how the header is written, so a header whose content changes keeps its
        // form, and the section its rows' identities.
        if let written = argument.syntax,
          writesControls(written, of: functionType(argument.value))
        {
          view = layered(view, label, combine(content))
          continue
        }
        let pieces = content.flatMap { headerPieces(of: $0) }
        // An image among them is drawn as one (`(image star.fill)`), not as its name's words
        // (sample 55): the header is then its pieces, texts as strings and images as `Image`.
        if pieces.contains(where: { if case .image = $0 { true } else { false } }) {
          view = .modified(view, .other(name: label, value: .array(pieces.compactMap(\.value))))
          continue
        }
        let texts = pieces.compactMap { piece -> String? in
          if case .text(let text) = piece { return text }
          return nil
        }
        text = texts.isEmpty ? nil : texts.joined(separator: " ")
      }
      if let text { view = .modified(view, .other(name: label, value: .string(text))) }
    }
    return view
  }

  /// Whether `written` (a header's closure or view) writes a control: a `Button`, a `Toggle`,
  /// a field, a picker, a link, or a tap gesture.
  static func writesControls(_ written: ExprSyntax) -> Bool {
    written.tokens(viewMode: .sourceAccurate).contains { Self.controlNames.contains($0.text) }
  }

  /// `writesControls`, following the computed properties and methods of `type` (the view whose
  /// code writes the header) that it names: `header: { kindPicker }` writes the picker its
  /// property does (sample 61 dropped a segmented picker written so).
  func writesControls(_ written: ExprSyntax, of type: TypeDecl?) -> Bool {
    var pending = [Syntax(written)]
    var followed: Set<String> = []
    while let syntax = pending.popLast() {
      for token in syntax.tokens(viewMode: .sourceAccurate) {
        if Self.controlNames.contains(token.text) { return true }
        guard let type, case .identifier = token.tokenKind, followed.insert(token.text).inserted
        else { continue }
        if let property = type.computedProperties[token.text] { pending.append(property.syntax) }
        for method in type.methods[token.text] ?? [] { pending.append(Syntax(method)) }
      }
    }
    return false
  }

  /// The type whose instance a closure value runs on (`self`'s), nil for any other value.
  private func functionType(_ value: Value) -> TypeDecl? {
    guard case .opaque(let opaque) = value, let function = opaque as? FunctionValue else {
      return nil
    }
    return function.context.selfContext?.type
  }

  /// The names `writesControls` looks for.
  static let controlNames: Set<String> = [
    "Button", "Toggle", "Menu", "Picker", "NavigationLink", "Link", "TextField", "SecureField",
    "Stepper", "Slider", "ShareLink", "EditButton", "DatePicker", "ColorPicker", "onTapGesture",
  ]

  /// `ViewThatFits { A; B }`: SwiftUI shows one child, "the first child whose ideal size on the
  /// constrained axes fits within the proposed size" (Apple, `ViewThatFits`). idlab measures no
  /// sizes, so it shows the first child: the one SwiftUI shows whenever it fits, and always
  /// with `in: []` ("If `axes` is an empty set, `ViewThatFits` uses the first child view",
  /// `init(in:content:)`). The checker says so (S128); the other children are never built.
  func viewThatFits(_ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value
  {
    let content = arguments.last { isClosure($0.value) }?.value
    // Its children are the views the builder makes: an `if` whose condition is false makes
    // none, so the first child is the first that shows something (review of session 26).
    let first = try children(of: content, at: call).first { child in
      switch child {
      case .empty, .optional(nil): false
      default: true
      }
    }
    return viewValue(.container(.viewThatFits, first.map { [$0] } ?? []))
  }

  /// What a view description shows for a header, in order: its `Text`s and labels as texts,
  /// its images as images; a view of the program shows those of its body (`header: {
  /// Caption(…) }`), a few views deep at most.
  func headerPieces(of description: ViewDescription, depth: Int = 0) -> [LabelPiece] {
    switch description {
    case .primitive(let primitive):
      if primitive.kind == .image, primitive.label == nil, let name = primitive.text {
        return [.image(name)]
      }
      return [primitive.label ?? primitive.text].compactMap { $0 }.filter { !$0.isEmpty }
        .map(LabelPiece.text)
    case .container(_, let children):
      return children.flatMap { headerPieces(of: $0, depth: depth) }
    case .modified(let content, _), .anyView(let content), .conditional(_, _, let content):
      return headerPieces(of: content, depth: depth)
    case .optional(let content):
      return content.map { headerPieces(of: $0, depth: depth) } ?? []
    case .custom(let view):
      guard depth < 8, let body = labelBody(of: view) else { return [] }
      return headerPieces(of: body, depth: depth + 1)
    default:
      return []
    }
  }

  /// Children of a content closure.
  func children(of closure: Value?, at node: some SyntaxProtocol) throws(EvalError)
    -> [ViewDescription]
  {
    guard let closure, let function = asFunction(closure) else {
      if let closure, isViewLike(closure) { return [try toView(closure, at: node)] }
      return []
    }
    let value = try call(function, [], builder: true, at: node)
    let description = try toView(value, at: node)
    if case .container(.tuple, let children) = description { return children }
    if case .empty = description { return [] }
    return [description]
  }

  /// The first text a label view shows (`Button { … } label: { Text("Add") }`).
  func firstText(_ description: ViewDescription, depth: Int = 0) -> String? {
    switch description {
    // A shape or a colour names its type, not a title (`ZStack { Circle(); Image(…) }`).
    case .primitive(let primitive) where primitive.kind == .shape || primitive.kind == .color:
      return nil
    case .primitive(let primitive): return primitive.label ?? primitive.text
    case .container(_, let children):
      for child in children { if let text = firstText(child, depth: depth) { return text } }
      return nil
    case .modified(let inner, _), .anyView(let inner), .conditional(_, _, let inner):
      return firstText(inner, depth: depth)
    case .optional(let inner): return inner.flatMap { firstText($0, depth: depth) }
    case .custom(let view):
      // A view of the program, or the program's modifier on an image (`.modifier(Glass())`):
      // what its body shows first, a few views deep at most.
      guard depth < 8, let body = labelBody(of: view) else { return nil }
      return firstText(body, depth: depth + 1)
    default: return nil
    }
  }

  /// The `.labelStyle(_:)` a label view is given, on it or on the one view it wraps.
  static func labelStyle(of description: ViewDescription) -> Modifier? {
    switch description {
    case .modified(_, let modifier) where modifier.name == "labelStyle": return modifier
    case .modified(let inner, _), .anyView(let inner): return labelStyle(of: inner)
    case .container(_, let children) where children.count == 1: return labelStyle(of: children[0])
    default: return nil
    }
  }

  /// The name of the first image a label view draws (an `Image`, a `Label`'s icon), looking
  /// through stacks and modifiers but not into the program's views.
  func firstImage(_ description: ViewDescription) -> String? {
    switch description {
    case .primitive(let primitive):
      return primitive.kind == .image || primitive.kind == .label ? primitive.text : nil
    case .container(_, let children):
      for child in children { if let name = firstImage(child) { return name } }
      return nil
    case .modified(let inner, _), .anyView(let inner), .conditional(_, _, let inner):
      return firstImage(inner)
    case .optional(let inner): return inner.flatMap(firstImage)
    default: return nil
    }
  }

  /// The type name of the first shape or colour `description` draws (`Circle`), looking through
  /// stacks and modifiers.
  func firstShape(_ description: ViewDescription) -> String? {
    switch description {
    case .primitive(let primitive) where primitive.kind == .shape:
      return primitive.text
    case .primitive(let primitive) where primitive.kind == .color:
      return "Color"
    case .container(_, let children):
      for child in children { if let name = firstShape(child) { return name } }
      return nil
    case .modified(let inner, _), .anyView(let inner), .conditional(_, _, let inner):
      return firstShape(inner)
    default: return nil
    }
  }

  /// The title a control's label view gives it (`Button { … } label: { HStack { Image(…);
  /// Text("Add") } }` is "Add"): the texts it shows, in order, joined by a space, as its
  /// accessibility label reads them; an image's name when it shows no text.
  func labelText(_ description: ViewDescription) -> String? {
    labelText(of: labelPieces(description), in: description)
  }

  /// `labelText(_:)` of a label view whose `labelPieces(_:)` are already known (a label view of
  /// the program's runs its body for them: once is enough).
  func labelText(of pieces: [LabelPiece], in description: ViewDescription) -> String? {
    let texts = pieces.compactMap { piece -> String? in
      if case .text(let text) = piece { return text }
      return nil
    }
    return texts.isEmpty ? firstText(description) : texts.joined(separator: " ")
  }

  /// The texts and images a control's label view draws, in order (a `Label` its icon, then its
  /// title), looking through stacks and modifiers and into the program's views.
  func labelPieces(_ description: ViewDescription) -> [LabelPiece] {
    labelContent(description).pieces
  }

  /// The modifiers that colour a label view's content (`Text("Delete").foregroundColor(.red)`).
  static let labelColorModifiers: Set<String> = [
    "foregroundColor", "foregroundStyle", "tint", "background",
  ]

  /// The modifiers that colour a shape (`Circle().fill(.red)`), counted when shapes are all a
  /// label view draws.
  static let shapeColorModifiers: Set<String> = ["fill", "stroke", "strokeBorder"]

  /// `labelPieces(_:)`, and the colours the label view gives its content, each once, in the
  /// order they are written (sample 34: a button's red label drawn without its colour).
  ///
  /// A label view that shows no text and no image draws its shapes (a colour swatch
  /// `ZStack { Circle().fill(color); if isSelected { Circle().stroke(…) } }`): they are its
  /// pieces, with their fill and stroke colours. Beside a text or an image a shape is the
  /// face's decoration and is left out (sample 46: twelve swatches drawn as empty faces).
  func labelContent(_ description: ViewDescription) -> (
    pieces: [LabelPiece], colors: [LabelColor]
  ) {
    var pieces: [LabelPiece] = []
    var colors: [LabelColor] = []
    var shapes: [LabelPiece] = []
    var shapeColors: [LabelColor] = []
    var viewsOpened = 0
    func note(_ color: LabelColor) {
      if !colors.contains(color) { colors.append(color) }
    }
    func collect(_ description: ViewDescription) {
      switch description {
      case .primitive(let primitive):
        switch primitive.kind {
        case .shape: shapes.append(.shape(primitive.text ?? "Shape"))
        case .text: if let text = primitive.text, !text.isEmpty { pieces.append(.text(text)) }
        case .image: if let name = primitive.text { pieces.append(.image(name)) }
        case .label:
          if let icon = primitive.text, !icon.isEmpty { pieces.append(.image(icon)) }
          if let label = primitive.label { pieces.append(.text(label)) }
        default: break
        }
      case .container(_, let children): children.forEach(collect)
      // What a label lays under or over itself (`Circle().overlay(Image(…))`) is drawn with it:
      // a background before, an overlay after (sample 29: such a button was drawn `[  ]`).
      case .modified(let inner, .presentation(let layer))
      where !layer.isModal && Self.layerModifiers.contains(layer.kind):
        // `.background(Color.blue)` on the label's text: a colour the face is drawn on
        // (sample 37: nine buttons lost their label's background), listed after the inner
        // modifiers' colours, in the order written.
        defer {
          if layer.kind == "background", case .primitive(let fill)? = layer.content,
            fill.kind == .color, let name = fill.text
          {
            note(LabelColor(modifier: "background", color: name))
          }
        }
        if layer.kind == "background" { layer.content.map(collect) }
        collect(inner)
        if layer.kind != "background" { layer.content.map(collect) }
      case .modified(let inner, let modifier):
        // After the inner modifiers' colours: in the order written.
        defer {
          if case .other(let name, .color(let color)) = modifier {
            let written = LabelColor(modifier: name, color: color)
            if Self.labelColorModifiers.contains(name) {
              note(written)
            } else if Self.shapeColorModifiers.contains(name), !shapeColors.contains(written) {
              shapeColors.append(written)
            }
          }
        }
        // `Text("Save").textCase(.uppercase)` as a label shows "SAVE" (`TextCase`).
        guard let textCase = TextCase.written(by: modifier) else { return collect(inner) }
        let start = pieces.count
        collect(inner)
        guard let textCase else { return }
        for index in pieces.indices[start...] {
          if case .text(let text) = pieces[index] {
            pieces[index] = .text(textCase.applied(to: text))
          }
        }
      case .anyView(let inner), .conditional(_, _, let inner):
        collect(inner)
      case .forEach(let forEach):
        // A label's rows (`ForEach(tags) { Text($0) }`), as they are built (a dozen at most).
        for index in forEach.ids.indices.prefix(12) {
          if let row = try? forEach.row(index) { collect(row) }
        }
      case .optional(let inner): inner.map(collect)
      case .custom(let view):
        // A view of the program as the label (`label: { CatalogRow(item: item) }`): the texts
        // its body shows, with its state at its initial values (a few views deep at most).
        guard viewsOpened < 8, let body = labelBody(of: view) else { return }
        viewsOpened += 1
        collect(body)
      default: break
      }
    }
    collect(description)
    guard pieces.isEmpty, !shapes.isEmpty else { return (pieces, colors) }
    return (shapes, colors + shapeColors.filter { !colors.contains($0) })
  }

  /// `content` with the buttons it holds drawn as the program's `ButtonStyle` draws them: its
  /// `makeBody(configuration:)` run with the button's label as `configuration.label`
  /// (`isPressed` false, as before a touch), its texts and images the button's face (Apple,
  /// `ButtonStyle`: "A type that applies standard interaction behavior and a custom appearance
  /// to all buttons within a view hierarchy"). The buttons inside a view of the program, whose
  /// body runs later, keep their own face. Nil when `style` is not a program type with a
  /// `makeBody`.
  func styledButtons(_ content: ViewDescription, style: Value?, at call: FunctionCallExprSyntax)
    throws(EvalError) -> ViewDescription?
  {
    guard let style, case .record(let typeName, _) = style, let type = model.types[typeName],
      let makeBody = type.methods["makeBody"]?.first
    else { return nil }
    func restyle(_ description: ViewDescription) throws(EvalError) -> ViewDescription {
      switch description {
      case .primitive(var button) where button.kind == .button:
        let pieces =
          button.face
          ?? [button.text.map(LabelPiece.image), .text(button.label ?? "")]
          .compactMap { $0 }
        let label = ViewDescription.container(
          .hStack,
          pieces.map { piece in
            switch piece {
            case .text(let text): .primitive(Primitive(kind: .text, text: text))
            case .image(let name): .primitive(Primitive(kind: .image, text: name))
            case .shape(let name): .primitive(Primitive(kind: .shape, text: name))
            case .control: .empty
            }
          })
        let configuration = Value.record(
          type: "ButtonStyleConfiguration",
          fields: [
            Value.Field("label", viewValue(label)), Value.Field("isPressed", .bool(false)),
            Value.Field(
              "role",
              button.role.map { .enumCase(type: "ButtonRole", name: $0, payload: []) } ?? .null),
          ])
        let body = try toView(
          try invoke(
            makeBody, arguments: [Argument(label: "configuration", value: configuration)],
            selfContext: SelfContext(value: style, type: type), type: type, at: call), at: call)
        let drawn = labelPieces(body)
        if !drawn.isEmpty, drawn != pieces { button.face = drawn }
        return .primitive(button)
      case .container(let kind, let children):
        var restyled: [ViewDescription] = []
        for child in children { restyled.append(try restyle(child)) }
        return .container(kind, restyled)
      case .modified(let inner, let modifier): return .modified(try restyle(inner), modifier)
      case .conditional(let leaf, let count, let inner):
        return .conditional(leaf: leaf, leafCount: count, try restyle(inner))
      case .anyView(let inner): return .anyView(try restyle(inner))
      case .optional(let inner?): return .optional(try restyle(inner))
      default: return description
      }
    }
    return try restyle(content)
  }

  /// Whether a control's label view is a `Label` (through modifiers and a one-view group):
  /// the label style of where it stands (a toolbar's icon only) styles a `Label`, while any
  /// other view is drawn as it is (Apple, `LabelStyle`: "a type that applies a custom
  /// appearance to all labels within a view"; the thirty-first unseen sample's
  /// `HStack { Image(…); Text("New Book") }` in a toolbar).
  static func isLabel(_ description: ViewDescription) -> Bool {
    switch description {
    case .primitive(let primitive): return primitive.kind == .label
    case .modified(let inner, _), .anyView(let inner): return isLabel(inner)
    case .container(_, let children) where children.count == 1: return isLabel(children[0])
    default: return false
    }
  }

  /// `pieces` as a button's face, unless they are what its icon and title draw: no image and
  /// no shape, or `icon` first and only texts after it (`icon` nil: any image makes them a
  /// face).
  static func face(of pieces: [LabelPiece], icon: String?) -> [LabelPiece]? {
    if pieces.contains(where: { if case .shape = $0 { true } else { false } }) { return pieces }
    let images = pieces.filter { if case .image = $0 { true } else { false } }
    if images.isEmpty { return nil }
    if images.count == 1, let icon, pieces.first == .image(icon) { return nil }
    return pieces
  }

  /// The body of a view of the program used as a control's label, for its texts: run once with
  /// its state at the initial values, outside the engine (a label is not a live view in idlab);
  /// nil when it fails.
  private func labelBody(of view: CustomView) -> ViewDescription? {
    var values: [(String, Value)] = []
    for declaration in view.state {
      guard let value = try? declaration.initial() else { return nil }
      values.append((declaration.name, value))
    }
    return try? view.body(StateStorage(identity: "label/" + view.typeName, values: values))
  }

  /// `text`, an argument's value, as the app shows it when the argument is a plain string
  /// literal where SwiftUI takes a `LocalizedStringKey`: the app's `Localizable` table's text for
  /// that key (`StringCatalog`), else the key itself.
  func localizedKey(_ argument: Argument?, _ text: String, _ ctx: Context? = nil) -> String {
    guard let literal = argument?.syntax?.as(StringLiteralExprSyntax.self) else { return text }
    guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else {
      return localizedStrings[text] ?? text
    }
    // `Text("\(count) hours")`: the key `%lld hours`, its translation written with the values.
    guard let ctx, hasFormatKeys,
      let (key, values) = try? formatKey(of: literal, ctx), let translation = localizedStrings[key]
    else { return text }
    return PrintfFormat.format(translation, values, describe: describe) ?? text
  }

  /// A string literal written where the program declares a `LocalizedStringKey` (`let title:
  /// LocalizedStringKey = "greeting"`, a parameter, a property's or function's result): the
  /// key, held as the app's text for it as `LocalizedStringKey(_:)` holds it, so that
  /// `Text(title)` shows the table's text as `Text("greeting")` does (Apple, `LocalizedStringKey`:
  /// "The key used to look up an entry in a strings file", created from a literal by
  /// `init(stringLiteral:)`; a held-out sample of session 25 showed the key). A key with
  /// interpolations is formatted as a literal `Text`'s.
  func localizedKeyLiteral(_ literal: StringLiteralExprSyntax, _ text: String, _ ctx: Context)
    -> String
  {
    localizedKey(Argument(label: nil, value: .string(text), syntax: ExprSyntax(literal)), text, ctx)
  }

  /// A control's title as SwiftUI shows it: a string literal is a `LocalizedStringKey`, and the
  /// control shows it as `Text(_:)` does (`Button(_ titleKey:action:)`, `Toggle(_ titleKey:
  /// isOn:)`, `Stepper(_ titleKey:value:in:)`, … make a `Text` of the key): the app's table's
  /// text, with its inline Markdown rendered (sample 44 showed a stepper's `**Reps:**`). Any
  /// other string is shown as it is (the `StringProtocol` initializers).
  func localizedTitle(_ argument: Argument, _ ctx: Context? = nil) -> String {
    let text = describe(argument.value)
    guard argument.syntax?.is(StringLiteralExprSyntax.self) == true else { return text }
    return InlineMarkdown.plain(localizedKey(argument, text, ctx))
  }

  /// The key of an interpolated literal as `LocalizedStringKey.StringInterpolation` writes it
  /// (`"\(n) of \(name)"` is `%lld of %@`: `%lld` for an integer, `%lf` for a floating-point
  /// number, a `specifier:` as written, `%@` for anything else, formatted values included),
  /// with the values in order (Apple, `LocalizedStringKey`).
  private func formatKey(of literal: StringLiteralExprSyntax, _ ctx: Context) throws(EvalError)
    -> (String, [Value])
  {
    var key = ""
    var values: [Value] = []
    for segment in literal.segments {
      if let piece = segment.as(StringSegmentSyntax.self) {
        key += piece.content.text.replacingOccurrences(of: "%", with: "%%")
        continue
      }
      guard let interpolation = segment.as(ExpressionSegmentSyntax.self),
        let first = interpolation.expressions.first
      else { continue }
      let option = interpolation.expressions.dropFirst().first
      if option?.label?.text == "specifier",
        let specifier = option?.expression.as(StringLiteralExprSyntax.self)?.segments
          .trimmedDescription
      {
        key += specifier
        values.append(try evaluate(first.expression, ctx))
      } else if option != nil {
        key += "%@"
        values.append(.string(try interpolatedText(first, option, ctx)))
      } else {
        let value = try evaluate(first.expression, ctx)
        switch value {
        case .int: key += "%lld"
        case .double: key += "%lf"
        default: key += "%@"
        }
        values.append(value)
      }
    }
    return (key, values)
  }

  // MARK: - Built-in views

  /// `Text("…")`, `VStack { … }`, `ForEach(…)`, …; nil when `name` is not a built-in view.
  func builtinView(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context) throws(EvalError)
    -> Value?
  {
    guard Self.builtinViewNames.contains(name) else { return nil }
    let arguments = try arguments(of: call, ctx)
    let unlabeled = arguments.first { $0.label == nil && !isClosure($0.value) }
    func labeled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
    func bindingArgument(_ label: String) throws(EvalError) -> Binding? {
      guard let value = labeled(label) else { return nil }
      return try requiredBinding(value, of: name, label: label, at: call)
    }
    let trailingClosures = arguments.filter { $0.label == nil && isClosure($0.value) }
    if let control = try controlView(name, arguments, at: call) { return control }
    if let leaf = try leafControl(name, arguments, at: call) { return leaf }
    if name == "TimelineView" { return try timelineView(arguments, at: call, ctx) }
    if let map = try mapView(name, arguments, at: call, ctx) { return map }
    if let chart = try chartView(name, arguments, at: call, ctx) { return chart }
    if let leaf = try toolbarLeaf(name, arguments, at: call) { return leaf }
    if name == "WebView" {
      // SwiftUI's `WebView` is WebKit's (`import WebKit`); in a file that does not import
      // WebKit and imports a module no file given holds, it is that module's view, opaque
      // (sample 54: a package's `WebView(webView:)` was refused as SwiftUI's).
      if !Self.imports("WebKit", call),
        Self.importsModuleNotGiven(call, given: model.moduleNames.union(model.appModuleNames))
      {
        noteRuntimeOpaque(name, at: call.calledExpression)
        return try unmodelledCall(name, call, ctx)
      }
      return try webView(arguments, at: call)
    }
    if name == "NavigationSplitView" { return try navigationSplitView(arguments, at: call) }
    if name == "ViewThatFits" { return try viewThatFits(arguments, at: call) }
    if let container = Self.containers[name] {
      // `List(items, rowContent: Row.init)`: a list's rows are its `rowContent:` (Apple,
      // `List.init(_:rowContent:)`), a closure or a function value; `NavigationStack(root:)`'s
      // root view (Apple, `NavigationStack.init(path:root:)`; sample 48 dropped it).
      let content = arguments.last {
        ($0.label == nil || $0.label == "content" || $0.label == "rowContent"
          || $0.label == "root" && container == .navigationStack)
          && isClosure($0.value)
      }
      if container == .tabView {
        return try tabView(arguments, content: content?.value, at: call)
      }
      if container == .navigationStack {
        return try navigationStack(
          arguments, content: content?.value, columns: name == "NavigationView", at: call)
      }
      if container == .list, let data = unlabeled {
        let forEach = try makeForEach(
          data: data, id: labeled("id"), content: content?.value, at: call, ctx)
        return viewValue(.container(.list, [forEach]))
      }
      let view = ViewDescription.container(container, try children(of: content?.value, at: call))
      if container == .section { return viewValue(try sectionTitled(view, arguments, at: call)) }
      return viewValue(view)
    }
    if name == "AnyShape" {
      return viewValue(try anyShape(arguments, at: call))
    }
    if Self.shapeViews.contains(name) { return viewValue(shape(name)) }
    if Self.gradientViews.contains(name) {
      return viewValue(.primitive(Primitive(kind: .color, text: name)))
    }
    switch name {
    case "Text":
      if let text = try dateText(arguments, at: call) {
        return viewValue(.primitive(Primitive(kind: .text, text: text)))
      }
      // `Text(timerInterval: start...end, countsDown: true)`: the time left to the end (or,
      // counting up, gone since the start) at the clock's now, on a timer's face, within the
      // interval (Apple, `Text.init(timerInterval:pauseTime:countsDown:showsHours:)`).
      if let interval = labeled("timerInterval"),
        let start = field("lowerBound", of: interval).flatMap(SceneDate.foundation),
        let end = field("upperBound", of: interval).flatMap(SceneDate.foundation)
      {
        let countsDown = labeled("countsDown") != .bool(false)
        let clamped = min(max(now, start), end)
        let text = Self.fromNow(countsDown ? end : start, clamped, style: "timer")
        return viewValue(.primitive(Primitive(kind: .text, text: text)))
      }
      if let style = labeled("format"), let value = unlabeled?.value {
        // `Text(episode.date, format: …)` of a value idlab does not know: `‹Type›`, as any
        // opaque value in a text (opaque by default), never "the format is not simulated"
        // (sample 45).
        if value.unmodelled != nil {
          return viewValue(.primitive(Primitive(kind: .text, text: describe(value))))
        }
        // `Text(_:format:)`: the value as the style writes it (`formatted(_:)`).
        if let date = SceneDate.foundation(value),
          let syntax = arguments.first(where: { $0.label == "format" })?.syntax
        {
          guard let text = dateText(date, style: styleSource(syntax)) else {
            throw notSimulated("Text(_:format:)", at: call)
          }
          return viewValue(.primitive(Primitive(kind: .text, text: text)))
        }
        if let syntax = arguments.first(where: { $0.label == "format" })?.syntax,
          let text = try durationText(value, style: syntax, name: "Text(_:format:)", at: call)
        {
          return viewValue(.primitive(Primitive(kind: .text, text: text)))
        }
        guard let text = NumberFormatStyle.text(of: value, style: style) else {
          throw formatStyleFailure(
            "Text(_:format: \(Self.styleName(style)))", style: style, at: call)
        }
        return viewValue(.primitive(Primitive(kind: .text, text: text)))
      }
      var text =
        (unlabeled ?? arguments.first { $0.label == "verbatim" }).map { describe($0.value) } ?? ""
      if let value = unlabeled?.value, let image = try inlineImage(value, at: call) {
        text = image
      }
      // `Text("Guess the **WORD**")`: a literal is a `LocalizedStringKey`, looked up in the
      // app's strings and its Markdown rendered.
      if unlabeled?.syntax?.is(StringLiteralExprSyntax.self) == true {
        text = InlineMarkdown.plain(localizedKey(unlabeled, text, ctx))
      }
      // `Text(.init(message))`, `Text(LocalizedStringKey(message))`: a key made from a value is
      // looked up and its Markdown rendered as a literal's (Apple, `Text.init(_:tableName:
      // bundle:comment:)` takes a `LocalizedStringKey`; the thirty-fourth sample drew
      // `init("**Saved**…")`).
      if let call = unlabeled?.syntax?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self).map({
          $0.base == nil && $0.declName.baseName.text == "init"
        }) ?? false
          || ["LocalizedStringKey", "LocalizedStringResource"].contains(
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text)
      {
        var key = text
        if case .enumCase("", "init", let payload)? = unlabeled?.value, let first = payload.first {
          key = localizedText(forKey: describe(first))
        }
        text = InlineMarkdown.plain(key)
      }
      return viewValue(.primitive(Primitive(kind: .text, text: text)))
    case "TextField", "SecureField":
      // `TextField("name_field", text:)`: `init(_ titleKey: LocalizedStringKey, text:)`, a
      // literal looked up in the app's table (sample 59 showed the key).
      var label = unlabeled.map { localizedTitle($0, ctx) } ?? ""
      // `TextField(text: $name) { Text("Your name") }` (`init(text:prompt:label:)`): the label
      // view's text is its title, as a title string would be (sample 53 dropped it).
      if unlabeled == nil, let closure = labeled("label") ?? trailingClosures.first?.value {
        label = labelText(combine(try children(of: closure, at: call))) ?? ""
      }
      var binding = try bindingArgument("text")
      if binding == nil, let value = try bindingArgument("value") {
        binding = formattedFieldBinding(
          value, style: labeled("format"), formatter: labeled("formatter"))
      }
      // `prompt: Text("Your name")`: shown in the empty field instead of the title, which
      // stays its accessibility label.
      let prompt = try labeled("prompt").flatMap { (value) throws(EvalError) in
        firstText(try toView(value, at: call))
      }
      return viewValue(
        .primitive(
          Primitive(
            kind: name == "TextField" ? .textField : .secureField, text: prompt, label: label,
            binding: binding)))
    case "Toggle":
      var label = unlabeled.map { localizedTitle($0, ctx) }
      // Its icon: `systemImage:`, or a `Label`'s as its label view (Apple, `Toggle`: the label
      // "describes the purpose of the toggle"; a `Label` draws its icon and title).
      var icon = labeled("systemImage").map(describe)
      // `Toggle(isOn: $on) { … }` or `Toggle(isOn: $on, label: { … })` (sample 36 lost the
      // second form's label).
      if label == nil, let closure = labeled("label") ?? trailingClosures.first?.value {
        let view = combine(try children(of: closure, at: call))
        label = labelText(view)
        if icon == nil, Self.isLabel(view) { icon = firstImage(view) }
      }
      return viewValue(
        .primitive(
          Primitive(
            kind: .toggle, text: icon, label: label ?? "", binding: try bindingArgument("isOn"))))
    case "Button":
      var title = unlabeled.map { localizedTitle($0, ctx) }
      var action = labeled("action").flatMap(asFunction)
      var labelClosure = labeled("label")
      if action == nil {
        action = trailingClosures.first.flatMap { asFunction($0.value) }
      } else if labelClosure == nil {
        labelClosure = trailingClosures.first?.value
      }
      // The icon it draws beside its title: `systemImage:`/`image:`, or the first image of a
      // label view (`HStack { Image(systemName: "gear"); Text("Settings") }`, a `Label`).
      var icon = (labeled("systemImage") ?? labeled("image")).map(describe)
      // A label style its label view is given (`Label(…).labelStyle(.iconOnly)`) styles the
      // button's face, as it styles that label.
      var labelStyle: Modifier?
      var face: [LabelPiece]?
      var labelColors: [LabelColor] = []
      if let labelClosure {
        let label = combine(try children(of: labelClosure, at: call))
        let (pieces, colors) = labelContent(label)
        labelColors = colors
        if title == nil { title = labelText(of: pieces, in: label) }
        if icon == nil { icon = firstImage(label) }
        labelStyle = Self.labelStyle(of: label)
        // A label view drawn otherwise (`HStack { Text("Next"); Image(…) }`, a row view with
        // two images): its texts and images in order.
        if labelStyle == nil {
          face = Self.face(of: pieces, icon: Self.isLabel(label) ? icon : nil)
        }
      }
      let callback = action.map { function in
        Callback { [self] in
          _ = try self.entry { () throws(EvalError) -> Value in
            try self.call(function, [], builder: false, at: call)
          }
        }
      }
      var button = Primitive(kind: .button, text: icon, label: title ?? "", action: callback)
      button.face = face
      button.labelColors = labelColors
      if case .enumCase(_, let role, _)? = labeled("role") { button.role = role }
      if let labelStyle { return viewValue(.modified(.primitive(button), labelStyle)) }
      return viewValue(.primitive(button))
    case "Spacer":
      return viewValue(.primitive(Primitive(kind: .spacer)))
    case "Divider":
      return viewValue(.primitive(Primitive(kind: .divider)))
    case "Image":
      // `Image(decorative: "apollo1")`: the asset, hidden from VoiceOver only (Apple,
      // `Image.init(decorative:bundle:)`; sample 49 drew it without its name).
      let imageName = labeled("systemName") ?? labeled("decorative") ?? unlabeled?.value
      return viewValue(.primitive(Primitive(kind: .image, text: imageName.map(describe))))
    case "Label":
      var title = unlabeled.map { localizedTitle($0, ctx) }
      var icon = (labeled("systemImage") ?? labeled("image")).map(describe)
      // `Label { Text("Privacy") } icon: { Image(systemName: "lock") }`: the title's texts and
      // the icon's image.
      if title == nil, let closure = labeled("title") ?? trailingClosures.first?.value {
        title = labelText(combine(try children(of: closure, at: call)))
      }
      var shape: String?
      if icon == nil, let closure = labeled("icon") {
        let drawn = combine(try children(of: closure, at: call))
        icon = firstText(drawn)
        // `icon: { Circle().fill(.orange) }`: a shape or a colour is drawn as one (the
        // thirty-third sample lost such an icon).
        if icon == nil { shape = firstShape(drawn) }
      }
      var label = Primitive(kind: .label, text: icon, label: title)
      if let shape { label.face = [.shape(shape), .text(title ?? "")] }
      return viewValue(.primitive(label))
    case "ProgressView":
      // `ProgressView(value: 10, total: 15)`: a determinate bar of `value` out of `total`
      // (1 by default), as a read-only value with its bounds; without `value:` a spinner.
      var primitive = Primitive(kind: .progressView, label: unlabeled.map { describe($0.value) })
      if let value = labeled("value"), value != .null {
        let total = labeled("total").flatMap(double) ?? 1
        primitive.binding = Binding(get: { value }, set: { _ in })
        primitive.bounds = Primitive.Bounds(lower: 0, upper: total)
      }
      return viewValue(.primitive(primitive))
    case "Color":
      // `Color(.blue)`, `Color("Brand")`: that colour; `Color(.sRGB, red: …)`: a colour space
      // then components, written as the call is.
      let hasComponents = arguments.contains { ["red", "white", "hue"].contains($0.label ?? "") }
      if let unlabeled, !hasComponents { return .color(describe(unlabeled.value)) }
      let parts = arguments.map { argument in
        guard let label = argument.label else {
          if case .enumCase(_, let name, []) = argument.value { return ".\(name)" }
          return describe(argument.value)
        }
        return "\(label): \(describe(argument.value))"
      }
      return .color("Color(\(parts.joined(separator: ", ")))")
    case "Tab":
      return try tab(arguments, at: call)
    case "EmptyView":
      return viewValue(.empty)
    case "AnyView":
      guard let content = arguments.first else { return viewValue(.anyView(.empty)) }
      return viewValue(.anyView(try toView(content.value, at: call)))
    case "ForEach":
      guard let data = arguments.first(where: { $0.label == nil && !isClosure($0.value) }) else {
        throw invalidArguments("ForEach", .missingData, at: call)
      }
      let content = arguments.last {
        ($0.label == nil || $0.label == "content") && isClosure($0.value)
      }
      return viewValue(
        try makeForEach(data: data, id: labeled("id"), content: content?.value, at: call, ctx))
    default:
      return nil
    }
  }

  // MARK: - ForEach

  /// A `ForEach` in any of its forms (keyed, positional, constant range, binding).
  func makeForEach(
    data: Argument, id: Value?, content: Value?, at call: FunctionCallExprSyntax, _ ctx: Context
  ) throws(EvalError) -> ViewDescription {
    guard let content, let function = asFunction(content) else {
      throw invalidArguments("ForEach", .missingRowClosure, at: call)
    }
    var dataValue = data.value
    var binding: Binding?
    if case .opaque(let opaque) = dataValue, let bindingValue = opaque as? BindingValue {
      binding = bindingValue.binding
      dataValue = bindingValue.binding.get()
    }
    try reserveRows(try count(of: dataValue, at: call), at: call)
    let items = try elements(of: dataValue, at: call)
    let isRange: Bool
    if case .range = dataValue { isRange = true } else { isRange = false }
    var keyPath: KeyPathValue?
    if let id {
      guard case .opaque(let opaque) = id, let path = opaque as? KeyPathValue else {
        throw invalidArguments(
          "ForEach", .keyPathNeeded, ["label": "id", "example": "\\.id"], at: call)
      }
      keyPath = path
    }
    let identification: ForEachDescription.Identification
    var ids: [Value] = []
    ids.reserveCapacity(items.count)
    if let keyPath {
      for item in items { ids.append(try apply(keyPath, to: item, at: call)) }
      ids = try canonicalIDs(ids, at: call)
      if isRange && keyPath.components.isEmpty || keyPath.components == ["offset"] {
        identification = .positional
      } else {
        identification = .keyed
      }
    } else if isRange && binding == nil {
      identification = .constantRange
      ids = items
    } else {
      identification = .keyed
      for item in items { ids.append(try property("id", of: item, at: call)) }
    }
    var dataType = typeName(of: dataValue)
    if items.isEmpty, let declared = declaredType(of: data.syntax, ctx) { dataType = declared }
    if binding != nil { dataType = "Binding<\(dataType)>" }
    var idType = ids.first.map(typeName(of:)) ?? (isRange ? "Int" : "AnyHashable")
    if ids.isEmpty, let keyPath, keyPath.components == ["offset"] { idType = "Int" }
    if ids.isEmpty, keyPath == nil, let element = elementTypeName(dataType),
      let property = model.types[element]?.stored("id")
        ?? model.types[element]?.computedProperties["id"],
      let written = property.typeText
    {
      idType = swiftTypeName(written: written)
    }
    let line = position(call)?.line
    let frozen = items
    // A constant range keeps its first count (rule 13): offsets past today's data still run the
    // row closure with that offset, which traps only if it indexes past the data.
    var rangeStart: Int?
    if identification == .constantRange, case .range(let lower, _, _) = dataValue {
      rangeStart = lower
    }
    // The engine runs the row closure later: what it reads (an `@Observable` property) is read
    // for the body that built the `ForEach`, which runs again when it changes.
    let observer = observingStorage
    return .forEach(
      ForEachDescription(
        identification: identification, ids: ids, dataType: dataType, idType: idType, line: line,
        row: { [self] index in
          let outerObserver = self.observingStorage
          self.observingStorage = observer
          defer {
            self.observingStorage = outerObserver
            self.installReads(of: observer)
          }
          return try self.entry { () throws(EvalError) -> ViewDescription in
            var argument: Value
            if let rangeStart {
              argument = .int(rangeStart + index)
            } else {
              guard frozen.indices.contains(index) else { throw self.indexOutOfRange(call) }
              argument = frozen[index]
            }
            if let binding {
              argument = .opaque(self.derivedBinding(BindingValue(binding), .index(.int(index))))
            }
            let row = try self.call(
              function, [Argument(label: nil, value: argument)], builder: true, at: call)
            return try self.toView(row, at: call)
          }
        }))
  }

  /// `Array<Brew>` → `Brew`.
  private func elementTypeName(_ dataType: String) -> String? {
    guard dataType.hasPrefix("Array<"), dataType.hasSuffix(">") else { return nil }
    return String(dataType.dropFirst(6).dropLast())
  }

  /// The declared type of a data expression (`brews`, `filteredBrews`, `$items`), for empty data.
  func declaredType(of syntax: ExprSyntax?, _ ctx: Context) -> String? {
    guard let syntax else { return nil }
    var name: String?
    if let reference = syntax.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = syntax.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard var name else { return nil }
    if name.hasPrefix("$") { name.removeFirst() }
    guard let type = ctx.selfContext?.type,
      let property = type.instanceProperty(name),
      let written = property.typeText
    else { return nil }
    return swiftTypeName(written: written)
  }

  // MARK: - Modifiers

  /// Applies a modifier to a view value.
  func applyModifier(
    _ name: String, to base: Value, _ arguments: [Argument], call: FunctionCallExprSyntax,
    _ ctx: Context
  ) throws(EvalError) -> Value {
    if name == "environment", let written = try environmentWrite(base, arguments, call: call) {
      return written
    }
    // `.inspector`, `.fileImporter`, …: an inert wrapper (opaque by default).
    if SourceChecker.unsupportedModifiers.contains(name) { return base }
    var content = try toView(base, at: call)
    if name == "buttonStyle",
      let styled = try styledButtons(content, style: arguments.first?.value, at: call)
    {
      content = styled
    }
    try checkShapeModifier(name, on: content, at: call)
    if let presented = try presentationModifier(name, content: content, arguments, call: call) {
      return presented
    }
    if name == "navigationBarItems",
      let items = try navigationBarItems(content, arguments, at: call)
    {
      return items
    }
    if name == "toolbar", let toolbar = try toolbar(content, arguments, at: call) {
      return toolbar
    }
    if let layered = try layeredContent(name, content, arguments, at: call) { return layered }
    if name == "tabItem" { return try tabItem(content, arguments, call: call) }
    if let written = try environmentModifier(
      name, content: content, arguments,
      declaredType: { [self] in
        declaredType(of: call.arguments.first?.expression, ctx)
      }, call: call)
    {
      return written
    }
    if name == "navigationDestination" {
      return try navigationDestination(content, arguments, call: call)
    }
    let first = arguments.first
    // `.preferredColorScheme(.dark)`: a preference the presentation adopts; idlab writes the
    // scheme to the modified view's environment, and shows that write (docs/semantics.md,
    // "Environment").
    if name == "preferredColorScheme", case .enumCase(_, let scheme, _)? = first?.value,
      Self.libraryEnumCases["ColorScheme"]?.contains(scheme) == true
    {
      let scheme = Value.enumCase(type: "ColorScheme", name: scheme, payload: [])
      let shown = ViewDescription.modified(
        content, .other(name: name, value: inertArgumentText(first) ?? modifierValue(scheme)))
      return viewValue(.modified(shown, .environment(key: "colorScheme", value: scheme)))
    }
    let closure = arguments.last {
      isClosure($0.value) && ($0.label == nil || $0.label == "perform" || $0.label == "action")
    }
    .flatMap { asFunction($0.value) }
    func callback(_ function: FunctionValue, _ values: [Value] = []) -> Callback {
      Callback { [self] in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(
            function, values.map { Argument(label: nil, value: $0) }, builder: false, at: call)
        }
      }
    }
    if let modifier = preferenceModifier(name, arguments) {
      return viewValue(.modified(content, modifier))
    }
    if let modifier = try preferenceReader(name, arguments, at: call) {
      return viewValue(.modified(content, modifier))
    }
    let modifier: Modifier
    switch name {
    case "id":
      modifier = .id(first?.value ?? .null)
    case "onAppear", "onDisappear":
      guard let closure else { return viewValue(content) }
      modifier = name == "onAppear" ? .onAppear(callback(closure)) : .onDisappear(callback(closure))
    case "task":
      guard let closure else { return viewValue(content) }
      let position = Syntax(call)
      modifier = .task(
        id: arguments.first { $0.label == "id" }?.value,
        TaskBody { [self] handle in try self.startTask(closure, handle: handle, at: position) })
    case "onReceive":
      if let closure, case .opaque(let opaque)? = first?.value,
        let publisher = opaque as? NotificationPublisherValue
      {
        return viewValue(
          notificationReceiver(content, publisher, closure, key: onChangeKey(call, ctx)))
      }
      guard let received = try onReceiveModifier(arguments, closure: closure, at: call) else {
        return viewValue(content)
      }
      modifier = received
    case "onChange":
      guard let closure, let value = arguments.first(where: { $0.label == "of" })?.value else {
        throw diagnostic(.invalidModifierArguments, ["name": name], at: call)
      }
      let parameterCount = closureParameterCount(closure)
      let key = onChangeKey(call, ctx)
      let previous = onChangeValues[key] ?? value
      onChangeValues[key] = value
      let values =
        parameterCount >= 2 ? [previous, value] : Array(repeating: value, count: parameterCount)
      var action = callback(closure, values)
      action.runsInitially = arguments.contains { $0.label == "initial" && $0.value == .bool(true) }
      modifier = .onChange(value: value, action)
    case "transition":
      modifier = .transition(name: try styleName(first, ctx, prefix: "AnyTransition."))
    case "animation":
      let curve = try styleName(first, ctx, prefix: "Animation.")
      if let value = arguments.first(where: { $0.label == "value" })?.value {
        modifier = .animation(curve: curve, value: value)
      } else {
        modifier = .other(name: "animation", value: .string(curve))
      }
    case "matchedGeometryEffect":
      modifier = try matchedGeometryEffect(arguments, call: call)
    case "refreshable":
      guard let refresh = refreshable(closure, at: call) else { return viewValue(content) }
      modifier = refresh
    case _ where Self.gestureModifiers.contains(name):
      modifier =
        dragGesture(first, at: call)
        ?? .other(name: name, value: inertArgumentText(first) ?? modifierValue(first?.value))
    case "searchable":
      // `.searchable(text: $query, prompt: "Titles")`: a search field with its text and its
      // prompt ("Search" when none is given).
      let text = modifierValue(arguments.first { $0.label == "text" }?.value)
      let prompt = arguments.first { $0.label == "prompt" }.map { modifierValue($0.value) }
      modifier = .other(
        name: name,
        value: .tuple([
          Value.TupleElement("text", text),
          Value.TupleElement("prompt", prompt ?? .string("Search")),
        ]))
    case "modifier":
      if let applied = try userModifier(arguments, to: content, at: call) { return applied }
      modifier = .other(name: name, value: modifierValue(first?.value))
    case "focused":
      guard let first, case .opaque(let opaque) = first.value, let binding = opaque as? BindingValue
      else {
        throw diagnostic(.invalidModifierArguments, ["name": name], at: call)
      }
      if let equals = arguments.first(where: { $0.label == "equals" })?.value {
        modifier = .focused(binding.binding, equals: equals, cleared: .null)
      } else {
        modifier = .focused(binding.binding, equals: .bool(true), cleared: .bool(false))
      }
    case "toolbar", "toolbarVisibility":
      // `.toolbar(.hidden, for: .navigationBar, .tabBar)`: the visibility and the bars it is
      // for (Apple, `toolbar(_:for:)`), which the screen reads for the navigation bar.
      let bars = arguments.drop { $0.label != "for" }.map { modifierValue($0.value) }
      modifier = .other(
        name: name,
        value: bars.isEmpty
          ? modifierValue(first?.value)
          : .tuple([
            Value.TupleElement(nil, modifierValue(first?.value)),
            Value.TupleElement(nil, .array(bars)),
          ]))
    case "navigationTitle", "navigationBarTitle":
      // A literal title is a `LocalizedStringKey`: the app's strings give its text.
      var value = modifierValue(first?.value)
      if case .string(let text) = value { value = .string(localizedKey(first, text, ctx)) }
      modifier = .other(name: name, value: value)
    default:
      modifier = .other(name: name, value: inertArgumentText(first) ?? modifierValue(first?.value))
    }
    return viewValue(.modified(content, modifier))
  }

  /// Where a modifier's diagnostics point: its name (`strokeBorder` in `Wave().strokeBorder(…)`),
  /// or the whole call when it has no base (`modifier(Glow())` in an `extension View` helper).
  func modifierName(_ call: FunctionCallExprSyntax) -> Syntax {
    call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
      ?? Syntax(call)
  }

  /// Where an `.onChange` lives: its view's state, its position, and the row it is in.
  func onChangeKey(_ call: FunctionCallExprSyntax, _ ctx: Context) -> String {
    var key = "\(call.id.hashValue)"
    if let state = ctx.selfContext?.state { key += "|\(ObjectIdentifier(state).hashValue)" }
    var scope: Scope? = ctx.scope
    while let current = scope, current !== globalScope {
      for name in current.values.keys.sorted() {
        guard let value = current.values[name] else { continue }
        if case .record = value, let id = field("id", of: value) {
          key += "|\(name)=\(describe(id))"
        } else if case .opaque = value {
          continue
        } else if case .array(let items) = value {
          key += "|\(name)=#\(items.count)"
        } else {
          key += "|\(name)=\(String(describe(value).prefix(64)))"
        }
      }
      scope = current.parent
    }
    return key
  }

  func closureParameterCount(_ function: FunctionValue) -> Int {
    guard case .closure(let closure) = function.body else { return 0 }
    guard let clause = closure.signature?.parameterClause else {
      let text = closure.statements.trimmedDescription
      return text.contains("$1") ? 2 : text.contains("$0") ? 1 : 0
    }
    switch clause {
    case .simpleInput(let list): return list.count
    case .parameterClause(let parameters): return parameters.parameters.count
    @unknown default: return 0
    }
  }

  /// `.slide`, `.move(edge: .leading)`, `.spring`: the name as written, without the leading dot.
  private func styleName(_ argument: Argument?, _ ctx: Context, prefix: String) throws(EvalError)
    -> String
  {
    guard let argument else { return "default" }
    if let syntax = argument.syntax, !syntax.is(DeclReferenceExprSyntax.self) {
      var text = syntax.trimmedDescription.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      if text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
      if text.hasPrefix(".") { text.removeFirst() }
      return text
    }
    switch argument.value {
    case .enumCase(_, let name, let payload):
      return payload.isEmpty ? name : "\(name)(\(payload.map(describe).joined(separator: ", ")))"
    case .null: return "nil"
    default: return describe(argument.value)
    }
  }

  /// The value recorded for an `.other` modifier.
  /// SwiftUI's materials (`Material`), which fill a background as a colour does.
  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    "bar",
  ]

  private func modifierValue(_ value: Value?) -> Value {
    guard let value else { return .null }
    switch value {
    case .opaque(let opaque):
      if let view = opaque as? ViewValue {
        // A colour, however modified (`Color.gray.clipShape(…)`): the colour it paints
        // (`Color.opacity` gives a `Color`: `blue.opacity(0.5)`).
        if let color = Self.decorationColor(view.description) { return .color(color) }
        // `.navigationTitle(Text("Plants"))`: a text where the modifier takes a title is its
        // string, as the `String` overload would show it.
        if view.typeName == "Text", let text = firstText(view.description) { return .string(text) }
        return .string(view.typeName)
      }
      if let keyPath = opaque as? KeyPathValue { return .string(keyPath.text) }
      if let binding = opaque as? BindingValue { return binding.binding.get() }
      return .null
    // `.background(.regularMaterial)`: a material paints like a colour (a `ShapeStyle`).
    case .enumCase("", let name, let payload)
    where payload.isEmpty && Self.materials.contains(name):
      return .color(name)
    case .record(let type, _) where model.types[type]?.isView ?? false:
      return .string(type)
    default:
      return value
    }
  }
}
