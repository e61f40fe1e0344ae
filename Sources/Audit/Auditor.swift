import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftScreen
import SwiftSyntax

/// Runs the identity rules over Swift files: read, parse, collect project facts, check,
/// apply `idlab:disable` comments, sort.
///
///     let report = Auditor().audit(paths: ["Sources"], currentDirectory: "/work/app")
///     for finding in report.findings { print(finding.path, finding.line, finding.ruleID) }
///
/// Files are read, parsed and checked in parallel; the report does not depend on the order
/// in which they finish.
public struct Auditor: Sendable {
  /// Every rule, in the order `idlab audit --rules` lists them.
  public static let allRules: [any AuditRule] = [
    ForEachIndexIDRule(),
    SelfIDNotUniqueRule(),
    ForEachNonConstantRangeRule(),
    IDChangesEveryReadRule(),
    VolatileIDModifierRule(),
    IfElseSameViewRule(),
    ConditionalModifierRule(),
    AnyViewTypeSwitchRule(),
  ]

  /// The rule with id `id`, if there is one.
  public static func rule(id: String) -> (any AuditRule)? {
    allRules.first { $0.id == id }
  }

  /// The rules this auditor runs.
  public var rules: [any AuditRule]

  /// Creates an auditor running `rules` (all of them by default).
  public init(rules: [any AuditRule] = Auditor.allRules) {
    self.rules = rules
  }

  // MARK: - Auditing

  /// Audits the files below `paths` (see `SourceWalker` for what is read); `onFile` is called
  /// with each file's path as it starts to be read and parsed, from any thread (a progress
  /// line).
  public func audit(
    paths: [String], currentDirectory: String, onFile: @Sendable (String) -> Void = { _ in }
  ) -> AuditReport {
    let walker = SourceWalker(currentDirectory: currentDirectory)
    let inputRoots = paths
    let (paths, walkProblems) = walker.files(in: paths)
    let loaded = ParallelMap.map(paths) { path in
      onFile(path)
      return Self.load(path, absolute: walker.absolutePath(path))
    }
    var files: [AuditedFile] = []
    var problems = walkProblems
    for result in loaded {
      switch result {
      case .success(let file):
        files.append(file)
        if let problem = Self.syntaxProblem(in: file) { problems.append(problem) }
      case .failure(let problem): problems.append(problem)
      }
    }
    let mainFolders = Set(
      files.filter { $0.source.contains("@main") }.map {
        (walker.absolutePath($0.path) as NSString).deletingLastPathComponent
      })
    var targets = TargetFinder(mainFolders: mainFolders)
    var membership = XcodeMembership()
    let roots = paths.isEmpty ? [] : Array(Set(inputRoots.map(walker.absolutePath)))
    let standardRoots = roots.map { ($0 as NSString).standardizingPath }
    for index in files.indices {
      let absolute = walker.absolutePath(files[index].path)
      let target = targets.target(of: absolute)
      let standardTarget = (target as NSString).standardizingPath
      files[index].target = target
      files[index].isWholeTarget =
        !target.isEmpty
        && standardRoots.contains { standardTarget == $0 || standardTarget.hasPrefix($0 + "/") }
      files[index].excludedBy = membership.excludingProject(ofFile: absolute, target: target)
    }
    // The project's localized texts, for texts fetched by a literal key.
    var report = audit(files, localizedTexts: StringCatalogs.load(roots: roots))
    report.problems = (report.problems + problems).sorted()
    return report
  }

  /// Audits already parsed files (the project is exactly these files, in their targets);
  /// `localizedTexts` are the project's string catalogs (`StringCatalogs`).
  public func audit(_ files: [AuditedFile], localizedTexts: [String: [String]] = [:])
    -> AuditReport
  {
    let written = files.filter { !$0.isGenerated }
    let perFileFacts = ParallelMap.map(written) { file in
      var facts = ProjectFacts.collect(from: file)
      let previews = PreviewCode(file)
      facts.previewTypeReferences = previews.previewReferences
      return (facts, previews)
    }
    var collected: [String: ProjectFacts] = [:]
    for (file, (fileFacts, _)) in zip(written, perFileFacts) {
      collected[file.target, default: ProjectFacts()].merge(fileFacts)
    }
    // Inputs whose callers pass names, and loads that wait on a publisher, are decided with
    // the whole target's facts.
    for target in collected.keys {
      guard var facts = collected[target] else { continue }
      facts = facts.resolvingLoads(with: facts)
      facts.localizedTexts = localizedTexts
      facts.resolveBuilderReads()
      facts.resolveInputs()
      facts.resolveStoreFedInputs()
      facts.resolveBindings()
      collected[target] = facts
    }
    let targets = collected
    let namedInApp = perFileFacts.reduce(into: Set<String>()) {
      $0.formUnion($1.1.appReferences)
    }
    // A target's preview-only types do not depend on the file (`scoped` keeps them).
    let previewOnlyTypes = targets.mapValues { $0.previewOnlyTypes(namedInApp: namedInApp) }
    // A file its Xcode project does not compile builds and calls nothing.
    let compiledFiles = zip(written, perFileFacts).filter { $0.0.excludedBy == nil }
    let compiled = compiledFiles.map(\.1.1)
    let codes = compiledFiles.map { ($0.0.target, $0.1.1) }
    let (unbuiltViews, calledNames) = Self.builtAndCalled(codes)
    let calledFunctions = compiled.reduce(into: Set<String>()) {
      $0.formUnion($1.calledFunctionNames)
    }
    let viewTypes = perFileFacts.reduce(into: Set<String>()) { $0.formUnion($1.1.viewTypes) }
    let rules = rules
    let perFile = ParallelMap.map(Array(zip(written, perFileFacts))) {
      file, collectedHere -> (kept: [Finding], silenced: Int) in
      let (fileFacts, previews) = collectedHere
      // A file that does not parse is compiled by no target of a project that builds (Swift
      // rejects a file with a syntax error): course prose saved as `.swift` gave eight false
      // warnings of audit samples AD and AF. It gets its parse error and no findings; what it
      // declares still counts for the other files (a typo in one file of a project being
      // edited does not hide the others' hazards: review of session 20).
      if file.tree.hasError { return ([], 0) }
      let target = targets[file.target] ?? ProjectFacts()
      var scoped = fileFacts.resolvingLoads(with: target)
      scoped.applyFollowedBindings(target.followedBindings)
      let facts = target.scoped(to: scoped)
      let previewOnly = previewOnlyTypes[file.target] ?? []
      var found: [Finding] = []
      var silenced = 0
      for rule in rules {
        for finding in rule.findings(in: file, facts: facts) {
          // Preview code never runs in the app: no hazard there can happen while it runs.
          if previews.contains(line: finding.line, previewOnlyTypes: previewOnly) { continue }
          if file.suppressions.silences(rule: finding.ruleID, line: finding.line) {
            silenced += 1
          } else {
            var finding = finding
            // A finding in a model (a class or an actor the project declares, no view): no view
            // to run. A structure may be a view through a protocol of the project (`BaseView:
            // View`), so it keeps its name.
            if let view = finding.view, facts.referenceTypes.contains(view),
              !viewTypes.contains(view)
            {
              finding.view = nil
            }
            found.append(finding)
          }
        }
      }
      // The locals of view code the fresh-id rule finds made anew on every render, by name.
      let freshLocals = Dictionary(
        found.compactMap { finding -> (String, Int)? in
          guard finding.ruleID == "id-changes-every-read",
            finding.message.variant == "fresh-default-id",
            let local = finding.message.arguments["where"]
          else { return nil }
          return (local, finding.line)
        }
      ) { first, _ in first }
      let kept = found.map {
        Self.demoting(
          $0, in: file, previews, unbuiltViews: unbuiltViews, calledNames: calledNames,
          calledFunctions: calledFunctions, freshRows: freshLocals)
      }
      return (kept, silenced)
    }
    return AuditReport(
      findings: perFile.flatMap(\.kept), problems: [], fileCount: files.count,
      suppressedCount: perFile.reduce(0) { $0 + $1.silenced })
  }

  /// The views nothing builds and the names compiled code calls, worked out in turn until
  /// they settle: a view built only by an `extension View` helper is built once something
  /// calls the helper, and a name written only in a view nothing builds calls nothing. Each
  /// round can only add unbuilt views (there are finitely many), so the loop ends; with no
  /// view built by a helper there is one round.
  static func builtAndCalled(_ codes: [(target: String, code: PreviewCode)]) -> (
    unbuilt: Set<UnbuiltViews.Key>, called: Set<String>
  ) {
    var unbuilt = UnbuiltViews.find(in: codes)
    var called = calledNames(codes, unbuiltViews: unbuilt)
    guard codes.contains(where: { !$0.code.helperTypeReferences.isEmpty }) else {
      return (unbuilt, called)
    }
    while true {
      let next = UnbuiltViews.find(in: codes, calledHelpers: called)
      if next == unbuilt { break }
      unbuilt = next
      called = calledNames(codes, unbuiltViews: unbuilt)
    }
    return (unbuilt, called)
  }

  /// The names the compiled code writes where it runs: outside every helper, and in the helpers
  /// whose own names such code writes, transitively (audit sample U: a `.if` helper whose only
  /// calls are in a helper nothing calls kept its warning).
  /// A member of a plain variable in a type that builds no view calls no `extension View`
  /// helper (`PreviewCode.modelMemberReferences`), and a name written only in a view nothing
  /// builds (`unbuiltViews`) calls nothing (audit sample W: a `.if` helper called only by such
  /// a view kept its warning).

  static func calledNames(
    _ files: [(target: String, code: PreviewCode)], unbuiltViews: Set<UnbuiltViews.Key>
  ) -> Set<String> {
    var called: Set<String> = []
    for (target, file) in files {
      for (owner, names) in file.referencedNames
      where !unbuiltViews.contains(UnbuiltViews.Key(target: target, name: owner)) {
        called.formUnion(names)
      }
    }
    let files = files.map(\.code)
    let viewHelpers = files.reduce(into: Set<String>()) { $0.formUnion($1.viewExtensionHelpers) }
    for file in files { called.formUnion(file.modelMemberReferences.subtracting(viewHelpers)) }
    var helpers: [String: Set<String>] = [:]
    for file in files { helpers.merge(file.helperReferences) { $0.union($1) } }
    var pending = Array(called.intersection(helpers.keys))
    while let helper = pending.popLast() {
      for name in helpers[helper] ?? [] where called.insert(name).inserted {
        if helpers[name] != nil { pending.append(name) }
      }
    }
    return called
  }

  /// `finding` as a note when its warning cannot happen in the app as it stands, saying why
  /// (`Finding.demotion`): its file is outside its Xcode project, nothing builds its view or
  /// calls its helper (`calledNames` holds every name the compiled code writes; both only
  /// known when the audit reads the whole target), or it is built inside content whose `.id`
  /// is made anew on every render (the `.id`'s own warning says what is lost).
  /// A finding inside the rows of a `ForEach` over a local whose elements are made with new ids
  /// on every render (`freshRows`: such locals of the file and the line that makes them) is a
  /// note too: those rows are replaced on every render anyway (audit sample W: a branch on the
  /// row index inside such rows).
  static func demoting(
    _ finding: Finding, in file: AuditedFile, _ previews: PreviewCode,
    unbuiltViews: Set<UnbuiltViews.Key>, calledNames: Set<String>,
    calledFunctions: Set<String> = [], freshRows: [String: Int] = [:]
  ) -> Finding {
    guard finding.severity == .warning else { return finding }
    var demoted = finding
    demoted.severity = .note
    let name = (file.path as NSString).lastPathComponent
    if let project = file.excludedBy {
      demoted.demotion = AuditMessage(
        key: "audit.demoted.outside-project", arguments: ["file": name, "project": project])
      return demoted
    }
    if file.isWholeTarget,
      let view = previews.typeRanges.keys.sorted().first(where: { view in
        unbuiltViews.contains(UnbuiltViews.Key(target: file.target, name: view))
          && previews.typeRanges[view]?.contains { $0.contains(finding.line) } == true
      })
    {
      demoted.demotion = AuditMessage(key: "audit.demoted.unbuilt-view", arguments: ["view": view])
      return demoted
    }
    /// The function of `ranges` around the finding whose name is not in `called`.
    func uncalled(_ ranges: [String: [ClosedRange<Int>]], _ called: Set<String>) -> String? {
      ranges.keys.sorted().first { name in
        !called.contains(name) && ranges[name]?.contains { $0.contains(finding.line) } == true
      }
    }
    // A helper (a global function, a member of `extension View` or of a plain view) whose
    // name no compiled code writes: its only calls are commented out, or it has none. For
    // fresh ids, also another type's method whose name no compiled code calls: what it returns
    // reaches no view (audit sample AN: `links(start:end:)`, its calls commented out).
    if file.isWholeTarget,
      let helper = uncalled(previews.helperRanges, calledNames)
        ?? (finding.ruleID == "id-changes-every-read"
          ? uncalled(previews.resultFunctionRanges, calledFunctions) : nil)
    {
      demoted.demotion = AuditMessage(
        key: "audit.demoted.uncalled-helper", arguments: ["helper": helper])
      return demoted
    }
    if !["id-changes-every-read", "volatile-id-modifier"].contains(finding.ruleID),
      let token = file.token(at: finding.point),
      let call = token.enclosingFreshID
    {
      // The line of `.id` itself, not of the content it ends.
      let line =
        call.calledExpression.as(MemberAccessExprSyntax.self).map {
          file.location(of: $0.declName).line
        } ?? file.location(of: call).line
      demoted.demotion = AuditMessage(
        key: "audit.demoted.fresh-id", arguments: ["line": String(line)])
      return demoted
    }
    if finding.ruleID != "id-changes-every-read", !freshRows.isEmpty,
      let token = file.token(at: finding.point),
      let (collection, line) = token.enclosingRows(of: freshRows)
    {
      demoted.demotion = AuditMessage(
        key: "audit.demoted.fresh-rows",
        arguments: ["collection": collection, "line": String(line)])
      return demoted
    }
    return finding
  }

  /// Audits one source text (tests, the REPL's pasted code).
  public func audit(source: String, path: String) -> AuditReport {
    let file: AuditedFile
    do {
      file = try AuditedFile(path: path, source: source)
    } catch {
      return AuditReport(findings: [], problems: [error], fileCount: 0, suppressedCount: 0)
    }
    var report = audit([file])
    report.problems = Self.syntaxProblem(in: file).map { [$0] } ?? []
    return report
  }

  // MARK: - Reading

  /// Reads and parses one file. Only regular files are read: a FIFO or a device named
  /// `.swift` is `unreadable` (opening a FIFO would wait for a writer forever).
  static func load(_ path: String, absolute: String) -> Result<AuditedFile, AuditProblem> {
    let type = (try? FileManager.default.attributesOfItem(atPath: absolute))?[.type]
    guard type as? FileAttributeType == .typeRegular,
      FileManager.default.isReadableFile(atPath: absolute),
      let data = FileManager.default.contents(atPath: absolute)
    else {
      return .failure(.unreadable(path: path))
    }
    guard let source = String(data: data, encoding: .utf8) else {
      return .failure(.notUTF8(path: path))
    }
    return Result { () throws(AuditProblem) in try AuditedFile(path: path, source: source) }
  }

  /// The parser's first error in `file`, if the file does not parse cleanly.
  static func syntaxProblem(in file: AuditedFile) -> AuditProblem? {
    guard file.tree.hasError else { return nil }
    guard let first = ParseErrors.of(file.tree, limit: 1).first else { return nil }
    let location = file.converter.location(for: first.position)
    return .syntaxError(
      path: file.path, line: location.line, column: location.column, message: first.message)
  }
}
