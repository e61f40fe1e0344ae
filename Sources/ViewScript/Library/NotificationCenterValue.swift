import IdentityEngine

/// `NotificationCenter.default` for one run: the observers the program added, in the order it
/// added them. Nothing posts but the program itself: the simulated system sends no
/// notifications (docs/semantics.md, "NotificationCenter").
final class NotificationCenterValue: OpaqueReference, @unchecked Sendable {
  /// One registration: a block (`addObserver(forName:object:queue:using:)`) or a target and a
  /// selector (`addObserver(_:selector:name:object:)`).
  struct Observer {
    /// The token `addObserver(forName:…)` returned; nil for a selector observer.
    let token: NotificationObserverToken?
    /// The object a selector observer is; nil for a block.
    let target: Value?
    /// The method a selector observer's notification calls.
    let selector: String?
    /// The block a block observer runs.
    let block: FunctionValue?
    /// The notification name observed; nil observes every name.
    let name: String?
    /// The sender observed; `.null` observes every sender.
    let object: Value
  }

  /// The observers, oldest first: a notification reaches them in this order.
  private(set) var observers: [Observer] = []

  override var displayDescription: String { "NotificationCenter" }
  override var swiftTypeName: String { "NotificationCenter" }

  /// Adds `observer` after the others.
  func add(_ observer: Observer) {
    observers.append(observer)
  }

  /// Removes the observers `matches` accepts.
  func remove(where matches: (Observer) -> Bool) {
    observers.removeAll(where: matches)
  }
}

/// The opaque token `addObserver(forName:object:queue:using:)` returns, which
/// `removeObserver(_:)` takes back.
final class NotificationObserverToken: OpaqueReference, @unchecked Sendable {
  override var displayDescription: String { "NSObserver" }
  override var swiftTypeName: String { "NSObjectProtocol" }
}

/// `NotificationCenter.default.publisher(for: name, object: sender)`: what a view's
/// `.onReceive` subscribes to while it is alive (`Interpreter.notificationReceiver`).
final class NotificationPublisherValue: OpaqueReference, @unchecked Sendable {
  /// The notification name published; nil publishes every name.
  let name: String?
  /// The sender published; `.null` publishes every sender.
  let object: Value

  init(name: String?, object: Value) {
    self.name = name
    self.object = object
  }

  override var displayDescription: String { "NotificationCenter.Publisher" }
  override var swiftTypeName: String { "NotificationCenter.Publisher" }
}
