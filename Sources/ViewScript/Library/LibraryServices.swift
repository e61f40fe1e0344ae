import Foundation
import IdentityEngine
import SwiftSyntax

/// What a library member may touch of the run it belongs to: the run's shared objects, the
/// program's functions and methods, and the run's way of reporting errors. The interpreter is
/// the one implementation (`Interpreter+LibraryServices.swift`).
protocol LibraryServices: AnyObject {
  /// `UserDefaults.standard`, which `@AppStorage` reads and writes too.
  var userDefaults: UserDefaultsStore { get }
  /// The store of the defaults suite `name` (`UserDefaults(suiteName:)`), made empty the first
  /// time the run asks for it.
  func userDefaultsSuite(_ name: String) -> UserDefaultsStore
  /// `NotificationCenter.default`.
  var notificationCenter: NotificationCenterValue { get }
  /// `URL.documentsDirectory`: the app's documents folder, empty when the run starts.
  var documentsDirectory: Value { get }
  /// The instant `Date()` gives now, on the scene's virtual clock.
  var now: Date { get }
  /// The run's Core Data context (`@Environment(\.managedObjectContext)`'s store).
  var coreDataContext: Value { get }
  /// The app's sandbox: its folders and the files the run wrote.
  var container: AppContainer { get }

  /// Whether the program declares a type named `name` (which then wins over a library type
  /// of that name).
  func declaresType(_ name: String) -> Bool
  /// The text `print` would show for `value`.
  func describe(_ value: Value) -> String
  /// Calls `function` (a closure the program passed) with `arguments`.
  func callFunction(_ function: FunctionValue, _ arguments: [Argument], at node: Syntax)
    throws(EvalError) -> Value
  /// Sends the Objective-C message `selector` to `target`, a program's object, as the runtime
  /// does: its method of that base name runs, with `arguments` for its one parameter.
  func send(_ selector: String, to target: Value, _ arguments: [Argument], at node: Syntax)
    throws(EvalError)
  /// The value of the program's static property `name` of `type`, initialized on its first
  /// read as any static is.
  func staticValue(_ type: String, _ name: String, at node: Syntax) throws(EvalError) -> Value
  /// Sets the program's static property `name` of `type` to `value`.
  func setStaticValue(_ type: String, _ name: String, to value: Value)
  /// Writes `value` to the place an `inout` argument (`&number`) names.
  func assign(_ value: Value, toInOut argument: Argument, at node: Syntax) throws(EvalError)
  /// Sets the property `name` of a program's `object` to `value`, as an assignment does (its
  /// observers are told).
  func setProperty(_ name: String, of object: ObjectReference, to value: Value, at node: Syntax)
    throws(EvalError)
  /// Foundation's `CocoaError` `code` with `message`, thrown where the program can catch it.
  func cocoaError(_ code: String, _ message: String, at node: Syntax) -> EvalError
  /// The step's failure for `name`, which idlab does not simulate.
  func notSimulated(_ name: String, at node: some SyntaxProtocol) -> EvalError
  /// Records that the run met `name` (`Logger.flush`), which it runs as an opaque value: the
  /// screen's footer and the JSON list it.
  func noteRuntimeOpaque(_ name: String, at node: some SyntaxProtocol)
  /// The step's failure `id` (`invalid-url-component`), as the app would stop with `message`.
  func runtimeFailure(
    _ id: String, _ message: String, arguments: [String: String], at node: Syntax
  ) -> EvalError
  /// S204: the arguments of `name` do not fit, for the reason `detail` gives.
  func invalidArguments(
    _ name: String, _ detail: DiagnosticDetail, _ values: [String: String],
    at node: some SyntaxProtocol
  ) -> EvalError
}
