import IdentityEngine

extension LibraryType {
  /// `NotificationCenter.default`: observers the program adds, notifications the program posts
  /// (docs/semantics.md, "NotificationCenter"). A post runs the matching observers at once, in
  /// the order they were added, on the main queue the scene runs on, as Foundation does when the
  /// observer's queue is `nil` or the posting queue.
  static let notificationCenter: LibraryType = {
    var type = LibraryType("NotificationCenter", values: .objects(NotificationCenterValue.self))
    type.staticProperties = ["default": { call in .opaque(call.run.notificationCenter) }]
    type.methods = [
      "addObserver": addObserver,
      "post": { (call: LibraryCall) throws(EvalError) -> Value in
        switch call.arguments.first?.label {
        case "name":
          try post(
            notification(
              name: call.argument("name"), object: call.argument("object"),
              userInfo: call.argument("userInfo")), call)
        case nil where call.arguments.count == 1:
          try post(call.arguments[0].value, call)
        default:
          throw call.notSimulated
        }
        return .null
      },
      "removeObserver": removeObserver,
      // `publisher(for:object:)`: Combine's publisher of those notifications, for `.onReceive`.
      "publisher": { (call: LibraryCall) throws(EvalError) -> Value in
        .opaque(
          NotificationPublisherValue(
            name: notificationName(call.argument("for"), call.run),
            object: call.argument("object")))
      },
    ]
    return type
  }()

  /// `Notification`, the record a post sends (`name`, `object`, `userInfo`).
  static let notification: LibraryType = {
    var type = LibraryType("Notification")
    type.nestedTypes = ["Name"]
    return type
  }()
  /// `NSNotification`, whose `Name` programs extend.
  static let nsNotification: LibraryType = {
    var type = LibraryType("NSNotification")
    type.nestedTypes = ["Name"]
    return type
  }()

  /// `addObserver(forName:object:queue:using:)`, which returns a token, and
  /// `addObserver(_:selector:name:object:)`.
  private static let addObserver: Member = { (call: LibraryCall) throws(EvalError) -> Value in
    let center = call.run.notificationCenter
    let labels = call.arguments.map(\.label)
    let first = call.arguments.first?.label
    if first == "forName" {
      guard case .opaque(let opaque)? = call.arguments.last?.value,
        let block = opaque as? FunctionValue
      else {
        throw call.invalidArguments(.missingBlock)
      }
      try checkQueue(call.argument("queue"), call)
      let token = NotificationObserverToken()
      center.add(
        NotificationCenterValue.Observer(
          token: token, target: nil, selector: nil, block: block,
          name: notificationName(call.argument("forName"), call.run),
          object: call.argument("object")))
      return .opaque(token)
    }
    guard !labels.isEmpty, first == nil, labels.contains("selector") else {
      throw call.notSimulated
    }
    guard case .record("Selector", let fields) = call.argument("selector"),
      case .string(let selector)? = fields.first?.value
    else {
      throw call.invalidArguments(.selectorNeeded)
    }
    center.add(
      NotificationCenterValue.Observer(
        token: nil, target: call.arguments[0].value, selector: selector, block: nil,
        name: notificationName(call.argument("name"), call.run), object: call.argument("object")))
    return .null
  }

  /// `removeObserver(_:)` and `removeObserver(_:name:object:)`: a token or a selector observer's
  /// target, for every name or the one given.
  private static let removeObserver: Member = { (call: LibraryCall) throws(EvalError) -> Value in
    guard call.arguments.first?.label == nil, let observer = call.arguments.first?.value else {
      throw call.notSimulated
    }
    let only =
      call.arguments.contains { $0.label == "name" }
      ? notificationName(call.argument("name"), call.run) : nil
    call.run.notificationCenter.remove { registered in
      let same =
        registered.token.map { observer == .opaque($0) } ?? (registered.target == observer)
      return same && (only == nil || registered.name == only)
    }
    return .null
  }

  /// `Notification(name:object:userInfo:)` and what `post(name:object:userInfo:)` sends.
  static func notification(name: Value, object: Value, userInfo: Value) -> Value {
    .record(
      type: "Notification",
      fields: [
        Value.Field("name", name), Value.Field("object", object),
        Value.Field("userInfo", userInfo),
      ])
  }

  /// Runs every observer of `notification`'s name and sender, oldest first; an observer added
  /// or removed by one of them counts from the next post, as the list is read before the first.
  private static func post(_ notification: Value, _ call: LibraryCall) throws(EvalError) {
    guard case .record("Notification", let fields) = notification else {
      throw call.invalidArguments(.notificationNeeded)
    }
    func field(_ name: String) -> Value { fields.first { $0.name == name }?.value ?? .null }
    let name = notificationName(field("name"), call.run)
    let sender = field("object")
    for observer in call.run.notificationCenter.observers
    where (observer.name == nil || observer.name == name)
      && (observer.object == .null || observer.object == sender)
    {
      let argument = [Argument(label: nil, value: notification)]
      if let block = observer.block {
        _ = try call.run.callFunction(block, argument, at: call.node)
      } else if let target = observer.target, let selector = observer.selector {
        try call.run.send(selector, to: target, argument, at: call.node)
      }
    }
  }

  /// The queue an observer's block runs on: `nil` and the main queue are the one the scene runs
  /// on; another queue is not simulated.
  private static func checkQueue(_ queue: Value, _ call: LibraryCall) throws(EvalError) {
    switch queue {
    case .null, .enumCase(_, "main", []): return
    default:
      if case .opaque(let opaque) = queue, opaque is MainQueueValue { return }
      throw call.run.notSimulated("OperationQueue", at: call.node)
    }
  }

  /// A notification name's text: `Notification.Name("x")`, `.init("x")`, `.init(rawValue: "x")`,
  /// a `static let` of an `extension Notification.Name`; nil for `nil` (every name).
  static func notificationName(_ value: Value, _ run: any LibraryServices) -> String? {
    switch value {
    case .null: return nil
    case .string(let string): return string
    case .record(_, let fields):
      return fields.first.map { run.describe($0.value) }
    case .enumCase(_, _, let payload) where payload.count == 1:
      return run.describe(payload[0])
    default:
      return run.describe(value)
    }
  }
}
