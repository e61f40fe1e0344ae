import IdentityEngine
import Testing

@testable import ViewScript

/// Renders one view's body to its description, outside the engine (for shape tests).
struct Describer {
  let program: ScriptProgram
  let interpreter: Interpreter

  init(_ source: String) throws {
    do {
      program = try ScriptProgram.compile(source: source, path: "unit.swift")
    } catch {
      throw TestSceneError(TestScene.describe(error))
    }
    interpreter = Interpreter(model: program.model, path: "unit.swift")
    interpreter.stepLimit = 200_000
    interpreter.register(Syntax(program.tree), converter: program.converter)
  }

  /// The body of `view` (default: the last view) with its initial state.
  func body(_ view: String? = nil, state overrides: [String: Value] = [:]) throws -> ViewDescription
  {
    let name = view ?? program.viewNames.last ?? ""
    guard let type = program.model.types[name] else { throw TestSceneError("no view \(name)") }
    let instance = try run { () throws(EvalError) -> Value in
      try interpreter.construct(type, [], at: type.syntax)
    }
    var values: [(String, Value)] = []
    for property in type.storedProperties where property.isStateLike {
      let initial = try run { () throws(EvalError) -> Value in
        try interpreter.initialStateValue(property, in: type)
      }
      values.append((property.name, overrides[property.name] ?? initial))
    }
    let storage = StateStorage(identity: name, values: values)
    return try run { () throws(EvalError) -> ViewDescription in
      try interpreter.renderBody(instance, type, storage)
    }
  }

  /// Evaluates a Swift expression in an empty scope.
  func evaluate(_ expression: String) throws -> Value {
    let (tree, converter) = try parseOrThrow(expression)
    interpreter.register(Syntax(tree), converter: converter)
    let context = Context(scope: Scope(parent: interpreter.globalScope))
    return try run { () throws(EvalError) -> Value in
      try interpreter.runBody(tree.statements, context)
    }
  }

  private func parseOrThrow(_ text: String) throws -> (
    SourceFileSyntaxAlias, SourceLocationConverterAlias
  ) {
    do {
      return try ScriptProgram.parse(text, path: "<expr>")
    } catch {
      throw TestSceneError(TestScene.describe(error))
    }
  }

  func run<T>(_ body: () throws(EvalError) -> T) throws -> T {
    interpreter.stackThread = nil
    interpreter.refreshStackLimit()
    interpreter.steps = 0
    do {
      return try body()
    } catch {
      switch error {
      case .failure(let failure): throw failure
      case .diagnostic(let diagnostic):
        throw TestSceneError("\(diagnostic.code) \(diagnostic.englishMessage)")
      case .chainNil: throw TestSceneError("nil chain")
      }
    }
  }
}
