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
    let subscribe = Callback(
      {
        center.remove { $0.token === token }
        center.add(
          NotificationCenterValue.Observer(
            token: token, target: nil, selector: nil, block: closure, name: publisher.name,
            object: publisher.object))
      }, isPublisher: true, cancel: { center.remove { $0.token === token } })
    return .modified(content, .onAppear(subscribe))
  }
}
