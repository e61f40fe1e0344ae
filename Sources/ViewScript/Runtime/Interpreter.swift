import Basics
import Foundation
import IdentityEngine
import SwiftSyntax

/// The tree-walking evaluator: runs a program's declarations against the engine.
///
/// One interpreter belongs to one simulation: it numbers `UUID()`s and objects, seeds
/// `shuffle()`, and counts steps so that a runaway loop becomes a `step-budget` failure.
final class Interpreter {
  /// Operations one entry from the engine (a body, an action, a callback) may take.
  var stepLimit = ScriptProgram.defaultStepLimit
  /// The memory and work budgets (`Budget`); `stepLimit` is its `steps`.
  var budget = Budget()
  /// Nested calls one entry may make.
  static let depthLimit = 10_000

  let model: ProgramModel
  let path: String
  /// The builder `if`s `idlab audit`'s confirmation watches and flips (`SceneRun.flip`).
  var conditionWatch = ConditionWatch()
  var converters: [SyntaxIdentifier: SourceLocationConverter] = [:]
  var paths: [SyntaxIdentifier: String] = [:]
  weak var simulation: Simulation?
  /// A simulation-independent state for actions when the engine gives no root storage.
  var fallbackRootState: StateStorage?

  var uuidCounter = 0
  /// The `UUID`s decoded or made (`UUID(uuidString:)`) from their text (`"E621E1F8-…"`,
  /// upper-cased): one value per text, so equal texts give equal ids.
  var decodedUUIDs: [String: Value] = [:]
  /// The managed objects made with `init()`, which have no entity (`managedObjectFailure`).
  var entitylessObjects: Set<ObjectIdentifier> = []
  /// Each `PreviewModifier`'s shared context, by type name, once made.
  var previewContexts: [String: Value] = [:]
  var objectSerial = 0
  var random = SplitMix64(seed: 0x1D1A_B5EE_D000_0001)
  var steps = 0
  /// Every step counted since the interpreter was created (not reset per entry): the work
  /// measure `PerformanceTests` compares across sizes.
  var totalSteps = 0
  var depth = 0
  var entryDepth = 0
  /// Bytes counted against `Budget.memory` in the current step (`chargeMemory`).
  var memoryUsed = 0
  /// Globals and static stored properties, once evaluated (`Type.name` or `name`).
  var globalValues: [String: Value] = [:]
  /// The first unsupported-construct diagnostic met inside an engine callback.
  var pendingDiagnostic: ScriptDiagnostic?
  /// The first "not simulated" failure met inside a getter the engine reads without letting it
  /// throw (`Binding(get:set:)`, a projected binding's path): what it would have returned is
  /// unknown, so the step fails with it (`Simulation.deferredFailure`), before any failure of
  /// a reader that got nothing (sample 44: a `Bool` type error in another file).
  var getterFailure: RuntimeFailure?
  /// `libraryExtensions(of:)` by library type name, once per run.
  var libraryExtensionsByType: [String: [TypeDecl]] = [:]
  /// Objects made up for a root run without a preview, by environment key
  /// (`madeUpEnvironmentObjects(for:)`): read where no ancestor provides the object.
  var madeUpEnvironment: [String: Value] = [:]
  /// The value each `.onChange(of:)` saw at its last render, for the two-parameter closure's
  /// `oldValue` (keyed by view state, modifier position and the row's local names).
  var onChangeValues: [String: Value] = [:]
  /// Lines printed with `print`.
  var printed: [String] = []
  /// Names the run treats as opaque only where it meets them (a static of a library type that
  /// a module not given may declare, `Color.brandMuted`), once each, as S122 warnings: the
  /// screen's footer and `idlab.sim/1`'s `opaque` list name them with the checker's.
  var runtimeOpaque: [ScriptDiagnostic] = []
  /// The requests that failed because the simulated iPhone is offline (`URLSession`'s
  /// request methods), once per place, as `URLSession.data(from:)` and where it is written:
  /// the screen says so, since an app online would show its loading state or its data.
  var offlineRequests: [(call: String, path: String, line: Int, column: Int)] = []

  /// Notes `name` as run opaque at `node` (`runtimeOpaque`), once.
  func noteRuntimeOpaque(_ name: String, at node: some SyntaxProtocol) {
    guard !runtimeOpaque.contains(where: { $0.arguments["name"] == name }) else { return }
    let at = position(node) ?? SourcePosition.unknown
    runtimeOpaque.append(
      ScriptDiagnostic(
        .unmodelledType, ["name": name], path: pathOf(node), line: at.line, column: at.column,
        length: at.length))
  }
  /// The environment's values, made once so that views reading them see equal inputs.
  var environmentCache: [String: Value] = [:]
  /// The views observing each class instance (`@StateObject`, `@ObservedObject`, `@Observable`
  /// reads), by the instance's identity.
  var observers: [ObjectIdentifier: ObjectObservers] = [:]
  /// The other way round: the instances each view's last body observed, by the view's state,
  /// so that the next body run starts from none.
  var observedBy: [ObjectIdentifier: [ObjectIdentifier: ObjectObservers]] = [:]
  /// The `@Observable` properties a body (or a row closure) has read while it runs, by the
  /// view's state: tracked only once it returns (`installReads(of:)`).
  var pendingReads: [ObjectIdentifier: [(observers: ObjectObservers, property: String)]] = [:]
  /// `UserDefaults.standard`, empty at the start of the run (`@AppStorage` reads and writes it).
  let userDefaults = UserDefaultsStore()
  /// The calls library initializer references run, parsed once per run
  /// (`libraryInitializerReference`).
  let initializerCalls = InitializerCalls()
  /// The defaults suites the run made (`UserDefaults(suiteName:)`), by name.
  var userDefaultsSuites: [String: UserDefaultsStore] = [:]
  /// `NotificationCenter.default`, with no observers at the start of the run.
  let notificationCenter = NotificationCenterValue()
  /// The observer each `.onReceive` of a notification publisher registers, by the call and
  /// the view it is on (`onChangeKey`), so that a new body keeps one registration.
  var notificationTokens: [String: NotificationObserverToken] = [:]
  /// The library object each instance of a program class that subclasses a simulated library
  /// class (`class Settings: UserDefaults`) inherits its members from, by the instance.
  var libraryBases: [ObjectIdentifier: Value] = [:]
  /// The app's sandbox, empty at the start of the run (a fresh install).
  let container = AppContainer()
  /// The state of the view whose body is running, so that `@Observable` reads register it.
  var observingStorage: StateStorage?
  /// The run's SwiftData store (`@Environment(\.modelContext)`, `@Query`), empty at the start.
  let modelStore = ModelStore(contextName: "ModelContext")
  /// The run's Core Data store (`@Environment(\.managedObjectContext)`, `@FetchRequest`).
  let coreDataStore = ModelStore(contextName: "NSManagedObjectContext")
  /// The folders bundle resources are looked up in, nearest first: walked once per run, not at
  /// every `Bundle.main.url(forResource:…)` (`ProjectFolders.resourceFolders(from:)`).
  lazy var resourceFolders: [URL] = {
    readsProjectFolders = true
    return ProjectFolders.resourceFolders(from: path, moduleFiles: Array(paths.values))
  }()
  /// The colour symbols Xcode generates from the project's asset catalogs (`Color.darkGrey`),
  /// looked for once, the first time a colour name SwiftUI does not have is read.
  lazy var assetColorSymbols: Set<String> = {
    readsProjectFolders = true
    return AssetCatalog.colorSymbols(near: path)
  }()
  /// The app's `Localizable` table as the preview device reads it (`StringCatalog`), read once,
  /// the first time a literal key is shown. A run depends on where its scene is only when a
  /// table was found (a lesson's scene, with none, stays movable).
  lazy var localizedStrings: [String: String] = {
    let table = StringCatalog.table(in: resourceFolders)
    if !table.isEmpty { readsProjectFolders = true }
    return table
  }()
  /// Whether the table has a key with a format specifier (`%lld hours`), which an interpolated
  /// literal's key may be (`Interpreter.localizedKey`).
  lazy var hasFormatKeys = localizedStrings.keys.contains { $0.contains("%") }
  /// A key's text as Foundation's `Bundle.localizedString(forKey:value:table:)` gives it, which
  /// `NSLocalizedString`, `String(localized:)` and `LocalizedStringKey` read too: the app's
  /// `Localizable` table's (a `nil` table is it; idlab reads no other), else `value` when it
  /// is not empty, else the key.
  func localizedText(forKey key: String, value: String? = nil, table: String? = nil) -> String {
    // "If tableName is nil or an empty string" the default table (Apple, `NSLocalizedString`).
    if table == nil || table == "" || table == "Localizable", let text = localizedStrings[key] {
      return text
    }
    if let value, !value.isEmpty { return value }
    return key
  }

  /// The text of the argument labelled `label`, nil when there is none or it is `nil`.
  func labeledText(_ label: String, in arguments: [Argument]) -> String? {
    arguments.first { $0.label == label && $0.value != .null }.map { describe($0.value) }
  }

  /// Whether the run has looked for bundle resources (`resourceFolders`, which the Info.plist is
  /// one of), the one thing a run reads that depends on where its scene file is rather than on
  /// its text.
  private(set) var readsProjectFolders = false
  /// `Bundle.main.infoDictionary`: the project's `Info.plist`, read once per run, as an app's
  /// bundle is (`readInfoDictionary()`).
  lazy var infoDictionary: Value = readInfoDictionary()
  /// The value of the last `throw`, for the `catch` that catches it.
  var thrownValue: Value?
  /// The value a `_modify` accessor run as a setter gives to the place it yields.
  var modifiedValue: Value?
  /// The declared type of what each call initializes (`let items: [Item] = load()`), for a
  /// generic function whose result type is a generic parameter (`GenericResult`).
  var resultTypeHints: [SyntaxIdentifier: String] = [:]
  /// The generic functions running and their scopes, innermost last: a hint written in one of
  /// them names its own parameters (`return parse(data)` in `func load<T>() -> T`), which
  /// that scope binds.
  var genericScopes: [(function: FunctionDeclSyntax, scope: Scope)] = []
  let globalScope = Scope(parent: nil)
  /// The task whose body is running (`Task.isCancelled`, `Task.sleep`), if any.
  var currentTask: RunningTask?
  /// The task bodies that can suspend and have not ended (`Interpreter+Time.swift`).
  var coroutines: [Coroutine] = []
  /// The thread whose stack bounds `stackLimit` describes.
  var stackThread: pthread_t?
  /// The lowest safe stack address (0: unknown, no guard).
  var stackLimit: UInt = 0

  init(model: ProgramModel, path: String) {
    self.model = model
    self.path = path
  }

  func register(_ root: Syntax, converter: SourceLocationConverter, path: String? = nil) {
    converters[root.id] = converter
    paths[root.id] = path ?? self.path
    collectResultTypeHints(in: root)
  }

  // MARK: - Positions and errors

  func position(_ node: some SyntaxProtocol) -> SourcePosition? {
    guard let converter = converters[node.root.id] else { return nil }
    return SourcePosition(node, converter: converter)
  }

  func pathOf(_ node: some SyntaxProtocol) -> String {
    paths[node.root.id] ?? path
  }

  /// A runtime failure at `node`.
  ///
  /// Positions are in the scene file, or in another file of the run (`file`); a failure inside
  /// an action's own text has no position (`line`/`column` nil).
  func failure(
    _ id: String, _ message: String, at node: some SyntaxProtocol, messageKey: String? = nil,
    arguments: [String: String] = [:]
  ) -> EvalError {
    let file = paths[node.root.id]
    let where_ = file == "<action>" ? nil : position(node)
    return .failure(
      RuntimeFailure(
        id: id, message: message, line: where_?.line, column: where_?.column,
        file: file == path || file == "<action>" ? nil : file, messageKey: messageKey,
        arguments: arguments))
  }

  /// `Index out of range` at `node`.
  func indexOutOfRange(_ node: some SyntaxProtocol) -> EvalError {
    failure("index-out-of-range", "Index out of range", at: node)
  }

  /// A diagnostic at `node`: an error, whatever the kind's usual severity, since it stops the
  /// run where it is thrown.
  func diagnostic(
    _ kind: DiagnosticKind, _ arguments: [String: String] = [:], at node: some SyntaxProtocol
  ) -> EvalError {
    var kind = kind
    // Every member of the program's types is known; a library type's are a subset.
    if kind.code == DiagnosticKind.unknownMember.code, let type = arguments["type"],
      case let base = String(type.prefix { $0 != "<" }), base != "Any",
      model.types[base] == nil
    {
      kind = .librarySubsetMember
    }
    let where_ = position(node) ?? SourcePosition.unknown
    return .diagnostic(
      ScriptDiagnostic(
        kind, arguments, path: pathOf(node), line: where_.line, column: where_.column,
        length: where_.length, severity: .error))
  }

  /// S204 for a call of `name` whose arguments do not fit: `detail` says why, filled from
  /// `values`, in the reader's language.
  func invalidArguments(
    _ name: String, _ detail: DiagnosticDetail, _ values: [String: String] = [:],
    at node: some SyntaxProtocol
  ) -> EvalError {
    var values = values
    values["name"] = name
    return diagnostic(.invalidArguments, detail.arguments(values), at: node)
  }

  /// Counts one evaluated expression or statement.
  @inline(__always)
  func tick(_ node: some SyntaxProtocol) throws(EvalError) {
    steps += 1
    totalSteps += 1
    if stackIsLow() {
      throw failure(
        "step-budget",
        "Step budget exceeded: the code nests too deeply (runaway recursion?)", at: node,
        messageKey: "runtime.step-budget.stack")
    }
    if steps > stepLimit {
      throw failure(
        "step-budget",
        "Step budget exceeded: the code ran more than \(stepLimit) steps (an endless loop?)",
        at: node, arguments: ["limit": String(stepLimit)])
    }
  }

  /// Runs `body` one call deeper, failing when recursion runs away.
  func deeper<T>(_ node: some SyntaxProtocol, _ body: () throws(EvalError) -> T) throws(EvalError)
    -> T
  {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.depthLimit || stackIsLow() {
      throw failure(
        "step-budget",
        "Step budget exceeded: more than \(Self.depthLimit) nested calls (runaway recursion?)",
        at: node, messageKey: "runtime.step-budget.depth",
        arguments: ["limit": String(Self.depthLimit)])
    }
    return try body()
  }

  /// Runs one entry from the engine (a body, a row, a callback, an action) with a fresh step
  /// budget, converting evaluation errors into what the engine expects.
  func entry<T>(_ body: () throws(EvalError) -> T) throws -> T {
    if entryDepth == 0 {
      steps = 0
      depth = 0
      refreshStackLimit()
    }
    entryDepth += 1
    defer { entryDepth -= 1 }
    do {
      return try body()
    } catch {
      if let first = getterFailure {
        getterFailure = nil
        throw first
      }
      switch error {
      case .failure(let failure):
        throw failure
      case .diagnostic(let diagnostic):
        if pendingDiagnostic == nil { pendingDiagnostic = diagnostic }
        // In the file it was found in, never the scene's with another file's line (sample 46:
        // a package's line reported in the preview's file).
        throw RuntimeFailure(
          id: "unsupported", message: diagnostic.englishMessage, line: diagnostic.line,
          column: diagnostic.column,
          file: diagnostic.path == path || diagnostic.path == "<action>" ? nil : diagnostic.path,
          messageKey: diagnostic.messageKey, arguments: diagnostic.arguments)
      case .chainNil:
        throw RuntimeFailure(
          id: "unwrap-nil", message: "Unexpectedly found nil while unwrapping an Optional value")
      }
    }
  }

  /// Like `entry`, for the engine's non-throwing getters (binding reads).
  func quietEntry(_ body: () throws(EvalError) -> Value) -> Value {
    do {
      return try entry(body)
    } catch {
      if getterFailure == nil, let failure = error as? RuntimeFailure,
        Self.opaqueFailures.contains(failure.id)
      {
        getterFailure = failure
      }
      return .null
    }
  }

  /// The failures that say idlab does not know a value (`not-simulated`,
  /// `depends-on-unmodelled`), as opposed to the learner's code failing.
  static let opaqueFailures: Set<String> = ["not-simulated", "depends-on-unmodelled"]

  // MARK: - Determinism

  func nextUUID() -> Value {
    uuidCounter += 1
    return .uuid(uuidCounter)
  }

  func nextObjectSerial() -> Int {
    objectSerial += 1
    return objectSerial
  }

  /// The next random bits: the same sequence on every run.
  func nextRandom() -> UInt64 {
    random.next()
  }

  func randomIndex(below count: Int) -> Int {
    count <= 1 ? 0 : Int(nextRandom() % UInt64(count))
  }
}

// MARK: - Diagnostics the evaluator emits (sorted by name)

extension DiagnosticKind {
  /// A call whose arguments do not fit (`missing argument for `name``).
  public static let invalidArguments = DiagnosticKind(
    "S204", "invalid arguments to `{name}`: {detail}")
  /// A value used as a view that is not one (`"text"` alone in a body).
  public static let notAView = DiagnosticKind("S203", "a value of type `{type}` is not a view")
  /// A member the simulator does not know on a value.
  public static let unknownMember = DiagnosticKind(
    "S202", "value of type `{type}` has no member `{member}`")
  /// A member idlab does not simulate on a value of a library type (`code.removeFirst()` if it
  /// were not simulated): the code may be right, so the message does not say it is wrong.
  public static let librarySubsetMember = DiagnosticKind(
    "S206", "`{member}` is not among the members of `{type}` that idlab simulates")
  /// A name that is not declared.
  public static let unknownName = DiagnosticKind("S201", "cannot find `{name}` in scope")
  /// `Button` alone where a value or a view is expected: a type's name is no value in Swift,
  /// which asks for a member or an initializer call after it.
  public static let typeAsValue = DiagnosticKind(
    "S207", "expected a member or an initializer call after the type name `{name}`")
  /// `offset.width / 50` where `offset` is a library value idlab carries without computing it.
  public static let unknownValue = DiagnosticKind(
    "S205", "the value of `{expression}` is not known to the simulator")
}

// MARK: - Native stack guard

extension Interpreter {
  /// Finds the lowest address this thread's stack may safely reach, keeping a margin for the
  /// deepest single step, so that runaway recursion fails before the process overflows.
  ///
  /// Each thread's limit is found once and kept with the thread (`pthread_getattr_np` reads
  /// `/proc/self/maps` for the main thread: hundreds of thousands of instructions, for every
  /// scene run of a course check otherwise).
  func refreshStackLimit() {
    let thread = pthread_self()
    if let known = stackThread, pthread_equal(known, thread) != 0 { return }
    stackThread = thread
    if let kept = pthread_getspecific(Self.stackLimitKey) {
      stackLimit = UInt(bitPattern: kept) == Self.unknownStackLimit ? 0 : UInt(bitPattern: kept)
      return
    }
    stackLimit = Self.currentThreadStackLimit()
    pthread_setspecific(
      Self.stackLimitKey,
      UnsafeRawPointer(bitPattern: stackLimit == 0 ? Self.unknownStackLimit : stackLimit))
  }

  /// The thread-specific slot holding each thread's stack limit.
  private static let stackLimitKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// What the slot holds for a thread whose stack could not be found (never a real limit: a
  /// real one is page-aligned plus an even margin).
  private static let unknownStackLimit: UInt = 1

  /// The current thread's stack limit, found from the system (0 when it does not tell).
  private static func currentThreadStackLimit() -> UInt {
    let thread = pthread_self()
    var low: UInt = 0
    var size: UInt = 0
    #if os(Linux)
      typealias GetAttributes =
        @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      var attributes = pthread_attr_t()
      if let symbol = dlsym(nil, "pthread_getattr_np"),
        unsafeBitCast(symbol, to: GetAttributes.self)(thread, &attributes) == 0
      {
        var address: UnsafeMutableRawPointer?
        var length = 0
        if pthread_attr_getstack(&attributes, &address, &length) == 0 {
          low = UInt(bitPattern: address)
          size = UInt(length)
        }
        pthread_attr_destroy(&attributes)
      }
    #elseif canImport(Darwin)
      let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      size = UInt(pthread_get_stacksize_np(thread))
      low = high - size
    #endif
    guard low != 0, size != 0 else { return 0 }
    let margin = min(UInt(2 << 20), size / 2)
    return low + margin
  }

  /// Whether the native stack is close to its end.
  @inline(__always)
  func stackIsLow() -> Bool {
    guard stackLimit != 0 else { return false }
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < stackLimit
  }
}
