import IdentityEngine
import Testing

// MARK: - A small DSL for building view descriptions in tests

/// Collects every state storage the test views create, by printed identity, so a test can
/// "tap" a row (`registry["…/Counter"]?["n"] = 3`) the way the learner would.
final class Registry {
  private(set) var storages: [String: StateStorage] = [:]
  /// Log lines written by callbacks (onAppear, onDisappear, task, onChange, bodies).
  var log: [String] = []

  func add(_ storage: StateStorage) { storages[storage.identity] = storage }

  /// The live storage whose identity ends with `suffix` (a unique match).
  subscript(suffix: String) -> StateStorage? {
    let matches = storages.values.filter { $0.isAlive && $0.identity.hasSuffix(suffix) }
    return matches.count == 1 ? matches[0] : nil
  }
}

func text(_ string: String) -> ViewDescription { .primitive(Primitive(kind: .text, text: string)) }
func color(_ name: String) -> ViewDescription { .primitive(Primitive(kind: .color, text: name)) }
func spacer() -> ViewDescription { .primitive(Primitive(kind: .spacer)) }
func button(_ label: String, _ action: @escaping () throws -> Void) -> ViewDescription {
  .primitive(Primitive(kind: .button, label: label, action: Callback(action)))
}
func textField(_ placeholder: String, _ storage: StateStorage, _ name: String) -> ViewDescription {
  .primitive(
    Primitive(
      kind: .textField, label: placeholder,
      binding: Binding(get: { storage[name] }, set: { storage[name] = $0 })))
}

func vstack(_ children: ViewDescription...) -> ViewDescription { .container(.vStack, children) }
func hstack(_ children: ViewDescription...) -> ViewDescription { .container(.hStack, children) }
func group(_ children: ViewDescription...) -> ViewDescription { .container(.group, children) }
func lazyVStack(_ children: ViewDescription...) -> ViewDescription {
  .container(.lazyVStack, children)
}
func list(_ children: ViewDescription...) -> ViewDescription { .container(.list, children) }
func scrollView(_ children: ViewDescription...) -> ViewDescription {
  .container(.scrollView, children)
}

/// `if condition { a } else { b }`.
func ifElse(_ condition: Bool, _ a: ViewDescription, _ b: ViewDescription) -> ViewDescription {
  .conditional(leaf: condition ? 0 : 1, leafCount: 2, condition ? a : b)
}
/// `if condition { a }`.
func ifOnly(_ condition: Bool, _ a: ViewDescription) -> ViewDescription {
  .optional(condition ? a : nil)
}

/// A user-defined view.
func view(
  _ name: String, inputs: Value = .null, state: [(String, Value)] = [],
  registry: Registry? = nil, body: @escaping (StateStorage) throws -> ViewDescription
) -> ViewDescription {
  .custom(custom(name, inputs: inputs, state: state, registry: registry, body: body))
}

func custom(
  _ name: String, inputs: Value = .null, state: [(String, Value)] = [],
  registry: Registry? = nil, body: @escaping (StateStorage) throws -> ViewDescription
) -> CustomView {
  CustomView(
    typeName: name, inputs: inputs,
    state: state.map { entry in StateDeclaration(name: entry.0, initial: { entry.1 }) },
    body: { storage in
      registry?.add(storage)
      return try body(storage)
    })
}

/// `struct Counter: View { let label; @State var n = 0; body: Text("\(label)\(n)") }`.
func counter(_ registry: Registry, label: String = "", typeName: String = "Counter")
  -> ViewDescription
{
  view(typeName, inputs: .string(label), state: [("n", .int(0))], registry: registry) { storage in
    text("\(label)\(storage["n"].displayDescription)")
  }
}

/// A keyed (or positional) ForEach over ids.
func forEach(
  _ ids: [Value], _ identification: ForEachDescription.Identification = .keyed,
  dataType: String = "Array<Item>", idType: String = "String",
  row: @escaping (Int) throws -> ViewDescription
) -> ViewDescription {
  .forEach(
    ForEachDescription(
      identification: identification, ids: ids, dataType: dataType, idType: idType, row: row))
}

extension ViewDescription {
  func onAppear(_ action: @escaping () throws -> Void) -> ViewDescription {
    .modified(self, .onAppear(Callback(action)))
  }
  func onDisappear(_ action: @escaping () throws -> Void) -> ViewDescription {
    .modified(self, .onDisappear(Callback(action)))
  }
  func id(_ value: Value) -> ViewDescription { .modified(self, .id(value)) }
  func task(id: Value? = nil, _ action: @escaping () throws -> Void) -> ViewDescription {
    .modified(self, .task(id: id, TaskBody { _ in try action() }))
  }
  func onChange(of value: Value, _ action: @escaping () throws -> Void) -> ViewDescription {
    .modified(self, .onChange(value: value, Callback(action)))
  }
  func transition(_ name: String) -> ViewDescription { .modified(self, .transition(name: name)) }
  func animation(_ curve: String = "default", value: Value) -> ViewDescription {
    .modified(self, .animation(curve: curve, value: value))
  }
  func modifier(_ name: String, _ value: Value) -> ViewDescription {
    .modified(self, .other(name: name, value: value))
  }
  func focused(_ storage: StateStorage, _ name: String, equals: Value, cleared: Value = .null)
    -> ViewDescription
  {
    .modified(
      self,
      .focused(
        Binding(get: { storage[name] }, set: { storage[name] = $0 }), equals: equals,
        cleared: cleared))
  }
}

// MARK: - Running

extension Simulation {
  /// Sets root state in one action.
  @discardableResult
  func set(_ name: String, _ value: Value, animated: Bool = false) -> Outcome {
    perform(animated: animated) { self.rootState?[name] = value }
  }
}

/// A root view named `Root` with the given state.
func rootSimulation(
  _ state: [(String, Value)], registry: Registry? = nil, options: Simulation.Options = .init(),
  body: @escaping (StateStorage) throws -> ViewDescription
) -> Simulation {
  Simulation(
    root: custom("Root", state: state, registry: registry, body: body), options: options)
}

/// The reference's counting scenario: a root with `flag: true` whose body is `body(flag)`; the
/// `Counter` counts to 3, then `flag` turns false. Returns the outcome of that last update.
func countThenClearFlag(
  _ registry: Registry, body: @escaping (_ flag: Bool) -> ViewDescription
) -> Outcome {
  let sim = rootSimulation([("flag", .bool(true))], registry: registry) { root in
    body(root["flag"] == .bool(true))
  }
  sim.start()
  sim.perform { registry["Counter"]?["n"] = .int(3) }
  return sim.set("flag", .bool(false))
}

extension Outcome {
  /// Event lines of the given kinds (all kinds when empty), identities shortened by
  /// dropping everything up to the last `prefixEnd` marker if given.
  func lines(_ kinds: Event.Kind...) -> [String] {
    events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.description)
  }
}

extension Event {
  /// A transition's `animated` flag (nil for other kinds), for assertions.
  var transitionIsAnimated: Bool? {
    if case .transition(_, _, let animated, _) = self { return animated }
    return nil
  }
}

extension Value {
  static func s(_ string: String) -> Value { .string(string) }
}

// MARK: - List fixtures

/// The texts of all `Text` nodes in screen order.
func texts(_ node: RenderedNode) -> [String] {
  node.allNodes.filter { $0.type == "Text" }.compactMap(\.text)
}

/// `struct Root { @State var items: [String]; body: VStack { ForEach(items, id: \.self) { Counter(label: "\($0):") } } }`,
/// rows logging `A id` / `D id`. Positional identification uses indices as ids.
func listSimulation(
  _ items: [String], _ identification: ForEachDescription.Identification = .keyed,
  registry: Registry, container: Container = .vStack, options: Simulation.Options = .init()
) -> Simulation {
  rootSimulation(
    [("items", .array(items.map(Value.string)))], registry: registry, options: options
  ) { root in
    guard case .array(let values) = root["items"] else { return .empty }
    let ids: [Value] =
      identification == .keyed ? values : values.indices.map { Value.int($0) }
    let each = forEach(
      ids, identification, dataType: "Array<String>",
      idType: identification == .keyed ? "String" : "Int"
    ) { index in
      let name = values[index].interpolatedDescription
      let label = identification == .keyed ? name : "\(index)"
      return counter(registry, label: "\(name):")
        .onAppear { registry.log.append("A \(label)") }
        .onDisappear { registry.log.append("D \(label)") }
    }
    return .container(container, [each])
  }
}

extension Simulation {
  /// Replaces the root's `items`.
  @discardableResult
  func setItems(_ items: [String], animated: Bool = false) -> Outcome {
    set("items", .array(items.map(Value.string)), animated: animated)
  }
}
