import IdentityEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftScreen
import SwiftSyntax

// MARK: - Diagnostics emitted while compiling and starting (sorted by name)

extension DiagnosticKind {
  /// `--root Name` names no `View`.
  public static let unknownRoot = DiagnosticKind(
    "S301", "no view named `{name}`; the views are: {views}")
  /// The file declares no `View`.
  public static let noViews = DiagnosticKind("S302", "the file declares no `View` to simulate")
  /// The file's views are all in `#if` clauses a build for an iPhone leaves out.
  public static let viewsLeftOutOfIPhoneBuild = DiagnosticKind(
    "S304",
    "the file's views are all inside `#if {condition}`, which a build for an iPhone leaves out; idlab simulates an iPhone"
  )
  /// Making the root view (its preview's code, its initializer, its properties' initial values)
  /// fails at run time, as Swift would trap there: the scene stops before its first render.
  /// `{failure}` is the failure's message; a renderer that has `{failureKey}` localizes it.
  public static let rootFailed = DiagnosticKind(
    "S305", "the scene stops before its first render: {failure}")
}

/// A parsed and checked SwiftUI-subset program: model types, views, extensions.
///
/// ```
/// let program = try ScriptProgram.compile(source: text, path: "bench.swift")
/// let run = try program.simulate(root: nil)      // step 0: the first render
/// let step = run.perform("ships.remove(at: 0)")  // step 1
/// ```
public struct ScriptProgram {
  /// The path the source came from, as given.
  public internal(set) var path: String
  /// The source text.
  public let source: String
  /// The `View` structs declared, in source order: the scene file's, then the reached ones of
  /// the other files.
  public internal(set) var viewNames: [String] = []
  /// The located warnings of the check (`severity == .warning`: names, views, modifiers and
  /// environment keys idlab runs as opaque, `S104`, `S105`, `S120`, `S122`, `S123`, `S124`;
  /// macros and time sources it does not simulate, `S121`, `S114`), sorted by file and position.
  public internal(set) var warnings: [ScriptDiagnostic] = []

  /// The codes of the warnings that name something the run treats as opaque.
  public static let opaqueCodes: Set<String> = [
    "S104", "S105", "S120", "S122", "S123", "S124", "S127", "S128", "S129",
  ]

  /// How the run names what a warning of `opaqueCodes` is about: the type, view or modifier
  /// (`NWPathMonitor`), or the environment key path (`\.undoManager`).
  public static func opaqueName(of warning: ScriptDiagnostic) -> String {
    if warning.code == "S303" {
      // The root built from placeholders: `Row(title: "", selected: .constant(false))`.
      return (warning.arguments["name"] ?? "") + "(" + placeholderArguments(of: warning) + ")"
    }
    if warning.code == "S129" {
      // A skipped statement: its keyword and the value that decides it (`if ‹URLCache›`).
      return (warning.arguments["statement"] ?? "") + " ‹" + (warning.arguments["name"] ?? "") + "›"
    }
    return warning.arguments["name"] ?? "\\." + (warning.arguments["key"] ?? "")
  }

  /// The placeholder arguments an S303 warning lists, as plain text (`title: "", count: 0`).
  public static func placeholderArguments(of warning: ScriptDiagnostic) -> String {
    (warning.arguments["arguments"] ?? "").filter { $0 != "`" }
  }

  /// Each name the run treats as opaque, once, at its first use (for `idlab.sim/1`'s `opaque`):
  /// nobody should mistake the approximation for the real thing.
  public var opaqueNames: [ScriptDiagnostic] {
    var seen: Set<String> = []
    return warnings.filter { warning in
      guard Self.opaqueCodes.contains(warning.code) else { return false }
      return seen.insert(Self.opaqueName(of: warning)).inserted
    }
  }
  /// Expressions and statements one body, callback or action may evaluate before it stops with
  /// a `step-budget` failure (an endless loop never hangs the tool).
  public var stepLimit = ScriptProgram.defaultStepLimit
  /// Whether a root named explicitly gets the environment objects it reads made up, as a
  /// default root with no preview does (`idlab audit`'s confirmation runs a view on its own,
  /// where the app would put them higher up); off, such a root fails at the read, as SwiftUI
  /// does with nothing above it.
  public var makesUpEnvironment = false
  /// The budgets learner code runs under (`--budget`); its `steps` overrides `stepLimit`.
  public var budget = Budget()
  /// The default `stepLimit`.
  public static let defaultStepLimit = 2_000_000

  /// `warnings` with the texts they point into, for a renderer.
  public var locatedWarnings: ScriptDiagnostics {
    ScriptDiagnostics(
      warnings, source: source,
      otherSources: Dictionary(
        otherFiles.map { ($0.0.path, $0.0.source) }, uniquingKeysWith: { first, _ in first }))
  }

  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let model: ProgramModel
  /// The scene's other files: path and text, folded tree, converter.
  var otherFiles: [(ScriptSource, SourceFileSyntax, SourceLocationConverter)] = []
  /// The views the scene file itself declares, in source order.
  var sceneViewNames: [String] = []
  /// The top of the file's views (`topView(of:among:)`), found once: the root when no
  /// `--root`, no preview and no view named after the file names one (`fileRootName`).
  var topViewName: String?
  /// The view construction the file's first preview runs (`previewRootCall()`), found once.
  var previewRoot: (call: FunctionCallExprSyntax, type: TypeDecl)?
  /// What the source declares and calls, by name.
  public internal(set) var outline = SourceOutline()

  /// Parses and checks `source`, once per process for each text (`CompiledSceneCache`).
  ///
  /// - Throws: `ScriptDiagnostics` for syntax errors and unsupported constructs.
  public static func compile(source: String, path: String) throws(ScriptDiagnostics)
    -> ScriptProgram
  {
    try compile(files: [ScriptSource(path: path, source: source)])
  }

  /// Parses and checks several files as one module, once per process for each scene text, set
  /// of other files (paths and texts) and root (`CompiledSceneCache`): the first is the scene (its preview or last
  /// view is the default root), the others hold the types it uses. Only the declarations of the
  /// other files the scene reaches are collected and checked (`ReachableDeclarations`); `root`,
  /// the `--root` view, is reached too.
  ///
  /// - Throws: `ScriptDiagnostics` for syntax errors, redeclarations and unsupported constructs,
  ///   each in its file.
  public static func compile(files: [ScriptSource], root: String? = nil) throws(ScriptDiagnostics)
    -> ScriptProgram
  {
    let result = CompiledSceneCache.shared.entry(files: files, root: root) {
      SourceLimits.onLargeStack { () -> Result<ScriptProgram, ScriptDiagnostics> in
        do throws(ScriptDiagnostics) {
          return .success(try compileOnThisThread(files: files, root: root))
        } catch {
          var located = error
          for file in files.dropFirst() where located.otherSources[file.path] == nil {
            located.otherSources[file.path] = file.source
          }
          return .failure(located)
        }
      }
    }
    // What the scene's project says of its platform depends on where it is, not on the texts
    // the cache keys: added after.
    var program = try result.get()
    let macColumns = macColumnWarnings(
      in: program.tree, source: program.source, converter: program.converter, path: program.path)
    if !macColumns.isEmpty {
      // The scene's own warnings come first, by position.
      let scene = program.warnings.filter { $0.path == program.path } + macColumns
      program.warnings =
        scene.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        + program.warnings.filter { $0.path != program.path }
    }
    return program
  }

  /// `compile(source:path:)` on the calling thread's stack.
  static func compileOnThisThread(source: String, path: String) throws(ScriptDiagnostics)
    -> ScriptProgram
  {
    try compileOnThisThread(files: [ScriptSource(path: path, source: source)], root: nil)
  }

  /// `compile(files:root:)` on the calling thread's stack.
  static func compileOnThisThread(files: [ScriptSource], root: String?) throws(ScriptDiagnostics)
    -> ScriptProgram
  {
    guard let first = files.first else {
      throw ScriptDiagnostics(
        [ScriptDiagnostic(.noViews, path: "", line: 1, column: 1, length: 1)], source: "")
    }
    var parsed: [(ScriptSource, SourceFileSyntax, SourceLocationConverter)] = []
    var setAside: [(limit: ScriptDiagnostics, region: TopLevelRegion)] = []
    let operators = operatorTable(declaredIn: files)
    let manifests = PackageManifests()
    var manifestFlags: [String: Set<String>] = [:]
    // `#if NAME` in a package's file is true where its manifest defines `NAME`.
    func registerPackageFlags(_ tree: SourceFileSyntax, path: String) {
      guard let manifest = manifests.manifest(ofPath: path) else {
        return
      }
      let flags = manifestFlags[manifest] ?? PackageDefines.flags(inManifest: manifest)
      manifestFlags[manifest] = flags
      CompilationConditions.packageFlags.register(flags, for: tree)
    }
    for (index, file) in files.enumerated() {
      if index == 0 {
        try screen(file.source, path: file.path)
        let (tree, converter) = try parse(
          file.source, path: file.path, isScene: true, operators: operators)
        registerPackageFlags(tree, path: file.path)
        parsed.append((file, tree, converter))
      } else {
        let (tree, converter, aside) = try parseSettingAside(file, operators: operators)
        registerPackageFlags(tree, path: file.path)
        parsed.append((file, tree, converter))
        // A region inside a `#if` clause the iOS build drops is never compiled.
        setAside += aside.filter { !isInInactiveClause($0.region.range.upperBound - 1, of: tree) }
      }
    }
    let (_, tree, converter) = parsed[0]
    let others = parsed.dropFirst()
    let modules = parsed.map { file, tree, _ in
      SourceModule(path: file.path, tree: tree, manifests: manifests)
    }
    let reached = ReachableDeclarations(
      scene: tree, others: others.map(\.1), extraNames: root.map { [$0] } ?? [],
      modules: modules)
    let model = ProgramModel()
    model.moduleNames = Set(modules.map(\.name).filter { !$0.isEmpty })
    model.appModuleNames = ProjectFolders.appModuleNames(near: files[0].path)
    model.visibleModules = SourceModule.visibility(of: modules)
    model.sceneModule = modules[0].name
    model.collect(tree, module: modules[0].name)
    for (index, (declarations, module)) in zip(reached.declarations, modules.dropFirst())
      .enumerated()
    {
      model.collect(declarations, module: module.name, file: index + 1)
    }
    // A declaration set aside for a limit counts when the scene reaches a name it declares,
    // or extends a type of the program the scene reaches.
    for (limit, region) in setAside where isReached(region, names: reached.names, model: model) {
      throw limit
    }
    model.resolveAliases()
    model.applyInheritance()
    model.applyProtocolExtensions()
    model.resolveEnvironmentTypes()
    var found = redeclarations(
      [
        (
          first.path,
          CompilationConditions.expanding(
            tree.statements.compactMap { $0.item.as(DeclSyntax.self) }),
          converter
        )
      ]
        + zip(reached.declarations, others).map { ($1.0.path, $0, $1.2) },
      modules: modules.map(\.name))
    // What the model declares is gathered once for every declaration checked (once per
    // declaration, a package module of 1 700 files spent most of its start-up here).
    let facts = ModelCheckFacts(model: model)
    found += checkDiagnostics(
      tree, converter: converter, path: first.path, model: model, facts: facts)
    for (declarations, (file, _, converter)) in zip(reached.declarations, others) {
      for declaration in declarations {
        found += checkDiagnostics(
          declaration, converter: converter, path: file.path, model: model, facts: facts)
      }
    }
    let errors = found.filter { $0.severity == .error }
    if !errors.isEmpty {
      throw ScriptDiagnostics(errors, source: first.source)
    }
    var program = ScriptProgram(
      path: first.path, source: first.source, tree: tree, converter: converter, model: model)
    program.otherFiles = others.map { ($0.0, $0.1, $0.2) }
    program.viewNames = model.viewNames
    program.warnings = found.filter { $0.severity == .warning }
    program.sceneViewNames = model.viewNames.filter { name in
      model.types[name].map { $0.syntax.root.id == Syntax(tree).id } ?? false
    }
    program.topViewName = topView(of: model, among: program.sceneViewNames)
    program.registerPreviewView()
    program.previewRoot = program.previewRootCall()
    program.outline = SourceOutline(tree)
    return program
  }

  /// The view a file without a preview shows: the one named after the file (`ProfileView.swift`
  /// declares `ProfileView`, as Xcode's view template names it), else `topViewName`. The file's
  /// name is read here, not when compiling: a compiled program is shared by every path its text
  /// is compiled at (`CompiledSceneCache`).
  var fileRootName: String? {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return sceneViewNames.contains(stem) ? stem : topViewName
  }

  /// The last of `views` that no other of them names (the top of a file's views: helpers and
  /// rows are named by the view that shows them), else the last of `views`.
  static func topView(of model: ProgramModel, among views: [String]) -> String? {
    let viewSet = Set(views)
    var named: Set<String> = []
    for view in views {
      guard let syntax = model.types[view]?.syntax else { continue }
      for token in syntax.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(token.text) && token.text != view
        && viewSet.contains(token.text)
      {
        named.insert(token.text)
      }
    }
    return views.last { !named.contains($0) } ?? views.last
  }

  /// Parses one of the scene's other files, setting aside each top-level declaration that
  /// exceeds a source limit (`TopLevelRegion`: blanked, with the limit's diagnostic kept for
  /// when the scene reaches a name it declares). A limit outside any braced declaration, or a
  /// file that no longer parses once blanked, is reported as before.
  private static func parseSettingAside(_ file: ScriptSource, operators: OperatorTable)
    throws(ScriptDiagnostics) -> (
      SourceFileSyntax, SourceLocationConverter,
      [(limit: ScriptDiagnostics, region: TopLevelRegion)]
    )
  {
    var source = file.source
    var aside: [(limit: ScriptDiagnostics, region: TopLevelRegion)] = []
    while true {
      do throws(ScriptDiagnostics) {
        try screen(source, path: file.path)
        let (tree, converter) = try parse(source, path: file.path, operators: operators)
        return (tree, converter, aside)
      } catch {
        var limit = error
        limit.source = file.source
        guard let first = error.diagnostics.first, Self.sourceLimitCodes.contains(first.code),
          error.diagnostics.count == 1
        else {
          // A file that no longer parses once a declaration is blanked: its first limit.
          throw aside.first?.limit ?? limit
        }
        guard
          let offset = TopLevelRegion.offset(line: first.line, column: first.column, in: source),
          let region = TopLevelRegion.containing(offset, in: source)
        else { throw limit }
        aside.append((limit, region))
        source = region.blanking(in: source)
      }
    }
  }

  /// Whether the scene reaches a declaration set aside for a limit, as `ReachableDeclarations`
  /// reaches declarations: a type, function or variable by its name; an extension of the
  /// program's own type with the type; an extension of a library type by one of its members.
  private static func isReached(
    _ region: TopLevelRegion, names: Set<String>, model: ProgramModel
  ) -> Bool {
    let programTypes = region.extendedTypes.filter { name in
      model.types.keys.contains { $0 == name || $0.hasSuffix("." + name) }
    }
    if !programTypes.isEmpty { return !programTypes.isDisjoint(with: names) }
    return !region.names.isDisjoint(with: names)
  }

  /// Whether the UTF-8 `offset` lies in a `#if` clause the iOS build does not compile.
  private static func isInInactiveClause(_ offset: Int, of tree: SourceFileSyntax) -> Bool {
    final class Finder: SyntaxVisitor {
      let offset: Int
      var inactive = false
      init(_ offset: Int) {
        self.offset = offset
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        // A clause's blank lines belong to the next token's trivia: the clause holding the
        // offset is the last one starting before it, up to `#endif`.
        guard node.position.utf8Offset <= offset,
          offset < node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset,
          let clause = node.clauses.last(where: { $0.position.utf8Offset <= offset })
        else { return .skipChildren }
        if !CompilationConditions.isActive(clause) { inactive = true }
        return inactive ? .skipChildren : .visitChildren
      }
    }
    let finder = Finder(offset)
    finder.walk(tree)
    return finder.inactive
  }

  /// Swift's standard operators and the ones the module's files declare (`infix operator |>:
  /// AdditionPrecedence`, `precedencegroup`), as Swift folds a module's expressions with every
  /// operator it declares. Only files that mention `operator` or `precedencegroup` are read
  /// for it; a declaration the table cannot take is left out (folding then reports it where
  /// it is used). Declarations in the active clause of a `#if` count as the compiler keeps
  /// them (`#if os(iOS) infix operator <*> … #endif`, sample 35: four files stopped at a use
  /// of such an operator, "unknown infix operator").
  static func operatorTable(declaredIn files: [ScriptSource]) -> OperatorTable {
    var trees: [SourceFileSyntax] = []
    for file in files
    where file.source.contains("operator ") || file.source.contains("precedencegroup ") {
      guard SourceLimits.firstInvalidCharacter(in: file.source) == nil,
        SourceLimits.firstLexicalProblem(in: file.source) == nil
      else { continue }
      var bytes = Array(file.source.utf8)
      let tree = bytes.withUnsafeMutableBufferPointer { buffer in
        Parser.parse(
          source: UnsafeBufferPointer(buffer),
          maximumNestingLevel: SourceLimits.parserNestingLimit)
      }
      trees.append(keptByTheCompiler(tree))
    }
    // `precedencegroup Setter { lowerThan: AssignmentPrecedence }`: the standard group is
    // above it too (`SwiftOperatorTable.standard(alsoHigherThan:)`).
    var reversed: [String: [String]] = [:]
    for tree in trees {
      for item in tree.statements {
        guard let group = item.item.as(PrecedenceGroupDeclSyntax.self) else { continue }
        for case .precedenceGroupRelation(let relation) in group.groupAttributes
        where relation.higherThanOrLowerThanLabel.text == "lowerThan" {
          for other in relation.precedenceGroups {
            reversed[other.name.text, default: []].append(group.name.text)
          }
        }
      }
    }
    var table = SwiftOperatorTable.standard(alsoHigherThan: reversed)
    for tree in trees { table.addSourceFile(tree) { _ in } }
    return table
  }

  /// `tree` with each top-level `#if` replaced by the statements of its active clause (nested
  /// ones too), as the compiler sees the file; `tree` itself when it has no `#if`. The
  /// conditions are folded with the standard operators first (`os(iOS) || os(macOS)`).
  private static func keptByTheCompiler(_ tree: SourceFileSyntax) -> SourceFileSyntax {
    guard tree.statements.contains(where: { $0.item.is(IfConfigDeclSyntax.self) }),
      let tree = SwiftOperatorTable.standard.foldAll(tree, errorHandler: { _ in })
        .as(SourceFileSyntax.self)
    else {
      return tree
    }
    let declarations = CompilationConditions.expanding(
      tree.statements.compactMap { $0.item.as(DeclSyntax.self) })
    return SourceFileSyntax(
      statements: CodeBlockItemListSyntax(declarations.map { CodeBlockItemSyntax(item: .decl($0)) })
    )
  }

  /// The diagnostics of `SourceLimits` and of the syntax tree's depth: a file's code beyond
  /// what idlab reads safely, which another file sets aside when the scene does not reach it.
  static let sourceLimitCodes: Set<String> = [
    DiagnosticKind.controlCharacter.code, DiagnosticKind.nestedTooDeeply.code,
    DiagnosticKind.bracketsTooDeep.code, DiagnosticKind.longGroupRun.code,
  ]

  /// Refuses control characters and runaway bracket nesting before SwiftParser sees the text.
  private static func screen(_ source: String, path: String) throws(ScriptDiagnostics) {
    if let (line, column, code) = SourceLimits.firstInvalidCharacter(in: source) {
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .controlCharacter, ["code": String(format: "U+%04X", code)], path: path, line: line,
            column: column, length: 1)
        ], source: source)
    }
    if let (line, column, problem) = SourceLimits.firstLexicalProblem(in: source) {
      let kind = problem == .bracketsTooDeep ? DiagnosticKind.bracketsTooDeep : .longGroupRun
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            kind, ["limit": String(problem.limit)], path: path, line: line, column: column,
            length: 1)
        ], source: source)
    }
  }

  init(
    path: String, source: String, tree: SourceFileSyntax, converter: SourceLocationConverter,
    model: ProgramModel
  ) {
    self.path = path
    self.source = source
    self.tree = tree
    self.converter = converter
    self.model = model
  }

  /// The most syntax errors read from one file (more than any screen shows: the renderer
  /// counts the rest as "at least").
  static let syntaxErrorLimit = 100

  /// Parses, reports syntax errors as `S001`, and folds operators.
  ///
  /// - Parameter isScene: `source` is a scene's file: a wording variant of one parsed before
  ///   (other string literals and comments) reuses its tree (`WordingVariants`).
  static func parse(
    _ source: String, path: String, isScene: Bool = false,
    operators: OperatorTable = SwiftOperatorTable.standard
  ) throws(ScriptDiagnostics) -> (SourceFileSyntax, SourceLocationConverter) {
    let parsed: SourceFileSyntax
    if isScene {
      parsed = WordingVariants.shared.parse(
        source, maximumNestingLevel: SourceLimits.parserNestingLimit)
    } else {
      var bytes = Array(source.utf8)
      parsed = bytes.withUnsafeMutableBufferPointer { buffer in
        Parser.parse(
          source: UnsafeBufferPointer(buffer), maximumNestingLevel: SourceLimits.parserNestingLimit)
      }
    }
    let converter = SourceLocationConverter(fileName: path, tree: parsed)
    // Before folding, which would recurse as deep as the longest operator chain.
    if let deep = SourceLimits.nodeTooDeep(in: parsed) {
      let location = deep.startLocation(converter: converter)
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .nestedTooDeeply, ["limit": String(SourceLimits.treeDepthLimit)], path: path,
            line: location.line, column: location.column, length: 1)
        ], source: source)
    }
    let errors = ParseErrors.of(parsed, limit: syntaxErrorLimit)
    if !errors.isEmpty {
      let diagnostics = errors.map { error -> ScriptDiagnostic in
        let location = converter.location(for: error.position)
        return ScriptDiagnostic(
          .syntaxError, ["detail": error.message], path: path, line: location.line,
          column: location.column, length: min(error.length, 80))
      }
      var thrown = ScriptDiagnostics(diagnostics, source: source)
      thrown.isPartial = errors.count >= syntaxErrorLimit
      throw thrown
    }
    var foldErrors: [ScriptDiagnostic] = []
    let folded = operators.foldAll(parsed) { error in
      // An infix operator no file given declares (a package's, `import Prelude`): folded as
      // SwiftOperators places an operator it does not know, and opaque where it runs, with
      // S122 where it is written (docs/semantics.md, "Opaque by default").
      if case .missingOperator = error { return }
      let location = error.asDiagnostic.location(converter: converter)
      foldErrors.append(
        ScriptDiagnostic(
          .syntaxError, ["detail": error.message], path: path, line: location.line,
          column: location.column, length: 1))
    }
    if !foldErrors.isEmpty { throw ScriptDiagnostics(foldErrors, source: source) }
    let file = folded.as(SourceFileSyntax.self) ?? parsed
    return (file, SourceLocationConverter(fileName: path, tree: file))
  }

  /// Runs the unsupported-construct checks; warnings are dropped (what they point at fails
  /// when it runs).
  static func check(
    _ tree: some SyntaxProtocol, converter: SourceLocationConverter, path: String,
    model: ProgramModel, source: String
  ) throws(ScriptDiagnostics) {
    let found = checkDiagnostics(tree, converter: converter, path: path, model: model).filter {
      $0.severity == .error
    }
    if !found.isEmpty { throw ScriptDiagnostics(found, source: source) }
  }

  /// The unsupported constructs in `tree`, sorted by position.
  static func checkDiagnostics(
    _ tree: some SyntaxProtocol, converter: SourceLocationConverter, path: String,
    model: ProgramModel, facts: ModelCheckFacts? = nil
  ) -> [ScriptDiagnostic] {
    let facts = facts ?? ModelCheckFacts(model: model)
    var known = facts.knownNames
    known.formUnion(DeclaredValueNames.collect(in: tree))
    known.formUnion(genericParameterNames(tree))
    // An extension of a generic type sees the type's parameters (`extension CasePath { … Value
    // … }` of `struct CasePath<Root, Value>`), in its nested functions too (The Swift Programming
    // Language, "Extending a Generic Type": "The generic type's parameter list is available
    // within the body of the extension").
    let declarations =
      Syntax(tree).as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(DeclSyntax.self) }
      ?? [Syntax(tree).as(DeclSyntax.self)].compactMap { $0 }
    for declaration in declarations {
      guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { continue }
      var extended = model.type(
        named: extensionDecl.extendedType.trimmedDescription, from: nil)
      while let type = extended {
        known.formUnion(type.genericParameters)
        extended = type.enclosing
      }
      // An extension of a protocol sees its associated types (`extension TableRecord where
      // DatabaseComponents == Columns.Type { … Columns.self }`): they name `Self`'s.
      var pending = [extensionDecl.extendedType.trimmedDescription]
      var seen: Set<String> = []
      while let name = pending.popLast(), seen.insert(name).inserted {
        known.formUnion(model.protocolAssociatedTypes[name] ?? [])
        pending += model.protocolParents[name] ?? []
      }
    }
    let checker = SourceChecker(converter: converter, path: path, knownTypes: known)
    checker.customEnvironmentNames = model.customEnvironmentNames
    checker.programTypeNames = facts.programTypeNames
    checker.libraryExtensionStatics = facts.libraryExtensionStatics
    checker.libraryStaticMethods = facts.libraryStaticMethods
    checker.declaredMethodLabels = facts.declaredMethodLabels
    checker.representables = facts.representables
    for declaration in declarations {
      guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { continue }
      let parts = extensionDecl.extendedType.trimmedDescription.split(separator: ".")
      if parts.count == 2, model.moduleNames.contains(String(parts[0])),
        model.type(named: String(parts[1]), from: nil, module: String(parts[0]))?.module
          != String(parts[0])
      {
        checker.undeclaredModuleTypes.insert(extensionDecl.extendedType.trimmedDescription)
      }
    }
    checker.walk(tree)
    let immutability = ImmutabilityChecker(model: model, converter: converter, path: path)
    immutability.walk(tree)
    return (checker.diagnostics + immutability.diagnostics).sorted {
      ($0.line, $0.column) < ($1.line, $1.column)
    }
  }

  private static func genericParameterNames(_ tree: some SyntaxProtocol) -> Set<String> {
    let collector = GenericNameCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.names
  }

  /// Starts a simulation of `root` (default: the last `View` declared) and renders step 0.
  ///
  /// - Throws: `ScriptDiagnostics` when the root does not exist or cannot be built.
  public func simulate(root: String?) throws(ScriptDiagnostics) -> SceneRun {
    try simulate(root: root, options: Simulation.Options())
  }

  /// Starts a simulation with engine options.
  ///
  /// Without `root`, the root is the view the file's first `#Preview` (or `PreviewProvider`)
  /// constructs, with the arguments it passes; else the last `View` declared, which must then
  /// need no arguments (S303 otherwise).
  public func simulate(root: String?, options: Simulation.Options) throws(ScriptDiagnostics)
    -> SceneRun
  {
    try Self.onLargeStack { () throws(ScriptDiagnostics) -> SceneRun in
      try self.simulateOnThisThread(root: root, options: options)
    }
  }

  /// The stack a scene runs on: a few hundred nested calls of the scene's code in a debug
  /// build, thousands in a release build.
  static let runStackBytes = 64 << 20

  /// Runs `body` on a thread with a `runStackBytes` stack: a scene's code may recurse as an
  /// app's does (a backtracking solver over 81 squares) before the stack guard stops it,
  /// whatever thread the caller runs on.
  static func onLargeStack<T>(_ body: @escaping () throws(ScriptDiagnostics) -> T)
    throws(ScriptDiagnostics) -> T
  {
    try SourceLimits.onLargeStack(bytes: runStackBytes) { () -> Result<T, ScriptDiagnostics> in
      do throws(ScriptDiagnostics) { return .success(try body()) } catch { return .failure(error) }
    }.get()
  }

  /// The first `#if` clause of `tree` that declares a type conforming to `View` and that a
  /// build for an iPhone leaves out (`#if os(macOS)`), looking through nested `#if`s; nil when
  /// there is none.
  static func inactiveClauseWithViews(in tree: SourceFileSyntax) -> IfConfigClauseSyntax? {
    final class Finder: SyntaxVisitor {
      var found: IfConfigClauseSyntax?
      override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if !CompilationConditions.isActive(node), Self.declaresView(node) { found = node }
        return .visitChildren
      }
      static func declaresView(_ clause: IfConfigClauseSyntax) -> Bool {
        clause.tokens(viewMode: .sourceAccurate).contains { token in
          token.text == "View"
            && token.parent?.parent?.parent?.is(InheritedTypeListSyntax.self) == true
        }
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  private func simulateOnThisThread(root: String?, options: Simulation.Options)
    throws(ScriptDiagnostics) -> SceneRun
  {
    let preview = root == nil ? previewRoot : nil
    let previewView =
      root == nil && preview == nil
      ? model.types[previewViewName].flatMap { $0.isPreviewView ? $0 : nil } : nil
    guard let rootName = root ?? preview?.type.name ?? previewView?.name ?? fileRootName
    else {
      if let clause = Self.inactiveClauseWithViews(in: tree) {
        let place = SourcePosition(clause, converter: converter)
        throw ScriptDiagnostics(
          [
            ScriptDiagnostic(
              .viewsLeftOutOfIPhoneBuild,
              ["condition": clause.condition?.trimmedDescription ?? ""], path: path,
              line: place.line, column: place.column, length: place.length)
          ], source: source, otherSources: otherSources)
      }
      throw ScriptDiagnostics(
        [ScriptDiagnostic(.noViews, path: path, line: 1, column: 1, length: 1)], source: source,
        otherSources: otherSources)
    }
    guard let rootType = model.types[rootName], rootType.isView else {
      let views = viewNames.map { "`\($0)`" }.joined(separator: ", ")
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .unknownRoot,
            [
              "name": rootName,
              views.isEmpty ? "views.key" : "views": views.isEmpty
                ? ScriptDiagnostic.noneKey : views,
            ], path: path,
            line: 1, column: 1, length: 1)
        ],
        source: source, otherSources: otherSources)
    }
    // A root that needs arguments no preview passes (the default root, or one named with
    // `--root`, as the audit's confirmation names a view) runs with placeholders, said so
    // (until session 17 a named root stopped at "missing argument", blaming valid code).
    let required =
      preview == nil
      ? Self.requiredParameters(of: rootType, in: model).map { specialized($0, for: rootType) } : []
    let interpreter = Interpreter(model: model, path: path)
    interpreter.budget = budget
    interpreter.stepLimit = budget.steps != Self.defaultStepLimit ? budget.steps : stepLimit
    interpreter.register(Syntax(tree), converter: converter)
    for (file, otherTree, otherConverter) in otherFiles {
      interpreter.register(Syntax(otherTree), converter: otherConverter, path: file.path)
    }
    let instance: Value
    var placeholders: ScriptDiagnostic?
    // The root is built before any engine entry: its runaway recursion must stop at the
    // stack's guard too (`Interpreter.stackIsLow`).
    interpreter.refreshStackLimit()
    do {
      if let preview {
        // A `PreviewProvider`'s call reads its static members (`@Namespace static var ns`).
        instance = try interpreter.evaluate(
          ExprSyntax(preview.call),
          Context(
            scope: Scope(parent: interpreter.globalScope),
            staticType: previewProvider(of: preview.call)))
      } else {
        // A default root with no preview: the arguments and the environment objects the app
        // gives it are made up, and the S303 warning lists them.
        let (arguments, shown) = try interpreter.placeholderArguments(required, of: rootType)
        let objects =
          root == nil || makesUpEnvironment
          ? try interpreter.madeUpEnvironmentObjects(for: rootType) : []
        if !shown.isEmpty || !objects.isEmpty {
          placeholders = rootNeedsArguments(rootType, shown + objects)
        }
        instance = try interpreter.construct(rootType, arguments, at: rootType.syntax)
      }
    } catch {
      throw ScriptDiagnostics(runError(error), source: source, otherSources: otherSources)
    }
    let view = interpreter.customView(instance, rootType)
    let simulation = Simulation(root: view, options: options)
    interpreter.simulation = simulation
    simulation.deferredFailure = { [weak interpreter] in
      defer { interpreter?.getterFailure = nil }
      return interpreter?.getterFailure
    }
    let first = simulation.start()
    if let pending = interpreter.pendingDiagnostic {
      throw ScriptDiagnostics([pending], source: source, otherSources: otherSources)
    }
    let run = SceneRun(
      rootName: rootName, simulation: simulation, first: first, interpreter: interpreter,
      rootInstance: instance, rootType: rootType, source: source, otherSources: otherSources)
    run.placeholders = placeholders
    return run
  }

  /// S127 at each split view of the scene file (`NavigationSplitView`, a `NavigationView` of
  /// more than one column) when its project builds for macOS only (the thirty-third sample:
  /// two Mac screens showed the sidebar alone, with no sign of the detail column).
  static func macColumnWarnings(
    in tree: SourceFileSyntax, source: String, converter: SourceLocationConverter, path: String
  ) -> [ScriptDiagnostic] {
    guard source.contains("NavigationSplitView") || source.contains("NavigationView"),
      ProjectFolders.buildsForMacOnly(near: path)
    else { return [] }
    final class Finder: SyntaxVisitor {
      var found: [FunctionCallExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let columns = node.trailingClosure?.statements.count ?? 0
        if name == "NavigationSplitView" || name == "NavigationView" && columns > 1 {
          found.append(node)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found.map { call in
      let place = SourcePosition(call.calledExpression, converter: converter)
      return ScriptDiagnostic(
        .macColumns, ["name": call.calledExpression.trimmedDescription], path: path,
        line: place.line, column: place.column, length: place.length)
    }
  }

  private func runError(_ error: EvalError) -> [ScriptDiagnostic] {
    switch error {
    case .diagnostic(let diagnostic): return [diagnostic]
    case .failure(let failure):
      var arguments = failure.arguments
      arguments["failure"] = failure.message
      arguments["failureKey"] = failure.messageKey
      return [
        ScriptDiagnostic(
          .rootFailed, arguments, path: failure.file ?? path,
          line: failure.line ?? 1,
          column: failure.column ?? 1, length: 1)
      ]
    case .chainNil:
      return [
        ScriptDiagnostic(
          .unsupportedExpression, ["kind": "nil"], path: path, line: 1, column: 1, length: 1)
      ]
    }
  }
}
