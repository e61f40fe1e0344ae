import SwiftSyntax

/// What a program's source declares and calls, by name: the structure a challenge can demand
/// ("keep the helper", "without `.id()`") whatever the code does when it runs.
///
///     let outline = try ScriptProgram.compile(source: code, path: "a.swift").outline
///     outline.calls("id")              // a call `.id(…)` or `id(…)` appears
///     outline.declares("highlighted")  // a `func highlighted` is declared
public struct SourceOutline: Sendable, Equatable {
  /// Names of every function and method declared (`highlighted`, `body` is a property).
  public var declaredFunctions: Set<String>
  /// Names of every function, method or modifier called (`highlighted`, `id`, `ForEach`).
  public var calledNames: Set<String>

  /// Creates an outline from name sets.
  public init(declaredFunctions: Set<String> = [], calledNames: Set<String> = []) {
    self.declaredFunctions = declaredFunctions
    self.calledNames = calledNames
  }

  /// Whether the source calls `name` (a free function, a method or a modifier).
  public func calls(_ name: String) -> Bool { calledNames.contains(name) }

  /// Whether the source declares a function or method `name`.
  public func declares(_ name: String) -> Bool { declaredFunctions.contains(name) }

  /// The outline of a parsed source file.
  init(_ tree: some SyntaxProtocol) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    self.init(declaredFunctions: collector.declared, calledNames: collector.called)
  }

  /// Collects declared and called names in one walk.
  private final class Collector: SyntaxVisitor {
    var declared: Set<String> = []
    var called: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = Self.calledName(node.calledExpression) { called.insert(name) }
      return .visitChildren
    }

    static func calledName(_ expression: ExprSyntax) -> String? {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
        return calledName(specialized.expression)
      }
      return nil
    }
  }
}
