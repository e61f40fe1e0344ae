import IdentityEngine
import SwiftParser
import SwiftSyntax

// MARK: - Diagnostics emitted while choosing the default root (sorted by name)

extension DiagnosticKind {
  /// The default root needs arguments and no preview gives them: it runs with placeholders
  /// (a warning).
  public static let rootNeedsArguments = DiagnosticKind(
    "S303",
    "the root view `{name}` needs values that no preview gives; idlab runs it with placeholders: {arguments}",
    severity: .warning)
}

/// A parameter a root view cannot be built without (`ScriptProgram.requiredParameters`).
struct RequiredParameter {
  /// The argument label, nil for `_`.
  var label: String?
  /// The type as written (`[Ship]`, `Binding<Bool>`), when it is.
  var typeText: String?
  /// A memberwise argument for a `@Binding var` (its written type is the bound value's).
  var isBinding: Bool
}

/// The default root: a file's `#Preview` or `PreviewProvider` content, as Xcode's canvas runs it.
extension ScriptProgram {
  /// The view construction a preview runs (`RatingView(rating: .constant(4))`), when the file's
  /// first `#Preview { … }` or `PreviewProvider.previews` is a single call of a declared view:
  /// idlab runs that view as the root. Any other preview's content, a view inside
  /// `NavigationStack { … }` or with modifiers included, is the body of the view `Preview`
  /// (`registerPreviewView`), as the canvas draws all of it.
  func previewRootCall() -> (call: FunctionCallExprSyntax, type: TypeDecl)? {
    guard let preview = firstPreview(in: tree.statements),
      previewModifiers(of: preview.syntax).isEmpty
    else { return nil }
    return viewCall(in: preview.body)
  }

  /// The `.modifier(…)` calls among a `#Preview`'s traits (`#Preview(traits: .modifier(Books()),
  /// .landscapeLeft)`): each wraps the preview's content in its `body(content:context:)`
  /// (`PreviewModifier`, Apple). A trait the program declares as a static of `PreviewTrait`
  /// (`extension PreviewTrait where T == Preview.ViewTraits { static var vault: Self =
  /// .modifier(VaultModifier()) }`, used as `traits: .vault`) is the call it gives, as Apple's
  /// documentation of `PreviewModifier` shows traits made (sample 50: three previews whose
  /// modifier put the model in the environment stopped on a missing object).
  func previewModifiers(of syntax: Syntax) -> [FunctionCallExprSyntax] {
    Self.previewTraits(of: syntax).compactMap { modifierCall($0, depth: 0) }
  }

  /// The call `.modifier(…)` a trait gives: itself, or the value of the program's static of
  /// `PreviewTrait` it names (a stored value, or a getter of one expression).
  private func modifierCall(_ trait: ExprSyntax, depth: Int) -> FunctionCallExprSyntax? {
    if let call = trait.as(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
        member.declName.baseName.text == "modifier"
      else { return nil }
      return call
    }
    guard depth < 4, let member = trait.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "PreviewTrait",
      let property = model.libraryExtensions["PreviewTrait"]?.staticProperties[
        member.declName.baseName.text]
    else { return nil }
    if let value = property.defaultValue { return modifierCall(value, depth: depth + 1) }
    guard let getter = property.getter, getter.count == 1, let only = getter.first else {
      return nil
    }
    let expression =
      only.item.as(ExprSyntax.self)
      ?? only.item.as(ReturnStmtSyntax.self)?.expression
    return expression.flatMap { modifierCall($0, depth: depth + 1) }
  }

  /// The expressions of a `#Preview`'s traits, in order.
  static func previewTraits(of syntax: Syntax) -> [ExprSyntax] {
    guard let arguments = previewMacro(of: syntax)?.arguments,
      let traits = arguments.firstIndex(where: { $0.label?.text == "traits" })
    else { return [] }
    return arguments[traits...].enumerated().compactMap { offset, argument in
      offset == 0 || argument.label == nil ? argument.expression : nil
    }
  }

  /// The `#Preview` macro a preview's syntax is (as a declaration or an expression), nil for a
  /// `PreviewProvider`.
  static func previewMacro(of syntax: Syntax) -> (any FreestandingMacroExpansionSyntax)? {
    let item = syntax.as(CodeBlockItemSyntax.self)?.item
    return item?.as(MacroExpansionDeclSyntax.self)
      ?? item?.as(DeclSyntax.self)?.as(MacroExpansionDeclSyntax.self)
      ?? item?.as(MacroExpansionExprSyntax.self)
  }

  /// The name of the view idlab makes of a preview whose content is not one view call:
  /// `Preview`, or `#Preview` when the program declares a type called `Preview` (a helper of
  /// its own: no Swift type can be called `#Preview`, sample 15).
  var previewViewName: String { previewTypeName("Preview") }

  /// Registers, for a first preview whose content is not one view call (`let rows = …; return
  /// VStack { ForEach(rows) { Row(…) } }`), a view called `Preview` (`previewViewName`) whose
  /// `body` is that content.
  func registerPreviewView() {
    guard let preview = firstPreview(in: tree.statements) else { return }
    // `#Preview(as: .systemSmall) { LevelWidget() } timeline: { LevelEntry(…) }`: WidgetKit's
    // preview of a widget, drawn with the timeline's entries.
    let macro = Self.previewMacro(of: preview.syntax)
    model.widgetTimeline =
      macro?.additionalTrailingClosures.first { $0.label.text == "timeline" }?.closure
    model.widgetFamily =
      macro?.arguments.first { $0.label?.text == "as" }?.expression
      .as(MemberAccessExprSyntax.self)?.declName.baseName.text
    let modifiers = previewModifiers(of: preview.syntax)
    guard viewCall(in: preview.body) == nil || !modifiers.isEmpty else { return }
    let type = TypeDecl(name: previewViewName, kind: .structType, syntax: preview.syntax)
    type.isPreviewView = true
    type.previewModifiers = modifiers
    type.conformances = ["View"]
    // `@Previewable @State var on = true` (or a plain `@State var` of an older preview): the
    // state of the view the preview macro wraps its content in, so `$on` is its binding; also
    // one declared in a block of the content (`do { @State var start = 3; return … }`), which
    // the interpreter leaves undeclared as it leaves every such variable (sample 47: S201).
    let properties = Self.previewStateVariables(in: preview.body).flatMap {
      model.properties(of: $0)
    }
    // `@Previewable @Query var trips: [Trip]` under `traits: .sampleData`: the content and its
    // properties live inside the traits' modifiers, which give the environment they read
    // (Apple's `PreviewModifier` example; sample 50: a `@Previewable @Environment` model the
    // trait supplies was missing). The content is then a view of its own, `PreviewContent`,
    // that `Preview`'s body builds under the modifiers.
    let content: TypeDecl
    if !modifiers.isEmpty, properties.contains(where: \.readsEnvironment) {
      content = TypeDecl(
        name: previewContentName, kind: .structType, syntax: preview.syntax)
      content.isPreviewView = true
      content.conformances = ["View"]
      var outer = TypeDecl.Property(name: "body", syntax: preview.syntax)
      outer.getter = Parser.parse(source: content.name + "()").statements
      outer.typeText = "some View"
      type.computedProperties["body"] = outer
      model.types[content.name] = content
    } else {
      content = type
    }
    for property in properties { content.appendStoredProperty(property) }
    var body = TypeDecl.Property(name: "body", syntax: preview.syntax)
    body.getter = preview.body
    body.typeText = "some View"
    content.computedProperties["body"] = body
    // A `PreviewProvider`'s content reads its static properties (`static let model = …`) and
    // builds its nested types (`struct Container: View` inside `Row_Previews`), which win over
    // another type's nested type of that name (sample 37: Nuke's private
    // `ImageContainer.Container` was drawn opaque instead).
    let item = preview.syntax.as(CodeBlockItemSyntax.self)?.item
    if let name = item?.as(StructDeclSyntax.self)?.name.text
      ?? item?.as(ClassDeclSyntax.self)?.name.text,
      let declared = model.types[name]
    {
      for target in [type, content] {
        target.staticProperties = declared.staticProperties
        target.staticMethods = declared.staticMethods
        target.nestedTypes = declared.nestedTypes
      }
    }
    model.types[type.name] = type
  }

  /// The name of the view that holds a preview's content under its traits' modifiers:
  /// `PreviewContent`, or `#PreviewContent` when the program declares that name.
  var previewContentName: String { previewTypeName("PreviewContent") }

  /// `name`, or `#name` when the program declares a type of that name of its own (no Swift
  /// type can be called `#name`).
  func previewTypeName(_ name: String) -> String {
    model.types[name].map { $0.isPreviewView ? name : "#" + name } ?? name
  }

  /// The preview's own state variables among `items` and in the blocks of their statements
  /// (`do`, `if`, `guard`, loops), not in closures, nested functions or local types.
  static func previewStateVariables(in items: CodeBlockItemListSyntax) -> [VariableDeclSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [VariableDeclSyntax] = []
      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if ScriptProgram.isPreviewState(node) { found.append(node) }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(items)
    return finder.found
  }

  /// Whether a declaration of a preview's content is the preview's own state: a `var` with a
  /// property wrapper (`@Previewable @State var on = true`, `@State var habits = Habits()`).
  static func isPreviewState(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindingSpecifier.tokenKind == .keyword(.var)
      && variable.attributes.contains {
        guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
          return false
        }
        return name != "MainActor"
      }
  }

  /// The first preview among `items` and its content, looking into the active clause of each
  /// `#if` (`#if DEBUG` around a `#Preview`).
  private func firstPreview(in items: CodeBlockItemListSyntax) -> (
    body: CodeBlockItemListSyntax, syntax: Syntax
  )? {
    for statement in items {
      if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
        if let found = firstPreview(in: CompilationConditions.activeStatements(of: conditional)) {
          return found
        }
      } else if let body = previewBody(statement.item) {
        return (body, Syntax(statement))
      }
    }
    // A `PreviewProvider` nested in a type of the file (`struct Greeting: View { … struct
    // Greeting_Previews: PreviewProvider { … } }`): Xcode finds it too (sample 57 made up the
    // view's arguments instead).
    for statement in items {
      let group: (any DeclGroupSyntax)? =
        statement.item.as(StructDeclSyntax.self).map { $0 }
        ?? statement.item.as(ClassDeclSyntax.self).map { $0 }
        ?? statement.item.as(ExtensionDeclSyntax.self).map { $0 }
      for member in group?.memberBlock.members ?? [] {
        if let body = previewBody(.decl(member.decl)) { return (body, Syntax(member)) }
      }
    }
    return nil
  }

  /// The statements of a `#Preview` macro or of a `PreviewProvider`'s `previews` property.
  private func previewBody(_ item: CodeBlockItemSyntax.Item) -> CodeBlockItemListSyntax? {
    if let macro = item.as(MacroExpansionDeclSyntax.self)
      ?? item.as(DeclSyntax.self)?.as(MacroExpansionDeclSyntax.self),
      macro.macroName.text == "Preview"
    {
      return macro.trailingClosure?.statements
    }
    if let expression = item.as(MacroExpansionExprSyntax.self),
      expression.macroName.text == "Preview"
    {
      return expression.trailingClosure?.statements
    }
    // A `PreviewProvider` is usually a structure; a class conforms as well
    // (`class Habit_Previews: PreviewProvider`, sample 24).
    let group: (any DeclGroupSyntax)? =
      item.as(StructDeclSyntax.self).map { $0 } ?? item.as(ClassDeclSyntax.self).map { $0 }
    // One that conforms through a protocol of the program (`struct Row_Previews:
    // DevicePreviews` with `protocol DevicePreviews: PreviewProvider`) is one too.
    guard let provider = group,
      Self.isPreviewProvider(provider)
        || declaredType(of: provider)?.conformances.contains("PreviewProvider") == true
    else { return nil }
    for member in provider.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "previews",
        let accessor = binding.accessorBlock
      else { continue }
      if case .getter(let items) = accessor.accessors { return items }
    }
    // A provider without `previews` of its own gets it from a protocol extension of a protocol
    // it conforms to (`protocol DevicePreviews: PreviewProvider` whose extension builds
    // `previews` around each conformer's `static var preview`): Swift's default
    // implementation, which the model has merged into the provider's statics (sample 51: five
    // files ran their view with made-up arguments instead).
    return declaredType(of: provider)?.staticProperties["previews"]?.getter
  }

  /// The model's type of a structure or class declared at the top level.
  private func declaredType(of group: some DeclGroupSyntax) -> TypeDecl? {
    let name = group.as(StructDeclSyntax.self)?.name ?? group.as(ClassDeclSyntax.self)?.name
    return name.flatMap { model.types[$0.text] }
  }

  /// Whether a structure or class conforms to `PreviewProvider`.
  static func isPreviewProvider(_ node: some DeclGroupSyntax) -> Bool {
    node.inheritanceClause?.inheritedTypes.contains {
      ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
    } ?? false
  }

  /// The `PreviewProvider` type whose `previews` contains `call`, if any.
  func previewProvider(of call: FunctionCallExprSyntax) -> TypeDecl? {
    var current = call.parent
    while let node = current {
      if let provider = node.as(StructDeclSyntax.self) { return model.types[provider.name.text] }
      if let provider = node.as(ClassDeclSyntax.self) { return model.types[provider.name.text] }
      current = node.parent
    }
    return nil
  }

  /// The single call of a declared view that is all of `items` (`Detail(item: .sample)`).
  private func viewCall(in items: CodeBlockItemListSyntax) -> (FunctionCallExprSyntax, TypeDecl)? {
    // Declarations before the view (`let habit = Habit(…)`, `@Previewable @State var on`) are
    // in its arguments' scope: the preview runs as its own view then.
    guard !items.contains(where: { $0.item.is(DeclSyntax.self) }) else { return nil }
    let expressions = items.compactMap { $0.item.as(ExprSyntax.self) }
    guard expressions.count == 1, let expression = expressions.first else { return nil }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = model.types[reference.baseName.text], type.isView
    else { return nil }
    return (call, type)
  }

  /// Property wrappers whose value SwiftUI makes without an argument (`@FocusState`,
  /// `@Namespace`, `@Query`): never a memberwise argument the root needs.
  static let wrappersSwiftUIFills: Set<TypeDecl.Wrapper> = [.focusState, .namespace, .query]

  /// The arguments `type` cannot be built without: the stored properties its memberwise
  /// initializer cannot fill, or, when it declares initializers, the parameters without a default
  /// of the one that needs fewest (none when one needs none).
  func requiredArguments(of type: TypeDecl) -> [String] {
    Self.requiredParameters(of: type, in: model).map { $0.label ?? "_" }
  }

  /// The parameters `requiredArguments` names, with their labels (nil for `_`), the types
  /// written for them, and whether the memberwise argument is a binding (`@Binding var x: T`).
  static func requiredParameters(of type: TypeDecl, in model: ProgramModel) -> [RequiredParameter] {
    if !type.initializers.isEmpty {
      let required = buildableInitializers(of: type).map { initializer in
        initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
          .map {
            RequiredParameter(
              label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
              typeText: $0.type.trimmedDescription, isBinding: false)
          }
      }
      return required.min { $0.count < $1.count } ?? []
    }
    return type.storedProperties.filter { property in
      // An optional `var` defaults to nil in the memberwise initializer; an optional `let` is
      // still a parameter (The Swift Programming Language, "Memberwise Initializers").
      !property.isStatic && !property.isComputed && property.defaultValue == nil
        && !(property.isOptionalType && !property.isLet)
        && !Self.wrappersSwiftUIFills.contains(property.wrapper)
        && !property.readsEnvironment
        && (property.customWrapper == nil
          || property.wrapperArguments == nil
            && Interpreter.takesWrappedValue(model.types[property.customWrapper ?? ""]))
    }.map {
      RequiredParameter(label: $0.name, typeText: $0.typeText, isBinding: $0.wrapper == .binding)
    }
  }

  /// `parameter` with a generic parameter of `type` as its type (`viewModel: ViewModel` in
  /// `struct AlbumView<ViewModel: AlbumModelling>`) replaced by the first of the program's types
  /// that conforms to its constraint, as an app specializes the view; unchanged when the type
  /// is not a generic parameter or nothing declared conforms.
  func specialized(_ parameter: RequiredParameter, for type: TypeDecl) -> RequiredParameter {
    guard let written = parameter.typeText,
      let generics = type.syntax.as(StructDeclSyntax.self)?.genericParameterClause?.parameters,
      let generic = generics.first(where: { $0.name.text == written }),
      let constraint = generic.inheritedType?.trimmedDescription
    else { return parameter }
    let required = Set(
      constraint.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) })
    guard
      let concrete = model.typeOrder.first(where: { name in
        model.types[name].map { required.isSubset(of: $0.conformances) } ?? false
      })
    else { return parameter }
    var result = parameter
    result.typeText = concrete
    return result
  }

  /// The initializers of `type` a placeholder may be built with: all but `init(from:)` of
  /// `Decodable`, which needs a decoder holding the app's data.
  static func buildableInitializers(of type: TypeDecl) -> [InitializerDeclSyntax] {
    type.initializers.filter { initializer in
      let parameters = initializer.signature.parameterClause.parameters
      return
        !(parameters.count == 1 && parameters.first?.firstName.text == "from"
        && parameters.first?.type.trimmedDescription == "Decoder")
    }
  }

  /// S303 at the declaration of `type`.
  func rootNeedsArguments(_ type: TypeDecl, _ names: [String]) -> ScriptDiagnostic {
    let node =
      type.syntax.as(StructDeclSyntax.self)?.name
      ?? type.syntax.firstToken(viewMode: .sourceAccurate)
    let where_ =
      node.map { SourcePosition($0, converter: converter) }
      ?? SourcePosition(line: 1, column: 1, length: 1)
    return ScriptDiagnostic(
      .rootNeedsArguments,
      ["name": type.name, "arguments": names.map { "`\($0)`" }.joined(separator: ", ")],
      path: path, line: where_.line, column: where_.column, length: where_.length)
  }
}
