import SwiftSyntax

/// `foreach-non-constant-range`: `ForEach(0..<n)` without `id:` where the range is not a
/// literal.
///
/// `ForEach`'s range initializer treats its data as constant: it reads the range once, and when
/// `n` changes it logs "count (…) != its initial count" and keeps showing the old rows. Add
/// `id: \.self` for a range that can change, or iterate the collection itself. Reported for a
/// range with a bound that is not an integer literal, and for `x.indices`.
public struct ForEachNonConstantRangeRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "foreach-non-constant-range", severity: .warning, lesson: "foreach-identity",
      triggeringExamples: [
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(↓0..<ships.count) { index in Text(ships[index].name) }
            }
          }
          """),
        RuleExample(
          """
          struct Stars: View {
            let rating: Int
            var body: some View {
              HStack { ForEach(↓0..<rating) { _ in Image(systemName: "star.fill") } }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            let ships: [Ship]
            var body: some View {
              ForEach(↓ships.indices) { index in Text(ships[index].name) }
            }
          }
          """),
        RuleExample(
          """
          struct Pages: View {
            let count: Int
            var body: some View {
              ForEach(↓(1...count)) { page in Text("\\(page)") }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        RuleExample(
          """
          struct Dots: View {
            var body: some View {
              HStack { ForEach(0..<5) { _ in Circle() } }
            }
          }
          """),
        RuleExample(
          """
          struct Stars: View {
            let rating: Int
            var body: some View {
              HStack { ForEach(0..<rating, id: \\.self) { _ in Image(systemName: "star.fill") } }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            let ships: [Ship]
            var body: some View {
              ForEach(ships) { ship in Text(ship.name) }
            }
          }
          """),
      ])
  }

  /// Every `ForEach` over a non-literal range without `id:`.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let visitor = CallVisitor(named: ["ForEach"])
    visitor.walk(file.tree)
    return visitor.calls.compactMap { call in
      guard call.argument(labeled: "id") == nil, let data = call.firstUnlabeledArgument else {
        return nil
      }
      let range = data.unparenthesized
      if let (lower, upper) = range.rangeBounds {
        guard !(lower.isIntegerLiteral && upper.isIntegerLiteral) else { return nil }
        return finding("range", at: data, in: file, ["range": range.excerpt])
      }
      if let member = range.as(MemberAccessExprSyntax.self), member.base != nil,
        member.declName.baseName.text == "indices"
      {
        return finding("indices", at: data, in: file, ["range": range.excerpt])
      }
      return nil
    }
  }
}
