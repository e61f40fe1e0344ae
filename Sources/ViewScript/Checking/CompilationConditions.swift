import SwiftSyntax

/// `#if` as the compiler sees it when it builds for an iPhone simulator in debug (Xcode's
/// previews): `os(iOS)`, `DEBUG`, `targetEnvironment(simulator)`, `canImport` of the frameworks
/// a SwiftUI app on iOS has, and recent `swift(>=…)`/`compiler(>=…)` are true; every other
/// condition (another OS, an unknown flag, `hasFeature`) is false, as an undefined compilation
/// condition is in Swift. Only the active clause exists: the others are not checked, collected
/// or run.
enum CompilationConditions {
  /// Modules `canImport(…)` finds on iOS: the SDK's frameworks (`AppleSDKNames.frameworks`,
  /// not those of another platform) and the Objective-C runtime's modules, which every
  /// Darwin platform has (sample 40: a package's `#if canImport(ObjectiveC)` took its Linux
  /// branch).
  static let importableModules: Set<String> = Set([
    "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData",
    "MapKit", "CoreLocation", "AVKit", "PhotosUI", "Charts", "ObjectiveC", "Dispatch", "os",
    "OSLog", "CoreGraphics", "CoreImage", "AVFoundation", "UserNotifications", "CloudKit",
    "HealthKit", "EventKit", "Contacts", "Photos", "WebKit",
    // The modules of Xcode's previews (`#Preview` is `PreviewsMacros`' macro; sample 49's
    // `#if DEBUG && canImport(PreviewsMacros)` dropped three previews).
    "PreviewsMacros", "DeveloperToolsSupport",
  ]).union(
    AppleSDKNames.frameworks.subtracting(["AppKit", "Cocoa", "Glibc", "WatchKit", "XCTest"]))

  /// The flags each package file's manifest defines (`PackageDefines`), by the file's tree.
  static let packageFlags = PackageFlags()

  /// The clause of `node` that the compiler keeps, if any.
  static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    node.clauses.first { clause in
      clause.poundKeyword.tokenKind == .poundElse || clause.condition.map(isTrue) == true
    }
  }

  /// Whether `clause` is the one its `#if` keeps.
  static func isActive(_ clause: IfConfigClauseSyntax) -> Bool {
    guard let owner = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return true }
    return activeClause(of: owner)?.id == clause.id
  }

  /// The statements of the active clause of a `#if` among statements (empty when none).
  static func activeStatements(of node: IfConfigDeclSyntax) -> CodeBlockItemListSyntax {
    if case .statements(let items) = activeClause(of: node)?.elements { return items }
    return CodeBlockItemListSyntax([])
  }

  /// The case clauses of a `switch`, a `#if` among them replaced by its active clause's cases
  /// (`#if os(iOS) case .b: … #endif`), in order.
  static func activeCases(of switchExpr: SwitchExprSyntax) -> [SwitchCaseSyntax] {
    func cases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
      list.flatMap { element -> [SwitchCaseSyntax] in
        switch element {
        case .switchCase(let clause): return [clause]
        case .ifConfigDecl(let conditional):
          guard case .switchCases(let inner)? = activeClause(of: conditional)?.elements else {
            return []
          }
          return cases(inner)
        @unknown default: return []
        }
      }
    }
    return cases(switchExpr.cases)
  }

  /// The declarations of the active clause of a `#if` among declarations (empty when none).
  static func activeDeclarations(of node: IfConfigDeclSyntax) -> [DeclSyntax] {
    switch activeClause(of: node)?.elements {
    case .statements(let items): return items.compactMap { $0.item.as(DeclSyntax.self) }
    case .decls(let members): return members.map(\.decl)
    default: return []
    }
  }

  /// `declarations` with each `#if` replaced by its active clause's declarations, recursively.
  static func expanding(_ declarations: [DeclSyntax]) -> [DeclSyntax] {
    declarations.flatMap { declaration -> [DeclSyntax] in
      guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { return [declaration] }
      return expanding(activeDeclarations(of: conditional))
    }
  }

  /// The value of one `#if` condition.
  static func isTrue(_ condition: ExprSyntax) -> Bool {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name == "DEBUG" || packageFlags.defines(name, inFileOf: condition)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isTrue(only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !isTrue(prefix.expression)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      if op == "&&" { return isTrue(infix.leftOperand) && isTrue(infix.rightOperand) }
      if op == "||" { return isTrue(infix.leftOperand) || isTrue(infix.rightOperand) }
      return false
    }
    guard let call = condition.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    let argument = call.arguments.first?.expression.trimmedDescription ?? ""
    switch name {
    case "os": return argument == "iOS"
    case "targetEnvironment": return argument == "simulator"
    case "canImport": return importableModules.contains(argument)
    // Darwin's Swift has the Objective-C runtime (`_runtime(_ObjC)`; `_runtime(_Native)` is
    // Linux's and Windows').
    case "_runtime": return argument == "_ObjC"
    case "swift", "compiler": return argument.hasPrefix(">=")
    case "arch": return argument == "arm64"
    default: return false
    }
  }
}
