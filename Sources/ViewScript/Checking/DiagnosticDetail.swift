import Basics

/// Why a call's arguments do not fit: the `{detail}` of S204 (`invalid arguments to `Bool`:
/// expected a Bool, got Any`), translated like the message around it.
///
/// The text lives in `Locales/*/Sim.strings` under `diag.detail.<key>`; `englishTemplate` is
/// the same English text, for places without a catalog. A diagnostic carries both: `detail`
/// (the English text, filled) and `detail.key` (the catalog key), which `Localizer` uses to
/// fill `{detail}` in the reader's language.
public struct DiagnosticDetail: Hashable, Sendable {
  /// The key's last part (`missing-argument`).
  public let key: String
  /// The English text, with `{name}` placeholders of its own.
  public let englishTemplate: String

  init(_ key: String, _ englishTemplate: String) {
    self.key = key
    self.englishTemplate = englishTemplate
  }

  /// The key in the `Sim` table (`diag.detail.missing-argument`).
  public var catalogKey: String { "diag.detail.\(key)" }

  /// `arguments` with this detail added: its English text as `detail`, its key as `detail.key`.
  public func arguments(_ arguments: [String: String]) -> [String: String] {
    var result = arguments
    result["detail"] = BracePlaceholders.fill(englishTemplate, arguments)
    result["detail.key"] = catalogKey
    return result
  }
}

extension DiagnosticDetail {
  static let bindingNeeded = DiagnosticDetail(
    "binding-needed", "`{label}:` needs a binding such as `{example}`")
  static let bundleURLNeeded = DiagnosticDetail(
    "bundle-url-needed", "`contentsOf:` takes a `URL` from `Bundle`")
  static let classInstanceNeeded = DiagnosticDetail(
    "class-instance-needed", "it takes an instance of a class")
  static let closureNeeded = DiagnosticDetail("closure-needed", "expected a closure")
  static let coordinateSpaceNeeded = DiagnosticDetail(
    "coordinate-space-needed", "expected `in:` and a coordinate space")
  static let dataSourceNeeded = DiagnosticDetail(
    "data-source-needed", "expected `contentsOf:` or a string's `utf8`")
  static let datesNeeded = DiagnosticDetail("dates-needed", "`{form}` takes dates")
  static let dictionaryForms = DiagnosticDetail(
    "dictionary-forms", "`uniqueKeysWithValues:`, `_:uniquingKeysWith:` or `grouping:by:`")
  static let expectedBool = DiagnosticDetail("expected-bool", "expected a Bool, got {type}")
  static let expectedForm = DiagnosticDetail("expected-form", "expected `{form}`")
  static let expectedInt = DiagnosticDetail("expected-int", "expected an Int, got {type}")
  static let extraArgument = DiagnosticDetail("extra-argument", "extra argument `{label}`")
  static let getAndSetNeeded = DiagnosticDetail("get-and-set-needed", "expected get: and set:")
  static let initialValueAndClosureNeeded = DiagnosticDetail(
    "initial-value-and-closure-needed", "expected an initial value and a closure")
  static let isPresentedOrItemNeeded = DiagnosticDetail(
    "is-presented-or-item-needed", "needs `isPresented:` or `item:`")
  static let keyPathNeeded = DiagnosticDetail(
    "key-path-needed", "`{label}:` needs a key path such as `{example}`")
  static let keyValuePairsNeeded = DiagnosticDetail(
    "key-value-pairs-needed", "`(key, value)` pairs")
  static let knownInitializer = DiagnosticDetail("known-initializer", "idlab knows `{form}`")
  static let missingArgument = DiagnosticDetail(
    "missing-argument", "missing argument for `{label}`")
  static let missingBlock = DiagnosticDetail("missing-block", "missing the block to run")
  static let missingClosure = DiagnosticDetail("missing-closure", "missing the closure")
  static let missingClosureToRun = DiagnosticDetail(
    "missing-closure-to-run", "missing the closure to run")
  static let missingData = DiagnosticDetail("missing-data", "missing the data")
  static let missingIndex = DiagnosticDetail("missing-index", "no index")
  static let missingRowClosure = DiagnosticDetail("missing-row-closure", "missing the row closure")
  static let missingValue = DiagnosticDetail("missing-value", "missing the value")
  static let missingValueToCompute = DiagnosticDetail(
    "missing-value-to-compute", "missing the value to compute")
  static let modelClassesNeeded = DiagnosticDetail(
    "model-classes-needed", "it takes `@Model` classes, as `Item.self`")
  static let modelConfigurationsNeeded = DiagnosticDetail(
    "model-configurations-needed", "`configurations:` takes `ModelConfiguration` values")
  static let modelContainerNeeded = DiagnosticDetail(
    "model-container-needed", "it takes a `ModelContainer`")
  static let modelInstanceNeeded = DiagnosticDetail(
    "model-instance-needed", "expected one model instance")
  static let moveOffsetsNeeded = DiagnosticDetail(
    "move-offsets-needed", "expected fromOffsets: and toOffset:")
  static let noAccessor = DiagnosticDetail("no-accessor", "`{parameters}` has no `{accessor}`")
  static let notAFunction = DiagnosticDetail("not-a-function", "not a function")
  static let notASequence = DiagnosticDetail("not-a-sequence", "{type} is not a sequence")
  static let notAValueItTakes = DiagnosticDetail(
    "not-a-value-it-takes", "`{value}` is not a value it takes")
  static let notificationNeeded = DiagnosticDetail(
    "notification-needed", "expected a `Notification`")
  static let oneValueToCombine = DiagnosticDetail("one-value-to-combine", "one value to combine")
  static let positiveStepNeeded = DiagnosticDetail(
    "positive-step-needed", "`step:` needs a positive number")
  static let rangeNeeded = DiagnosticDetail(
    "range-needed", "`{label}:` needs a range such as `{example}`")
  static let secondsNeeded = DiagnosticDetail("seconds-needed", "`{form}` takes seconds")
  static let selectorNeeded = DiagnosticDetail(
    "selector-needed", "`selector:` takes a `#selector(…)`")
  static let sessionConfigurationNeeded = DiagnosticDetail(
    "session-configuration-needed", "expected `configuration:` a URLSessionConfiguration")
  static let tupleShape = DiagnosticDetail("tuple-shape", "tuple shape")
  static let twoIndicesNeeded = DiagnosticDetail("two-indices-needed", "expected two indices")
  static let typeNeeded = DiagnosticDetail("type-needed", "`{form}` takes a `{type}`")
  static let unknownRoundingRule = DiagnosticDetail(
    "unknown-rounding-rule", "unknown rounding rule `.{rule}`")
  static let writeForm = DiagnosticDetail("write-form", "write `{form}`")

  /// Every detail ViewScript can emit, sorted by key.
  public static var all: [DiagnosticDetail] {
    [
      .bindingNeeded, .bundleURLNeeded, .classInstanceNeeded, .closureNeeded,
      .coordinateSpaceNeeded, .dataSourceNeeded, .datesNeeded, .dictionaryForms, .expectedBool,
      .expectedForm, .expectedInt, .extraArgument, .getAndSetNeeded,
      .initialValueAndClosureNeeded, .isPresentedOrItemNeeded, .keyPathNeeded,
      .keyValuePairsNeeded, .knownInitializer, .missingArgument, .missingBlock,
      .missingClosure, .missingClosureToRun, .missingData, .missingIndex, .missingRowClosure,
      .missingValue, .missingValueToCompute, .modelClassesNeeded, .modelConfigurationsNeeded,
      .modelContainerNeeded, .modelInstanceNeeded, .moveOffsetsNeeded, .noAccessor,
      .notAFunction, .notASequence, .notAValueItTakes, .notificationNeeded, .oneValueToCombine,
      .positiveStepNeeded, .rangeNeeded, .secondsNeeded, .selectorNeeded,
      .sessionConfigurationNeeded, .tupleShape, .twoIndicesNeeded, .typeNeeded,
      .unknownRoundingRule, .writeForm,
    ].sorted { $0.key < $1.key }
  }
}
