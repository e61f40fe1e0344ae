import IdentityEngine

extension Interpreter {
  /// `.onReceive(NotificationCenter.default.publisher(for: name)) { note in … }`: while the view
  /// is on screen, an observer of that name (and sender) runs the closure with each notification
  /// the program posts, as Combine's subscription does from when SwiftUI installs the view until
  /// it removes it. Nothing else posts: the simulated system sends no notifications
  /// (`didBecomeActiveNotification` never comes), so without a post of the program the closure
  /// never runs.
  func notificationReceiver(
    _ content: ViewDescription, _ publisher: NotificationPublisherValue,
    _ closure: FunctionValue, key: String
  ) -> ViewDescription {
    let token = notificationTokens[key] ?? NotificationObserverToken()
    notificationTokens[key] = token
    let center = notificationCenter
    // Called when the view appears (no observer with the token yet: subscribe) and when it
    // disappears (the observer is there: cancel).
    let subscription = Callback(
      {
        guard !center.observers.contains(where: { $0.token === token }) else {
          center.remove { $0.token === token }
          return
        }
        center.add(
          NotificationCenterValue.Observer(
            token: token, target: nil, selector: nil, block: closure, name: publisher.name,
            object: publisher.object))
      }, isPublisher: true)
    return .modified(content, .onAppear(subscription))
  }
}
