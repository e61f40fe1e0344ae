import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// An implicit member (`.text("a")`, `.empty`, `.make(3)`) is looked up in the type its context
/// expects, as Swift's type checker does ("Implicit Member Expression", The Swift Programming
/// Language), also when several declared enums have a case of that name: through array and
/// dictionary literals and tuples, in a user function's or method's argument, and in an element
/// added to an array property.
@Suite struct ImplicitMemberTests {
  /// Two enums nested in one view, both with a case `text(String)`; only `Trailing` has a
  /// method `label()`, so a case resolved against the wrong enum fails to run.
  static let cell = """
    struct Cell: View {
      let leading: Leading
      let trailing: Trailing
      var body: some View {
        HStack {
          leading.title
          trailing.label()
        }
      }
    }
    extension Cell {
      enum Leading {
        case text(String)
        case icon(String, String)
        var title: Text {
          switch self {
          case let .text(text): return Text("L:" + text)
          case let .icon(name, text): return Text("L:\\(name) " + text)
          }
        }
      }
      enum Trailing {
        case empty
        case text(String)
        static func badge(_ count: Int) -> Trailing { .text("#\\(count)") }
        func label() -> Text {
          switch self {
          case .empty: return caption(with: .init("-"))
          case let .text(text): return caption(with: .init(text))
          }
        }
        var plain: String {
          switch self {
          case .empty: return "-"
          case let .text(text): return text
          }
        }
        private func caption(with text: String) -> Text { Text("T:" + text) }
      }
    }

    """

  @Test func tuplesInAnArrayLiteralTakeEachElementsDeclaredType() throws {
    let scene = try TestScene(
      source: Self.cell + """
        struct Cells: View {
          var body: some View {
            let rows: [(left: Cell.Leading, right: Cell.Trailing)] = [
              (.text("a"), .empty),
              (.icon("star", "b"), .text("c")),
              (left: .text("d"), right: .badge(4)),
            ]
            return VStack {
              ForEach(Array(zip(rows.indices, rows)), id: \\.0) { _, row in
                Cell(leading: row.left, trailing: row.right)
              }
            }
          }
        }
        """, root: "Cells")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["L:a", "T:-", "L:star b", "T:c", "L:d", "T:#4"])
    #expect(
      scene.first.tree.nodes(ofType: "Cell").map(\.identity) == [
        "Cells/VStack/0/ForEach/0/Cell", "Cells/VStack/0/ForEach/1/Cell",
        "Cells/VStack/0/ForEach/2/Cell",
      ])
  }

  @Test func aStoredPropertyAndADictionaryCarryTheirDeclaredTypes() throws {
    let scene = try TestScene(
      source: Self.cell + """
        struct Cells: View {
          let rows: [(left: Cell.Leading, right: Cell.Trailing)] = [(.text("a"), .text("b"))]
          let extras: [String: Cell.Trailing] = ["x": .text("y")]
          var body: some View {
            VStack {
              Cell(leading: rows[0].left, trailing: rows[0].right)
              Cell(leading: .text("k"), trailing: extras["x"] ?? .empty)
            }
          }
        }
        """, root: "Cells")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["L:a", "T:b", "L:k", "T:y"])
  }

  @Test func anArgumentOfAFunctionOrAMethodHasItsParametersType() throws {
    let scene = try TestScene(
      source: Self.cell + """
        func describe(_ trailing: Cell.Trailing, prefix: String = "") -> String {
          prefix + trailing.plain
        }
        struct Cells: View {
          var body: some View {
            VStack {
              Text(describe(.text("f")))
              Text(describe(.text("g"), prefix: ">"))
              Text(Self.show(count: 1, .text("h")))
            }
          }
          static func show(count: Int, _ trailing: Cell.Trailing) -> String {
            "\\(count) " + trailing.plain
          }
        }
        """, root: "Cells")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == ["f", ">g", "1 h"])
  }

  @Test func anElementAddedToAnArrayStateHasTheElementType() throws {
    let scene = try TestScene(
      source: Self.cell + """
        struct Cells: View {
          @State private var rows: [(left: Cell.Leading, right: Cell.Trailing)] = []
          var body: some View {
            VStack {
              ForEach(rows.indices, id: \\.self) { index in
                Cell(leading: rows[index].left, trailing: rows[index].right)
              }
              Button("Add") { rows.append((.text("n\\(rows.count)"), .text("m"))) }
              Button("First") { rows.insert((.text("f"), .empty), at: 0) }
            }
          }
        }
        """, root: "Cells")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts.isEmpty)
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.error == nil)
    #expect(added.tree.texts == ["L:n0", "T:m"])
    let inserted = try scene.perform(#"tap "First""#)
    #expect(inserted.error == nil)
    #expect(inserted.tree.texts == ["L:f", "T:-", "L:n0", "T:m"])
    // The rows are identified by their index: the new first row takes identity 0.
    #expect(
      inserted.tree.nodes(ofType: "Cell").map(\.identity) == [
        "Cells/VStack/0/ForEach/0/Cell", "Cells/VStack/0/ForEach/1/Cell",
      ])
    #expect(
      inserted.events(.create, type: "Cell").map(\.identity) == ["Cells/VStack/0/ForEach/1/Cell"])
  }

  /// `self.init(caption: .init(…))` and `Caption.init(text:style:)`: the argument takes the
  /// parameter type of that type's initializer, through an optional (`Caption?`) and a failable
  /// `init?`, so `.boxed(true)` is a `Caption.Style` and its computed `Bool` reads as one.
  @Test func anArgumentOfSelfInitHasTheDelegatedInitializersParameterType() throws {
    let scene = try TestScene(
      source: """
        struct Tile: View {
          private let caption: Caption?
          init(title: String?, boxed: Bool) {
            self.init(caption: .init(text: title, style: .boxed(boxed)))
          }
          init(plain title: String) {
            self.init(caption: Caption.init(text: title, style: .bare))
          }
          private init(caption: Caption?) {
            self.caption = caption
          }
          var body: some View {
            if let caption {
              Text(caption.text).padding(.leading, caption.style.isBoxed ? 12 : 0)
              Text(caption.style.isBoxed ? "boxed" : "bare")
            }
          }
        }
        extension Tile {
          struct Caption {
            let text: String
            let style: Style
            init?(text: String?, style: Style) {
              guard let text else { return nil }
              self.text = text
              self.style = style
            }
            enum Style {
              case boxed(Bool)
              case bare
              var isBoxed: Bool {
                switch self {
                case let .boxed(isBoxed): isBoxed
                case .bare: false
                }
              }
            }
          }
        }
        struct Tiles: View {
          var body: some View {
            VStack {
              Tile(title: "a", boxed: true)
              Tile(title: nil, boxed: true)
              Tile(title: "c", boxed: false)
              Tile(plain: "d")
            }
          }
        }
        """, root: "Tiles")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["a", "boxed", "c", "bare", "d", "bare"])
    #expect(
      scene.first.tree.nodes(ofType: "Tile").map(\.identity) == [
        "Tiles/VStack/0/Tile", "Tiles/VStack/1/Tile", "Tiles/VStack/2/Tile",
        "Tiles/VStack/3/Tile",
      ])
  }

  /// `.foregroundColor(_ color: Color?)`: `.primary` is `Color.primary`, although a type of the
  /// program has a static `primary` (Swift looks the member up in the parameter's type only).
  @Test func aModifiersColourIsTheColourNotAProgramTypesStatic() throws {
    let scene = try TestScene(
      source: """
        enum Brand {
          static let primary = Color.green
        }

        struct Label: View {
          var body: some View {
            VStack {
              Text("Plain").foregroundColor(.primary)
              Text("Brand").foregroundColor(Brand.primary)
            }
          }
        }
        """, root: "Label")
    let texts = scene.first.tree.allNodes.filter { $0.type == "Text" }
    #expect(texts.map { $0.modifiers.first?.value } == [.color("primary"), .color("green")])
  }

  /// A library type's context takes that type's member (SE-0287, "Implicit Member Expression":
  /// the member is looked up in the contextual type), never a program type's static or a
  /// program enum's case of the same name where the type is known: `.fontWeight(.medium)` beside
  /// a program's `Corner.medium`, `configuration: .default` (a `URLSessionConfiguration`
  /// parameter) beside a program's `static var default`; the program's own parameter type still
  /// takes the program's.
  @Test func aLibraryTypesContextTakesTheLibrarysMemberNotTheProgramsStatic() throws {
    let scene = try TestScene(
      source: """
        enum Corner {
          static let medium: CGFloat = 12
        }
        struct Options {
          var scale = 2
          static var `default`: Options { Options() }
        }
        final class Loader {
          let session: URLSession
          let scale: Int
          init(configuration: URLSessionConfiguration, options: Options = .default) {
            session = URLSession(configuration: configuration)
            scale = options.scale
          }
        }
        struct Weights: View {
          let loader = Loader(configuration: .default)
          var body: some View {
            Text("scale \\(loader.scale)")
              .fontWeight(.medium)
              .cornerRadius(Corner.medium)
          }
        }
        """, root: "Weights")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let text = try #require(scene.first.tree.nodes(ofType: "Text").first)
    #expect(text.text == "scale 2")
    #expect(text.modifier("fontWeight") == .enumCase(type: "", name: "medium", payload: []))
    #expect(text.modifier("cornerRadius") == .double(12))
  }

  /// `.init(…)` takes the type its context expects in three more places (SE-0287; The Swift
  /// Programming Language, "Property Wrappers": the storage "with an underscore prefix" has the
  /// wrapper's type): assigned to a property wrapper's storage (`_name = .init(initialValue:)`
  /// is a `State<String>`, `_engine = .init(wrappedValue: .init(initial:))` a
  /// `StateObject<Engine>` whose wrapped value is an `Engine`); an argument of a nested generic
  /// type's initializer named through its owner (`Storage.Backend<String>(config: .init(…))`);
  /// and a chain that starts at a type nested in the expected type (`Image(systemName:
  /// .Icons.plus)` with the program's `extension String { enum Icons }`). Expected values:
  /// the arguments as written.
  @Test func anImplicitInitOfAWrappersStorageANestedTypeAndANestedChain() throws {
    let scene = try TestScene(
      source: """
        extension String {
          enum Icons { static let plus = "plus.circle" }
        }
        final class Engine: ObservableObject {
          @Published var inputs: [String]
          init(initial: [String]) { inputs = initial }
        }
        enum Storage {
          final class Backend<T> {
            var limit: Int
            init(config: Config) { limit = config.costLimit }
          }
          struct Config {
            var costLimit: Int
          }
        }
        struct Form1: View {
          @State private var name: String
          @StateObject private var engine: Engine
          let backend = Storage.Backend<String>(config: .init(costLimit: 42))
          init() {
            _name = .init(initialValue: "Ada")
            _engine = .init(wrappedValue: .init(initial: ["", ""]))
          }
          var body: some View {
            VStack {
              Text("\\(name) \\(engine.inputs.count) \\(backend.limit)")
              Image(systemName: .Icons.plus)
            }
          }
        }
        """, root: "Form1")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ada 2 42"])
    #expect(scene.first.tree.nodes(ofType: "Image").first?.text == "plus.circle")
  }

  /// A gradient's `colors:` is a `[Color]` (Apple, `LinearGradient.init(colors:startPoint:
  /// endPoint:)`): `.primary` there is the colour, never a program enum's case `primary`, also
  /// when the program extends `Color` (a library type it extends is still that library type).
  @Test func aGradientsColorsAreColours() throws {
    let scene = try TestScene(
      source: """
        enum Tone { case primary, secondary }
        extension Color {
          static func foreground(_ tone: Tone) -> Self { tone == .primary ? .black : .gray }
        }
        struct Fade: View {
          var body: some View {
            Text("Fade").background(
              LinearGradient(colors: [.primary, .primary.opacity(0.5)], startPoint: .top, endPoint: .bottom))
          }
        }
        """, root: "Fade")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Fade"])
  }

  /// A SwiftUI modifier's parameter has Apple's declared type (`fill`, `stroke`,
  /// `foregroundStyle`: `some ShapeStyle`; `foregroundColor`: `Color?`; `shadow(color:)`:
  /// `Color`; `font`: `Font?`), so an implicit member there is that type's, never a program
  /// enum's case of the same name (SE-0287; SE-0299 for `ShapeStyle`'s static members): the
  /// chain `.primary.opacity(0.1)` goes on from the colour, `.red` is red, `.title` the font;
  /// a member the program declares in `extension ShapeStyle where Self == Color` is its own.
  @Test func aModifiersDeclaredParameterTypeOutranksAProgramEnumsCase() throws {
    let scene = try TestScene(
      source: """
        enum Field { case title, primary, red }
        extension ShapeStyle where Self == Color {
          static var brandInk: Color { Color.teal }
        }
        struct Panel: View {
          var body: some View {
            VStack {
              Circle().stroke(.primary.opacity(0.1), lineWidth: 1)
              Text("Red").foregroundColor(.red)
              Text("Shadow").shadow(color: .primary, radius: 2)
              Text("Title").font(.title)
              Text("Ink").foregroundStyle(.brandInk)
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let nodes = scene.first.tree.allNodes
    func value(_ type: String, _ modifier: String) -> Value? {
      nodes.first { $0.type == type && $0.modifiers.contains { $0.name == modifier } }?
        .modifiers.first { $0.name == modifier }?.value
    }
    #expect(value("Text", "foregroundColor") == .color("red"))
    #expect(value("Text", "foregroundStyle") == .color("teal"))
    let programCases = nodes.flatMap(\.modifiers).compactMap { modifier -> String? in
      if case .enumCase("Field", let name, _) = modifier.value { return name }
      return nil
    }
    #expect(programCases.isEmpty, "\(programCases)")
  }

  /// An implicit member resolves against the type its context expects, one level at a time
  /// (SE-0287): a `.init(…)` inside a `.init(…)` takes the outer type's parameter type; an
  /// element appended to a local `[Slice]` is a `Slice`; `.init()` where `[String]` is declared
  /// is an empty array; `2 * .pi` is `Double.pi` (`Int` has no `pi`); `origin: .zero` of a
  /// `CGRect` is `CGPoint.zero`; `.edgesIgnoringSafeArea(.all)` is `Edge.Set.all`, never a
  /// static the program adds to another library type (`Calendar.Component.all`).
  @Test func anImplicitMemberTakesTheTypeItsContextExpects() throws {
    let scene = try TestScene(
      source: """
        struct Temperature { let value: Double }
        struct Reading {
          let place: String
          let temperature: Temperature
        }
        struct Slice {
          var start: Double
          var end: Double
        }
        extension Calendar.Component {
          static var all: Set<Calendar.Component> { [.day, .month] }
        }
        final class Inbox {
          var messages: [String] = .init()
        }
        struct Box { var items: [Int] }
        struct Board: View {
          let reading: Reading = .init(place: "Harbour", temperature: .init(value: 21.5))
          let frame: CGRect = .init(origin: .zero, size: .init(width: 320, height: 220))
          let inbox = Inbox()
          var slices: [Slice] {
            var result = [Slice]()
            for end in [90.0, 360.0] {
              result.append(.init(start: result.last?.end ?? 0, end: end))
            }
            return result
          }
          var body: some View {
            VStack {
              Text("\\(reading.place) \\(reading.temperature.value)")
              Text("\\(Int(frame.width))x\\(Int(frame.height)) at \\(Int(frame.minX))")
              Text("\\(inbox.messages.count) messages \\(Box(items: .init()).items.count)")
              Text("\\(slices.map { "\\($0.start)-\\($0.end)" }.joined(separator: " "))")
              Text("\\(2 * .pi == Double.pi * 2)")
            }
            .edgesIgnoringSafeArea(.all)
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "Harbour 21.5", "320x220 at 0", "0 messages 0", "0.0-90.0 90.0-360.0", "true",
      ])
    let stack = try #require(scene.first.tree.allNodes.first { $0.type == "VStack" })
    #expect(
      stack.modifiers.first { $0.name == "edgesIgnoringSafeArea" }?.value
        == .enumCase(type: "", name: "all", payload: []))
  }

  /// `.none` where an enum of the program that declares a `none` case is expected (a
  /// declaration of that type, a comparison with one of its values) is the case; where its
  /// optional is expected, or nothing says, `Optional.none` (Swift resolves it by the contextual
  /// type and warns on the optional). Sample 52: `Score.none == .none` was false.
  @Test func noneIsTheEnumsCaseWhereTheEnumIsExpected() throws {
    let scene = try TestScene(
      source: """
        enum Mark: String { case none = "No mark", gold = "Gold" }
        struct Marks: View {
          @State private var picked: Mark? = .none
          var body: some View {
            let a: Mark = Mark.none
            let b: Mark = .none
            VStack {
              Text(a == .none ? "a none" : a.rawValue)
              Text(b.rawValue)
              Text(a == b ? "same" : "differ")
              Text(picked == nil ? "nothing picked" : "picked")
              Text(Mark.gold == .none ? "gold none" : "gold")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["a none", "No mark", "same", "nothing picked", "gold"])
  }
}
