import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules of Swift and Foundation the fifteenth unseen sample found the simulator breaking, each
/// with a scene of our own. Expected values come from the language and Apple's documentation,
/// written before running: a closure's `inout` accumulator (`reduce(into:_:)`), a protocol's
/// metatype (`P.self`, printed as its name), SE-0286's forward scan of an unlabeled trailing
/// closure, a type alias declared in a type being that type's member only, Foundation's
/// `String(contentsOf:)` reading the file and `URL`'s description being its absolute string.
@Suite struct UnseenCodeRulesTests {
  @Test func reduceIntoChangesItsInoutAccumulator() throws {
    let scene = try TestScene(
      source: """
        struct Tally: View {
          let names = ["a", "b", "a"]
          var counts: [String: Int] { names.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
          var flags: [String: Bool] { names.reduce(into: [:]) { seen, name in seen[name] = true } }
          var body: some View {
            Text("\\(counts["a"] ?? 0) \\(counts["b"] ?? 0) \\(flags.count)")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["2 1 2"])
  }

  @Test func aProtocolsMetatypeIsAValueNamedAfterIt() throws {
    let scene = try TestScene(
      source: """
        protocol Configurator { func go() }
        struct Configurator3: Configurator { func go() {} }
        enum Registry {
          static func resolve<T>(_ type: T.Type) -> String { "\\(type)" }
        }
        struct Probe: View {
          var body: some View { Text(Registry.resolve(Configurator.self)) }
        }
        """)
    #expect(scene.first.tree.texts == ["Configurator"])
  }

  @Test func aTrailingClosureSkipsADefaultedParameterALaterClosureNeeds() throws {
    let scene = try TestScene(
      source: """
        struct Wrapper<Content: View>: View {
          let title: String
          var content: () -> Content
          init(_ make: @escaping () -> String = { "default" }, @ViewBuilder content: @escaping () -> Content) {
            self.title = make()
            self.content = content
          }
          var body: some View { VStack { Text(title); content() } }
        }
        struct Probe: View {
          var body: some View { Wrapper { Text("inside") } }
        }
        """)
    #expect(scene.first.tree.texts == ["default", "inside"])
  }

  /// SwiftGen's asset code: an alias `Color = UIColor` inside `ColorAsset`, its extension
  /// written `extension ColorAsset.Color` in another file, and `SwiftUI.Color(asset:)`.
  @Test func anAliasDeclaredInATypeIsThatTypesMemberOnly() throws {
    let assets = """
      final class ColorAsset {
        var name: String
        typealias Color = UIColor
        lazy var color: Color = {
          guard let color = Color(asset: self) else { fatalError("no \\(name)") }
          return color
        }()
        var swiftUIColor: SwiftUI.Color { SwiftUI.Color(asset: self) }
        init(name: String) { self.name = name }
      }
      extension ColorAsset.Color {
        convenience init?(asset: ColorAsset) { self.init(named: asset.name) }
      }
      extension SwiftUI.Color {
        init(asset: ColorAsset) { self.init(asset.name) }
      }
      enum Asset { static let accent = ColorAsset(name: "Accent") }
      """
    let scene = try TestScene(
      files: [
        ScriptSource(
          path: "Probe.swift",
          source: """
            struct Probe: View {
              var body: some View {
                Text("a").foregroundStyle(Asset.accent.swiftUIColor)
                Text("b").foregroundStyle(Color(asset: Asset.accent))
              }
            }
            """),
        ScriptSource(path: "Assets.swift", source: assets),
      ])
    // `Color` outside `ColorAsset` is SwiftUI's; the `lazy var color` that needs `UIColor`
    // is never read, so it stops nothing.
    #expect(scene.first.error == nil)
    let styles = scene.first.tree.nodes(ofType: "Text").compactMap {
      $0.modifiers.first { $0.name == "foregroundStyle" }?.value
    }
    #expect(styles == [.color("Accent"), .color("Accent")])
  }

  /// `extension Paint.Style` where `Paint` declares `typealias Style = PaintStyle` extends
  /// `PaintStyle` whichever file is read first, and never another top-level `Style` (a
  /// property wrapper of that name); a top-level alias read after its extension likewise
  /// ("Type Alias Declaration", The Swift Programming Language: an alias names the aliased
  /// type). Before session 15 the extension read first went to the wrong type or nowhere:
  /// S202 "`PaintStyle` has no member `displayName`" (the twenty-ninth unseen sample).
  @Test(arguments: [false, true])
  func anExtensionThroughAnAliasReadBeforeItExtendsTheAliasedType(paintFirst: Bool) throws {
    let picker = ScriptSource(
      path: "Picker.swift",
      source: """
        struct Swatch: View {
          var paint = Paint(style: .red)
          var body: some View {
            Text(paint.style.displayName)
            Text(Board(cells: 3).summary)
          }
        }
        extension Paint.Style {
          var displayName: String { self == .red ? "Red" : "Other" }
        }
        extension Board {
          var summary: String { "\\(cells) cells" }
        }
        @propertyWrapper
        struct Style {
          var wrappedValue: Int { 1 }
        }
        """)
    let paint = ScriptSource(
      path: "Paint.swift",
      source: """
        struct Paint {
          typealias Style = PaintStyle
          var style: Style
        }
        enum PaintStyle { case red, blue }
        typealias Board = Grid
        struct Grid { let cells: Int }
        """)
    let scene = try TestScene(
      files: paintFirst ? [paint, picker] : [picker, paint], root: "Swatch")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Red", "3 cells"])
  }

  @Test func aColourChainInAModifierIsTheColourNotAProgramStatic() throws {
    let scene = try TestScene(
      source: """
        enum Brand { static let black = Swatch(name: "Brand/Black") }
        struct Swatch { let name: String }
        struct Probe: View {
          var body: some View { Rectangle().overlay(.black.opacity(0.5)) }
        }
        """)
    #expect(scene.first.error == nil)
    let overlay = scene.first.tree.nodes(ofType: "Rectangle").first?.modifiers.first {
      $0.name == "overlay"
    }
    #expect(overlay.map { "\($0.value)" }?.hasPrefix("black") == true)
  }

  @Test func aProgramTypeCalledPreviewLeavesThePreviewItsOwnRoot() throws {
    let scene = try TestScene(
      source: """
        struct Preview { static let title = "sample" }
        struct Card: View {
          let title: String
          var body: some View { Text(title) }
        }
        #Preview {
          let title = Preview.title
          return Card(title: title).padding()
        }
        """)
    #expect(scene.run.rootName == "#Preview")
    #expect(scene.first.tree.texts == ["sample"])
  }

  @Test func aURLPrintsItsAbsoluteString() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          let web = URL(string: "https://example.com/a?b=1")!
          var body: some View { Text("open \\(web)") }
        }
        """)
    #expect(scene.first.tree.texts == ["open https://example.com/a?b=1"])
  }

  @Test func stringContentsOfABundleFileIsItsText() throws {
    let root = try makeTemporaryFolder("idlab-contents")
    defer { try? FileManager.default.removeItem(at: root) }
    try "first\nsecond\n".write(
      to: root.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var words: [String] {
            guard let url = Bundle.main.url(forResource: "words", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8)
            else { return ["missing"] }
            return text.components(separatedBy: "\\n")
          }
          var byPath: String {
            let path = Bundle.main.path(forResource: "words", ofType: "txt") ?? ""
            return (try? String(contentsOfFile: path)) ?? "missing"
          }
          var body: some View {
            Text(words[1])
            Text("\\(byPath.count)")
          }
        }
        """, path: root.appendingPathComponent("Probe.swift").path)
    #expect(scene.first.tree.texts == ["second", "13"])
  }

  /// Sample 16: a static's initializer never names that static; an implicit member where a
  /// `Color` is written is a colour (Xcode's generated asset symbols); `.zero` is an integer
  /// zero where an integer is expected (`AdditiveArithmetic.zero`).
  @Test func anImplicitMemberIsNeverTheStaticItInitializes() throws {
    let scene = try TestScene(
      source: """
        struct Theme {
          var palette: Palette
        }
        extension Theme {
          struct Palette {
            var primary: Color
            static let standard = Palette(primary: .red)
          }
          static let standard: Theme = .init(palette: .standard)
        }
        struct Colors {
          static let primaryMaterial: Color = .primaryMaterial
        }
        struct Probe: View {
          let noon = Calendar.current.date(bySettingHour: .zero, minute: .zero, second: .zero, of: .now)
          var body: some View {
            Text("a").foregroundStyle(Theme.standard.palette.primary)
            Text("b").background(Colors.primaryMaterial)
            Text(noon == nil ? "nil" : "date")
          }
        }
        """)
    #expect(scene.first.error == nil)
    let texts = scene.first.tree.nodes(ofType: "Text")
    #expect(texts.first?.modifiers.first { $0.name == "foregroundStyle" }?.value == .color("red"))
    #expect(
      texts.dropFirst().first?.modifiers.first { $0.name == "background" }?.value
        == .color("primaryMaterial"))
    #expect(texts.last?.text == "date")
  }

  /// Sample 16: a method passed as a function value is called without its argument labels
  /// ("Function Types", The Swift Programming Language: a function type has no labels).
  @Test func aLabelledMethodPassedAsAValueTakesItsArgumentsInOrder() throws {
    let scene = try TestScene(
      source: """
        struct Movie { let title: String; let year: Int }
        struct Shelf: View {
          let movies = [Movie(title: "A", year: 1990), Movie(title: "B", year: 2020)]
          func isRecent(from movie: Movie) -> Bool { movie.year > 2000 }
          func label(for movie: Movie) -> String { "\\(movie.title) (\\(movie.year))" }
          var body: some View {
            ForEach(movies.filter(isRecent).map(label), id: \\.self) { Text($0) }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["B (2020)"])
  }

  // MARK: - The seventeenth sample

  /// A type's aliases of a generic specialisation name that generic type (its arguments erased,
  /// as idlab erases them), a member type through it too; inside the type, `Color` is the alias.
  @Test func anAliasOfAGenericSpecialisationBuildsTheGenericType() throws {
    let scene = try TestScene(
      source: """
        struct Theme<Content> {
          var name: String
          var content: [Content]
          var tint: Tint
          struct Tint { var red: Double }
        }
        struct Defaults {
          typealias Picked = Theme<String>
          typealias Color = Theme<String>.Tint
          static let food = Picked(name: "Food", content: ["a", "b"], tint: Color(red: 0.5))
          static let drinks: Picked = .init(name: "Drinks", content: ["c"], tint: .init(red: 1))
        }
        struct Probe: View {
          var body: some View {
            Text("\\(Defaults.food.name) \\(Defaults.food.tint.red) \\(Defaults.drinks.content.count)")
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Food 0.5 1"])
  }

  @Test func anOptionalBindingOfAWildcardTestsForNil() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          func found(_ yes: Bool) -> Int? { yes ? 3 : nil }
          var body: some View {
            VStack {
              if let _ = found(true) { Text("some") } else { Text("none") }
              if let _ = found(false) { Text("some") } else { Text("none") }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["some", "none"])
  }

  @Test func anAnimatableModifierIsAViewModifier() throws {
    let scene = try TestScene(
      source: """
        struct Cardify: AnimatableModifier {
          var rotation: Double
          var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
          }
          func body(content: Content) -> some View {
            ZStack { content; Text(rotation < 90 ? "face" : "back") }
          }
        }
        struct Probe: View {
          var body: some View { Text("A").modifier(Cardify(rotation: 0)) }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["A", "face"])
    #expect(scene.first.tree.allNodes.contains { $0.type == "Cardify" })
  }

  @Test func aGridItemIsAValueAProgramSets() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          func item() -> GridItem {
            var item = GridItem(.adaptive(minimum: 40))
            item.spacing = 0
            return item
          }
          var body: some View {
            LazyVGrid(columns: [item(), GridItem()]) {
              Text("\\(item().spacing ?? -1) \\(GridItem().spacing == nil)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0.0 true"])
  }

  @Test func aColourWithAColourSpaceKeepsItsComponents() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var body: some View {
            VStack {
              Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)
              Color(.blue)
            }
          }
        }
        """)
    let colours = scene.first.tree.allNodes.filter { $0.type == "Color" }.compactMap(\.text)
    #expect(colours == ["Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)", "blue"])
  }

  /// "Stored type properties are lazily initialized on their first access" (The Swift
  /// Programming Language, "Type Properties"): a write through the type's name is one.
  @Test func aTypePropertyWrittenBeforeItIsReadStartsFromItsDefault() throws {
    let scene = try TestScene(
      source: """
        enum Counter { static var hits = 40 }
        struct Probe: View {
          func bump() -> Int {
            Counter.hits += 2
            return Counter.hits
          }
          var body: some View { Text("\\(bump())") }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["42"])
  }

  /// Aliases that name themselves, through a module (`typealias Request = Kit.Request`, as Nuke's
  /// users write it) or through each other, end: the name is opaque, as any name nothing
  /// declares (the seventeenth sample's first `typealias` rule overflowed the stack on them).
  @Test func aliasesThatNameThemselvesEnd() throws {
    let scene = try TestScene(
      source: """
        typealias Request = Kit.Request
        typealias Ping = Pong
        typealias Pong = Ping
        struct Probe: View {
          var body: some View { Text("\\(Request.self) \\(Ping.self)") }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["‹Request› ‹Ping›"])
  }

  // MARK: - The eighteenth sample

  /// `SQLITE_NULL` next to `SQLITE_FULL`: a C constant of an imported module, never reported as
  /// a typo of another (S103); it is opaque, as any name nothing declares (S122).
  @Test func aCConstantIsNeverATypoOfAnother() throws {
    let program = try ScriptProgram.compile(
      source: """
        let SQLITE_FULL = 13
        struct Probe: View {
          var body: some View { Text("\\(SQLITE_NULL == SQLITE_FULL)") }
        }
        """, path: "Probe.swift")
    #expect(
      program.warnings.map { "\($0.code) \($0.arguments["name"] ?? "")" } == ["S122 SQLITE_NULL"])
  }

  /// A project's overload of a SwiftUI modifier that takes an optional unwraps it and calls the
  /// modifier: Swift ranks the overload that needs no optional promotion (SwiftUI's) first, so
  /// the inner call is not the method again.
  @Test func anOptionalOverloadOfAModifierCallsSwiftUIsWithItsValue() throws {
    let scene = try TestScene(
      source: """
        extension View {
          @ViewBuilder func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View {
            if let style { self.buttonStyle(style) } else { self }
          }
        }
        struct Probe: View {
          var body: some View {
            Button("Go") {}.buttonStyle(BorderedButtonStyle())
          }
        }
        """)
    #expect(scene.first.error == nil)
    let button = try #require(scene.first.tree.allNodes.first { $0.type == "Button" })
    #expect(button.modifiers.map(\.name) == ["buttonStyle"])
  }

  /// A closure of shorthand arguments over pairs (`zip(a, b).map { $0 == $1 }`,
  /// `dictionary.filter { $1 > 1 }`) takes each pair's elements as `$0` and `$1` (SE-0110 kept
  /// this form); one that uses only `$0` gets the pair.
  @Test func shorthandArgumentsDestructureAPair() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var body: some View {
            VStack {
              Text("\\(zip([1, 2], [1, 3]).map { $0 == $1 })")
              Text("\\(zip(["a"], [7]).map { $0.1 })")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["[true, false]", "[7]"])
  }

  /// C names packages use (`pthread_mutex_t`, `pthread_mutexattr_init`, Carbon's `noErr`) and
  /// the standard library's raw-memory functions are names idlab does not simulate (S120, an
  /// opaque value), never "cannot find" (S201) as if the code were wrong.
  @Test func cNamesAndRawMemoryFunctionsAreNotSimulatedNotMissing() throws {
    let program = try ScriptProgram.compile(
      source: """
        final class Lock {
          var mutex = pthread_mutex_t()
          func make() -> Int32 { pthread_mutexattr_init(nil) }
          var ok: Bool { noErr == 0 }
          func raw() { withUnsafeMutablePointer(to: &mutex) { _ in } }
        }
        struct Probe: View {
          var body: some View { Text("lock") }
        }
        """, path: "Probe.swift")
    #expect(
      program.warnings.map { "\($0.code) \($0.arguments["name"] ?? "")" }.sorted() == [
        "S120 noErr", "S120 pthread_mutex_t", "S120 pthread_mutexattr_init",
        "S120 withUnsafeMutablePointer",
      ])
  }

  /// `map` on an expression Swift types as an optional (an optional chain, `try?`, `as?`, a
  /// regex match) is `Optional.map`: the closure gets the wrapped value once, not each element
  /// of a string or an array.
  @Test func mapOnAnOptionalChainIsOptionalsMap() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          let words = ["kiwi", "fig"]
          var body: some View {
            VStack {
              Text((words.first?.uppercased()).map { "[\\($0)]" } ?? "-")
              Text((try? JSONDecoder().decode([Int].self, from: Data("[1,2]".utf8))).map { "\\($0.count)" } ?? "-")
              Text(("Exited (3)".firstMatch(of: /\\((\\d+)\\)/)?.1).map(String.init) ?? "-")
              Text(words.map { $0.count }.description)
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["[KIWI]", "2", "3", "[4, 3]"])
  }
  /// A `typealias` in a preview's content or a function names its type there, like a local
  /// type (The Swift Programming Language, "Type Alias Declaration"); `.task(load)` takes the
  /// method as its action, as it takes a closure; a number formatter's Boolean settings
  /// (`isLenient`, `allowsFloats`) read back what was written (Apple, `NumberFormatter`).
  @Test func localAliasesTaskMethodsAndFormatterFlags() throws {
    let scene = try TestScene(
      source: """
        enum Kind { case small, large }
        struct Probe: View {
          let kind: Kind
          @State private var loaded: [String] = []
          let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.isLenient = true
            formatter.allowsFloats = false
            return formatter
          }()
          var body: some View {
            VStack {
              Text("\\(kind) \\(loaded.joined())")
              Text("\\(formatter.isLenient) \\(formatter.allowsFloats)")
            }
            .task(load)
          }
          func load() async {
            typealias Names = [String]
            let names: Names = ["a", "b"]
            loaded = names
          }
        }
        #Preview {
          typealias K = Kind
          return Probe(kind: K.large)
        }
        """, path: "Probe.swift")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["large ab", "true false"])
  }
  /// A `#if` among a `switch`'s cases keeps its active clause's cases, as the compiler does for
  /// an iPhone preview (`os(iOS)` true, `os(macOS)` false), in a statement and in a builder; a
  /// string cast `as NSString` reads its number as Foundation's `NSString` does (leading
  /// digits; 0 when there are none).
  @Test func compilationConditionsAmongCasesAndTheNSStringBridge() throws {
    let scene = try TestScene(
      source: """
        enum Kind { case a, b, c }
        struct Probe: View {
          let kind = Kind.b
          var label: String {
            switch kind {
            case .a: return "A"
            #if os(iOS)
            case .b: return "B"
            #elseif os(macOS)
            case .b: return "mac"
            #endif
            default: return "other"
            }
          }
          var body: some View {
            VStack {
              Text(label)
              switch kind {
              #if os(macOS)
              case .b: Text("mac")
              #endif
              default: Text("any")
              }
              Text("\\(("42 apples" as NSString).integerValue) \\(("x" as NSString).integerValue)")
            }
          }
        }
        """, path: "Probe.swift")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["B", "any", "42 0"])
  }

  /// `NSTimeZone.default`/`.local`/`.system` and `NSLocale.current` bridge to the `TimeZone` and
  /// `Locale` a Swift program stores ("NSTimeZone … bridges to TimeZone", Apple): the device's
  /// own zone and locale, the same values `TimeZone.current` and `Locale.current` read.
  @Test func foundationsReferenceZoneAndLocaleBridgeToTheDevicesValues() throws {
    let scene = try TestScene(
      source: """
        struct Clock: View {
          var zone: TimeZone = NSTimeZone.default
          let local: TimeZone = NSTimeZone.local
          var locale: Locale = NSLocale.current
          var body: some View {
            VStack {
              Text("\\(zone.identifier == TimeZone.current.identifier)")
              Text("\\(local.identifier == TimeZone.current.identifier)")
              Text("\\(locale.identifier == Locale.current.identifier)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["true", "true", "true"])
  }

  /// Swift as the twenty-second and twenty-third unseen samples wrote it: an integer literal is
  /// a `Double` where only `extension Double` (or `CGFloat`) declares the member it uses
  /// ("Extensions": `25.4.mm`); a generic base class (`Base<C>`) gives its members to its
  /// subclass; `_typeName(_:qualified:)`; `MainActor.assumeIsolated` and `MainActor.run` run
  /// their closure; `Int16.Stride(x)` is an `Int`; `self.name` in a `PreviewProvider`'s
  /// `static var previews` is the provider's static property.
  @Test func literalsGenericBasesAndStandardLibraryNamesAsAppsWriteThem() throws {
    let scene = try TestScene(
      source: """
        extension Double { var degrees: String { "\\(Int(self))°" } }
        extension CGFloat { var half: CGFloat { self / 2 } }
        class Store<Item> { var title: String { "store" } }
        final class Shelf<Item>: Store<Item> {}
        struct Probe: View {
          let shelf = Shelf<Int>()
          let step = Int16.Stride(Int16(5))
          var body: some View {
            VStack {
              Text(20.degrees)
              Text("\\(10.half)")
              Text(shelf.title)
              Text(_typeName(Probe.self, qualified: false))
              Text(MainActor.assumeIsolated { "isolated" })
              Text("\\(step + 1)")
            }
          }
        }
        struct Probe_Previews: PreviewProvider {
          static let greeting = "hi"
          static var previews: some View { Probe().overlay(Text(self.greeting)) }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["20°", "5.0", "store", "Probe", "isolated", "6"])
    let preview = try TestScene(
      source: """
        struct Probe: View { var body: some View { Text("body") } }
        struct Probe_Previews: PreviewProvider {
          static let greeting = "hi"
          static var previews: some View { Probe().overlay(Text(self.greeting)) }
        }
        """)
    #expect(preview.first.error == nil, "\(String(describing: preview.first.error))")
    #expect(preview.first.tree.texts.contains("hi"))
  }

  /// SwiftUI as the twenty-third sample wrote it: `.overlay { Color… }` decorates like
  /// `.overlay(Color…)`; `"\\(date, formatter: f)"` in a `Text` uses the formatter
  /// (`appendInterpolation(_:formatter:)`); `Tab(role: .search)` without a title is the system's
  /// "Search" tab (`TabRole.search`).
  @Test func aColourLayerAFormatterInterpolationAndTheSearchTab() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          static let stamp: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateStyle = .short
            formatter.timeStyle = .short
            return formatter
          }()
          var body: some View {
            TabView {
              Tab("Home", systemImage: "house") {
                VStack {
                  Text("dim").overlay { Color.black.opacity(0.5) }
                  Text("at \\(Date(), formatter: Self.stamp)")
                }
              }
              Tab(role: .search) { Text("find") }
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    // ICU writes a narrow no-break space before the day period.
    #expect(scene.first.tree.texts.contains("at 1/1/24, 9:41\u{202F}AM"))
    let dim = try #require(scene.first.tree.allNodes.first { $0.text == "dim" })
    #expect(dim.modifiers.map(\.name) == ["overlay"])
    #expect(dim.modifiers.first?.value == .color("black.opacity(0.5)"))
    let titles = scene.first.tree.allNodes.flatMap(\.modifiers).filter { $0.name == "tabItem" }
      .map(\.value)
    #expect(titles == [.string("Home"), .string("Search")])
  }

  /// `#line`, `#function`, `#fileID` where they are written (The Swift Programming Language,
  /// "Literal Expression"); a `CurrentValueSubject` holds its value (`value`, `send(_:)`), its
  /// pipelines opaque; `Thread.isMainThread` is true, a scene runs on the main thread.
  @Test func magicLiteralsASubjectsValueAndTheMainThread() throws {
    let scene = try TestScene(
      source: """
        final class Counter {
          let state = CurrentValueSubject<Int, Never>(1)
          var relay: Any?
          init() { relay = state.sink { _ in } }
          func bump() -> Int {
            state.value += 1
            state.send(state.value * 10)
            return state.value
          }
        }
        struct Probe: View {
          let counter = Counter()
          var body: some View {
            VStack {
              Text("\\(#line) \\(#function) \\(#fileID)")
              Text("\\(counter.bump()) \\(Thread.isMainThread)")
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["15 body App/scene.swift", "20 true"])
  }

  /// As the twenty-fourth sample wrote it: a `PreviewProvider` declared as a class is the
  /// preview; `Optional<UUID>.none` is nil (a picker's "none" tag); `UUID(uuidString:)` gives
  /// equal UUIDs for equal texts (case aside) and nil for a text that is not one (Foundation).
  @Test func aClassPreviewOptionalNoneAndUUIDsFromText() throws {
    let scene = try TestScene(
      source: """
        class Pet { var name = "pet" }
        final class Dog: Pet {}
        struct Card: View {
          let pet: Pet
          @State private var food: UUID? = nil
          let kibble = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
          var body: some View {
            VStack {
              Text(pet is Dog ? "dog" : "pet")
              Picker("Food", selection: $food) {
                Text("Choose food").tag(Optional<UUID>.none)
                Text("Kibble").tag(Optional(kibble))
              }
              Text("\\(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == kibble)")
              Text("\\(UUID(uuidString: "not a uuid") == nil)")
            }
          }
        }
        class Card_Previews: PreviewProvider {
          static var previews: some View { Card(pet: Dog()) }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts.first == "dog")
    #expect(scene.first.tree.texts.suffix(2) == ["true", "true"])
    let picker = try #require(scene.first.tree.nodes(ofType: "Picker").first)
    #expect(picker.value == .null)
  }

  /// As the thirtieth sample wrote them: `.init(…)` where a program's generic type is expected
  /// (`Box<Float>`) builds that type ("Generic Types": one declaration whatever its
  /// arguments); `.init(minimumCapacity:)` and `reserveCapacity(_:)` leave a collection empty
  /// (`Dictionary.init(minimumCapacity:)`, Apple); a value whose type declares
  /// `callAsFunction` is called through it, also when a property holds it (SE-0253). Until
  /// session 16 the first was a symbolic `init.label(…)` on screen, the second a value of type
  /// `Any`, the third "not a function".
  @Test func genericImplicitInitCapacitiesAndCallableValues() throws {
    let scene = try TestScene(
      source: """
        struct Box<V> {
          let value: V
          let label: String
          init(_ value: V, _ label: String) { self.value = value; self.label = label }
        }
        struct Item { let box: Box<Float> }
        struct Factory<T> {
          let make: () -> T
          func callAsFunction() -> T { make() }
          func callAsFunction(_ suffix: String) -> String { "\\(make())\\(suffix)" }
        }
        final class Container {
          static let shared = Container()
          var greeting: Factory<String> { Factory { "Hello" } }
        }
        enum Registry {
          static var names: [Int: String] = .init(minimumCapacity: 64)
          static var tags: Set<String> = .init(minimumCapacity: 8)
        }
        struct Shelf: View {
          let direct: Box<Float> = .init(0.5, "direct")
          let item = Item(box: .init(0.66, "member"))
          let factory = Factory { "Hi" }
          var body: some View {
            let _ = Registry.names[1] = "one"
            var list = [Int]()
            let _ = list.reserveCapacity(10)
            let plain = [String: Int](minimumCapacity: 4)
            VStack {
              Text("\\(direct.label) \\(item.box.label) \\(item.box.value)")
              Text("\\(Registry.names[1] ?? "none") \\(Registry.tags.count) \\(list.count) \\(plain.count)")
              Text("\\(factory()) \\(factory("!")) \\(Container.shared.greeting())")
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["direct member 0.66", "one 0 0 0", "Hi Hi! Hello"])
  }

  /// `self.maxConcurrentOperationCount = limit` after `self.init()` in an extension of an SDK
  /// class idlab does not model writes nothing idlab shows (the thirtieth sample's Nuke
  /// `OperationQueue(maxConcurrentCount:)`, until session 16 S201 "cannot find in scope"); a
  /// `PreviewProvider`'s `@State static var` gives `$name` in previews of more than one call
  /// too, a binding of its initial value (SwiftUI's warning: "a constant Binding of the initial
  /// value").
  @Test func anSDKObjectsOwnMemberInItsExtensionAndAStaticPreviewStateInAComposedPreview()
    throws
  {
    let scene = try TestScene(
      source: """
        extension OperationQueue {
          convenience init(limit: Int) {
            self.init()
            self.maxConcurrentOperationCount = limit
            name = "loader"
          }
        }
        final class Loader { let queue = OperationQueue(limit: 2) }
        struct Sheet: View {
          @Binding var isShowing: Bool
          let loader = Loader()
          var body: some View { Text(isShowing ? "Shown" : "Hidden") }
        }
        struct Sheet_Previews: PreviewProvider {
          @State static var isShowing = true
          static var previews: some View {
            let title = "Sheet"
            VStack {
              Text(title)
              Sheet(isShowing: $isShowing)
            }
            .padding()
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Sheet", "Shown"])
  }

  /// `#Preview(traits: .modifier(Sample()))`: the preview's content is the `content` of the
  /// `PreviewModifier`'s `body(content:context:)`, with the context its `makeSharedContext()`
  /// made once (Apple, `PreviewModifier`); `Void` when it declares none. Until session 16 the
  /// trait was ignored without a word (two files of the thirtieth sample drew an empty store).
  @Test func aPreviewModifierTraitWrapsThePreviewWithItsSharedContext() throws {
    let scene = try TestScene(
      source: """
        final class Library: ObservableObject {
          @Published var books: [String] = []
        }
        struct Shelf: View {
          @EnvironmentObject var library: Library
          var body: some View {
            if library.books.isEmpty {
              Text("Empty")
            } else {
              ForEach(library.books, id: \\.self) { Text($0) }
            }
          }
        }
        struct SampleBooks: PreviewModifier {
          static func makeSharedContext() async throws -> Library {
            let library = Library()
            library.books = ["Dune", "Emma"]
            return library
          }
          func body(content: Content, context: Library) -> some View {
            content.environmentObject(context)
          }
        }
        struct Banner: PreviewModifier {
          func body(content: Content, context: Void) -> some View {
            VStack {
              Text("Preview")
              content
            }
          }
        }
        #Preview(traits: .modifier(SampleBooks()), .modifier(Banner())) {
          Shelf()
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Preview", "Dune", "Emma"])
  }

  /// A model, a preview modifier that puts it in the environment, and the trait `.boxed` of it.
  static let boxModifier = """
    @Observable final class Box { var name = "boxed" }
    struct BoxModifier: PreviewModifier {
      static func makeSharedContext() async throws -> Box { Box() }
      func body(content: Content, context: Box) -> some View { content.environment(context) }
    }
    extension PreviewTrait where T == Preview.ViewTraits {
      static var boxed: Self = .modifier(BoxModifier())
    }

    """

  /// A trait the program declares as a static of `PreviewTrait` (a stored value or a getter)
  /// is the `.modifier(…)` it gives, as Apple's documentation of `PreviewModifier` makes them
  /// (`static var sampleData: Self = .modifier(SampleData())`); sample 50's three previews
  /// stopped on a missing environment object the trait put there.
  @Test func aPreviewTraitDeclaredAsAStaticIsItsModifier() throws {
    let scene = try TestScene(
      source: Self.boxModifier + """
        struct Framed: PreviewModifier {
          func body(content: Content, context: Void) -> some View {
            VStack { Text("Framed"); content }
          }
        }
        extension PreviewTrait where T == Preview.ViewTraits {
          static var framed: Self { .modifier(Framed()) }
        }
        struct Shelf: View {
          @Environment(Box.self) var box
          var body: some View { Text(box.name) }
        }
        #Preview(traits: .boxed, .framed) { Shelf() }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Framed", "boxed"])
  }

  /// A preview's `@Previewable` properties that read the environment live inside its traits'
  /// modifiers, which give what they read (Apple's `PreviewModifier` example: `#Preview(traits:
  /// .sampleData) { @Previewable @Query var trips: [Trip] … }`); its `@State` too, kept per
  /// identity. Sample 50: a `@Previewable @Environment` model the trait supplied was missing.
  @Test func aPreviewablesEnvironmentIsTheTraitsModifiers() throws {
    let scene = try TestScene(
      source: Self.boxModifier + """
        struct Shelf: View {
          let name: String
          var body: some View { Text(name) }
        }
        #Preview(traits: .boxed) {
          @Previewable @Environment(Box.self) var box
          @Previewable @State var count = 2
          Shelf(name: "\\(box.name) \\(count)")
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["boxed 2"])
    #expect(scene.first.tree.nodes(ofType: "PreviewContent").first?.state("count") == .int(2))
  }

  /// As the thirty-first sample wrote them: a write into a static of a type from a package not
  /// given is a write into an opaque value (until session 16 "`Vault` has no member
  /// `VendorStore`"); `ObjectIdentifier(T.self)` identifies the type (Apple,
  /// `ObjectIdentifier.init(_: any Any.Type)`); `Character("x")` is that character; `Self.f()`
  /// in a method of `extension View` is the extension's static method; an optional pattern
  /// (`case let .done(city?)`) matches a value that is not nil ("Optional Pattern").
  @Test func opaqueStaticWritesMetatypeIdentifiersCharactersAndOptionalPatterns() throws {
    let scene = try TestScene(
      source: """
        enum Fetch { case done(String?), failed }
        final class Vault {
          init() { VendorStore.Settings.shared = VendorStore.Settings(level: 2) }
        }
        extension View {
          func tagged(_ word: String) -> some View {
            HStack {
              self
              Self.badge(word)
            }
          }
          private static func badge(_ word: String) -> some View { Text("[\\(word)]") }
        }
        struct Cell: View {
          let vault = Vault()
          let mark = Character("x")
          let states: [Fetch] = [.done("Oslo"), .done(nil), .failed]
          var body: some View {
            let same = ObjectIdentifier(String.self) == ObjectIdentifier(String.self)
            let other = ObjectIdentifier(String.self) == ObjectIdentifier(Int.self)
            VStack {
              Text("\\(same) \\(other)")
              switch mark {
              case "x": Text("cross")
              default: Text("other")
              }
              ForEach(0..<3, id: \\.self) { index in
                switch states[index] {
                case let .done(city?): Text(city)
                case .done(nil): Text("no city")
                default: Text("failed")
                }
              }
              Text("Maps").tagged("new")
            }
          }
        }
        """, root: "Cell")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "true false", "cross", "Oslo", "no city", "failed", "Maps", "[new]",
      ])
  }

  /// `Character("xy")` stops the app as Swift does: a character is one grapheme cluster.
  @Test func aCharacterOfTwoLettersStopsTheApp() throws {
    let scene = try TestScene(
      source: """
        struct Cell: View {
          let word = "xy"
          var body: some View { Text(String(Character(word))) }
        }
        """)
    #expect(scene.first.error?.id == "character-from-string")
  }

  /// Members the thirty-first sample's re-judge found missing, as Foundation and the standard
  /// library give them: `merge(_:uniquingKeysWith:)` and `merging` (the closure decides a key
  /// already there), `capitalized(with:)` and `uppercased(with:)` in a locale, and
  /// `ISO8601DateFormatter` reading and writing internet dates (Apple's documentation of each;
  /// the expected texts are Foundation's own for these inputs).
  @Test func dictionaryMergesLocaleCaseMappingAndISO8601Dates() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          var body: some View {
            var counts: [String: Int] = ["x": 1, "y": 5]
            let _ = counts.merge(["y": 2, "z": 3], uniquingKeysWith: { current, _ in current })
            let summed = counts.merging([("x", 10)]) { $0 + $1 }
            let plain = ISO8601DateFormatter()
            let precise = ISO8601DateFormatter()
            let _ = precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let date = plain.date(from: "2024-03-05T10:20:30Z")
            VStack {
              Text("\\(counts["x"]!) \\(counts["y"]!) \\(counts["z"]!) \\(summed["x"]!)")
              Text("hello world".capitalized(with: .current))
              Text("istanbul".uppercased(with: Locale(identifier: "tr_TR")))
              Text(date.map { plain.string(from: $0) } ?? "nil")
              Text(plain.date(from: "not a date") == nil ? "nil" : "date")
              Text(precise.date(from: "2024-03-05T10:20:30.250Z").map { precise.string(from: $0) } ?? "nil")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "1 5 3 11", "Hello World", "\u{130}STANBUL", "2024-03-05T10:20:30Z", "nil",
        "2024-03-05T10:20:30.250Z",
      ])
  }

  /// A view's own property named like a modifier (`@Environment(\\.modelContext) var
  /// modelContext`) does not stop `.modelContext(context)` from being the modifier: only a
  /// property declared of a type with `callAsFunction` is called (SE-0253). Session 16's first
  /// `callAsFunction` rule called any property, "not a function" (the thirty-second sample).
  @Test func aPropertyNamedLikeAModifierLeavesTheModifier() throws {
    let scene = try TestScene(
      source: """
        @Model final class Note {
          var title: String
          init(title: String) { self.title = title }
        }
        struct NoteSheet: View {
          var note: Note
          @Environment(\\.modelContext) private var modelContext
          var body: some View { Text(note.title) }
        }
        #Preview {
          NoteSheet(note: Note(title: "Groceries"))
            .modelContext(ModelContext(try! ModelContainer(for: Note.self)))
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Groceries"])
  }

  /// As the thirty-second sample wrote them: a trailing closure goes to a parameter whose type
  /// is an alias of a function type declared in the method's type (`onTick: @escaping Handler`
  /// with `typealias Handler = () -> Void`); `Deck.Tile.Face(…)` builds a type nested two levels
  /// down, also through a member alias (`Table.Tile.Face(…)` where `typealias Tile =
  /// Deck.Tile`) ("Type Alias Declaration", "Nested Types"). Until session 16 "missing
  /// argument" and "no member `Face`".
  @Test func closuresThroughFunctionAliasesAndTypesNestedThroughAliases() throws {
    let scene = try TestScene(
      source: """
        struct Deck {
          struct Tile {
            struct Face { let mark: String }
            let face: Face
          }
        }
        final class Table {
          typealias Tile = Deck.Tile
        }
        final class Ticker {
          typealias Handler = () -> String
          private(set) var handler: Handler?
          func begin(onTick: @escaping Handler) { handler = onTick }
        }
        struct Board: View {
          let ticker = Ticker()
          let tile = Table.Tile(face: Table.Tile.Face(mark: "star"))
          var body: some View {
            let _ = ticker.begin { "tick" }
            VStack {
              Text(tile.face.mark + " " + Deck.Tile.Face(mark: "moon").mark)
              Text(ticker.handler?() ?? "none")
            }
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["star moon", "tick"])
  }

  /// A framework's name qualifies the framework's declaration ("Module names" in The Swift
  /// Programming Language, "Modules and Source Files"): `SwiftUI.Section(…)` is SwiftUI's
  /// section even where the program declares `enum Section`, whose bare name stays the
  /// program's. Until session 18 the qualified call built the program's enum (S204, "extra
  /// argument", sample 34).
  @Test func aFrameworkQualifierNamesTheFrameworksTypeNotTheProgramsOwn() throws {
    let scene = try TestScene(
      source: """
        enum Section: String, CaseIterable, Identifiable {
          case fruit, grain
          var id: String { rawValue }
        }
        struct Shelf: View {
          var body: some View {
            List {
              ForEach(Section.allCases) { part in
                SwiftUI.Section(part.rawValue) {
                  SwiftUI.Text("in \\(part.rawValue)")
                }
              }
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Section").count == 2)
    #expect(scene.first.tree.texts == ["in fruit", "in grain"])
  }

  /// Inside `extension View`, a method of the extension named without `self.` is that method
  /// bound to `self`, as a type's own method is ("Instance Methods", "The self Property": `self`
  /// is implicit): `ForEach(tags, id: \.self, content: tagView)`. Until session 18 "cannot
  /// find `tagView` in scope" (S201, two files of sample 34).
  @Test func anExtensionMethodNamedBareInsideTheExtensionIsBoundToSelf() throws {
    let scene = try TestScene(
      source: """
        extension View {
          func tagged(_ tags: [String]) -> some View {
            VStack {
              self
              ForEach(tags, id: \\.self, content: tagView)
            }
          }
          func tagView(_ text: String) -> some View { Text("#" + text) }
        }
        struct Card: View {
          var body: some View { Text("card").tagged(["red", "blue"]) }
        }
        """, root: "Card")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["card", "#red", "#blue"])
  }

  /// A control under `.hidden()` takes no gesture (Apple, `hidden()`: "Hidden views are
  /// invisible and can't receive any interactions"), while the same control shown does.
  @Test func aHiddenControlTakesNoGesture() throws {
    let scene = try TestScene(
      source: """
        struct Pad: View {
          @State private var taps = 0
          var body: some View {
            VStack {
              Text("\\(taps)")
              Button("Shown") { taps += 1 }
              Button("Secret") { taps += 10 }.hidden()
            }
          }
        }
        """, root: "Pad")
    #expect(try scene.perform(#"tap "Shown""#).tree.texts.first == "1")
    let refused = #expect(throws: TestSceneError.self) { try scene.perform(#"tap "Secret""#) }
    #expect(refused?.description.contains("S401") == true, "\(String(describing: refused))")
  }

  /// Sample 36's rules, each on a scene of our own: a program's `extension NSString` method
  /// called on a `String` (Foundation bridges the two); `Toggle(isOn:label:)` with the label
  /// as an argument; `Angle`'s `radians` and `degrees` ("A geometric angle whose value you
  /// access in either radians or degrees", Apple).
  @Test func bridgedStringMethodsToggleLabelsAndAngles() throws {
    let scene = try TestScene(
      source: """
        extension NSString {
          func shout() -> String { (self as String).uppercased() + "!" }
        }
        struct Panel: View {
          @State private var on = true
          let turn = Angle.degrees(180)
          var body: some View {
            VStack {
              Text("hi".shout())
              Toggle(isOn: $on, label: { Text("Sound") })
              Text("\\(Int(turn.radians * 100)) \\(Int(Angle.radians(.pi / 2).degrees))")
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["HI!", "314 90"])
    #expect(scene.first.tree.nodes(ofType: "Toggle").first?.label == "Sound")
  }

  /// A C name (`OggVorbis_File`, an underscore after its first letter) is never a typo of the
  /// program's `OggVorbisFile`: it runs opaque (S122); a function nothing declares, in a file
  /// that imports a module no file given holds (`import Core`, a C library), is that module's,
  /// opaque, with the function's own help; the same call in a file importing only SwiftUI is
  /// still "cannot find in scope" (three and two files of sample 36).
  @Test func cNamesAndFunctionsOfModulesNotGivenAreOpaque() throws {
    let source = """
      import SwiftUI
      import Core
      final class OggVorbisFile {
        var handle: OggVorbis_File
        init() { handle = OggVorbis_File() }
      }
      struct Grid {
        var cells = 0
        let reset: Int
        init() { reset = resetBoard(&cells) }
      }
      struct Board: View {
        let file = OggVorbisFile()
        let grid = Grid()
        var body: some View {
          VStack {
            Text("ready")
            Text("\\(grid.reset)")
          }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Board.swift")
    #expect(
      program.warnings.map { "\($0.code) \($0.arguments["name"] ?? "")" }
        == ["S122 OggVorbis_File"])
    // A C-style name a few letters from another C-style name of the program is a typo.
    let typo = """
      struct Recipe_Card { let title = "Soup" }
      struct Menu: View { var body: some View { Text(Recipe_Crad().title) } }
      """
    #expect(throws: ScriptDiagnostics.self) {
      try ScriptProgram.compile(source: typo, path: "Menu.swift")
    }
    let scene = try TestScene(source: source, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["ready", "‹resetBoard›"])
    let local = #expect(throws: TestSceneError.self) {
      try TestScene(
        source: """
          import SwiftUI
          struct Grid {
            let reset: Int
            init() { reset = resetBoard() }
          }
          struct Board: View {
            var body: some View { Text("\\(Grid().reset)") }
          }
          """, root: "Board")
    }
    #expect(local?.description.contains("S201 cannot find `resetBoard`") == true)
  }

  /// Inside `extension Color`, a framework member of `self` named bare (`cgColor`) is opaque as
  /// `self.cgColor` is, while a global of the program with that name stays the program's
  /// (sample 36: "cannot find `cgColor` in scope").
  @Test func aFrameworkMemberOfSelfNamedBareInALibraryExtensionIsOpaque() throws {
    let scene = try TestScene(
      source: """
        extension Color {
          var described: String { cgColor == nil ? "none" : "some" }
        }
        struct Swatch: View {
          var body: some View { Text(Color.red.described) }
        }
        """, root: "Swatch")
    #expect(scene.first.error.map { "\($0)" }?.contains("Color.cgColor") == true)
    let global = try TestScene(
      source: """
        let accentName = "teal"
        extension Color {
          var label: String { accentName }
        }
        struct Swatch: View {
          var body: some View { Text(Color.red.label) }
        }
        """, root: "Swatch")
    #expect(global.first.tree.texts == ["teal"])
  }

  /// Sample 37's rules on a scene of our own: `srand48(seed)` starts the run's generator again
  /// from the seed, so `drand48()` repeats after the same seed, as Darwin's does; an implicit
  /// member where a `Date` is expected is `Date`'s static (`.distantPast`, the year 1); an SDK
  /// global written in a class's method (`NSApp?.appearance = nil`) is opaque and the write
  /// reaches nothing, where it was read as a field of the class ("no member `NSApp`").
  @Test func seededRandomDateStaticsAndSDKGlobalsInAClass() throws {
    let scene = try TestScene(
      source: """
        struct Item { let when: Date }
        final class Theme: ObservableObject {
          @Published var applied = false
          func apply() {
            NSApp?.appearance = nil
            applied = true
          }
        }
        struct Lab: View {
          @StateObject private var theme = Theme()
          var body: some View {
            srand48(7)
            let first = drand48()
            srand48(7)
            let again = drand48()
            return VStack {
              Text(first == again ? "repeats" : "differs")
              Text("\\(Item(when: .distantPast).when < Date.now)")
              Text(theme.applied ? "applied" : "plain")
              Button("Apply") { theme.apply() }
            }
          }
        }
        """, root: "Lab")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["repeats", "true", "plain"])
    #expect(try scene.perform(#"tap "Apply""#).tree.texts == ["repeats", "true", "applied"])
  }

  /// More of sample 37, each on a scene of our own: a `PreviewProvider`'s nested view wins over
  /// another type's private nested type of that name (the preview's own scope comes first);
  /// a protocol extension's overload with other labels than the requirement a type implements
  /// is one more overload ("Providing Default Implementations"); an `AsyncImage` phase before
  /// anything loads has no image and no error (`AsyncImagePhase.image`: "The loaded image, if
  /// any"); a `TextField(_:value:format:)` bound to a nil optional is empty and shows its
  /// placeholder.
  @Test func previewNestedViewsProtocolOverloadsPhasesAndNilFields() throws {
    let scene = try TestScene(
      source: """
        struct Box {
          private let ref = Container()
          var name: String { ref.name }
          private final class Container { let name = "box" }
        }
        protocol Loader { func load(_ name: String, suffix: String?) -> String }
        extension Loader {
          func load(_ name: String) -> String { load(name, suffix: "!") }
        }
        struct PlainLoader: Loader {
          func load(_ name: String, suffix: String?) -> String { name + (suffix ?? "") }
        }
        struct Row_Previews: PreviewProvider {
          struct Container: View {
            @State private var height: Double? = nil
            let loader: Loader = PlainLoader()
            var body: some View {
              VStack {
                Text("Row \\(Box().name) \\(loader.load("menu"))")
                AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                  if phase.image == nil, phase.error == nil { Text("loading") } else { Text("done") }
                }
                TextField("Height", value: $height, format: .number)
              }
            }
          }
          static var previews: some View { Container() }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Row box menu!", "loading"])
    let field = try #require(scene.first.tree.nodes(ofType: "TextField").first)
    #expect(field.value == .string(""))
  }

  /// A calendar component written in full (`Calendar.Component.day`) is that component, as
  /// `.day` is; a method of the program's `extension Calendar` runs and is no opaque SDK member,
  /// so it draws no S120 warning (sample 37's budget app; Apple, `Calendar.Component`).
  @Test func fullComponentsAndCalendarExtensionMethods() throws {
    let source = """
      extension Calendar {
        func dayAfter(_ date: Date) -> Date { self.date(byAdding: .day, value: 1, to: date)! }
      }
      struct Days: View {
        var body: some View {
          let start = Date(timeIntervalSinceReferenceDate: 0)
          let next = Calendar.current.date(byAdding: Calendar.Component.day, value: 2, to: start)!
          let after = Calendar.current.dayAfter(start)
          Text("\\(Int(next.timeIntervalSince(start) / 3600)) \\(Int(after.timeIntervalSince(start) / 3600))")
        }
      }
      """
    #expect(try ScriptProgram.compile(source: source, path: "Days.swift").warnings.isEmpty)
    let scene = try TestScene(source: source, root: "Days")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["48 24"])
  }

  /// `Calendar.dateInterval(of:for:)` and `DateInterval` as Foundation computes them (Apple,
  /// `Calendar.dateInterval(of:for:)`: "the starting time and duration of a given calendar
  /// component that contains a given date"): a week of seven days holding the date, an
  /// interval made with a duration, `contains(_:)`. Until session 18 opaque (five screens of
  /// sample 38, a budget app of sample 37).
  @Test func dateIntervalsOfTheCalendar() throws {
    let scene = try TestScene(
      source: """
        struct Week: View {
          var body: some View {
            let day = Date(timeIntervalSinceReferenceDate: 725_794_860)
            let week = Calendar.current.dateInterval(of: .weekOfMonth, for: day)!
            let hour = DateInterval(start: day, duration: 3600)
            let later = day.addingTimeInterval(7200)
            Text("\\(Int(week.duration / 86400)) \\(week.contains(day)) \\(hour.contains(later)) \\(Int(hour.end.timeIntervalSince(hour.start)))")
          }
        }
        """, root: "Week")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["7 true false 3600"])
  }

  /// `.init(repeating: .init(repeating: 0, count: 3), count: 2)` where `[[Int]]` is declared:
  /// `Array`'s initializer, whose repeated value is one element, `[Int]` (Swift infers the
  /// implicit member from the contextual type, SE-0287). Until session 18 both were kept as a
  /// bare `init(…)` value and a subscript on them stopped the step (two files of sample 38).
  @Test func nestedArrayInitializersTakeTheDeclaredElementType() throws {
    let scene = try TestScene(
      source: """
        final class Board {
          var cells: [[Int]] = .init(repeating: .init(repeating: 0, count: 3), count: 2)
        }
        struct Grid: View {
          let board = Board()
          var body: some View { Text("\\(board.cells.count) \\(board.cells[1].count) \\(board.cells[1][2])") }
        }
        """, root: "Grid")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2 3 0"])
  }

  /// A type the program nests in its extension of a library type (`extension Date { struct
  /// MonthDay }`), written `Date.MonthDay(month:day:)`: the program's type, before any library
  /// member of that name (its declarations win). Until session 19 a fake library value
  /// (`MonthDay.day(3, 4)`, a fitness app of sample 38).
  @Test func aTypeNestedInALibraryTypesExtensionIsTheProgramsOwn() throws {
    let scene = try TestScene(
      source: """
        extension Date {
          struct MonthDay: Hashable {
            let month: Int
            let day: Int
          }
        }
        struct Week: View {
          var body: some View {
            let first = Date.MonthDay(month: 3, day: 4)
            Text("\\(first.day) \\(first == Date.MonthDay(month: 3, day: 4))")
            Text(verbatim: "\\(first)")
          }
        }
        """, root: "Week")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["4 true", "MonthDay(month: 3, day: 4)"])
  }

  /// The statics of Swift's other integer widths (`UInt8.max` 255, `Int16.min` -32768,
  /// `UInt32.max` 4294967295, the standard library's `FixedWidthInteger`), and `random(in:)`
  /// in the range as `Int.random(in:)`; `UInt64.max` is `Int.max`, as idlab's integers are
  /// `Int`s (docs/semantics.md). Until session 19 all opaque, and a seeded generator's
  /// comparison stopped the step (sample 36).
  @Test func theOtherIntegerWidthsHaveTheirStatics() throws {
    let scene = try TestScene(
      source: """
        struct Seed: View {
          @State private var seed = UInt64.random(in: 1...UInt64.max)
          let small = UInt8.random(in: 3...4)
          var body: some View {
            Text("\\(UInt8.max) \\(Int16.min) \\(UInt32.max) \\(UInt16.zero)")
            Text(seed == 0 ? "zero" : "seeded")
            Text(small >= 3 && small <= 4 ? "in range" : "out")
          }
        }
        """, root: "Seed")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["255 -32768 4294967295 0", "seeded", "in range"])
  }

  /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: each firing sends
  /// the selector's message to the target (Apple); `UserDefaults`' key-value coding
  /// `setValue(_:forKey:)` and `value(forKey:)` are `set(_:forKey:)` and `object(forKey:)`;
  /// `List(items, rowContent: Row.init)` builds its rows with the initializer; a
  /// `Date.FormatStyle()` built up in a property formats as the chain says; `String.Encoding.utf8`
  /// is `.utf8` (sample 39: S204, a stop in a view model's init, S204, `‹Date.formatted›`,
  /// S206). Expected by hand: three seconds make three ticks; 1 January 1970 UTC is "Jan 1" in
  /// English (US); "héllo" is six UTF-8 bytes.
  @Test func targetActionTimersKeyValueDefaultsRowInitializersStylesAndEncodings() throws {
    let scene = try TestScene(
      source: """
        final class Ticker: ObservableObject {
          @Published var seconds = 0
          private var timer: Timer?
          init() {
            UserDefaults.standard.setValue(7, forKey: "launches")
            timer = Timer.scheduledTimer(
              timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil,
              repeats: true)
          }
          @objc private func tick() { seconds += 1 }
        }
        struct Fruit: Identifiable {
          let id: Int
          let name: String
        }
        struct FruitRow: View {
          let fruit: Fruit
          var body: some View { Text(fruit.name) }
        }
        struct Panel: View {
          @StateObject private var ticker = Ticker()
          let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
          var style: Date.FormatStyle { Date.FormatStyle().day(.defaultDigits).month(.abbreviated) }
          var body: some View {
            VStack {
              Text("\\(ticker.seconds) s")
              Text("\\(UserDefaults.standard.value(forKey: "launches") as? Int ?? 0)")
              Text(Date(timeIntervalSince1970: 0).formatted(style))
              Text("\\("héllo".data(using: String.Encoding.utf8)?.count ?? -1)")
              List(fruits, rowContent: FruitRow.init)
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0 s", "7", "Jan 1", "6", "Apple", "Pear"])
    #expect(try scene.perform("wait 3s").tree.texts.first == "3 s")
  }

  /// `Color.brandMuted` in a file that imports a module no file given holds: that module's
  /// extension may declare it, so it is opaque, listed with the names the run met
  /// (`SceneRun.runtimeOpaque`), not S206 (four files of sample 39); in a file importing only
  /// SwiftUI it is still S206. A program's `extension URLSession { func data(for:) -> Data }`
  /// is not the method a pair is destructured from: the library's is, so no false runaway
  /// recursion (sample 39); the request fails offline, and the run says where.
  @Test func moduleStaticsAndOverloadsByTheResultTheyAreBoundTo() throws {
    let scene = try TestScene(
      source: """
        import SwiftUI
        import DesignKit
        extension URLSession {
          func data(for request: URLRequest) async throws -> Data {
            let (data, _) = try await self.data(for: request)
            return data
          }
        }
        struct Empty: View {
          @State private var status = "idle"
          var body: some View {
            Text("Nothing yet")
              .foregroundStyle(Color.brandMuted)
              .task {
                do {
                  _ = try await URLSession.shared.data(for: URLRequest(url: URL(string: "https://example.com")!))
                  status = "loaded"
                } catch {
                  status = "offline"
                }
              }
            Text(status)
          }
        }
        """, root: "Empty")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Nothing yet", "offline"])
    #expect(
      scene.run.runtimeOpaque.map { "\($0.code) \($0.arguments["name"] ?? "")" } == [
        "S122 Color.brandMuted"
      ])
    #expect(scene.run.offlineRequests.map(\.call) == ["URLSession.data(for:)"])
    let alone = #expect(throws: TestSceneError.self) {
      try TestScene(
        source: """
          struct Plain: View {
            var body: some View { Text("a").foregroundStyle(Color.brandMuted) }
          }
          """, root: "Plain")
    }
    #expect(alone?.description.contains("S206") == true)
  }

  /// `Double()`, `Int()`, `CGFloat()`: zero, as a numeric type's `init()` makes it (Swift's
  /// `Double.init()`); a class's `@Binding var name` holds the binding its initializer was
  /// given (`_name = name`) and reads and writes through it (sample 38: a progress bar drawn
  /// as a spinner from `Double()` read as nil, a view model's bound product drawn as its
  /// binding). Expected by hand: "ada" renamed is "ada!", shouted "ADA!".
  @Test func emptyNumericInitializersAndBindingsStoredInAClass() throws {
    let scene = try TestScene(
      source: """
        final class RowModel: ObservableObject {
          @Binding var name: String
          init(name: Binding<String>) { _name = name }
          var shout: String { name.uppercased() }
          func rename() { name = name + "!" }
        }
        struct Row: View {
          @State private var title = "ada"
          let progress = Double()
          var body: some View {
            let model = RowModel(name: $title)
            VStack {
              Text("\\(progress) \\(Int()) \\(CGFloat())")
              Text(model.shout)
              Button("Rename") { model.rename() }
            }
          }
        }
        """, root: "Row")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0.0 0 0.0", "ADA"])
    let after = try scene.perform(#"tap "Rename""#)
    #expect(after.tree.texts == ["0.0 0 0.0", "ADA!"])
    #expect(after.tree.state("title") == .string("ada!"))
  }

  /// Sample 40's valid Swift: `#if _runtime(_ObjC)` and `canImport(ObjectiveC)` are true on
  /// iOS; `Button.init(role:action:label:)` is `Button(…)`; `(Double)(0)` is `Double(0)`;
  /// `extension [Reading]` extends `Array` (SE-0361); `.constant(5)` for a `Binding<Double>`
  /// holds `5.0`; an image in a text is drawn inline, named `(star)`; a program class that
  /// subclasses `NSPersistentContainer` is made with its arguments and written through (its
  /// default store description). Expected by hand: the mean of 2 and 4 is 3.0; `%.2f` of 5 is
  /// `5.00`.
  @Test func objectiveCConditionsExplicitInitsSugarAndInlineImages() throws {
    let scene = try TestScene(
      source: """
        import CoreData
        class AppContainer: NSPersistentContainer {}
        struct Reading { let value: Double }
        extension [Reading] {
          func mean() -> Double { reduce(0) { $0 + $1.value } / Double(count) }
        }
        struct Score: View {
          @Binding var score: Double
          var body: some View { Text(String(format: "%.2f", score)) }
        }
        struct Panel: View {
          @State private var closed = false
          let container = AppContainer(name: "Model")
          var body: some View {
            VStack {
              #if _runtime(_ObjC) && canImport(ObjectiveC)
              Text("Darwin")
              #else
              Text("Linux")
              #endif
              Text("\\((Double)(0)) \\([Reading(value: 2), Reading(value: 4)].mean())")
              Text("Press ") + Text(Image(systemName: "star")) + Text(" to save")
              Text("\\(container.name) \\(container.persistentStoreDescriptions.count)")
              Score(score: .constant(5))
              Button.init(role: .cancel) { closed = true } label: { Text(closed ? "Closed" : "Close") }
            }
            .onAppear {
              container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == ["Darwin", "0.0 3.0", "Press (star) to save", "Model 1", "5.00"])
    #expect(scene.first.tree.nodes(ofType: "Button").first?.label == "Close")
    let after = try scene.perform(#"tap "Close""#)
    #expect(after.tree.nodes(ofType: "Button").first?.label == "Closed")
  }

  /// `ObjectIdentifier(S.self)` where `S` is a generic parameter nothing binds (a registry's
  /// `register<S>(factory:)`, as Resolver writes it) is an identifier idlab does not know,
  /// opaque, where it was S204 "it takes an instance of a class"; a dictionary read with a key
  /// idlab does not know stops there, saying so, where it found nothing silently (sample 40).
  @Test func unknownIdentifiersAndUnknownDictionaryKeysStopWhereTheyAreRead() throws {
    let scene = try TestScene(
      source: """
        final class Service { let name = "svc" }
        final class Box {
          var items: [Int: Any] = [:]
          func register<S>(factory: @escaping () -> S) {
            items[ObjectIdentifier(S.self).hashValue] = factory()
          }
          func resolve<S>(_ type: S.Type) -> S? { items[ObjectIdentifier(S.self).hashValue] as? S }
        }
        struct KeyView: View {
          @State private var found = "none"
          var body: some View {
            Text(found)
            Button("Look") {
              let box = Box()
              box.register { Service() }
              found = box.resolve(Service.self)?.name ?? "missing"
            }
          }
        }
        """, root: "KeyView")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let looked = try scene.perform(#"tap "Look""#)
    #expect(looked.error?.id == "depends-on-unmodelled")
    #expect(looked.tree.texts == ["none"])
  }

  /// Sample 41's valid Swift: the program's `extension Font { static func custom(_ face: Face,
  /// size:) }` calls SwiftUI's `.custom(_:size:)` for a `String` (an overload the arguments fit);
  /// `` FileManager.`default` ``, a backticked member, is `default`; a view's initializer
  /// writing through a `@State` with a default (`saver.onSave = …`) writes the state's first
  /// value; `_title = Published(initialValue: title)` sets the published property.
  @Test func fittingExtensionOverloadsBackticksStateInInitAndPublishedStorage() throws {
    let scene = try TestScene(
      source: """
        enum Face: String { case bold = "Oswald-Bold" }
        extension Font {
          static func custom(_ face: Face, size: CGFloat) -> Font { .custom(face.rawValue, size: size) }
        }
        @Observable final class Saver { var note = "unsaved" }
        final class Draft: ObservableObject {
          @Published var title: String
          init(title: String) { _title = Published(initialValue: title) }
        }
        struct Editor: View {
          @State private var saver = Saver()
          @StateObject private var draft = Draft(title: "Lighthouse")
          let folder = FileManager.`default`.urls(for: .documentDirectory, in: .userDomainMask)[0]
          init(note: String) { saver.note = note }
          var body: some View {
            VStack {
              Text("Weight").font(.custom(Face.bold, size: 20))
              Text(folder.lastPathComponent)
              Text(saver.note)
              Text(draft.title)
            }
          }
        }
        struct Host: View {
          var body: some View { Editor(note: "saved") }
        }
        """, root: "Host")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Weight", "Documents", "saved", "Lighthouse"])
  }

  /// A format style named by a parameter is the value passed in, never the type's property of
  /// the same name: idlab cannot read a passed style's source, so it is opaque, not the
  /// property's (review of session 19). Expected by hand: 1970 is the year of the epoch.
  @Test func aStyleParameterIsNotThePropertyOfItsName() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          let when = Date(timeIntervalSince1970: 0)
          var style: Date.FormatStyle { Date.FormatStyle().year() }
          func label(_ style: Date.FormatStyle) -> String { when.formatted(style) }
          var body: some View {
            VStack {
              Text(when.formatted(style))
              Text(label(Date.FormatStyle().month(.wide)))
            }
          }
        }
        """, root: "Stamp")
    #expect(scene.first.tree.texts.first == "1970")
    #expect(scene.first.tree.texts.last != "1970")
  }

  /// A positional conversion reads the argument it names (`%2$@ %1$d`, as printf's `n$`
  /// does); a format that mixes positional and plain conversions, or leaves an argument out,
  /// is not formatted and stops the step. Expected by hand.
  @Test(arguments: [
    (#"String(format: "Version: %1$@", "1.0")"#, "Version: 1.0"),
    (#"String(format: "%2$@ has %1$d, %2$@", 3, "Ann")"#, "Ann has 3, Ann"),
    (#"String(format: "%2$@ %@", 3, "Ann")"#, nil),
  ])
  func aPositionalConversionReadsTheArgumentItNames(call: String, shown: String?) throws {
    let scene = try TestScene(
      source: "struct V: View {\n  var body: some View { Text(\(call)) }\n}\n", root: "V")
    if let shown {
      #expect(scene.first.tree.texts == [shown])
    } else {
      #expect(scene.first.error?.id == "not-simulated")
    }
  }
}
