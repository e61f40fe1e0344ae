import Foundation
import IdentityEngine
@_exported import IdlabTestSupport
import Testing

@testable import ViewScript

/// The test fixtures folder (a copied resource).
enum Fixtures {
  /// `Tests/ViewScriptTests/Fixtures` inside the test bundle.
  static var root: URL {
    if let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) { return url }
    return repositoryURL("Tests/ViewScriptTests/Fixtures")
  }

  /// The text of `relativePath` below the fixtures folder.
  static func text(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// The files of a fixtures subfolder, sorted.
  static func files(in folder: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }
}

/// A compiled, running scene for tests.
struct TestScene {
  let run: SceneRun

  /// Compiles and starts source text; diagnostics fail the test with their English text.
  init(source: String, root: String? = nil, path: String = "scene.swift", stepLimit: Int = 200_000)
    throws
  {
    try self.init(
      files: [ScriptSource(path: path, source: source)], root: root, stepLimit: stepLimit)
  }

  /// Compiles and starts several files as one module (the first is the scene).
  init(files: [ScriptSource], root: String? = nil, stepLimit: Int = 200_000) throws {
    var program: ScriptProgram
    do {
      program = try ScriptProgram.compile(files: files, root: root)
    } catch {
      throw TestSceneError(Self.describe(error))
    }
    program.stepLimit = stepLimit
    do {
      run = try program.simulate(root: root)
    } catch {
      throw TestSceneError(Self.describe(error))
    }
  }

  /// Compiles and starts a fixture.
  init(fixture: String, root: String? = nil, stepLimit: Int = 200_000) throws {
    try self.init(
      source: try Fixtures.text(fixture), root: root, path: fixture, stepLimit: stepLimit)
  }

  static func describe(_ diagnostics: ScriptDiagnostics) -> String {
    diagnostics.diagnostics.map {
      "\($0.path):\($0.line):\($0.column): \($0.code) \($0.englishMessage)"
    }
    .joined(separator: "\n")
  }

  /// Runs an action; diagnostics fail the test.
  @discardableResult
  func perform(_ action: String) throws -> Outcome {
    do {
      return try run.perform(action).outcome
    } catch {
      throw TestSceneError(Self.describe(error))
    }
  }

  var first: Outcome { run.steps[0].outcome }
  var tree: RenderedNode { run.steps[run.steps.count - 1].outcome.tree }
}

/// A diagnostic surfaced as a test failure.
struct TestSceneError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

// MARK: - Tree queries

extension RenderedNode {
  /// Every node in screen order (pre-order).
  var allNodes: [RenderedNode] {
    var result: [RenderedNode] = [self]
    for child in children { result.append(contentsOf: child.allNodes) }
    return result
  }

  /// The strings of every `Text`, in screen order.
  var texts: [String] {
    allNodes.filter { $0.type == "Text" }.compactMap(\.text)
  }

  /// Nodes of a type, in screen order.
  func nodes(ofType type: String) -> [RenderedNode] {
    allNodes.filter { $0.type == type }
  }

  /// One state value by name.
  func state(_ name: String) -> Value? {
    state.first { $0.name == name }?.value
  }

  /// One modifier value by name.
  func modifier(_ name: String) -> Value? {
    modifiers.first { $0.name == name }?.value
  }
}

extension Outcome {
  /// Events of one kind, optionally for one node type.
  func events(_ kind: Event.Kind, type: String? = nil) -> [Event] {
    events.filter { $0.kind == kind && (type == nil || $0.type == type) }
  }
}
