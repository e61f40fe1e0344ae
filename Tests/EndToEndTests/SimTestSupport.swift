import Foundation
import Testing

/// Runs the built `idlab` binary on scene fixtures and reads its `idlab.sim/1` JSON.
///
/// The binary is `$IDLAB_BINARY` if set, else `.build/debug/idlab` below the package root (found
/// from this file's path). Run `swift build` (or `make`) first.
enum SimE2E {
  /// The scenario fixtures folder.
  static let scenarios = repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/sim/scenarios")

  /// The extension of scene fixtures (Package.swift excludes `Fixtures` from compilation).
  static let sceneExtension = ".swift"

  /// What one run of the binary produced.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `idlab` with `arguments` from the repository root, without colour.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
    var extra = ["NO_COLOR": "1"]
    extra.merge(environment) { $1 }
    let result = try IdlabBinary.run(
      arguments, environment: extra, workingDirectory: repositoryRoot)
    return Output(
      status: result.status, stdout: result.standardOutput, stderr: result.standardError)
  }

  /// Runs a scenario fixture (`15-keyed-reverse`) with its header actions and `--json`.
  static func scenario(_ name: String) throws -> SimRun {
    let url = scenarios.appendingPathComponent(name + sceneExtension)
    let source = try String(contentsOf: url, encoding: .utf8)
    let header = SceneHeader(of: source)
    let actions = header.actions
    let arguments = ["sim", url.path] + header.simArguments + ["--json"]
    let output = try run(arguments)
    guard output.status == 0 || output.status == 1 else {
      throw Failure("idlab sim \(name) exited \(output.status):\n\(output.stderr)")
    }
    let run = try SimRun(json: output.stdout)
    let failed = run.steps.contains { $0.errorMessage != nil }
    guard output.status == (failed ? 1 : 0) else {
      throw Failure("idlab sim \(name) exited \(output.status); a step failed: \(failed)")
    }
    guard run.steps.count == actions.count + 1 else {
      throw Failure("\(name): expected \(actions.count + 1) steps, got \(run.steps.count)")
    }
    return run
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// A parsed `idlab.sim/1` document.
struct SimRun {
  var schema: String
  var root: String
  var steps: [SimStep]

  init(json: String) throws {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    else { throw SimE2E.Failure("not a JSON object: \(json.prefix(200))") }
    schema = object["schema"] as? String ?? ""
    root = object["root"] as? String ?? ""
    steps = (object["steps"] as? [[String: Any]] ?? []).map(SimStep.init)
  }

  subscript(index: Int) -> SimStep { steps[index] }
  var last: SimStep { steps[steps.count - 1] }
}

/// One step of a parsed run.
struct SimStep {
  var index: Int
  var action: String?
  var tree: SimNode
  var events: [SimEvent]
  var warnings: [String]
  var errorMessage: String?

  init(_ object: [String: Any]) {
    index = object["index"] as? Int ?? -1
    action = object["action"] as? String
    tree = SimNode(object["tree"] as? [String: Any] ?? [:])
    events = (object["events"] as? [[String: Any]] ?? []).map(SimEvent.init)
    warnings = object["warnings"] as? [String] ?? []
    errorMessage = (object["error"] as? [String: Any])?["message"] as? String
  }

  /// Events of the given kinds, in order.
  func events(_ kinds: String...) -> [SimEvent] { events.filter { kinds.contains($0.kind) } }
  /// The positions (in the event list) of events of `kind`.
  func positions(of kind: String) -> [Int] {
    events.indices.filter { events[$0].kind == kind }
  }
  /// Every node of the tree in screen order (pre-order).
  var nodes: [SimNode] { tree.all }
  /// Nodes of a type, in screen order.
  func nodes(_ type: String) -> [SimNode] { nodes.filter { $0.type == type } }
  /// The first node of a type.
  func node(_ type: String) -> SimNode? { nodes.first { $0.type == type } }
  /// The node of `type` whose subtree shows `text` in a Text (a row or a counter by its name).
  func node(_ type: String, showing text: String) -> SimNode? {
    nodes(type).first { $0.all.contains { $0.type == "Text" && $0.text == text } }
  }
  /// The texts of every `Text` on screen, in order.
  var texts: [String] { nodes("Text").compactMap(\.text) }
  /// A state value of the root view.
  func rootState(_ name: String) -> Any? { tree.state[name] }
}

/// One node of a parsed tree.
struct SimNode {
  var type: String
  var identity: String
  var text: String?
  var label: String?
  var value: Any?
  var state: [String: Any]
  var modifiers: [(name: String, value: Any)]
  var children: [SimNode]

  init(_ object: [String: Any]) {
    type = object["type"] as? String ?? ""
    identity = object["identity"] as? String ?? ""
    text = object["text"] as? String
    label = object["label"] as? String
    value = object["value"]
    state = object["state"] as? [String: Any] ?? [:]
    modifiers = (object["modifiers"] as? [[String: Any]] ?? []).map {
      ($0["name"] as? String ?? "", $0["value"] as Any)
    }
    children = (object["children"] as? [[String: Any]] ?? []).map(SimNode.init)
  }

  var all: [SimNode] { [self] + children.flatMap(\.all) }
  /// An integer state value.
  func int(_ name: String) -> Int? { (state[name] as? NSNumber)?.intValue }
  /// A string state value.
  func string(_ name: String) -> String? { state[name] as? String }
  /// Whether a state value is JSON null.
  func isNull(_ name: String) -> Bool { state[name] is NSNull }
}

/// One parsed event.
struct SimEvent: CustomStringConvertible {
  var kind: String
  var identity: String
  var type: String
  var object: [String: Any]

  init(_ object: [String: Any]) {
    kind = object["kind"] as? String ?? ""
    identity = object["identity"] as? String ?? ""
    type = object["type"] as? String ?? ""
    self.object = object
  }

  var edge: String? { object["edge"] as? String }
  var animated: Bool? { object["animated"] as? Bool }
  var description: String { "\(kind) \(type) \(identity)" }
}
