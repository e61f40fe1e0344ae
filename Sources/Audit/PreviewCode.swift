import SwiftScreen
import SwiftSyntax

/// Where one file's preview code is, and which types it names inside and outside previews.
///
/// Preview code never runs in the app, so no hazard in it can happen while the app runs:
/// a `#Preview`, a type that conforms to `PreviewProvider` (and its extensions), and a type of
/// the project that only preview code names and that is not a view (a wrapper that feeds
/// previews their sample modes) get no findings. A type counts as named where any code other
/// than its own declaration and extensions writes its name.
struct PreviewCode: Sendable {
  /// Line ranges of `#Preview`s and `PreviewProvider` types.
  var ranges: [ClosedRange<Int>] = []
  /// Line ranges of each type's declaration and extensions in the file.
  var typeRanges: [String: [ClosedRange<Int>]] = [:]
  /// Type-like names (starting with an uppercase letter) written outside preview code.
  var appReferences: Set<String> = []
  /// Type-like names written inside preview code.
  var previewReferences: Set<String> = []
  /// Type-like names written outside preview code, by the outermost type whose declaration or
  /// extension writes them (`""` for code outside every type).
  var referencesByOwner: [String: Set<String>] = [:]
  /// Type-like names an `extension View` helper writes, by the helper's name
  /// (`func glass() -> some View { modifier(Glass()) }`): they build a view only if something
  /// calls the helper (`UnbuiltViews`; audit sample AC: a modifier applied only by a helper
  /// nothing calls).
  var helperTypeReferences: [String: Set<String>] = [:]
  /// Types the file declares or extends as a `View` or a `ViewModifier`.
  var viewTypes: Set<String> = []
  /// The types each view of the file is nested in, by the view's name (none for a top-level
  /// view).
  var viewParents: [String: Set<String>] = [:]
  /// Views and top-level types the file declares `public` or `open`: a library's clients build
  /// them.
  var publicTypes: Set<String> = []
  /// Line ranges of the helpers nothing but the project can call, by name (`Auditor.demoting`):
  /// global functions, and the functions and computed properties of `extension View` and of a
  /// type that conforms to `View` alone (but its `body`).
  var helperRanges: [String: [ClosedRange<Int>]] = [:]
  /// Line ranges of the other types' methods that return a value, by name: no framework calls
  /// one and shows what it returns, so one whose name no compiled code writes makes values no
  /// view shows (`Auditor.demoting`, for fresh ids; audit sample AN). Not an `override` or an
  /// `@objc` method, which the system can call.
  var resultFunctionRanges: [String: [ClosedRange<Int>]] = [:]
  /// The names the file's code calls or passes as functions (`x.links(…)`, `perform: load`),
  /// outside comments: a property read of the same name is not one.
  var calledFunctionNames: Set<String> = []
  /// Every name the file's code writes as a reference (`helper(…)`, `.helper(…)`) outside its
  /// helpers, backticks removed, by the outermost type whose code writes it (`""` outside every
  /// type): a name written only in a view nothing builds calls nothing (`Auditor.calledNames`).
  var referencedNames: [String: Set<String>] = [:]
  /// The names each helper's code writes (its own name aside), by the helper's name: a call
  /// there counts only if something calls that helper (`Auditor.calledNames`).
  var helperReferences: [String: Set<String>] = [:]
  /// The helpers declared in `extension View`.
  var viewExtensionHelpers: Set<String> = []
  /// Names written as members of a plain variable (`list.uniqued()`, `self.files.sorted()`)
  /// in a type that builds no view: such a call cannot reach an `extension View` helper, whose
  /// receiver is a view (audit sample V: `list.uniqued()` on an array in a model kept a View
  /// helper of that name "called").
  var modelMemberReferences: Set<String> = []

  /// No preview code.
  fileprivate init() {}

  /// Walks `file` once.
  init(_ file: AuditedFile) {
    let walker = PreviewWalker(file: file)
    walker.walk(file.tree)
    self = walker.code
  }

  /// Whether `line` is inside preview code, `previewOnlyTypes` being the project's types
  /// that only preview code names.
  func contains(line: Int, previewOnlyTypes: Set<String>) -> Bool {
    if ranges.contains(where: { $0.contains(line) }) { return true }
    return previewOnlyTypes.contains { type in
      typeRanges[type]?.contains { $0.contains(line) } == true
    }
  }
}

/// The visitor behind `PreviewCode`.
private final class PreviewWalker: SyntaxVisitor {
  let file: AuditedFile
  var code = PreviewCode()
  /// How many preview declarations enclose the node being visited.
  var previewDepth = 0
  /// The types whose declaration or extension encloses the node being visited.
  var enclosingTypes: [String] = []
  /// Whether the innermost of them lets its members be helpers (`helperRanges`).
  var holdsHelpers: [Bool] = []
  /// The helper whose declaration encloses the node being visited, if any.
  var enclosingHelper: String?
  /// Whether each enclosing type is one whose code builds no view (`isModelType`).
  var modelTypes: [Bool] = []

  init(file: AuditedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    let start = file.location(of: node).line
    let end = file.converter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...max(start, end)
  }

  func enterType(
    _ name: String, _ node: some SyntaxProtocol, inherited: InheritanceClauseSyntax?,
    modifiers: DeclModifierListSyntax
  ) {
    code.typeRanges[name, default: []].append(lines(of: node))
    let conformances = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    let isViewExtension =
      node.is(ExtensionDeclSyntax.self) && ["View", "SwiftUI.View"].contains(name)
    let isPlainView =
      !node.is(ExtensionDeclSyntax.self) && conformances.count == 1
      && ["View", "SwiftUI.View"].contains(conformances[0])
    holdsHelpers.append(isViewExtension || isPlainView)
    modelTypes.append(
      !node.is(ExtensionDeclSyntax.self) && !conformances.contains(where: Self.buildsViews))
    let isView = conformances.contains(where: {
      ["View", "ViewModifier", "SwiftUI.View", "SwiftUI.ViewModifier"].contains($0)
    })
    if isView {
      code.viewTypes.insert(name)
      // The types it is nested in (`WidgetLibrary`, `UI` for `extension WidgetLibrary.UI {
      // struct ExploreLinks: View }`), which a qualified reference names.
      code.viewParents[name, default: []].formUnion(
        enclosingTypes.flatMap { $0.split(separator: ".").map(String.init) })
    }
    // A public view, or a public top-level type (its `View` conformance may be in an
    // extension), is one a library's clients build; a public model nested in another type
    // (`SearchLanguage.Results`) says nothing of a view of the same simple name (audit sample
    // AN).
    if isView || enclosingTypes.isEmpty,
      modifiers.contains(where: {
        [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
      })
    {
      code.publicTypes.insert(name)
    }
    enclosingTypes.append(name)
    let isPreview =
      inherited?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" }
      == true
    if isPreview { code.ranges.append(lines(of: node)) }
    previewDepth += isPreview ? 1 : 0
  }

  func leaveType(inherited: InheritanceClauseSyntax?) {
    enclosingTypes.removeLast()
    holdsHelpers.removeLast()
    modelTypes.removeLast()
    if inherited?.inheritedTypes.contains(where: {
      $0.type.trimmedDescription == "PreviewProvider"
    }) == true {
      previewDepth -= 1
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, node, inherited: node.inheritanceClause, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, node, inherited: node.inheritanceClause, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name.text, node, inherited: node.inheritanceClause, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType(inherited: node.inheritanceClause) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.extendedType.trimmedDescription, node, inherited: node.inheritanceClause,
      modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    leaveType(inherited: node.inheritanceClause)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      code.ranges.append(lines(of: node))
      previewDepth += 1
    }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  // A file's top-level `#Preview { … }` parses as an expression (sample L).
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      code.ranges.append(lines(of: node))
      previewDepth += 1
    }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionExprSyntax) {
    if node.macroName.text == "Preview" { previewDepth -= 1 }
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `SearchLanguage.Results(…)` names the type nested in `SearchLanguage`, never a
    // top-level view `Results` (audit sample AN: nine findings in views nothing builds kept);
    // `UI.ExploreLinks()` names the view `ExploreLinks` nested in `UI` (`UnbuiltViews`).
    let member = node.parent?.as(MemberAccessExprSyntax.self)
    if member?.declName.id == node.id,
      let base = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      base.first?.isUppercase == true
    {
      record(base + "." + node.baseName.text)
    } else {
      record(node.baseName.text)
    }
    let name = node.baseName.plainName
    // Called (`x.links(…)`, `links(…)`) or maybe passed as a function (`perform: links`, a bare
    // name or any labelled argument), not read as a property of that name (`self.links`).
    let written = member.flatMap { $0.declName.id == node.id ? Syntax($0) : nil } ?? Syntax(node)
    let argument = written.parent?.as(LabeledExprSyntax.self)
    if written.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == written.id
      || argument != nil && (written.is(DeclReferenceExprSyntax.self) || argument?.label != nil)
    {
      code.calledFunctionNames.insert(name)
    }
    if let helper = enclosingHelper {
      if name != helper { code.helperReferences[helper, default: []].insert(name) }
    } else if !modelTypes.isEmpty, modelTypes.allSatisfy({ $0 }), Self.isMemberOfVariable(node),
      !Self.isInViewSignature(node)
    {
      code.modelMemberReferences.insert(name)
    } else {
      code.referencedNames[enclosingTypes.first ?? "", default: []].insert(name)
    }
    return .visitChildren
  }

  /// Whether a conformance makes a type's code build views: a view, a view modifier, a style, a
  /// representable, an app or scene, toolbar or chart content, a preview.
  static func buildsViews(_ conformance: String) -> Bool {
    let name = conformance.split(separator: ".").last.map(String.init) ?? conformance
    return ["View", "Modifier", "Style", "Representable", "Content", "Provider"].contains {
      name.hasSuffix($0)
    } || ["App", "Scene", "Commands", "Widget", "Layout", "DynamicProperty"].contains(name)
  }

  /// Whether the function or property whose code holds `node` names a view in its signature
  /// (`static func card(_ content: some View) -> some View` in a plain enum builds views).
  static func isInViewSignature(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let function = syntax.as(FunctionDeclSyntax.self) {
        return function.signature.trimmedDescription.contains("View")
      }
      if let variable = syntax.as(VariableDeclSyntax.self) {
        return variable.bindings.contains {
          $0.typeAnnotation?.type.trimmedDescription.contains("View") == true
        }
      }
      current = syntax.parent
    }
    return false
  }

  /// Whether `node` is the member name of `variable.name` or `a.b.name` (plain names, `self`),
  /// not of a call's or a view's result.
  static func isMemberOfVariable(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
      var base = member.base
    else { return false }
    while let inner = base.as(MemberAccessExprSyntax.self) {
      guard let next = inner.base else { return false }
      base = next
    }
    return base.is(DeclReferenceExprSyntax.self)
  }

  /// Whether the innermost type being visited is an `extension View`.
  var isInViewExtension: Bool {
    ["View", "SwiftUI.View"].contains(enclosingTypes.last ?? "")
  }

  /// Whether a declaration here is a helper: outside every type and function, or a member of
  /// a type that `holdsHelpers`.
  var helperPlace: Bool {
    enclosingHelper == nil && (holdsHelpers.last ?? true)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // An operator (`==`) is written as one, never as a reference.
    let name = node.name.plainName
    if !helperPlace, enclosingHelper == nil, previewDepth == 0,
      node.signature.returnClause != nil,
      !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      !node.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
      })
    {
      code.resultFunctionRanges[name, default: []].append(lines(of: node))
    }
    if helperPlace, previewDepth == 0, name.first.map({ $0.isLetter || $0 == "_" }) ?? false {
      code.helperRanges[name, default: []].append(lines(of: node))
      if isInViewExtension {
        code.viewExtensionHelpers.insert(name)
      }
      enclosingHelper = name
    }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    if enclosingHelper == node.name.plainName { enclosingHelper = nil }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if helperPlace, previewDepth == 0, let name = Self.computedName(node), name != "body" {
      code.helperRanges[name, default: []].append(lines(of: node))
      if isInViewExtension {
        code.viewExtensionHelpers.insert(name)
      }
      enclosingHelper = name
    }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    if let name = Self.computedName(node), enclosingHelper == name { enclosingHelper = nil }
  }

  /// The name of a computed property (one binding with a getter), backticks removed.
  static func computedName(_ node: VariableDeclSyntax) -> String? {
    guard node.bindings.count == 1, let binding = node.bindings.first,
      binding.accessorBlock != nil, binding.initializer == nil,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.plainName
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text)
    return .visitChildren
  }

  /// A type-like name written here, unless it names the type being declared (also a nested
  /// one an extension names in full: `Results` inside `extension SearchLanguage.Results`).
  func record(_ name: String) {
    guard name.first?.isUppercase == true,
      !enclosingTypes.contains(where: { $0 == name || $0.hasSuffix("." + name) })
    else { return }
    // A qualified name (`UI.ExploreLinks`) is in the app as its type's simple name.
    if let dot = name.lastIndex(of: "."), previewDepth == 0 {
      code.appReferences.insert(String(name[name.index(after: dot)...]))
    }
    if previewDepth > 0 {
      code.previewReferences.insert(name)
    } else if let helper = enclosingHelper, isInViewExtension, enclosingTypes.count == 1 {
      code.appReferences.insert(name)
      code.helperTypeReferences[helper, default: []].insert(name)
    } else {
      code.appReferences.insert(name)
      code.referencesByOwner[enclosingTypes.first ?? "", default: []].insert(name)
    }
  }
}
