import Basics
import SwiftScreen
import SwiftSyntax

// MARK: - Diagnostics this checker emits (sorted by name)

extension DiagnosticKind {
  /// `#URL(…)`, `#stringify(…)`: a freestanding macro in an expression (a warning; `#selector`
  /// and `#Predicate` are simulated).
  public static let macroNotSimulated = DiagnosticKind(
    "S121",
    "`#{name}` is not simulated: the scene runs, and stops with an error if it reaches this line",
    severity: .warning)
  /// `UIApplication.shared`, `FileManager()`: an Apple SDK name idlab does not simulate
  /// (`AppleSDKNames`; a warning: it runs as an opaque value, `UnmodelledValue`).
  public static let sdkNameNotSimulated = DiagnosticKind(
    "S120",
    "`{name}` ({framework}) is not simulated: the scene runs with it as an opaque value"
      + " ‹{name}›, and stops where it depends on what the value holds",
    severity: .warning)
  /// `.onChange` without `of:`, `.focused(x)` without a binding, ….
  public static let invalidModifierArguments = DiagnosticKind(
    "S115", "the arguments of `.{name}` have a shape the simulator does not understand")
  /// `for`/`while` inside a view builder.
  public static let loopInViewBuilder = DiagnosticKind("S112", "a loop cannot build views")
  /// An operator function idlab does not call: not one operand's (`prefix`/`postfix func`) nor
  /// two operands' (a top-level or `static func`).
  public static let operatorDeclaration = DiagnosticKind(
    "S108",
    "this operator function is not supported: idlab runs operators of one operand (`prefix` or `postfix func`) or two (a top-level or `static func`)"
  )
  /// A syntax error from the Swift parser.
  public static let syntaxError = DiagnosticKind("S001", "{detail}")
  /// Combine subjects, `OperationQueue`, `Thread` (a warning: the scene
  /// runs until it reaches one).
  public static let timerOrDispatch = DiagnosticKind(
    "S114",
    "`{name}` is not simulated: only the main queue, timers and tasks run on idlab's clock; the"
      + " scene runs, and stops with an error if it reaches this line",
    severity: .warning)
  /// `Foo()` or `Foo.bar` where nothing called `Foo` exists and a known or SDK name is a few
  /// edits away (`similar`; its help is `diag.S103.help.similar`): a typo, an error.
  public static let unknownType = DiagnosticKind("S103", "cannot find type `{name}` in scope")
  /// `NWPathMonitor()`, `RowView(…)` from a file not given: a type no file of the run declares
  /// and idlab does not simulate, with no known name near it (a warning: it runs as an opaque
  /// value, `UnmodelledValue`).
  public static let unmodelledType = DiagnosticKind(
    "S122",
    "`{name}` is not declared in the files given and not simulated: the scene runs with it as"
      + " an opaque value ‹{name}›, and stops where it depends on what the value holds",
    severity: .warning)
  /// `@main`, `@Model`.
  public static let unsupportedAttribute = DiagnosticKind(
    "S102", "attribute `@{name}` is not supported")
  /// `actor`, `subscript`, `macro`, local types, ….
  public static let unsupportedDeclaration = DiagnosticKind(
    "S116", "{kind} declarations are not supported")
  /// Regex literals, macros, ….
  public static let unsupportedExpression = DiagnosticKind("S117", "unsupported expression: {kind}")
  /// `.inspector`, `.onDrag`, `.fileImporter`, …: a modifier that presents or receives
  /// something idlab does not model (a warning: it is an inert wrapper; its closures never run).
  public static let unsupportedModifier = DiagnosticKind(
    "S105",
    "modifier `.{name}` is not simulated: the view keeps its identity and the modifier does"
      + " nothing; its closures never run",
    severity: .warning)
  /// `.environment(\.openURL, …)`: writing an environment value idlab does not model (a
  /// warning: an inert modifier; the views below read idlab's own value).
  public static let unsupportedEnvironmentKey = DiagnosticKind(
    "S119",
    "the environment value `{key}` is not simulated: writing it does nothing, and the views"
      + " below read idlab's own value", severity: .warning)
  /// `@Environment(\.undoManager)`: reading an environment value idlab does not model (a
  /// warning: it reads an opaque value, `UnmodelledValue`).
  public static let unmodelledEnvironmentKey = DiagnosticKind(
    "S123",
    "the environment value `{key}` is not simulated: the view reads it as an opaque value"
      + " ‹\\.{key}›, and stops where it depends on what the value holds",
    severity: .warning)
  /// `@EnvironmentObject`, `@AppStorage`, ….
  public static let unsupportedPropertyWrapper = DiagnosticKind(
    "S101", "property wrapper `@{name}` is not supported")
  /// `fallthrough`, `#if`, ….
  public static let unsupportedStatement = DiagnosticKind("S118", "unsupported statement: {kind}")
  /// `LottieView(name: "dots")` where the program's `struct LottieView: UIViewRepresentable`
  /// wraps a UIKit view (a warning: a leaf view of its own type, its UIKit content opaque).
  public static let representableView = DiagnosticKind(
    "S124",
    "`{name}` wraps a {framework} view (`{protocol}`): the scene shows it as an opaque view"
      + " ‹{name}› with its own identity; what {framework} draws inside it is not simulated",
    severity: .warning)
  /// A split view of a Mac app: idlab draws an iPhone, where it shows one column (a warning:
  /// the screen is an approximation of the Mac's).
  public static let macColumns = DiagnosticKind(
    "S127",
    "the project builds for macOS, where `{name}` shows its columns side by side; idlab draws"
      + " an iPhone, where it shows one column", severity: .warning)
  /// `ViewThatFits`: a view that chooses among its children by their sizes, which idlab does not
  /// measure (a warning: the screen shows the first child, an approximation).
  public static let firstChildFits = DiagnosticKind(
    "S128",
    "`{name}` shows the first of its children that fits the space it is offered; idlab measures"
      + " no sizes and shows its first child", severity: .warning)
  /// A statement decided by a value idlab does not model, skipped by the run because it changes
  /// nothing of the program's (a warning; `Interpreter+OpaqueDecisions.swift`).
  public static let skippedOnOpaque = DiagnosticKind(
    "S129",
    "what `{statement}` does here depends on what ‹{name}› holds, which idlab does not simulate:"
      + " the run skips it, since it changes nothing of the program's either way",
    severity: .warning)
  /// `PhotosPicker`, `Table`: a SwiftUI view idlab does not simulate (a warning: it runs as an
  /// opaque view, its trailing closures' views in its place).
  public static let unsupportedView = DiagnosticKind(
    "S104",
    "`{name}` is not simulated: the scene runs with it as an opaque view ‹{name}›, showing only"
      + " the views of its trailing closures", severity: .warning)
}

/// Finds constructs the simulator does not support, before anything runs.
///
/// Each finding is a `ScriptDiagnostic` with a stable code, the position of the construct and a
/// help key naming what is supported instead.
final class SourceChecker: SyntaxVisitor {
  /// Property wrappers that need a model of observation or environment (`@AppStorage` is
  /// simulated: `Interpreter+UserDefaults.swift`; `@ScaledMetric` is its base value).
  static let unsupportedWrappers: Set<String> = [
    "UIApplicationDelegateAdaptor"
  ]
  /// Attributes (macros) that change a type's behaviour. `@main` is not one: it marks the
  /// program's entry point, which idlab never runs (a scene starts from its root view; a real
  /// preview does launch the app, an approximation), so a reached `@main class AppDelegate` is
  /// an ordinary class (sample 55 refused it, S102).
  static let unsupportedAttributes: Set<String> = ["ObservationTracked"]
  /// SwiftUI views the simulator does not model.
  static let unsupportedViews: Set<String> = [
    "ScrollViewReader", "Sheet",
    "OutlineGroup", "Table", "PhotosPicker",
  ]
  /// SwiftUI views that choose among their children by size, which idlab does not measure
  /// (S128).
  static let sizeChoosingViews: Set<String> = ["ViewThatFits"]
  /// Modifiers that navigate, match geometry, read the environment or receive events.
  static let unsupportedModifiers: Set<String> = [
    "inspector", "onDrag", "onDrop", "draggable", "dropDestination",
    "fileImporter",
  ]
  /// Time sources the virtual clock does not run (`Timer`, `DispatchQueue.main`, `Task.sleep`
  /// and `TimelineView` run on it: `Interpreter+Time.swift`); a use is a warning, `S114`.
  static let timeTypes: Set<String> = ["OperationQueue"]
  /// Views whose trailing closure is a result builder.
  static let builderCallees: Set<String> = Set(Interpreter.containers.keys).union(["ForEach"])
    .union(Interpreter.controlContainers.keys).union(["TimelineView", "Chart"]).union(
      Interpreter.mapViews)

  let converter: SourceLocationConverter
  let path: String
  let knownTypes: Set<String>
  /// `Type.name` for each static property the program's extensions of library types declare
  /// (`FileManager.documentFolder`).
  var libraryExtensionStatics: Set<String> = []
  /// The static methods the program's extensions of library types declare, as
  /// `Type.method` (`FileManager.loadImage`).
  var libraryStaticMethods: Set<String> = []
  /// The simple names of the program's own types (its `struct ViewThatFits` wins over SwiftUI's).
  var programTypeNames: Set<String> = []
  /// The program's custom environment values (`extension EnvironmentValues`).
  var customEnvironmentNames: Set<String> = []
  /// The argument labels of the program's extension methods by name (`nil` for `_`), to tell
  /// its own `onChange(_:)` from SwiftUI's modifier.
  var declaredMethodLabels: [String: [[String?]]] = [:]
  /// The program's representable types by name, with the protocol each conforms to
  /// (`LottieView` → `UIViewRepresentable`).
  var representables: [String: String] = [:]
  /// `Module.Type` names the program extends whose module of the run declares no such type (a
  /// declaration its `#if os(macOS)` drops, a file not given): opaque (S122) where extended.
  var undeclaredModuleTypes: Set<String> = []
  private(set) var diagnostics: [ScriptDiagnostic] = []

  init(converter: SourceLocationConverter, path: String, knownTypes: Set<String>) {
    self.converter = converter
    self.path = path
    self.knownTypes = knownTypes
    super.init(viewMode: .sourceAccurate)
  }

  private func report(
    _ kind: DiagnosticKind, _ arguments: [String: String] = [:], at node: some SyntaxProtocol
  ) {
    // A preview's content is read for what it leaves opaque only (its warnings): what it may
    // not do is decided when it runs, as the canvas runs it.
    if isInPreview && kind.severity == .error { return }
    diagnostics.append(
      ScriptDiagnostic(kind, arguments, at: node, converter: converter, path: path))
  }

  /// Whether the walk is inside a `#Preview`'s content or a `PreviewProvider`.
  private var isInPreview = false

  /// Walks a preview's content for its warnings (`report`).
  private func walkPreview(_ content: ClosureExprSyntax?) {
    guard let content, !isInPreview else { return }
    isInPreview = true
    walk(content)
    isInPreview = false
  }

  // MARK: - Attributes

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if name == "Environment" || name == "SwiftUI.Environment" {
      let key = Interpreter.environmentKey(of: node)
      if !Interpreter.isSupportedEnvironmentKey(key), !isCustomEnvironmentKey(key) {
        report(.unmodelledEnvironmentKey, ["key": key ?? ""], at: node)
      }
    } else if Self.unsupportedWrappers.contains(name) {
      report(.unsupportedPropertyWrapper, ["name": name], at: node)
    } else if Self.unsupportedAttributes.contains(name) {
      report(.unsupportedAttribute, ["name": name], at: node)
    }
    // `@_spi(Internals)` names an SPI group, `@available(iOS 17, *)` platforms: none of their
    // arguments is a type or a value of the program (sample 51: three files stopped on S103
    // "cannot find type `Internals`").
    return Self.attributesWithoutProgramNames.contains(name) ? .skipChildren : .visitChildren
  }

  /// Attributes whose arguments name no type or value of the program.
  static let attributesWithoutProgramNames: Set<String> = [
    "_spi", "_spi_available", "available", "backDeployed", "_originallyDefinedIn", "objc",
  ]

  // MARK: - Declarations

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `extension Hotkeys.Name { static let open = Self("open") }` where the `Hotkeys` module
    // declares no `Name` for this build: the type, and what its initializers make, are opaque.
    let extended = node.extendedType.trimmedDescription
    if undeclaredModuleTypes.contains(extended) {
      let name = String(extended.split(separator: ".").last ?? Substring(extended))
      report(.unmodelledType, ["name": name], at: node.extendedType)
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    // An `@main struct …: App` wrapper is ignored: the simulator runs the views themselves.
    if inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) { return .skipChildren }
    if walkedAsPreview(node) { return .skipChildren }
    // A representable's members (`makeUIView`, its coordinator) never run: its view is opaque.
    if node.inheritanceClause?.inheritedTypes.contains(where: {
      TypeDecl.representableProtocols[$0.type.trimmedDescription] != nil
    }) ?? false {
      return .skipChildren
    }
    return .visitChildren
  }

  /// A class may adopt a representable protocol too: its members never run either. A class
  /// may be a `PreviewProvider`.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if walkedAsPreview(node) { return .skipChildren }
    return node.inheritanceClause?.inheritedTypes.contains(where: {
      TypeDecl.representableProtocols[$0.type.trimmedDescription] != nil
    }) ?? false ? .skipChildren : .visitChildren
  }

  /// Whether an attribute marks a view builder (`Interpreter.viewBuilders`).
  private static func isViewBuilder(_ attribute: AttributeListSyntax.Element) -> Bool {
    Interpreter.viewBuilders.contains { attribute.trimmedDescription.contains($0) }
  }

  /// A `PreviewProvider` is a preview: read for the names it leaves opaque, as `#Preview`'s
  /// content; false for another type.
  private func walkedAsPreview(_ node: some DeclGroupSyntax) -> Bool {
    guard ScriptProgram.isPreviewProvider(node) else { return false }
    if !isInPreview {
      isInPreview = true
      walk(node.memberBlock)
      isInPreview = false
    }
    return true
  }

  override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
    // An infix operator is folded with the module's table and called as its function, a prefix
    // or postfix one is called as its function.
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    // A subscript of a declared type, instance or static, runs (`Interpreter+Subscripts.swift`).
    if node.parent?.is(MemberBlockItemSyntax.self) != true {
      report(.unsupportedDeclaration, ["kind": "subscript"], at: node.subscriptKeyword)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    report(.unsupportedDeclaration, ["kind": "macro"], at: node.macroKeyword)
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.name.plainName.first, !first.isLetter && first != "_",
      !Self.isBinaryOperatorFunction(node), !Self.isUnaryOperatorFunction(node, fixity: .prefix),
      !Self.isUnaryOperatorFunction(node, fixity: .postfix)
    {
      report(.operatorDeclaration, at: node.name)
    }
    return .visitChildren
  }

  /// An infix operator's function of two parameters, which the interpreter calls for `a op b`:
  /// at the top level (`func |> (left: A, right: B) -> C`, `func + (lhs: Size, rhs: Size)`:
  /// `Interpreter.customOperator`), or a type's `static func` (`static func == (lhs:rhs:)`,
  /// `static func +| …`: `Interpreter.userOperator`).
  static func isBinaryOperatorFunction(_ node: FunctionDeclSyntax) -> Bool {
    guard node.signature.parameterClause.parameters.count == 2 else { return false }
    if node.parent?.is(CodeBlockItemSyntax.self) == true { return true }
    return node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      && node.parent?.is(MemberBlockItemSyntax.self) == true
  }

  /// A prefix (`.prefix`) or postfix (`.postfix`) operator's function of one parameter
  /// (`prefix func !? (value: Bool?) -> Bool`, `static prefix func - (vector: Vector) -> Vector`,
  /// `postfix func ++ (value: Int) -> Int`), which the interpreter calls for `op x` or `x op`
  /// (`Interpreter.unaryOperator`).
  static func isUnaryOperatorFunction(_ node: FunctionDeclSyntax, fixity: Keyword) -> Bool {
    node.signature.parameterClause.parameters.count == 1
      && node.modifiers.contains { $0.name.tokenKind == .keyword(fixity) }
  }

  // MARK: - Statements

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    // Only the clause the compiler keeps for iOS exists; the others are not checked. Its
    // condition (`DEBUG`, `os(macOS)`) names build settings, not types.
    if CompilationConditions.isActive(node), let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if isInViewBuilder(Syntax(node)) { report(.loopInViewBuilder, at: node.forKeyword) }
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    if isInViewBuilder(Syntax(node)) { report(.loopInViewBuilder, at: node.whileKeyword) }
    return .visitChildren
  }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    if isInViewBuilder(Syntax(node)) { report(.loopInViewBuilder, at: node.repeatKeyword) }
    return .visitChildren
  }

  /// Whether a statement sits directly in a builder body (`var body`, `@ViewBuilder`, a
  /// container's content closure).
  private func isInViewBuilder(_ node: Syntax) -> Bool {
    var current = node.parent
    while let candidate = current {
      if let closure = candidate.as(ClosureExprSyntax.self) {
        var owner = closure.parent
        while let step = owner, !step.is(FunctionCallExprSyntax.self) {
          guard
            step.is(LabeledExprSyntax.self) || step.is(LabeledExprListSyntax.self)
              || step.is(MultipleTrailingClosureElementSyntax.self)
              || step.is(MultipleTrailingClosureElementListSyntax.self)
          else { return false }
          owner = step.parent
        }
        guard let call = owner?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return Self.builderCallees.contains(callee)
      }
      if let accessor = candidate.as(AccessorBlockSyntax.self) {
        guard let binding = accessor.parent?.as(PatternBindingSyntax.self) else { return false }
        // A getter with a `return` of its own is ordinary code, not a builder (SE-0289): a
        // loop there builds nothing (sample 45: `for` … `row = row + Text(…)` … `return row`).
        if case .getter(let statements) = accessor.accessors, statements.containsReturn {
          return false
        }
        let name = binding.pattern.trimmedDescription
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
          variable.attributes.contains(where: Self.isViewBuilder)
        {
          return true
        }
        return name == "body" || type.hasPrefix("some View")
      }
      if let function = candidate.as(FunctionDeclSyntax.self) {
        return function.attributes.contains(where: Self.isViewBuilder)
          && function.body?.statements.containsReturn != true
      }
      if candidate.is(InitializerDeclSyntax.self) { return false }
      current = candidate.parent
    }
    return false
  }

  // MARK: - Expressions

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if Self.sizeChoosingViews.contains(name), !programTypeNames.contains(name),
      !isMemberName(node)
    {
      report(.firstChildFits, ["name": name], at: node)
      return .visitChildren
    }
    if knownTypes.contains(name) || isMemberName(node) {
      // The program's own `struct Sheet: View` wins over the SwiftUI name.
      if let representable = representables[name],
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
      {
        let framework = TypeDecl.representableProtocols[representable] ?? "UIKit"
        report(
          .representableView,
          ["name": name, "protocol": representable, "framework": framework], at: node)
      }
      return .visitChildren
    } else if Self.unsupportedViews.contains(name) {
      report(.unsupportedView, ["name": name], at: node)

    } else if Self.timeTypes.contains(name) {
      report(.timerOrDispatch, ["name": name], at: node)
    } else if let framework = AppleSDKNames.framework(of: name),
      name.first?.isUppercase == true || !declaresValue(name, in: node)
    {
      // A lower-case name is a C function's or constant's only when the file declares no
      // value of that name (`let intr_value`, a parameter `skip_days`, sample 22 and 24).
      report(.sdkNameNotSimulated, ["name": name, "framework": framework], at: node)
    } else if name.first?.isUppercase == true,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
    {
      reportUnknownType(name, at: node)
    }
    return .visitChildren
  }

  /// `name`, an uppercase name nothing declares: a typo of a known name is an error (S103);
  /// anything else runs as an opaque value (S122).
  private func reportUnknownType(_ name: String, at node: some SyntaxProtocol) {
    // Types only: `debug` is not what `DEBUG` was meant to be.
    let candidates =
      knownTypes.filter { $0.first?.isUppercase == true }.sorted()
      + AppleSDKNames.entries.map(\.name)
    // `SQLITE_NULL`, `O_RDONLY`: a C constant of a module the program imports, whose family
    // differ by a word (`SQLITE_FULL`), never a typo of one; `OggVorbis_File`: a C name (an
    // underscore after its first letter) is never a typo of a name without one
    // (`OggVorbisFile`, sample 36), only of another such name (`Recipe_Crad`, `Recipe_Card`).
    let isCConstant =
      name.contains("_") && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
    let isCName = name.dropFirst().contains("_")
    if !isInPreview, !isCConstant, let similar = Suggestions.typo(of: name, among: candidates),
      !isCName || similar.dropFirst().contains("_")
    {
      report(.unknownType, ["name": name, "similar": similar], at: node)
    } else {
      report(.unmodelledType, ["name": name], at: node)
    }
  }

  /// `a |> f` with an infix operator neither Swift nor any file given declares (a package's):
  /// it runs as an opaque value (S122), named after the operator.
  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      SwiftOperatorTable.standard.infixOperator(named: op) == nil, !knownTypes.contains(op)
    {
      report(.unmodelledType, ["name": op, "helpVariant": "operator"], at: node.operator)
    }
    return .visitChildren
  }

  /// `text.publisher`: Combine's `Sequence.publisher`, unless the program declares a member of
  /// that name; it runs as an opaque value (S120).
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "publisher", node.base != nil,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
      !knownTypes.contains("publisher")
    {
      report(
        .sdkNameNotSimulated, ["name": "Sequence.publisher", "framework": "Combine"],
        at: node.declName)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let first = name.first, first.isUppercase, !knownTypes.contains(name),
        !Self.unsupportedViews.contains(name), !Self.timeTypes.contains(name),
        AppleSDKNames.framework(of: name) == nil
      {
        reportUnknownType(name, at: reference)
      }
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      if let key = Self.writtenEnvironmentKey(node) {
        if Interpreter.environmentDefaults[key] == nil, !customEnvironmentNames.contains(key) {
          report(.unsupportedEnvironmentKey, ["key": key], at: node.arguments)
        }
      } else if let type = member.base.flatMap(Self.receiverTypeName),
        // `FileManager.documentFolder.appendingPathComponent(…)` where the program's
        // `extension FileManager` declares `static var documentFolder: URL`: the receiver is
        // that static's value, not a file manager (sample 39's false warning).
        !declaresLibraryStatic(member.base),
        // `Calendar.current.endOfDay(for:)` of the program's `extension Calendar`: its own
        // method runs, so nothing is opaque (sample 37's warning said otherwise).
        declaredMethodLabels[name] == nil, !libraryStaticMethods.contains(type + "." + name),
        let framework = LibraryCatalogue.unsimulatedMember(type, name)
          ?? (type == "URLSession" && !Interpreter.simulatesSessionMember(name)
            ? "Foundation" : nil)
      {
        report(
          .sdkNameNotSimulated, ["name": "\(type).\(name)", "framework": framework],
          at: member.declName)
      } else if knownTypes.contains(name) {
        // The program declares a method of that name (a package's `onDisappear(_:)` on its
        // image view): its own declaration wins over SwiftUI's modifier, as Swift's lookup does.
      } else if Self.unsupportedModifiers.contains(name) {
        report(.unsupportedModifier, ["name": name], at: member.declName)
      } else {
        checkModifierShape(name, node, member)
      }
    }
    return .visitChildren
  }

  /// `Type.name` where `name` is a static property the program's extension of the library type
  /// `Type` declares (`libraryExtensionStatics`).
  private func declaresLibraryStatic(_ base: ExprSyntax?) -> Bool {
    guard let member = base?.as(MemberAccessExprSyntax.self),
      let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return libraryExtensionStatics.contains(type + "." + member.declName.baseName.text)
  }

  /// The type whose instance a member is called on, when the receiver is written as that type
  /// (`URLSession`), a static of it that gives an instance (`URLSession.shared`,
  /// `FileManager.default`) or an initializer call (`FileManager()`); nil otherwise, and for a
  /// longer chain (`URLSession.shared.dataTask(with:).resume`: `resume` is the task's, not the
  /// session's; until the twenty-first sample such members were warned about as the root's).
  static func receiverTypeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
      .baseName.text
  }

  /// Whether `key` (`theme`, `theme.color`) names a custom environment value.
  private func isCustomEnvironmentKey(_ key: String?) -> Bool {
    key.map { customEnvironmentNames.contains(Interpreter.splitEnvironmentKey($0).name) } ?? false
  }

  /// The key `.environment(\.key, value)` writes; nil for any other call.
  static func writtenEnvironmentKey(_ call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "environment", call.arguments.count == 2,
      let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
      keyPath.components.count == 1
    else { return nil }
    return keyPath.components.first?.component.trimmedDescription
  }

  /// Flags lifecycle modifiers whose arguments the simulator cannot read; a call the program's
  /// own method of that name accepts (`$text.onChange { … }` with `extension Binding { func
  /// onChange(_ handler:) }`) is the program's, not SwiftUI's.
  private func checkModifierShape(
    _ name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax
  ) {
    // `UIView.transition(with:duration:options:animations:)`: a type's static method, never a
    // view's modifier (sample 49: six files of one app refused at S115).
    if let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.first?.isUppercase == true
    {
      return
    }
    let labels = call.arguments.map { $0.label?.text }
    let written = labels + (call.trailingClosure == nil ? [] : [nil])
    if declaredMethodLabels[name]?.contains(written) == true { return }
    let hasClosure =
      call.trailingClosure != nil
      || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
      || call.arguments.contains { $0.label?.text == "perform" || $0.label?.text == "action" }
      // `.onChange(of: value, reload)`, `.task(load)`: the action as a function reference.
      || call.arguments.last.map {
        $0.label == nil
          && ($0.expression.is(DeclReferenceExprSyntax.self)
            || $0.expression.is(MemberAccessExprSyntax.self))
      } ?? false
    switch name {
    case "onChange":
      if !labels.contains("of") || !hasClosure {
        report(.invalidModifierArguments, ["name": name], at: member.declName)
      }
    case "focused":
      let first = call.arguments.first?.expression
      let isBinding =
        first.map { expression in
          expression.trimmedDescription.hasPrefix("$") || expression.is(MemberAccessExprSyntax.self)
        } ?? false
      if !isBinding || labels.contains(where: { $0 != nil && $0 != "equals" }) {
        report(.invalidModifierArguments, ["name": name], at: member.declName)
      }
    case "task":
      if !hasClosure || labels.contains(where: { $0 != nil && $0 != "id" && $0 != "priority" }) {
        report(.invalidModifierArguments, ["name": name], at: member.declName)
      }
    case "onAppear", "onDisappear":
      if labels.contains(where: { $0 != "perform" }) {
        report(.invalidModifierArguments, ["name": name], at: member.declName)
      }
    case "transition":
      if call.arguments.count != 1 || call.arguments.first?.label != nil {
        report(.invalidModifierArguments, ["name": name], at: member.declName)
      }
    default:
      break
    }
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      walkPreview(node.trailingClosure)
      return .skipChildren
    }
    // `#Predicate` is accepted as a `@Query` filter and not evaluated (docs/semantics.md).
    if node.macroName.text == "Predicate" { return .skipChildren }
    // `#warning("…")` among a body's statements: a compiler warning, nothing at run time (the
    // Swift Programming Language, "Compile-Time Diagnostic Statement"; sample 52 stopped on
    // one it reached).
    if node.macroName.text == "warning" { return .skipChildren }
    // `#selector(method)` names a method, for `addObserver(_:selector:name:object:)`.
    if node.macroName.text == "selector" { return .skipChildren }
    // `#colorLiteral(red:green:blue:alpha:)` is a colour (`Interpreter.colorLiteral`).
    if node.macroName.text == "colorLiteral" { return .visitChildren }
    // `#file`, `#line`, `#function`, …: their values where they are written
    // (`Interpreter.magicLiteral`).
    if ["file", "filePath", "fileID", "line", "column", "function"].contains(node.macroName.text) {
      return .skipChildren
    }
    report(.macroNotSimulated, ["name": node.macroName.text], at: node)
    return .skipChildren
  }

  /// The value names each file declares (variables, parameters, closure parameters), by the
  /// file's root, found once.
  private var declaredValues: [SyntaxIdentifier: Set<String>] = [:]

  /// Whether the file of `node` declares a value called `name`.
  private func declaresValue(_ name: String, in node: some SyntaxProtocol) -> Bool {
    let root = node.root
    if let names = declaredValues[root.id] { return names.contains(name) }
    let names = DeclaredValueNames.collect(in: root, capitalizedOnly: false)
    declaredValues[root.id] = names
    return names.contains(name)
  }

  /// Whether `node` is the member name of `base.name` (not a name looked up in scope).
  private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
    node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `#warning("…")` is only a compiler warning: the program builds and runs. SwiftData's
    // `#Index` and `#Unique` in a `@Model` class describe the store's schema, which nothing on
    // the screen depends on.
    if node.macroName.text == "Preview" {
      walkPreview(node.trailingClosure)
      return .skipChildren
    }
    if ["warning", "Index", "Unique"].contains(node.macroName.text) {
      return .skipChildren
    }
    report(.unsupportedDeclaration, ["kind": "#\(node.macroName.text)"], at: node)
    return .skipChildren
  }
}
