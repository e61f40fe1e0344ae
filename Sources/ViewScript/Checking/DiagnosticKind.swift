import Basics
import SwiftSyntax

/// A kind of diagnostic: a stable code and its English message, for places without a catalog.
///
/// Kinds are declared as static members next to the code that emits them
/// (`DiagnosticKind.unsupportedPropertyWrapper`), sorted by name within each file.
/// The localized text lives in `Locales/*/Sim.strings` under `diag.<code>.message` and
/// `diag.<code>.help`.
public struct DiagnosticKind: Hashable, Sendable {
  /// The stable code (`S101`).
  public let code: String
  /// The English message template, with `{name}` placeholders (used when no catalog is at hand,
  /// for example inside a runtime failure).
  public let englishMessage: String
  /// Whether a diagnostic of this kind stops the program (`error`) or only informs (`warning`:
  /// the program runs).
  public let severity: ScriptDiagnostic.Severity

  /// Creates a kind.
  public init(
    _ code: String, _ englishMessage: String, severity: ScriptDiagnostic.Severity = .error
  ) {
    self.code = code
    self.englishMessage = englishMessage
    self.severity = severity
  }

  /// The message key in the `Sim` table.
  public var messageKey: String { "diag.\(code).message" }
  /// The help key in the `Sim` table.
  public var helpKey: String { "diag.\(code).help" }

  /// The English message with its arguments filled.
  func englishText(_ arguments: [String: String]) -> String {
    BracePlaceholders.fill(englishMessage, arguments)
  }
}

extension DiagnosticKind {
  /// Every kind ViewScript can emit, sorted by code.
  public static var all: [DiagnosticKind] {
    [
      .syntaxError, .controlCharacter, .nestedTooDeeply, .bracketsTooDeep, .longGroupRun,
      .unsupportedPropertyWrapper, .unsupportedAttribute, .unknownType, .unsupportedView,
      .macColumns, .firstChildFits, .skippedOnOpaque,
      .unsupportedModifier, .operatorDeclaration,
      .loopInViewBuilder,
      .timerOrDispatch, .invalidModifierArguments, .unsupportedDeclaration,
      .unsupportedExpression, .unsupportedStatement, .unsupportedEnvironmentKey, .assignToLet,
      .assignToImmutableSelf,
      .unknownName, .unknownMember, .notAView, .invalidArguments, .unknownValue,
      .librarySubsetMember, .typeAsValue,
      .geometryInitializer,
      .notAShape, .notInsettable, .matchedGeometryArguments, .notAViewModifier,
      .unknownRoot, .noViews, .viewsLeftOutOfIPhoneBuild, .rootNeedsArguments, .rootFailed,
      .redeclaration,
      .unknownGestureTarget, .malformedGesture, .nothingToGoBack, .unknownPickerOption,
      .nothingToInterrupt,
      .sdkNameNotSimulated, .macroNotSimulated, .unmodelledType,
      .unmodelledEnvironmentKey, .representableView,
    ].sorted { $0.code < $1.code }
  }
}
