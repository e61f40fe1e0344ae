import IdentityEngine
import ViewScript

/// What an observation evaluates to before it becomes a truth.
public indirect enum Observed {
  case node(RenderedNode)
  case event(Event)
  case value(Value)
  case list([Observed])
  case failure(RuntimeFailure?)
  /// A view at one instant of the step's film.
  case moment(Moment)
  /// Nothing there (a selector that matched nothing, a node without that property).
  case missing
}

/// An observation that cannot be evaluated on this outcome.
///
/// The message is a key of the `Reliability` string table (`obs.eval.rows`) with named
/// arguments.
public struct ObservationError: Error, Sendable, Equatable {
  /// The message key.
  public var key: String
  /// The message's named arguments.
  public var arguments: [String: String]

  /// An evaluation error with the message `obs.eval.<name>`.
  public init(_ name: String, _ arguments: [String: String] = [:]) {
    self.key = "obs.eval." + name
    self.arguments = arguments
  }
}

/// The steps an observation reads: every outcome so far, and which one is "now".
public struct ObservationContext {
  /// Every step's outcome: the first render, then one per action.
  public var outcomes: [Outcome]
  /// The step that is "now".
  public var index: Int
  /// What the code declares and calls (`code.calls(…)`), when known.
  public var outline: SourceOutline?

  /// The context of the last step of `outcomes`.
  public init(outcomes: [Outcome], outline: SourceOutline? = nil) {
    self.outcomes = outcomes
    self.index = outcomes.count - 1
    self.outline = outline
  }

  init(outcomes: [Outcome], index: Int, outline: SourceOutline?) {
    self.outcomes = outcomes
    self.index = index
    self.outline = outline
  }

  /// The same steps with another step as "now".
  func at(_ index: Int) -> ObservationContext {
    ObservationContext(outcomes: outcomes, index: index, outline: outline)
  }

  var current: Outcome? { index >= 0 && index < outcomes.count ? outcomes[index] : nil }
  var previous: Outcome? { index >= 1 ? outcomes[index - 1] : nil }
}

extension Observation {
  /// Evaluates the observation on the last step and converts it to a value (lists become
  /// arrays, a missing node becomes `nil`).
  ///
  /// - Throws: `ObservationError` when the result is a view or an event, not a value.
  public func truth(in context: ObservationContext) throws(ObservationError) -> Value {
    try Self.value(of: evaluate(in: context))
  }

  static func value(of observed: Observed) throws(ObservationError) -> Value {
    switch observed {
    case .value(let value): return value
    case .missing: return .null
    case .list(let items):
      var values: [Value] = []
      for item in items { values.append(try value(of: item)) }
      return .array(values)
    case .node(let node):
      throw ObservationError("view-value", ["type": node.type])
    case .event(let event):
      throw ObservationError("event-value", ["type": event.type])
    case .moment(let moment):
      throw ObservationError("view-value", ["type": moment.type])
    case .failure(let failure):
      return failure.map { .string($0.message) } ?? .null
    }
  }

  /// Evaluates the observation.
  public func evaluate(in context: ObservationContext) throws(ObservationError) -> Observed {
    if case .code(let facet, let name) = self {
      guard let outline = context.outline else {
        throw ObservationError("no-code", ["facet": facet])
      }
      return .value(.bool(facet == "calls" ? outline.calls(name) : outline.declares(name)))
    }
    if case .step(let step, let inner) = self {
      guard step < context.outcomes.count else {
        throw ObservationError(
          "no-action", ["number": String(step), "count": String(context.outcomes.count - 1)])
      }
      return try inner.evaluate(in: context.at(step))
    }
    guard let outcome = context.current else { return .missing }
    switch self {
    case .code, .step:
      return .missing
    case .moment(let kind, let seconds, let filter):
      return .list(
        kind.moments(of: outcome, at: seconds, filter: filter).map(Observed.moment))
    case .literal(let value):
      return .value(value)
    case .nth(let type, let index):
      let matches = outcome.tree.preorder.filter { $0.type == type }
      return index <= matches.count ? .node(matches[index - 1]) : .missing
    case .labelled(let type, let text):
      let found = outcome.tree.firstInPreorder { node in
        node.type == type && (node.text == text || node.label == text || node.firstText == text)
      }
      return found.map(Observed.node) ?? .missing
    case .rows(let inner):
      switch try inner.evaluate(in: context) {
      case .node(let node): return .list(node.children.map(Observed.node))
      case .missing: return .list([])
      default: throw ObservationError("rows")
      }
    case .events(let kind, let type):
      let events = outcome.events.filter {
        $0.kind.rawValue.lowercased() == kind.lowercased() && (type == nil || $0.type == type)
      }
      return .list(events.map(Observed.event))
    case .warnings:
      return .list(outcome.warnings.map { .value(.string($0.consoleText)) })
    case .error:
      return .failure(outcome.error)
    case .before(let inner):
      return try inner.evaluate(in: context.at(context.index - 1))
    case .changed(let inner):
      let now = try inner.truth(in: context)
      let then = try inner.truth(in: context.at(context.index - 1))
      return .value(.bool(!now.matches(then)))
    case .compare(let left, let equal, let right):
      let same = try left.truth(in: context).matches(try right.truth(in: context))
      return .value(.bool(same == equal))
    case .and(let left, let right):
      let a = try left.truth(in: context)
      let b = try right.truth(in: context)
      return .value(.bool(a == .bool(true) && b == .bool(true)))
    case .index(let inner, let index):
      guard case .list(let items) = try inner.evaluate(in: context) else {
        throw ObservationError("index", ["index": String(index)])
      }
      return index <= items.count ? items[index - 1] : .missing
    case .member(let inner, let name, let argument):
      return try Self.project(
        try inner.evaluate(in: context), name: name, argument: argument, context: context)
    }
  }

  static func project(
    _ base: Observed, name: String, argument: String?, context: ObservationContext
  ) throws(ObservationError) -> Observed {
    switch base {
    case .list(let items):
      switch name {
      case "count": return .value(.int(items.count))
      case "any": return .value(.bool(!items.isEmpty))
      case "isEmpty": return .value(.bool(items.isEmpty))
      case "first": return items.first ?? .missing
      case "last": return items.last ?? .missing
      case "created":
        let created = Set(
          (context.current?.events ?? []).filter { $0.kind == .create }.map(\.identity))
        return .list(
          items.filter { if case .node(let n) = $0 { created.contains(n.identity) } else { false } }
        )
      case "kept":
        let before = Set(context.previous?.tree.preorder.map(\.identity) ?? [])
        return .list(
          items.filter { if case .node(let n) = $0 { before.contains(n.identity) } else { false } })
      case "types":
        return try project(base, name: "type", argument: nil, context: context)
      case "identities":
        return try project(base, name: "identity", argument: nil, context: context)
      default:
        var result: [Observed] = []
        for item in items {
          result.append(try project(item, name: name, argument: argument, context: context))
        }
        return .list(result)
      }
    case .node(let node):
      return try projectNode(node, name: name, argument: argument)
    case .event(let event):
      switch name {
      case "identity": return .value(.string(event.identity))
      case "type": return .value(.string(event.type))
      case "from", "to", "property", "edge", "animated":
        return Self.fact(name, of: event).map(Observed.value) ?? .missing
      default:
        let node =
          context.current?.tree.firstInPreorder { $0.identity == event.identity }
          ?? context.previous?.tree.firstInPreorder { $0.identity == event.identity }
        guard let node else { return .missing }
        return try projectNode(node, name: name, argument: argument)
      }
    case .moment(let moment):
      switch name {
      case "presence": return .value(.double(moment.presence))
      case "identity": return .value(.string(moment.identity))
      case "type": return .value(.string(moment.type))
      case "property": return moment.property.map { .value(.string($0)) } ?? .missing
      case "value": return moment.value.map(Observed.value) ?? .missing
      default:
        let node =
          context.current?.tree.firstInPreorder { $0.identity == moment.identity }
          ?? context.previous?.tree.firstInPreorder { $0.identity == moment.identity }
        guard let node else { return .missing }
        return try projectNode(node, name: name, argument: argument)
      }
    case .failure(let failure):
      switch name {
      case "any": return .value(.bool(failure != nil))
      case "message": return failure.map { .value(.string($0.message)) } ?? .missing
      default: throw ObservationError("error-member", ["name": name])
      }
    case .value(let value):
      switch (name, value) {
      case ("count", .array(let a)): return .value(.int(a.count))
      case ("count", .string(let s)): return .value(.int(s.count))
      case ("any", .array(let a)): return .value(.bool(!a.isEmpty))
      default:
        throw ObservationError(
          "value-member", ["name": name, "value": value.canonical])
      }
    case .missing:
      if name == "count" { return .value(.int(0)) }
      if name == "any" { return .value(.bool(false)) }
      return .missing
    }
  }

  /// An event's own fact by name: `from`/`to` of a move (positions) or an animation (values),
  /// `property`, `edge`, `animated`; nil when the event's kind has no such fact.
  static func fact(_ name: String, of event: Event) -> Value? {
    switch (name, event) {
    case ("from", .move(_, let from, _)): .int(from)
    case ("to", .move(_, _, let to)): .int(to)
    case ("from", .animate(_, _, let from, _)): from
    case ("to", .animate(_, _, _, let to)): to
    case ("property", .animate(_, let property, _, _)): .string(property)
    case ("edge", .transition(_, let edge, _, _)): .string(edge.rawValue)
    case ("animated", .transition(_, _, let animated, _)): .bool(animated)
    default: nil
    }
  }

  static func projectNode(_ node: RenderedNode, name: String, argument: String?)
    throws(ObservationError) -> Observed
  {
    switch name {
    case "text":
      if let argument {
        guard let n = Int(argument), n >= 1 else {
          throw ObservationError("text-argument", ["argument": argument])
        }
        let texts = node.preorder.filter { $0.type == "Text" }
        return n <= texts.count
          ? texts[n - 1].text.map { .value(.string($0)) } ?? .missing : .missing
      }
      return (node.text ?? node.firstText).map { .value(.string($0)) } ?? .missing
    case "label":
      return node.firstInPreorder(\.label).map { .value(.string($0)) } ?? .missing
    case "value":
      return node.firstInPreorder(\.value).map(Observed.value) ?? .missing
    case "identity": return .value(.string(node.identity))
    case "type": return .value(.string(node.type))
    case "modifier", "state", "input":
      // The first view, in preorder, with that modifier, state or input (a dotted path).
      guard let argument, !argument.isEmpty else { throw ObservationError(name) }
      let path = argument.split(separator: ".").map(String.init)
      let found = node.firstInPreorder { candidate -> Value? in
        switch name {
        case "modifier": candidate.modifiers.last { $0.name == argument }?.value
        case "state": candidate.state.first { $0.name == argument }?.value
        default: candidate.inputs?.field(path: path)
        }
      }
      return found.map(Observed.value) ?? .missing
    case "count", "any":
      throw ObservationError("one-view", ["name": name, "type": node.type])
    default:
      throw ObservationError("view-member", ["name": name])
    }
  }
}

extension RenderedNode {
  /// The node and its descendants, pre-order (screen order).
  public var preorder: [RenderedNode] {
    var result: [RenderedNode] = []
    appendPreorder(to: &result)
    return result
  }

  private func appendPreorder(to result: inout [RenderedNode]) {
    result.append(self)
    for child in children { child.appendPreorder(to: &result) }
  }

  /// The first non-nil `transform` of a node of `preorder`, found without building the list.
  public func firstInPreorder<T>(_ transform: (RenderedNode) throws -> T?) rethrows -> T? {
    if let found = try transform(self) { return found }
    for child in children {
      if let found = try child.firstInPreorder(transform) { return found }
    }
    return nil
  }

  /// The first node of `preorder` that satisfies `predicate`, found without building the list.
  public func firstInPreorder(where predicate: (RenderedNode) throws -> Bool) rethrows
    -> RenderedNode?
  {
    try firstInPreorder { try predicate($0) ? $0 : nil }
  }

  /// The text of the first `Text` inside the node.
  public var firstText: String? {
    firstInPreorder { $0.type == "Text" ? $0.text : nil }
  }
}

extension Value {
  /// Follows a dotted path through records, objects, tuples and dictionaries.
  func field(path: [String]) -> Value? {
    guard let head = path.first else { return self }
    let rest = Array(path.dropFirst())
    switch self {
    case .record(_, let fields):
      return fields.first { $0.name == head }?.value.field(path: rest)
    case .object(let reference):
      return reference.fields.first { $0.name == head }?.value.field(path: rest)
    case .tuple(let elements):
      return elements.first { $0.label == head }?.value.field(path: rest)
    case .dictionary(let pairs):
      return pairs[.string(head)]?.field(path: rest)
    default:
      return nil
    }
  }
}
