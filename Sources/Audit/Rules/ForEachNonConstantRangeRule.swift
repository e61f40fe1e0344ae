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
        // The characters of a word the user types: not literals, the count changes.
        RuleExample(
          """
          struct Letters: View {
            @State private var word = "Hello"
            var body: some View {
              TextField("Word", text: $word)
              ForEach(↓0..<Array(word).count) { i in Text(String(Array(word)[i])) }
            }
          }
          """),
        // A bound read from a state array a button changes: the element changes.
        RuleExample(
          """
          struct Bands: View {
            @State private var tops = [2, 5]
            var body: some View {
              ForEach(↓0..<tops[0]) { n in Text("\\(n)") }
              Button("More") { tops[0] += 1 }
            }
          }
          """),
        // The system's region codes, filtered by a prefix the user types.
        RuleExample(
          """
          struct RegionList: View {
            @State private var prefix = ""
            var regions: [String] {
              var found: [String] = []
              for code in Locale.isoRegionCodes where code.hasPrefix(prefix) { found.append(code) }
              return found
            }
            var body: some View {
              TextField("Prefix", text: $prefix)
              ForEach(↓0..<regions.count) { Text(regions[$0]) }
            }
          }
          """),
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
        // One caller passes readings that grow.
        RuleExample(
          """
          struct PieRing: View {
            let values: [Double]
            var body: some View {
              ZStack { ForEach(↓0..<values.count) { i in Text("\\(values[i])") } }
            }
          }
          struct Meter: View {
            @State private var readings: [Double] = []
            var body: some View {
              PieRing(values: readings)
              Button("Read") { readings.append(1) }
            }
          }
          """),
        // The global computed list includes a global that a button appends to.
        RuleExample(
          """
          struct Show { let title: String }
          let pilot = Show(title: "Pilot")
          var extras: [Show] = []
          var featured: [Show] { [pilot] + extras }
          struct ShowRow: View {
            var shows: [Show]
            var body: some View { HStack { ForEach(↓0..<shows.count) { i in Text(shows[i].title) } } }
          }
          struct Home: View {
            var body: some View {
              ShowRow(shows: featured)
              Button("More") { extras.append(Show(title: "Extra")) }
            }
          }
          """),
        // The chart passes on readings its parent loads and extends.
        RuleExample(
          """
          struct Slice { let start: Double; let end: Double }
          struct PieRow: View {
            var data: [Double]
            var slices: [Slice] {
              var result: [Slice] = []
              var start = 0.0
              for value in data {
                result.append(Slice(start: start, end: start + value))
                start += value
              }
              return result
            }
            var body: some View {
              ZStack { ForEach(↓0..<self.slices.count) { i in Text("\\(slices[i].start)") } }
            }
          }
          struct PieChart: View {
            let data: [Double]
            init(data: [Double]) { self.data = data }
            var body: some View { PieRow(data: data) }
          }
          struct Report: View {
            @State private var samples: [Double] = []
            var body: some View {
              PieChart(data: samples)
              Button("Sample") { samples.append(5) }
            }
          }
          """),
        // A catalog renews the current series' seasons.
        RuleExample(
          """
          struct Series { let id: Int; var seasons: Int? }
          final class Catalog {
            var current = Series(id: 1, seasons: nil)
            func renew() { current.seasons = 5 }
          }
          struct SeriesDetail: View {
            let series: Series
            var body: some View {
              ForEach(↓0..<(series.seasons ?? 0)) { s in Text("Season \\(s + 1)") }
            }
          }
          """),
        // The petal count reads a stepper's value.
        RuleExample(
          """
          struct Petals: View {
            let count: Int
            var body: some View {
              ZStack {
                ForEach(↓0..<count) { i in Capsule().rotationEffect(.degrees(Double(i) * 360 / Double(count))) }
              }
            }
          }
          struct Bouquet: View {
            @State private var extra = 0
            var body: some View {
              HStack { ForEach(0..<5) { i in Petals(count: self.petals(for: i)) } }
              Stepper("More", value: $extra)
            }
            func petals(for ring: Int) -> Int { ring * 2 + extra }
          }
          """),
        // The computed titles read an observed object's books: the object stays, its books change.
        RuleExample(
          """
          final class Library: ObservableObject {
            @Published var books: [String] = []
            func add() { books.append("New") }
          }
          struct Shelf: View {
            @ObservedObject var library: Library
            var titles: [String] { library.books.sorted() }
            var body: some View { ForEach(↓0..<titles.count) { i in Text(titles[i]) } }
          }
          """),
        // A badge the importer has handed out is retagged: the owner's tags change under the view.
        RuleExample(
          """
          final class Member { var tags: [String] = [] }
          final class Badge { var owner: Member? }
          struct MemberTags: View {
            let member: Member
            var body: some View { HStack { ForEach(↓0..<member.tags.count) { i in Text(member.tags[i]) } } }
          }
          final class Importer {
            func retag(_ badge: Badge, with names: [String]) { badge.owner?.tags = names }
          }
          """),
        // The number of ticks converts a slider's value: it changes as the slider moves.
        RuleExample(
          """
          struct Ruler: View {
            @State private var length = 4.0
            var body: some View {
              Slider(value: $length, in: 1...12)
              HStack { ForEach(↓0..<Int(length)) { tick in Text("\\(tick)") } }
            }
          }
          """),
        // The strip removes a tab through its binding: the caller's count changes too.
        RuleExample(
          """
          struct Tab { var title: String; var width: CGFloat = 0 }
          struct TabStrip: View {
            @Binding var tabs: [Tab]
            var body: some View {
              HStack {
                ForEach(↓tabs.indices) { i in
                  Text(tabs[i].title).onTapGesture(count: 2) { tabs.remove(at: i) }
                }
              }
            }
          }
          struct Tabs: View {
            @State private var tabs = [Tab(title: "All"), Tab(title: "New")]
            var body: some View {
              TabStrip(tabs: $tabs)
              ForEach(↓tabs.indices) { i in Text(tabs[i].title) }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // The count of a collection written with literals only (audit sample AS).
        RuleExample(
          """
          struct Wave: View {
            @State private var lifted = false
            var body: some View {
              HStack {
                ForEach(0..<Array("Hello!").count) { i in
                  Text(String(Array("Hello!")[i])).offset(y: lifted ? -8 : 0)
                }
                ForEach(0..<["a", "b"].count) { Text("\\($0)") }
              }
              .onTapGesture { lifted.toggle() }
            }
          }
          """),
        // Bounds read from `let` arrays of literals at a row of a constant range (audit
        // sample AC), and a count decided by a widget's family, which a widget keeps.
        RuleExample(
          """
          struct Bands: View {
            let lo = [1, 3, 6]
            let hi = [2, 5, 9]
            var body: some View { VStack { ForEach(0..<lo.count) { i in band(i) } } }
            func band(_ i: Int) -> some View {
              HStack { ForEach(lo[i]..<hi[i] + 1) { n in Text("\\(n)") } }
            }
          }
          """),
        RuleExample(
          """
          struct Shelf: View {
            @Environment(\\.widgetFamily) var family
            var rows: Int { family == .systemLarge ? 2 : 1 }
            var body: some View {
              VStack { ForEach(0..<rows) { r in Text("row \\(r)") } }
            }
          }
          """),
        // The importer writes the tags of a member it has just built: initialization, not a change
        // of the member the view shows.
        RuleExample(
          """
          final class Member { var tags: [String] = [] }
          final class Badge { var owner: Member? }
          struct MemberTags: View {
            let member: Member
            var body: some View { HStack { ForEach(0..<member.tags.count) { i in Text(member.tags[i]) } } }
          }
          final class Importer {
            func make(from names: [String]) -> Badge {
              let badge = Badge()
              badge.owner = Member()
              badge.owner?.tags = names
              return badge
            }
          }
          """),
        // Every system region code, named in one literal locale: a table fixed while the app
        // runs.
        RuleExample(
          """
          struct RegionList: View {
            var regions: [String] {
              var names: [String] = []
              for code in NSLocale.isoCountryCodes {
                names.append(Locale(identifier: "fr_FR").localizedString(forRegionCode: code) ?? code)
              }
              return names
            }
            var body: some View {
              ForEach(0..<regions.count) { Text(regions[$0]) }
            }
          }
          """),
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
        // A row's own element, through a ternary and a comparison (audit sample X).
        RuleExample(
          """
          struct App: Identifiable { let id: Int; let rating: Double }
          struct Ratings: View {
            let apps: [App]
            var body: some View {
              ForEach(apps) { app in
                HStack {
                  ForEach(0..<Int(app.rating)) { _ in Image(systemName: "star.fill") }
                  ForEach(0..<(5 - Int(app.rating) < 0 ? 0 : 5 - Int(app.rating))) { _ in
                    Image(systemName: "star")
                  }
                  ForEach(0..<max(0, 5 - Int(app.rating))) { _ in Image(systemName: "star") }
                }
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
        // Every place that builds the ring passes an array literal of literals.
        RuleExample(
          """
          struct PieRing: View {
            let values: [Double]
            var body: some View {
              ZStack { ForEach(0..<values.count) { i in Text("\\(values[i])") } }
            }
          }
          struct Dashboard: View {
            var body: some View { PieRing(values: [25, 15, 40, 20]) }
          }
          """),
        // Every caller passes a global computed list of global constants.
        RuleExample(
          """
          struct Show { let title: String }
          let pilot = Show(title: "Pilot")
          let finale = Show(title: "Finale")
          var featured: [Show] { [pilot, finale] }
          struct ShowRow: View {
            var shows: [Show]
            var body: some View { HStack { ForEach(0..<shows.count) { i in Text(shows[i].title) } } }
          }
          struct Home: View {
            var body: some View { ShowRow(shows: featured) }
          }
          """),
        // The chart passes on its own input, which every caller fills with a literal; the slices are
        // // computed from it alone.
        RuleExample(
          """
          struct Slice { let start: Double; let end: Double }
          struct PieRow: View {
            var data: [Double]
            var slices: [Slice] {
              var result: [Slice] = []
              var start = 0.0
              for value in data {
                result.append(Slice(start: start, end: start + value))
                start += value
              }
              return result
            }
            var body: some View {
              ZStack { ForEach(0..<self.slices.count) { i in Text("\\(slices[i].start)") } }
            }
          }
          struct PieChart: View {
            let data: [Double]
            init(data: [Double]) { self.data = data }
            var body: some View { PieRow(data: data) }
          }
          struct Report: View {
            var body: some View { PieChart(data: [25, 15, 40, 20]) }
          }
          """),
        // Nothing writes a series' seasons: read as a member, they are as the series was built.
        RuleExample(
          """
          struct Series { let id: Int; var seasons: Int? }
          struct SeriesDetail: View {
            let series: Series
            var body: some View {
              ForEach(0..<(series.seasons ?? 0)) { s in Text("Season \\(s + 1)") }
            }
          }
          """),
        // Each ring's count is a function of the row's own index, which never changes for that row.
        RuleExample(
          """
          struct Petals: View {
            let count: Int
            var body: some View {
              ZStack {
                ForEach(0..<count) { i in Capsule().rotationEffect(.degrees(Double(i) * 360 / Double(count))) }
              }
            }
          }
          struct Bouquet: View {
            var body: some View {
              HStack { ForEach(0..<5) { i in Petals(count: self.petals(for: i)) } }
            }
            func petals(for ring: Int) -> Int { ring * 2 + 5 }
          }
          """),
        // The computed titles read only a global constant.
        RuleExample(
          """
          let shelfTitles = ["Emma", "Dune"]
          struct Shelf: View {
            var titles: [String] { shelfTitles.sorted() }
            var body: some View { ForEach(0..<titles.count) { i in Text(titles[i]) } }
          }
          """),
        // A numeric conversion of a constant is a constant (`Int(_:)` converts its argument alone).
        RuleExample(
          """
          enum Grid { static let divisions: CGFloat = 4 }
          struct Timeline: View {
            var body: some View {
              VStack {
                ForEach(0..<(24 * Int(Grid.divisions))) { slot in Divider() }
                ForEach(0..<Int(4.0)) { quarter in Text("Q\\(quarter + 1)") }
              }
            }
          }
          """),
        // The binding's only writes, in the type it is passed to, edit elements: the count stays.
        RuleExample(
          """
          struct Tab { var title: String; var width: CGFloat = 0 }
          struct TabStrip: View {
            @Binding var tabs: [Tab]
            var body: some View {
              HStack {
                ForEach(tabs.indices) { i in
                  Text(tabs[i].title).onGeometryChange(for: CGFloat.self) { $0.size.width } action: {
                    tabs[i].width = $0
                  }
                }
              }
            }
          }
          struct Tabs: View {
            @State private var tabs = [Tab(title: "All"), Tab(title: "New")]
            var body: some View {
              TabStrip(tabs: $tabs)
              ForEach(tabs.indices) { i in Text(tabs[i].title) }
            }
          }
          """),
      ])
  }

  /// Whether a bound cannot change while the view lives: a number literal, `X.count` of a
  /// constant collection, a constant name, `T.allCases.count`, a function's parameter every
  /// caller passes as a literal, a numeric conversion (`Int(x)`) of any of these, and what
  /// arithmetic, comparisons, `min`/`max`/`abs` and a ternary make of constants (audit sample X:
  /// `0..<(5 - Int(app.rating) < 0 ? 0 : 5 - Int(app.rating))` over a row's own element was
  /// reported while the plain form was not).
  static func isConstant(_ bound: ExprSyntax, _ facts: ProjectFacts) -> Bool {
    let bound = bound.unparenthesized
    if bound.isNumberLiteral { return true }
    // `Int(Grid.divisions)`, `Int(4.0)`: a numeric conversion of a constant.
    if let converted = bound.numericConversionOperand { return isConstant(converted, facts) }
    // `rows * columns`, `movie.seasons ?? 0`, `stars < 0`: constant when both sides are.
    if let infix = bound.as(InfixOperatorExprSyntax.self),
      ["+", "-", "*", "/", "%", "??", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text)
    {
      return isConstant(infix.leftOperand, facts) && isConstant(infix.rightOperand, facts)
    }
    if let ternary = bound.as(TernaryExprSyntax.self) {
      return isConstant(ternary.condition, facts) && isConstant(ternary.thenExpression, facts)
        && isConstant(ternary.elseExpression, facts)
    }
    if let call = bound.as(FunctionCallExprSyntax.self),
      ["min", "max", "abs"].contains(call.calleeName),
      call.calledExpression.is(DeclReferenceExprSyntax.self), !call.arguments.isEmpty
    {
      return call.arguments.allSatisfy { isConstant($0.expression, facts) }
    }
    if let member = bound.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.text == "count"
    {
      return isConstantCollection(base, facts)
    }
    // `lo[i]`: an element of a constant collection at a constant position (audit sample AC:
    // bounds read from `let` arrays of literals by a constant row).
    // Unlike a count, an element changes when the code edits it in place (`tops[0] += 1`).
    if let element = bound.as(SubscriptCallExprSyntax.self), !element.arguments.isEmpty {
      let collection = element.calledExpression.unparenthesized
      guard let name = collection.collectionKey else { return false }
      let owners = facts.owners(of: collection, readIn: collection.enclosingTypeName)
      return !facts.canChange(name, bare: collection.isBareRead, of: owners)
        && element.arguments.allSatisfy { isConstant($0.expression, facts) }
    }
    // A parameter every caller passes as a literal (`particles(howMany: 30)`).
    if let parameter = bound.as(DeclReferenceExprSyntax.self)?.localDeclaration?.parameterOf {
      return facts.literalArguments["\(parameter.function)(\(parameter.label):)"] == true
    }
    if let name = bound.referencedName {
      return facts.isConstant(
        name, bare: bound.isBareRead,
        owners: facts.owners(of: bound, readIn: bound.enclosingTypeName))
    }
    return false
  }

  /// `T.allCases`, a collection declared `let` with a value or `static let`, or a stored
  /// collection the code never changes in shape (elements edited in place keep the count).
  static func isConstantCollection(_ collection: ExprSyntax, _ facts: ProjectFacts) -> Bool {
    if isLiteralCollection(collection) { return true }
    guard let name = collection.unparenthesized.collectionKey else { return false }
    return name == "allCases"
      || facts.isConstant(
        name, bare: collection.unparenthesized.isBareRead,
        owners: facts.owners(of: collection, readIn: collection.enclosingTypeName))
  }

  /// Whether `collection` is written with literals only, so its count never changes: a string
  /// literal without interpolation, an array literal of literals, or `Array(…)`/`Set(…)` of
  /// one (`0..<Array("Hello!").count`: audit sample AS).
  static func isLiteralCollection(_ collection: ExprSyntax) -> Bool {
    let collection = collection.unparenthesized
    if let string = collection.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let array = collection.as(ArrayExprSyntax.self) {
      return array.elements.allSatisfy { $0.expression.isLiteralArgument }
    }
    if let call = collection.as(FunctionCallExprSyntax.self),
      ["Array", "Set"].contains(call.calleeName), call.arguments.count == 1,
      let only = call.arguments.first, only.label == nil
    {
      return isLiteralCollection(only.expression)
    }
    return false
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
