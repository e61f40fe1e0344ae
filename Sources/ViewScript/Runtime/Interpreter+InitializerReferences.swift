import IdentityEngine
import SwiftParser
import SwiftSyntax

/// A library type's initializer used as a function value (`strings.compactMap(URL.init(string:))`,
/// `values.map(String.init)`, `names.map(Text.init)`).
extension Interpreter {
  /// `T.init(label:…)` or `T.init` of a type the program does not declare: a function that
  /// builds its value as the call `T(label: argument, …)` does, so every initializer idlab
  /// runs when it is called is also one it runs as a function value ("Like a function, an
  /// initializer can be used as a value", The Swift Programming Language, "Initializer
  /// Expression"). The call is written once per arity as syntax of its own and run with the
  /// arguments bound; what it fails with is located at the reference (a held-out sample of
  /// session 25 refused `flatMap(URL.init(string:))`).
  func libraryInitializerReference(_ typeName: String, _ member: MemberAccessExprSyntax) -> Value {
    let written = member.declName.argumentNames?.arguments.map { name -> String? in
      name.name.tokenKind == .wildcard ? nil : name.name.text
    }
    return .opaque(
      FunctionValue(
        name: typeName,
        body: .native { [self] arguments in
          let labels = written ?? Array(repeating: nil, count: arguments.count)
          let closure = self.initializerCalls.closure(typeName, labels: labels)
          let function = try self.evaluate(ExprSyntax(closure), Context(scope: self.globalScope))
          // What the call notes as opaque is listed at the reference too.
          let noted = self.runtimeOpaque.count
          defer { self.relocateOpaqueNotes(from: noted, at: member) }
          do throws(EvalError) {
            return try self.callValue(
              function, arguments.map { Argument(label: nil, value: $0.value) }, at: member)
          } catch {
            throw self.relocated(error, at: member)
          }
        }, context: Context(scope: globalScope)))
  }

  /// The opaque names noted since the `first` one, located at `node`.
  private func relocateOpaqueNotes(from first: Int, at node: some SyntaxProtocol) {
    guard first < runtimeOpaque.count, let place = position(node) else { return }
    for index in first..<runtimeOpaque.count {
      runtimeOpaque[index].path = pathOf(node)
      runtimeOpaque[index].line = place.line
      runtimeOpaque[index].column = place.column
      runtimeOpaque[index].length = place.length
    }
  }

  /// `error` located at `node`: a failure or diagnostic of a call written by idlab itself
  /// (`libraryInitializerReference`) points at the code that made the call.
  private func relocated(_ error: EvalError, at node: some SyntaxProtocol) -> EvalError {
    switch error {
    case .failure(let failure):
      return self.failure(
        failure.id, failure.message, at: node, messageKey: failure.messageKey,
        arguments: failure.arguments)
    case .diagnostic(var diagnostic):
      guard let place = position(node) else { return error }
      diagnostic.path = pathOf(node)
      diagnostic.line = place.line
      diagnostic.column = place.column
      diagnostic.length = place.length
      return .diagnostic(diagnostic)
    case .chainNil:
      return error
    }
  }
}

/// The calls `libraryInitializerReference` writes, one closure per type and labels
/// (`{ a0 in URL(string: a0) }`), parsed once per run.
final class InitializerCalls {
  private var parsed: [String: ClosureExprSyntax] = [:]

  /// The closure that calls `typeName`'s initializer with `labels`, one parameter each.
  func closure(_ typeName: String, labels: [String?]) -> ClosureExprSyntax {
    let parameters = labels.indices.map { "idlabArgument\($0)" }
    let arguments = zip(labels, parameters).map { label, parameter in
      label.map { "\($0): \(parameter)" } ?? parameter
    }
    let head = parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in "
    let source = "{ " + head + typeName + "(" + arguments.joined(separator: ", ") + ") }"
    if let known = parsed[source] { return known }
    let file = Parser.parse(source: source)
    let closure =
      file.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
      .as(ClosureExprSyntax.self)
      ?? file.statements.first?.item.as(ClosureExprSyntax.self)
      ?? ClosureExprSyntax(statements: [])
    parsed[source] = closure
    return closure
  }
}
