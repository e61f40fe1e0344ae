import IdentityEngine
import SwiftSyntax

/// Combine's `sink` on a publisher the program declares: a type conforming to `Publisher` that
/// implements `receive(subscriber:)` gets the protocol's `sink(receiveValue:)` and
/// `sink(receiveCompletion:receiveValue:)` (Apple, `Publisher.sink`: "Attaches a subscriber
/// with closure-based behavior"), which idlab runs by calling the program's
/// `receive(subscriber:)` with a `Subscribers.Sink`: what it sends at once reaches the
/// closures; a subscription it hands over is asked for every value (`request(.unlimited)`).
/// Other operators on such a value stay a pipeline idlab does not run (opaque). Until session
/// 20, "no member `sink`" (sample 42).
extension Interpreter {
  /// Whether `type` is a publisher the program declares and `name` one of Combine's operators
  /// on it (a member the type does not declare itself).
  static func isCustomPublisher(_ type: TypeDecl, reaching name: String) -> Bool {
    (type.conformances.contains("Publisher") || type.conformances.contains("Combine.Publisher"))
      && type.methods[name] == nil && type.computedProperties[name] == nil
      && type.stored(name) == nil
  }

  /// `sink` (or another Combine operator) on a value of the program's `Publisher` type `type`
  /// (`isCustomPublisher`).
  func customPublisherOperator(
    _ name: String, of base: Value, _ type: TypeDecl, _ arguments: [Argument],
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value {
    guard name == "sink",
      let receive = type.methods["receive"]?.first(where: {
        $0.signature.parameterClause.parameters.first?.firstName.text == "subscriber"
      })
    else { return .opaque(UnmodelledValue("Publisher.\(name)")) }
    let subscriber = SinkSubscriberValue(
      receiveValue: arguments.last { $0.label == "receiveValue" || $0.label == nil }?.value,
      receiveCompletion: arguments.first { $0.label == "receiveCompletion" }?.value)
    _ = try invoke(
      receive, arguments: [Argument(label: "subscriber", value: .opaque(subscriber))],
      selfContext: SelfContext(value: base, type: type), type: type, at: call)
    return .opaque(UnmodelledValue("AnyCancellable"))
  }

  /// `Subscribers.Demand.unlimited`.
  static let unlimitedDemand = Value.enumCase(
    type: "Subscribers.Demand", name: "unlimited", payload: [])

  /// `subscriber.receive(value)`, `subscriber.receive(completion: .finished)`,
  /// `subscriber.receive(subscription: s)` on a sink's subscriber.
  func sinkSubscriberCall(
    _ name: String, on subscriber: SinkSubscriberValue, _ arguments: [Argument],
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value {
    guard name == "receive", let argument = arguments.first else {
      return .opaque(UnmodelledValue("Subscribers.Sink.\(name)"))
    }
    switch argument.label {
    case nil:
      if let closure = subscriber.receiveValue {
        _ = try callValue(closure, [Argument(label: nil, value: argument.value)], at: call)
      }
      return Self.unlimitedDemand
    case "completion":
      if let closure = subscriber.receiveCompletion {
        _ = try callValue(closure, [Argument(label: nil, value: argument.value)], at: call)
      }
      return .null
    case "subscription":
      if let type = userType(of: argument.value), let request = type.methods["request"]?.first {
        _ = try invoke(
          request, arguments: [Argument(label: nil, value: Self.unlimitedDemand)],
          selfContext: SelfContext(value: argument.value, type: type), type: type, at: call)
      }
      return .null
    default:
      return .opaque(UnmodelledValue("Subscribers.Sink.receive"))
    }
  }
}
