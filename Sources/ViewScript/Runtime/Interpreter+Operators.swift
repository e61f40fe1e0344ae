import IdentityEngine
import SwiftOperators
import SwiftScreen
import SwiftSyntax

/// Operators a user type implements (`static func == (lhs: Item, rhs: Item) -> Bool`).
extension Interpreter {
  /// `left op right` through the operator function the left (else the right) operand's type
  /// declares, or nil when neither declares one. `!=` is the negation of a declared `==`, as the
  /// standard library's default `!=` is.
  func userOperator(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    for operand in [left, right] {
      // A declared type's operator, or one an extension adds to a library type
      // (`extension CGPoint { static func +| (left: CGPoint, right: CGFloat) -> CGPoint }`).
      guard
        let type = model.types[operand.swiftTypeName]
          ?? model.libraryExtensions[operand.swiftTypeName]
      else { continue }
      // Only an overload whose parameters can take the operands: `Span`'s `+ (Span, Span)`
      // is not `date + span`, which the program's global `func + (Date, Span)` is (sample 46).
      if let methods = type.staticMethods[op]?.filter({ takes($0, left, right) }),
        let best = closest(methods, left, right)
      {
        return try invokeOperator(best, left, right, type, at: node)
      }
      if op == "!=", let methods = type.staticMethods["=="] {
        let equal = try invokeOperator(pickOverload(methods, []), left, right, type, at: node)
        return .bool(!(try bool(equal, at: node)))
      }
    }
    return nil
  }

  /// Whether an operator function's two parameters can take `left` and `right`: a parameter
  /// declared with one of the program's structures or enumerations, or with a value type of
  /// the library idlab models (`Date`, `DateComponents`, `String`, a number), takes only a
  /// value of that type (or `nil`, or an implicit member not yet typed; a floating-point
  /// parameter also an integer literal's value); any other (a protocol, a generic, `Self`, a
  /// class) is taken to fit. SwiftDate's `static func - (DateComponents, DateComponents)` is
  /// not `Date.now - 30.days`, its global `func - (Date, DateComponents)` is (sample 46).
  private func takes(_ function: FunctionDeclSyntax, _ left: Value, _ right: Value) -> Bool {
    // A prefix or postfix operator function of the same name takes one operand, never two.
    let parameters = function.signature.parameterClause.parameters
    guard parameters.count == 2 else { return false }
    return zip(parameters, [left, right]).allSatisfy { parameter, operand in
      let written = model.resolvingAliases(parameter.type.trimmedDescription)
      // An implicit member not yet given its type (`.loading`) or `nil` is not ruled out.
      let operandType = operand.swiftTypeName
      if operandType.isEmpty || operandType == "Any" || operand == .null { return true }
      if let declared = model.types[written] {
        guard declared.kind == .structType || declared.kind == .enumType else { return true }
        return operandType == declared.name
      }
      guard let accepted = Self.libraryOperandTypes[written] else { return true }
      return accepted.contains(operandType)
    }
  }

  /// Of the operator functions that take the operands (`takes`), the one whose parameters are
  /// declared with the operands' own types in most places, the first declared on a tie: Swift
  /// ranks an overload that needs no conversion above one that does, so `v * 2` with `(Vec,
  /// Int)` and `(Vec, Double)` calls the first whatever their order ("Overloaded operators",
  /// The Swift Programming Language; review of session 22).
  private func closest(_ functions: [FunctionDeclSyntax], _ left: Value, _ right: Value)
    -> FunctionDeclSyntax?
  {
    // idlab holds every floating-point value as a `Double`: a `CGFloat` or `Float` parameter is
    // as exact for it as a `Double` one, and the first declared of them is taken.
    let floating: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval"]
    let operands = [left.swiftTypeName, right.swiftTypeName]
    func exact(_ function: FunctionDeclSyntax) -> Int {
      zip(function.signature.parameterClause.parameters, operands).filter { parameter, operand in
        let written = model.resolvingAliases(parameter.type.trimmedDescription)
        return written == operand || floating.contains(written) && floating.contains(operand)
      }.count
    }
    var best: (function: FunctionDeclSyntax, score: Int)?
    for function in functions {
      let score = exact(function)
      if score > best?.score ?? -1 { best = (function, score) }
    }
    return best?.function
  }

  /// The library value types an operator parameter can be declared with, and the types of
  /// idlab's values each takes (a floating-point parameter takes an integer literal's).
  static let libraryOperandTypes: [String: Set<String>] = {
    var types: [String: Set<String>] = [
      "String": ["String"], "Bool": ["Bool"], "Date": ["Date"],
      "DateComponents": ["DateComponents"], "URL": ["URL"], "Int": ["Int"],
    ]
    for name in ["Double", "Float", "CGFloat", "TimeInterval"] { types[name] = ["Double", "Int"] }
    for name in integerWidths.keys { types[name] = ["Int"] }
    return types
  }()

  /// `left |> right` through the program's top-level function of an infix operator: for a
  /// custom operator (one Swift's standard table does not have), its function; for a standard
  /// one (`func + (lhs: Size, rhs: Size)`), the function whose parameters are declared with the
  /// operands' types, else nil and the standard operator applies.
  func customOperator(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    guard let functions = model.functions[op], !functions.isEmpty else { return nil }
    if OperatorTable.standardOperators.infixOperator(named: op) == nil {
      // The overload whose parameters take the operands, as for a type's operator.
      if let best = closest(functions.filter { takes($0, left, right) }, left, right) {
        return try invokeOperator(best, left, right, nil, at: node)
      }
      let unlabelled = [left, right].map { Argument(label: nil, value: $0, syntax: nil) }
      return try invokeOperator(pickOverload(functions, unlabelled), left, right, nil, at: node)
    }
    let operands = [typeName(of: left), typeName(of: right)]
    let matching = functions.first { function in
      function.signature.parameterClause.parameters.map {
        model.resolvingAliases($0.type.trimmedDescription)
      } == operands
    }
    guard let matching else { return nil }
    return try invokeOperator(matching, left, right, nil, at: node)
  }

  /// Whether `op` is an infix operator neither Swift's standard table nor any file given
  /// declares (no `infix operator`, no operator function): one of a package not given.
  func isUndeclaredOperator(_ op: String) -> Bool {
    SwiftOperatorTable.standard.infixOperator(named: op) == nil && model.functions[op] == nil
      && !model.types.values.contains { $0.staticMethods[op] != nil }
      && !model.libraryExtensions.values.contains { $0.staticMethods[op] != nil }
  }

  /// The standard library's prefix operators idlab evaluates itself on its own values.
  static let standardPrefixOperators: Set<String> = ["!", "-", "+", "~", "...", "..<"]

  /// `op operand` through the program's prefix operator function: a top-level `prefix func`, or
  /// a `static prefix func` of the operand's type (or of the library type a program extension
  /// extends); nil when the program declares none for it ("Prefix and Postfix Operators", The
  /// Swift Programming Language, "Advanced Operators").
  /// With `fixity: .postfix`, `operand op` through a `postfix func` the same way.
  func unaryOperator(
    _ op: String, _ operand: Value, fixity: Keyword = .prefix, at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value?
  {
    func isPrefix(_ function: FunctionDeclSyntax) -> Bool {
      SourceChecker.isUnaryOperatorFunction(function, fixity: fixity)
    }
    let type = model.types[operand.swiftTypeName] ?? model.libraryExtensions[operand.swiftTypeName]
    let candidates =
      type?.staticMethods[op]?.filter(isPrefix) ?? model.functions[op]?.filter(isPrefix) ?? []
    guard let function = candidates.first else { return nil }
    let parameter = function.signature.parameterClause.parameters.first
    var argument = operand
    if parameter?.type.as(AttributedTypeSyntax.self)?.attributes.contains(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
    }) == true {
      // `@autoclosure () -> T`: the operand, as a closure that gives it.
      argument = .opaque(
        FunctionValue(
          name: "autoclosure", body: .native({ _ in operand }), context: Context(scope: globalScope)
        ))
    }
    let label = parameter.flatMap { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    return try invoke(
      function, arguments: [Argument(label: label, value: argument, syntax: nil)],
      selfContext: nil, type: type, at: node)
  }

  /// Calls an operator function with its two operands, labelled as its parameters are (operators
  /// are called without labels).
  private func invokeOperator(
    _ decl: FunctionDeclSyntax, _ left: Value, _ right: Value, _ type: TypeDecl?,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let labels = decl.signature.parameterClause.parameters.map { parameter -> String? in
      parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }
    let arguments = [left, right].enumerated().map { index, value in
      Argument(label: index < labels.count ? labels[index] : nil, value: value, syntax: nil)
    }
    return try invoke(decl, arguments: arguments, selfContext: nil, type: type, at: node)
  }
}
