import SwiftSyntax

/// `foreach-non-constant-range`: `ForEach(0..<n)` without `id:` where the range is not a
/// literal.
///
/// `ForEach`'s range initializer treats its data as constant: it reads the range once, and when
/// `n` changes it logs "count (…) != its initial count" and keeps showing the old rows. Add
/// `id: \.self` for a range that can change, or iterate the collection itself. Reported for a
/// range with a bound that can change, and for `x.indices`; bounds that cannot (literals,
/// `T.allCases.count`, the count of a `let` declared with its value or a `static let`) are
/// left alone.
public struct ForEachNonConstantRangeRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "foreach-non-constant-range", severity: .warning, lesson: "foreach-identity",
      demo: .removeFirst,
      triggeringExamples: [
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(↓0..<ships.count) { index in Text(ships[index].name) }
              Button("Add") { ships.append(Ship()) }
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
        // One caller passes a value that changes.
        RuleExample(
          """
          extension View {
            func sparkles(count: Int) -> some View {
              ZStack { ForEach(↓0..<count) { _ in self.opacity(0.5) } }
            }
          }
          struct Sky: View {
            @State private var stars = 3
            var body: some View {
              Circle().sparkles(count: stars)
              Stepper("Stars", value: $stars)
            }
          }
          """),
        // The whole array is handed to an editor as a binding: its count can change.
        RuleExample(
          """
          struct Switchboard: View {
            @State private var lamps = [false, true, false]
            var body: some View {
              Form {
                ForEach(↓lamps.indices) { i in Toggle("Lamp \\(i)", isOn: self.$lamps[i]) }
                LampEditor(lamps: self.$lamps)
              }
            }
          }
          """),
        // A global `var` that a button appends to.
        RuleExample(
          """
          var sizes = ["S", "M", "L"]
          struct SizePicker: View {
            @State private var pick = 0
            var body: some View {
              Picker("Size", selection: $pick) { ForEach(↓0..<sizes.count) { Text(sizes[$0]) } }
              Button("More") { sizes.append("XL") }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // Every caller passes the count as a literal.
        RuleExample(
          """
          struct Spinner: View {
            let dots: Int
            var body: some View {
              HStack { ForEach(0..<dots) { _ in Circle() } }
            }
          }
          struct Loading: View {
            var body: some View { Spinner(dots: 3) }
          }
          """),
        // Elements edited in place keep the count; a `var` nothing writes is constant.
        RuleExample(
          """
          struct Sofa: View {
            @State var items: [Item] = Item.samples
            var steps = 100
            var body: some View {
              ForEach(0..<items.count) { index in
                Text(items[index].name).onTapGesture { items[index].offset = 0 }
              }
              ForEach(0..<steps) { step in Rectangle().opacity(Double(step) / 100) }
            }
          }
          """),
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
        RuleExample(
          """
          struct Snaky: View {
            private let letters = Array("IDENTITY")
            var body: some View {
              HStack {
                ForEach(0..<letters.count) { index in Text(String(letters[index])) }
                ForEach(0..<Flavor.allCases.count) { index in Text("\\(index)") }
              }
            }
          }
          """),
        // Every caller passes a literal: the range is fixed for each call.
        RuleExample(
          """
          extension View {
            func sparkles(count: Int) -> some View {
              ZStack { ForEach(0..<count) { _ in self.opacity(0.5) } }
            }
          }
          struct Sky: View {
            var body: some View {
              Circle().sparkles(count: 12)
              Circle().sparkles(count: 3)
            }
          }
          """),
        // `self.$lamps[i]` binds one element, as `$lamps[i]` does: the count stays.
        RuleExample(
          """
          struct Switchboard: View {
            @State private var lamps = [false, true, false]
            var body: some View {
              Form {
                ForEach(lamps.indices) { i in Toggle("Lamp \\(i)", isOn: self.$lamps[i]) }
              }
            }
          }
          """),
        // A global `var` that nothing writes is as constant as a `let`.
        RuleExample(
          """
          var sizes = ["S", "M", "L"]
          struct SizePicker: View {
            @State private var pick = 0
            var body: some View {
              Picker("Size", selection: $pick) { ForEach(0..<sizes.count) { Text(sizes[$0]) } }
            }
          }
          """),
      ])
  }

  /// Whether a bound cannot change while the view lives: an integer literal, `X.count` of a
  /// constant collection, a constant name, `T.allCases.count`, a function's parameter every
  /// caller passes as a literal.
  static func isConstant(_ bound: ExprSyntax, _ facts: ProjectFacts) -> Bool {
    let bound = bound.unparenthesized
    if bound.isIntegerLiteral { return true }
    if let infix = bound.as(InfixOperatorExprSyntax.self),
      ["+", "-"].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text)
    {
      return isConstant(infix.leftOperand, facts) && isConstant(infix.rightOperand, facts)
    }
    if let member = bound.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.text == "count"
    {
      return isConstantCollection(base, facts)
    }
    // A parameter every caller passes as a literal (`particles(howMany: 30)`).
    if let parameter = bound.as(DeclReferenceExprSyntax.self)?.localDeclaration?.parameterOf {
      return facts.literalArguments["\(parameter.function)(\(parameter.label):)"] == true
    }
    if let name = bound.referencedName {
      return isConstantName(
        name, facts, bare: bound.is(DeclReferenceExprSyntax.self),
        owners: facts.owners(of: bound, readIn: bound.enclosingTypeName))
    }
    return false
  }

  /// `T.allCases`, a collection declared `let` with a value or `static let`, or a stored
  /// collection the code never changes in shape (elements edited in place keep the count).
  static func isConstantCollection(_ collection: ExprSyntax, _ facts: ProjectFacts) -> Bool {
    guard let name = collection.unparenthesized.collectionKey else { return false }
    return name == "allCases"
      || isConstantName(
        name, facts, bare: collection.unparenthesized.is(DeclReferenceExprSyntax.self),
        owners: facts.owners(of: collection, readIn: collection.enclosingTypeName))
  }

  /// A name declared constant, or a stored property nothing writes and (read bare) no parent
  /// passes: `var steps = 100` never assigned, a `@State` only edited element by element,
  /// `book.pageCount` that no code sets after building the book.
  static func isConstantName(
    _ name: String, _ facts: ProjectFacts, bare: Bool, owners: Set<String>?
  ) -> Bool {
    facts.constantNames.contains(name)
      || (facts.storedNames.contains(name) && !facts.changes(name, of: owners)
        && !(bare && facts.isInput(name, of: owners) && !facts.isLiteralInput(name, of: owners))
        && !facts.localOnlyNames.contains(name))
  }

  /// Every `ForEach` over a non-literal range without `id:`.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: ["ForEach"])
    return calls.compactMap { call in
      guard call.argument(labeled: "id") == nil, let data = call.firstUnlabeledArgument else {
        return nil
      }
      let range = data.unparenthesized
      if let (lower, upper) = range.rangeBounds {
        guard !(Self.isConstant(lower, facts) && Self.isConstant(upper, facts)) else { return nil }
        let counted = upper.as(MemberAccessExprSyntax.self).flatMap { member in
          member.declName.baseName.text == "count" ? member.base : nil
        }
        return finding(
          "range", at: data, in: file, collection: counted, ["range": range.excerpt])
      }
      if let member = range.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.baseName.text == "indices", !Self.isConstantCollection(base, facts)
      {
        return finding(
          "indices", at: data, in: file, collection: base, ["range": range.excerpt])
      }
      return nil
    }
  }
}
