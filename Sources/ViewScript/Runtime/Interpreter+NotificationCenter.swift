import IdentityEngine
import SwiftSyntax

/// `NotificationCenter.default`: observers the program adds, notifications the program posts
/// (docs/semantics.md, "NotificationCenter"). A post runs the matching observers at once, in the
/// order they were added, on the main queue the scene runs on, as Foundation does when the
/// observer's queue is `nil` or the posting queue.
extension Interpreter {
  /// The types this file gives values to.
  static let notificationTypes: Set<String> = [
    "NotificationCenter", "Notification", "NSNotification",
  ]

  /// `center.name(arguments)`; a method idlab does not simulate (`publisher(for:)`) fails the
  /// step where it runs.
  func notificationCenterMethod(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let labels = arguments.map(\.label)
    func argument(_ label: String) -> Value {
      arguments.first { $0.label == label }?.value ?? .null
    }
    switch (name, labels.first ?? nil) {
    case ("addObserver", "forName"):
      guard let block = arguments.last.flatMap({ asFunction($0.value) }) else {
        throw invalidArguments(name, .missingBlock, at: node)
      }
      try checkQueue(argument("queue"), at: node)
      let token = NotificationObserverToken()
      notificationCenter.add(
        NotificationCenterValue.Observer(
          token: token, target: nil, selector: nil, block: block,
          name: notificationName(argument("forName")), object: argument("object")))
      return .opaque(token)
    case ("addObserver", nil) where labels.contains("selector"):
      guard case .record("Selector", let fields) = argument("selector"),
        case .string(let selector)? = fields.first?.value
      else {
        throw invalidArguments(name, .selectorNeeded, at: node)
      }
      notificationCenter.add(
        NotificationCenterValue.Observer(
          token: nil, target: arguments[0].value, selector: selector, block: nil,
          name: notificationName(argument("name")), object: argument("object")))
      return .null
    case ("post", "name"):
      try post(
        notification(
          name: argument("name"), object: argument("object"), userInfo: argument("userInfo")),
        at: node)
      return .null
    case ("post", nil) where arguments.count == 1:
      try post(arguments[0].value, at: node)
      return .null
    case ("removeObserver", nil) where !arguments.isEmpty:
      let observer = arguments[0].value
      let only = labels.contains("name") ? notificationName(argument("name")) : nil
      notificationCenter.remove { registered in
        let same =
          registered.token.map { observer == .opaque($0) } ?? (registered.target == observer)
        return same && (only == nil || registered.name == only)
      }
      return .null
    default:
      throw notSimulated("NotificationCenter.\(name)", at: node)
    }
  }

  /// `Notification(name:object:userInfo:)` and what `post(name:object:userInfo:)` sends.
  func notification(name: Value, object: Value, userInfo: Value) -> Value {
    .record(
      type: "Notification",
      fields: [
        Value.Field("name", name), Value.Field("object", object),
        Value.Field("userInfo", userInfo),
      ])
  }

  /// Runs every observer of `notification`'s name and sender, oldest first; an observer added
  /// or removed by one of them counts from the next post, as the list is read before the first.
  private func post(_ notification: Value, at node: some SyntaxProtocol) throws(EvalError) {
    guard case .record("Notification", let fields) = notification else {
      throw invalidArguments("post", .notificationNeeded, at: node)
    }
    func field(_ name: String) -> Value { fields.first { $0.name == name }?.value ?? .null }
    let name = notificationName(field("name"))
    let sender = field("object")
    for observer in notificationCenter.observers
    where (observer.name == nil || observer.name == name)
      && (observer.object == .null || observer.object == sender)
    {
      let argument = [Argument(label: nil, value: notification)]
      if let block = observer.block {
        _ = try call(block, argument, builder: false, at: node)
      } else if let target = observer.target, let selector = observer.selector {
        try callSelector(selector, on: target, argument, at: node)
      }
    }
  }

  /// A selector observer's method, called on its target as the Objective-C runtime sends the
  /// message; a target without that method stops the step, as the runtime's exception does.
  private func callSelector(
    _ selector: String, on target: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) {
    guard let type = userType(of: target), let methods = type.methods[selector],
      let method = methods.first
    else {
      let typeName = typeName(of: target)
      throw failure(
        "unrecognized-selector",
        "-[\(typeName) \(selector):]: unrecognized selector sent to instance", at: node,
        arguments: ["type": typeName, "selector": selector])
    }
    // The method's one parameter, if it has one, receives the notification.
    let parameter = method.signature.parameterClause.parameters.first?.firstName.text
    let passed = arguments.map { argument in
      Argument(label: parameter == "_" ? nil : parameter, value: argument.value)
    }
    _ = try invoke(
      method, arguments: parameter == nil ? [] : passed,
      selfContext: SelfContext(value: target, type: type), type: type, at: node)
  }

  /// The queue an observer's block runs on: `nil` and the main queue are the one the scene runs
  /// on; another queue is not simulated.
  private func checkQueue(_ queue: Value, at node: some SyntaxProtocol) throws(EvalError) {
    switch queue {
    case .null, .enumCase(_, "main", []): return
    default:
      if case .opaque(let opaque) = queue, opaque is MainQueueValue { return }
      throw notSimulated("OperationQueue", at: node)
    }
  }

  /// A notification name's text: `Notification.Name("x")`, `.init("x")`, `.init(rawValue: "x")`,
  /// a `static let` of an `extension Notification.Name`; nil for `nil` (every name).
  func notificationName(_ value: Value) -> String? {
    switch value {
    case .null: return nil
    case .string(let string): return string
    case .record(_, let fields):
      return fields.first.map { describe($0.value) }
    case .enumCase(_, _, let payload) where payload.count == 1:
      return describe(payload[0])
    default:
      return describe(value)
    }
  }
}

extension Interpreter {
  /// `#selector(Type.method(_:))`, `#selector(helper.method)`: the method's base name, as a
  /// `Selector` value.
  func selector(_ method: ExprSyntax) -> Value {
    let name: String
    if let member = method.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = method.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      name = method.trimmedDescription
    }
    return .record(type: "Selector", fields: [Value.Field("name", .string(name))])
  }
}
