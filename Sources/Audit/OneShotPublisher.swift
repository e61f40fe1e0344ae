import SwiftSyntax

/// Combine publishers that emit at most one value: a subscription to one, set up as a view
/// appears, runs its closure once per appearance, like `.onAppear` itself (a load, not a
/// change). Combine's documentation: `Just` "emits an output to each subscriber just once",
/// a `Future` "eventually produces a single value", and `first()`, `last()`, `collect()`,
/// `reduce`, `count()` and `output(at:)` publish at most one element.
enum OneShotPublisher {
  /// What a publisher expression is known to emit.
  enum Kind: Equatable {
    /// At most one value.
    case once
    /// As many as the publisher `root` names (`Type.member`, `@variable.member|Reader`,
    /// `name|Reader`): decided with the declared types (`ProjectFacts.isOneShot`).
    case named(String)
    /// Possibly more than one.
    case many
  }

  /// Types whose publishers emit at most once.
  static let types: Set<String> = ["Just", "Future"]

  /// Operators after which at most one value is published, whatever comes before.
  static let limiting: Set<String> = [
    "first", "last", "collect", "reduce", "tryReduce", "count", "output",
  ]

  /// Operators that publish at most as many values as they receive.
  static let passing: Set<String> = [
    "receive", "subscribe", "map", "tryMap", "compactMap", "tryCompactMap", "filter",
    "tryFilter", "eraseToAnyPublisher", "replaceError", "replaceNil", "replaceEmpty",
    "handleEvents", "delay", "print", "breakpoint", "mapError", "setFailureType",
    "assertNoFailure", "removeDuplicates", "ignoreOutput", "timeout", "share",
  ]

  static func kind(of publisher: ExprSyntax) -> Kind {
    var expression = publisher.unparenthesized
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        let name = call.calleeName ?? ""
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base
        {
          if limiting.contains(name) { return .once }
          if name == "prefix", call.firstUnlabeledArgument?.trimmedDescription == "1" {
            return .once
          }
          guard passing.contains(name) else { return .many }
          expression = base.unparenthesized
          continue
        }
        // `Just(true)`, `Future { … }`, `Future<Bool, Never> { … }`.
        let type =
          call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression
          .trimmedDescription ?? call.calledExpression.trimmedDescription
        return ["Just", "Future"].contains(type) ? .once : .many
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self)
      {
        let name = member.declName.baseName.text
        let reader = expression.enclosingTypeName ?? ""
        if base.baseName.tokenKind == .keyword(.self) { return .named("\(name)|\(reader)") }
        let baseName = base.baseName.text
        if baseName.first?.isUppercase == true { return .named("\(baseName).\(name)") }
        if base.isLocalVariable { return .many }
        return .named("@\(baseName).\(name)|\(reader)")
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self), !reference.isLocalVariable {
        return .named("\(reference.baseName.text)|\(expression.enclosingTypeName ?? "")")
      }
      return .many
    }
  }
}

extension ProjectFacts {
  /// Whether the publisher a `OneShotPublisher.Kind.named` root names emits at most once: its
  /// declared type (or the type of the value it is declared with) is `Just` or `Future`.
  func isOneShot(_ root: String) -> Bool {
    let parts = root.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    let written = String(parts[0])
    let reader = parts.count == 2 && !parts[1].isEmpty ? String(parts[1]) : nil
    var found: [String] = []
    if written.hasPrefix("@") {
      let pieces = written.dropFirst().split(separator: ".", maxSplits: 1).map(String.init)
      guard pieces.count == 2 else { return false }
      let bases =
        reader.flatMap { memberTypes["\($0).\(pieces[0])"].map { [$0.baseTypeName] } }
        ?? valueTypes[pieces[0]].map { $0.map(\.baseTypeName) } ?? []
      guard !bases.isEmpty else { return false }
      for base in bases {
        if let type = memberTypes["\(base).\(pieces[1])"] {
          found.append(type)
        } else if let types = valueTypes[pieces[1]] {
          found.append(contentsOf: types)
        } else {
          return false
        }
      }
    } else if written.contains(".") {
      guard let type = memberTypes[written] else { return false }
      found = [type]
    } else if let reader, let type = memberTypes["\(reader).\(written)"] {
      found = [type]
    } else {
      found = Array(valueTypes[written] ?? [])
    }
    return !found.isEmpty && found.allSatisfy { OneShotPublisher.types.contains($0.baseTypeName) }
  }

  /// Whether the functions called by `shapes` (`load(userId:)`, and `load{}` for calls with
  /// a trailing closure, which may be any of them) are called, and only as a view appears:
  /// in an `onAppear`/`task` closure, or in a function that itself runs only so.
  func runsOnlyAsViewsAppear(_ written: Set<String>, visiting: Set<String> = []) -> Bool {
    // `name(*)`: every call of the name (`FactCollector.callShapes` of a function with many
    // defaults).
    var shapes = written.filter { !$0.hasSuffix("(*)") }
    for wildcard in written where wildcard.hasSuffix("(*)") {
      let prefix = String(wildcard.dropLast(2))
      shapes.formUnion(callContexts.keys.filter { $0.hasPrefix(prefix) })
    }
    let key = shapes.sorted().joined(separator: "|")
    guard !visiting.contains(key), visiting.count < 8 else { return false }
    let called = shapes.contains { !$0.hasSuffix("{}") && callContexts[$0] != nil }
    guard called else { return false }
    return shapes.allSatisfy { shape in
      (callContexts[shape] ?? []).allSatisfy { context in
        if context == "appear" { return true }
        guard context.hasPrefix("in:") else { return false }
        let caller = Set(context.dropFirst(3).split(separator: "|").map(String.init))
        return runsOnlyAsViewsAppear(caller, visiting: visiting.union([key]))
      }
    }
  }

  /// These facts with the assignments made in one-shot subscriptions as a view appears
  /// (`pendingLoads`), and in functions only other files call (`pendingFunctionLoads`), decided with `target`'s declared types: loads when every publisher they
  /// wait on emits at most once, changes otherwise.
  public func resolvingLoads(with target: ProjectFacts) -> ProjectFacts {
    guard !pendingLoads.isEmpty || !pendingFunctionLoads.isEmpty else { return self }
    var copy = self
    // Assigned in a function another file calls: a load when every call of it in the target
    // runs as the view appears (`.onAppear { model.load() }`).
    for (key, functions) in pendingFunctionLoads.sorted(by: { $0.key < $1.key }) {
      let (writer, name) = Self.splitWriterKey(key)
      if target.runsOnlyAsViewsAppear(functions) {
        copy.loadedNames.insert(name)
      } else {
        copy.mutatedNames.insert(name)
        copy.mutatedWriters[name, default: []].insert(writer)
        copy.unsizedReshapes.insert("\(writer).\(name)")
      }
    }
    copy.pendingFunctionLoads = [:]
    for (name, roots) in pendingLoads.sorted(by: { $0.key < $1.key }) {
      if roots.allSatisfy(target.isOneShot) {
        copy.loadedNames.insert(name)
      } else {
        copy.mutatedNames.insert(name)
        copy.mutatedWriters[name, default: []].insert("?")
      }
    }
    copy.pendingLoads = [:]
    return copy
  }
}
