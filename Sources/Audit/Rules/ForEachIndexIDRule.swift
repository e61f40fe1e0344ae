import SwiftSyntax

/// `foreach-index-id`: a `ForEach` keyed by position over a collection that can change shape.
///
/// Index keys (`ships.indices` with `id: \.self`, `0..<ships.count` with `id: \.self`,
/// `ships.enumerated()` with `id: \.offset`, `zip(ships.indices, ships)` with `id: \.0`) tie
/// each row's identity to its slot. When the collection is state, published, bound, or changed
/// anywhere in the project (insert, remove, move, sort, assignment), state ends up on the wrong
/// row: a warning. Over a `let` or never-changed collection it is only a note.
/// `ForEach(ships.indices)` without `id:` is `foreach-non-constant-range`'s.
public struct ForEachIndexIDRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "foreach-index-id", severity: .warning, lesson: "identity-bench",
      demo: .removeFirst,
      triggeringExamples: [
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              List {
                ForEach(↓ships.indices, id: \\.self) { index in
                  TextField("Name", text: $ships[index].name)
                }
              }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @ObservedObject var model: FleetModel
            var body: some View {
              ForEach(↓0..<model.ships.count, id: \\.self) { index in
                Text(model.ships[index].name)
              }
              Button("Add") { model.ships.insert(Ship(), at: 0) }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @Binding var ships: [Ship]
            var body: some View {
              ForEach(↓Array(ships.enumerated()), id: \\.offset) { index, ship in
                Text("\\(index + 1). \\(ship.name)")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            var ships: [Ship]
            var body: some View {
              ForEach(↓ships.indices, id: \\.self) { index in Text(ships[index].name) }
            }
          }
          """, severity: .note),
        RuleExample(
          """
          struct Podium: View {
            let winners: [String]
            var body: some View {
              ForEach(↓Array(zip(winners.indices, winners)), id: \\.0) { place, name in
                Text("\\(place + 1). \\(name)")
              }
            }
          }
          """, severity: .note),
      ],
      nonTriggeringExamples: [
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(ships) { ship in Text(ship.name) }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(Array(ships.enumerated()), id: \\.element.id) { index, ship in
                Text("\\(index + 1). \\(ship.name)")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Dots: View {
            var body: some View {
              HStack { ForEach(0..<5, id: \\.self) { _ in Circle() } }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach($ships) { $ship in TextField("Name", text: $ship.name) }
            }
          }
          """),
      ])
  }

  /// Every index-keyed `ForEach` of `file`.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: ["ForEach"])
    return calls.compactMap { call in
      guard let data = call.firstUnlabeledArgument, let key = call.argument(labeled: "id"),
        let keyText = key.keyPathText, let collection = Self.indexedCollection(data, key: keyText)
      else { return nil }
      let source = collection.sourceCollection
      let name = source.referencedName
      let changes = name.map(facts.changes) ?? false
      return finding(
        changes ? "dynamic" : "stable", at: data, in: file, severity: changes ? .warning : .note,
        collection: source, ["collection": source.excerpt])
    }
  }

  /// The collection whose positions `data` enumerates, when `key` makes them the identity.
  static func indexedCollection(_ data: ExprSyntax, key: String) -> ExprSyntax? {
    let data = data.unparenthesized
    switch key {
    case "\\.self":
      if let member = data.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "indices",
        let base = member.base
      {
        return base
      }
      if let (lower, upper) = data.rangeBounds {
        if let member = upper.as(MemberAccessExprSyntax.self), let base = member.base,
          ["count", "endIndex"].contains(member.declName.baseName.text),
          lower.isIntegerLiteral
            || lower.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "startIndex"
        {
          return base
        }
        if let infix = upper.as(InfixOperatorExprSyntax.self),
          infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
          let member = infix.leftOperand.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "count", let base = member.base, lower.isIntegerLiteral
        {
          return base
        }
      }
      return nil
    case "\\.offset", "\\.0":
      return enumeratedBase(data)
    default:
      return nil
    }
  }

  /// `x` in `x.enumerated()`, `Array(x.enumerated())`, `zip(x.indices, x)`.
  static func enumeratedBase(_ data: ExprSyntax) -> ExprSyntax? {
    var expression = data.unparenthesized
    if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
      call.arguments.count == 1, let only = call.arguments.first
    {
      expression = only.expression.unparenthesized
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    if call.calleeName == "enumerated", call.arguments.isEmpty, let receiver = call.receiver {
      return receiver
    }
    if call.calleeName == "zip", call.receiver == nil, call.arguments.count == 2,
      let first = call.arguments.first?.expression.unparenthesized.as(MemberAccessExprSyntax.self),
      first.declName.baseName.text == "indices", let base = first.base
    {
      return base
    }
    return nil
  }
}
