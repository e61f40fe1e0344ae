import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the fifty-third unseen sample found missing, each with a scene of our own. Expected
/// values come from the language and Apple's documentation, written before running: a tuple
/// pattern over an opaque value, a control's trailing closure that takes a parameter, a static
/// of the program's `Array` extension as an implicit member, a `Decimal` extension's members,
/// `URL(string:relativeTo:)`, a program's `ChartContent`, `AttributedString(markdown:)`.
@Suite struct UnseenCodeRules53Tests {
  /// `let (a, b) = opaque`: each part of a value idlab does not simulate is that value again,
  /// as a member of it is (docs/semantics.md, "Opaque by default").
  @Test func aTuplePatternOverAnOpaqueValueBindsOpaqueParts() throws {
    let scene = try TestScene(
      source: """
        import CoordinateKit
        struct Place: View {
          var body: some View {
            let (lat, lon) = Geocoder.split("1,2")
            VStack {
              Text("Place")
              Text("\\(lat) \\(lon)")
              Text(reassigned)
            }
          }
          var reassigned: String {
            var first = "a"
            var second = "b"
            (first, second) = Geocoder.split("3,4")
            return first + second
          }
        }
        """)
    let texts = scene.first.tree.texts
    #expect(texts.count == 3)
    #expect(texts.first == "Place")
    #expect(texts.dropFirst().allSatisfy { $0.contains("‹") })
  }

  /// `Slider(value: $v, in: 0...5) { editing in … }` is `init(value:in:onEditingChanged:)`: the
  /// only initializer whose trailing closure takes an argument (a `Bool`); it is no label, and
  /// nothing calls it at the first render.
  @Test func aSlidersTrailingClosureWithAParameterIsOnEditingChanged() throws {
    let scene = try TestScene(
      source: """
        struct Speed: View {
          @State private var speed = 2.0
          @State private var editing = false
          var body: some View {
            VStack {
              Slider(value: $speed, in: 0...5) { isEditing in
                editing = isEditing
              }
              Slider(value: $speed, in: 0...5) { Text("Speed") }
              Text(editing ? "editing" : "idle")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["idle"])
    #expect(scene.first.tree.nodes(ofType: "Slider").map(\.label) == [nil, "Speed"])
  }

  /// `var fruits: [Fruit] = .samples` names the program's `extension Array where Element ==
  /// Fruit { static var samples }`: an implicit member is looked up in the contextual type,
  /// `[Fruit]` being `Array<Fruit>` (SE-0287; "Array Type Shorthand Syntax").
  @Test func anImplicitMemberOfAnArrayTypeReachesTheProgramsArrayExtension() throws {
    let scene = try TestScene(
      source: """
        struct Fruit: Identifiable { let id: Int; let name: String }
        extension Array where Element == Fruit {
          static var samples: [Fruit] { [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")] }
        }
        struct Fruits: View {
          var fruits: [Fruit] = .samples
          var body: some View {
            List(fruits) { Text($0.name) }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["Apple", "Pear"])
  }

  /// A `Decimal` written as a literal is a number: the program's `extension Decimal` members
  /// apply to it, and it compares as a number.
  @Test func aDecimalExtensionsMembersApplyToADecimal() throws {
    let scene = try TestScene(
      source: """
        extension Decimal {
          var doubled: Decimal { self * 2 }
          var isPricey: Bool { self > 20 }
        }
        struct Price: View {
          let price: Decimal = 12.5
          var body: some View {
            VStack {
              Text(price.doubled.isPricey ? "pricey" : "cheap")
              if price.isPricey { Text("wrong") } else { Text("fine") }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["pricey", "fine"])
  }

  /// `URL(string: "items", relativeTo: base)`: the reference resolved against its base as
  /// RFC 3986 section 5.2 resolves it (a path without a slash replaces the base's last segment).
  @Test func aURLRelativeToABaseIsResolved() throws {
    let scene = try TestScene(
      source: """
        struct Endpoint: View {
          let base = URL(string: "https://example.com/api/v1")!
          var items: URL? { URL(string: "items?page=2", relativeTo: base) }
          var body: some View {
            VStack {
              Text(items?.absoluteString ?? "none")
              Text(items?.host ?? "none")
              Text(URL(string: "/root", relativeTo: base)?.path ?? "none")
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == ["https://example.com/api/items?page=2", "example.com", "/root"])
  }

  /// A program's `ChartContent` (or `MapContent`) is built as a view is: its `body` gives the
  /// marks a `Chart` shows.
  @Test func aProgramsChartContentBuildsItsMarks() throws {
    let scene = try TestScene(
      source: """
        import Charts
        struct Sale: Identifiable { let id: Int; let day: String; let amount: Double }
        struct SaleMark: ChartContent {
          let sale: Sale
          var body: some ChartContent {
            BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
          }
        }
        struct Sales: View {
          let sales = [Sale(id: 1, day: "Mon", amount: 3), Sale(id: 2, day: "Tue", amount: 5)]
          var body: some View {
            Chart {
              ForEach(sales) { SaleMark(sale: $0) }
            }
          }
        }
        """)
    #expect(scene.first.tree.nodes(ofType: "SaleMark").count == 2)
    #expect(scene.first.tree.nodes(ofType: "BarMark").count == 2)
  }

  /// `AttributedString(markdown:)` holds the characters Foundation's parser leaves: the inline
  /// markers are read, not shown.
  @Test func anAttributedStringFromMarkdownShowsItsText() throws {
    let scene = try TestScene(
      source: """
        struct Note: View {
          var text: AttributedString {
            (try? AttributedString(markdown: "Hello **bold** and [a link](https://example.com)"))
              ?? AttributedString("failed")
          }
          var body: some View { Text(text) }
        }
        """)
    #expect(scene.first.tree.texts == ["Hello bold and a link"])
  }

  /// `typealias Entry = SchemaV1.Entry` for a `@Model` nested in a versioned schema: `[Entry]`
  /// names the nested class, so a query over it lists what the context inserts ("Type Alias
  /// Declaration", The Swift Programming Language; `Query`, Apple).
  @Test func aQueryThroughAnAliasOfANestedModelListsItsInstances() throws {
    let scene = try TestScene(
      source: """
        import SwiftData
        enum SchemaV1 {
          @Model final class Entry {
            var title: String
            init(title: String) { self.title = title }
          }
        }
        typealias Entry = SchemaV1.Entry
        struct Entries: View {
          @Query private var entries: [Entry]
          @Environment(\\.modelContext) private var context
          var body: some View {
            List {
              ForEach(entries) { Text($0.title) }
              Button("Add") { context.insert(Entry(title: "New")) }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts.isEmpty)
    #expect(try scene.perform(#"tap "Add""#).tree.texts == ["New"])
  }

  /// `.chartOverlay { proxy in … }` and `.chartBackground { proxy in … }` build their views
  /// beside the chart, as an overlay's and a background's are; the proxy is opaque.
  @Test func aChartsOverlayAndBackgroundAreBuilt() throws {
    let scene = try TestScene(
      source: """
        import Charts
        struct Sales: View {
          var body: some View {
            Chart {
              BarMark(x: .value("Day", "Mon"), y: .value("Amount", 3))
            }
            .chartBackground { proxy in Text("Behind") }
            .chartOverlay { proxy in
              GeometryReader { geometry in Text("Above") }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["Behind", "Above"])
  }
}
