import Basics
import IdentityEngine
import Localization
import Testing

@testable import ViewScript

/// Opaque by default (docs/semantics.md): a name idlab does not model never rejects a scene; it
/// is an opaque value shown as `‹Name›`, and the step stops, located, only where the run depends
/// on what it holds. Scenes of our own; expected screens and lines written by hand from the rule.
@Suite struct OpaqueByDefaultTests {
  /// A network monitor started on appear (its handler would run later, on the device's
  /// schedule: here never), a haptic engine read through members and arithmetic, a row view of
  /// a file not given, and an SDK picker with its label.
  static let status = """
    struct Status: View {
      let monitor = NWPathMonitor()
      let engine = CHHapticEngine()
      @State private var online = true
      @State private var taps = 0
      var body: some View {
        VStack {
          Text(online ? "online" : "offline")
          Text("\\(engine.capabilities.count + 1)")
          BadgeRow(count: taps)
          PhotosPicker(selection: .constant(nil)) { Text("Pick") }
          Button("Tap") {
            taps += 1
            try? engine.start()
          }
        }
        .onAppear {
          monitor.pathUpdateHandler = { path in online = path.status == .satisfied }
          monitor.start(queue: DispatchQueue(label: "monitor"))
        }
      }
    }
    """

  @Test func theViewRunsAroundItsOpaqueValues() throws {
    let scene = try TestScene(source: Self.status)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["online", "‹CHHapticEngine›", "Pick"])
    let nodes = scene.first.tree.allNodes
    let row = try #require(nodes.first { $0.type == "BadgeRow" })
    #expect(row.isUnmodelled)
    #expect(row.identity == "Status/VStack/2/BadgeRow")
    // The picker's label is in a `Group` at the picker's position.
    #expect(nodes.contains { $0.identity == "Status/VStack/3/Group/0/Text" && $0.text == "Pick" })
    #expect(scene.tree.state("online") == .bool(true), "the handler never runs")
    let tapped = try scene.perform(#"tap "Tap""#)
    #expect(tapped.error == nil)
    #expect(tapped.tree.state("taps") == .int(1))
  }

  /// A view idlab does not know takes SwiftUI's modifiers as any view: its `.tabItem` titles
  /// its tab and its `onAppear` runs when it appears (sample 47: the tab bar read "[1]"); an
  /// iOS 18 `Tab` with no content keeps its item in the bar (sample 47 dropped it).
  @Test func anOpaqueViewTakesModifiersAndAnEmptyTabKeepsItsItem() throws {
    let source = """
      struct Home: View {
        @State private var loads = 0
        var body: some View {
          TabView {
            Dashboard(kind: 1)
              .onAppear { loads += 1 }
              .tabItem { Label("Home", systemImage: "house") }
            Text("Settings page").tabItem { Text("Settings") }
          }
        }
      }
      struct Shelf: View {
        var body: some View {
          TabView {
            Tab("Books", systemImage: "book") { Text("Reading list") }
            Tab("Later", systemImage: "clock") { }
            Tab("Add", systemImage: "plus", role: .search) { EmptyView() }
          }
        }
      }
      """
    let scene = try TestScene(source: source, root: "Home")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let home = scene.first.tree.allNodes.flatMap(\.modifiers).filter { $0.name == "tabItem" }
    #expect(home.map(\.value) == [.string("Home"), .string("Settings")])
    #expect(scene.first.tree.state("loads") == .int(1))
    let shelf = try TestScene(source: source, root: "Shelf")
    let titles = shelf.first.tree.allNodes.flatMap(\.modifiers).filter { $0.name == "tabItem" }
    #expect(titles.map(\.value) == [.string("Books"), .string("Later"), .string("Add")])
  }

  /// An opaque view's trailing closure that builds no view is its action: it does not run
  /// while the view is drawn (here it would count, and read an environment object the preview
  /// lacks), while closures that build views are drawn: a type's value, an `if`'s branch, a
  /// plain name, the program's view function (the thirty-third sample's `LocationButton`).
  @Test func anOpaqueViewsActionClosureDoesNotRunWhenItIsDrawn() throws {
    let scene = try TestScene(
      source: """
        final class Finder: ObservableObject { var asks = 0 }
        struct Share: View {
          @EnvironmentObject var finder: Finder
          @State private var drawn = 0
          @State private var wide = true
          let caption = Text("Caption")
          var body: some View {
            VStack {
              LocationButton(.shareCurrentLocation) {
                drawn += 1
                finder.asks += 1
              }
              SignInButton { request in request.scopes = [] } onCompletion: { _ in drawn += 1 }
              GlassPanel { if wide { Text("Wide") } else { Text("Narrow") } }
              GlassPanel { caption }
              GlassPanel { badge() }
              Text("\\(drawn)")
            }
          }
          func badge() -> some View { Image(systemName: "star") }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Wide", "Caption", "0"])
    let nodes = scene.first.tree.allNodes
    #expect(nodes.filter(\.isUnmodelled).map(\.type) == ["LocationButton", "SignInButton"])
    #expect(nodes.contains { $0.type == "Image" && $0.text == "star" })
  }

  @Test func theWarningsNameEveryOpaqueNameAtItsLine() throws {
    let program = try ScriptProgram.compile(source: Self.status, path: "Status.swift")
    #expect(
      program.warnings.map { "\($0.line):\($0.column) \($0.code) \($0.arguments["name"] ?? "")" }
        == [
          "2:17 S120 NWPathMonitor", "3:16 S122 CHHapticEngine", "10:7 S122 BadgeRow",
          "11:7 S104 PhotosPicker",
        ])
  }

  /// A list over a store no file declares: its rows depend on what the store holds, so the
  /// first render stops at the `ForEach` (line 5, column 7), with the message in each language.
  @Test(arguments: [
    (
      Language.en,
      "the scene depends here on what ‹ItemStore› holds, and idlab does not simulate `ItemStore`"
    ),
    (
      Language.es,
      "aquí la escena depende de lo que contiene ‹ItemStore›, e idlab no simula `ItemStore`"
    ),
  ])
  func aForEachOverAnOpaqueValueStopsAtItsData(language: Language, message: String) throws {
    let scene = try TestScene(
      source: """
        struct Items: View {
          let store = ItemStore()
          var body: some View {
            List {
              ForEach(store.items, id: \\.self) { item in Text(item) }
            }
          }
        }
        """)
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect((failure.line, failure.column) == (5, 7))
    #expect(try realLocalizer(language)(failure.messageKey, failure.arguments) == message)
  }

  /// Through its binding, `ForEach($store.items)`, the list depends on the opaque store as
  /// `ForEach(store.items)` does, and stops at the same place for the same reason.
  @Test(arguments: ["store.items", "$store.items"])
  func aListOverAnOpaqueValuesBindingStopsAsOverTheValue(data: String) throws {
    let scene = try TestScene(
      source: """
        struct Items: View {
          @StateObject var store = ItemStore()
          var body: some View {
            List {
              ForEach(\(data)) { item in Text("row") }
            }
          }
        }
        """)
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect((failure.line, failure.column) == (5, 7))
    #expect(failure.arguments["name"] == "ItemStore")
  }

  /// A text that formats an opaque value (`Text(store.updated, format: .dateTime…)`) shows it
  /// as `‹ItemStore›`, as interpolating it does; the step goes on.
  @Test func aFormattedOpaqueValueIsShownOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Stamp: View {
          let store = ItemStore()
          var body: some View {
            VStack {
              Text(store.updated, format: .dateTime.day().month())
              Text(store.total, format: .number)
              Text("after")
            }
          }
        }
        """, root: "Stamp")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["‹ItemStore›", "‹ItemStore›", "after"])
  }

  /// A type the program only extends, which no file given declares (`Flavor`, from a file or
  /// package not given): its own statics are opaque, so a list over `Flavor.allCases` stops
  /// where it depends on them, saying so; a near miss of a static the extension declares is
  /// still a typo (S206).
  @Test func aStaticOfATypeOnlyExtendedIsOpaque() throws {
    let source = """
      extension Flavor: Identifiable {
        var id: String { rawValue }
        static let house = "vanilla"
      }
      struct Flavors: View {
        var body: some View {
          VStack {
            Text(Flavor.housr)
            List { ForEach(Flavor.allCases) { Text($0.rawValue) } }
          }
        }
      }
      """
    let listed = try TestScene(
      source: source.replacingOccurrences(of: "Text(Flavor.housr)", with: "Text(Flavor.house)"),
      root: "Flavors")
    let failure = try #require(listed.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments["name"] == "Flavor.allCases")
    #expect((failure.line, failure.column) == (9, 14))
    do {
      _ = try TestScene(source: source, root: "Flavors")
      Issue.record("a near miss of `house` ran")
    } catch {
      #expect("\(error)".contains("S206"))
    }
  }

  /// A `Binding(get:set:)` whose getter decides on an opaque value (line 5) fails the step
  /// there, not in the child that reads the binding and would get nothing (sample 44: a
  /// reader's type error, in another file, at valid Swift). With nothing opaque, the same
  /// binding is read as written.
  @Test(arguments: [
    ("ItemStore().isEmpty", "depends-on-unmodelled" as String?),
    ("[Int]().isEmpty", nil),
  ])
  func aGetterThatCannotBeSimulatedFailsItsStep(condition: String, failure: String?) throws {
    let scene = try TestScene(
      source: """
        struct Basket: View {
          var body: some View {
            Light(on: Binding(
              get: {
                if \(condition) { return false }
                return true
              },
              set: { _ in }))
          }
        }
        struct Light: View {
          @Binding var on: Bool
          var body: some View { Text(on ? "lit" : "dark") }
        }
        """, root: "Basket")
    #expect(scene.first.error?.id == failure)
    if failure != nil {
      #expect(scene.first.error?.line == 5)
    } else {
      #expect(scene.first.tree.texts == ["dark"])
    }
  }

  /// A control's binding is read while the tree is drawn: a getter that stops there fails the
  /// step that drew it (line 6), not the next one.
  @Test func aControlsGetterFailsTheStepThatDrawsIt() throws {
    let scene = try TestScene(
      source: """
        struct Panel: View {
          var body: some View {
            Toggle(
              "On",
              isOn: Binding(
                get: { ItemStore().isOn ? true : false },
                set: { _ in }))
          }
        }
        """, root: "Panel")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.line == 6)
  }

  /// `if let`, `switch` and `==` each decide on what the value holds.
  @Test(arguments: [
    // The statement starts at column 24 of line 4: `let` at 27, `UIDevice` at 31, the
    // comparison's left side at 32.
    ("if let image = UIImage(named: \"x\") { shown = 1 }", 4, 27),
    ("switch UIDevice.current.name { default: shown = 1 }", 4, 31),
    ("shown = FileManager.default.fileExists(atPath: \"/\") == true ? 1 : 2", 4, 32),
  ])
  func aDecisionOnAnOpaqueValueStopsTheStep(statement: String, line: Int, column: Int) throws {
    let scene = try TestScene(
      source: """
        struct Decider: View {
          @State private var shown = 0
          var body: some View {
            Button("Decide") { \(statement) }
          }
        }
        """)
    let failure = try #require(try scene.perform(#"tap "Decide""#).error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect((failure.line, failure.column) == (line, column))
    #expect(scene.tree.state("shown") == .int(0))
  }

  /// The program's own `struct Sheet: View` wins over the SwiftUI name idlab does not model.
  @Test func theProgramsOwnViewWinsOverAnUnmodelledSwiftUIName() throws {
    let source = """
      struct Sheet: View {
        var body: some View { Text("mine") }
      }
      struct Host: View {
        var body: some View { Sheet() }
      }
      """
    #expect(try ScriptProgram.compile(source: source, path: "Host.swift").warnings.isEmpty)
    #expect(try TestScene(source: source, root: "Host").first.tree.texts == ["mine"])
  }

  /// What is a typo and what is another name, by the rule of `Suggestions.typo(of:among:)`
  /// (same first letter, one edit for every four letters) and of `AppleSDKNames` (a typo keeps
  /// its framework prefix); written by hand.
  @Test(
    arguments: [
      ("VStak", "VStack"), ("TextFeild", "TextField"), ("Colr", "Color"), ("MapThing", nil),
      ("AnyPublisher", nil), ("Zorbulator", nil),
    ] as [(String, String?)])
  func typosAreNearAndStartAlike(name: String, typo: String?) {
    let known = ["VStack", "TextField", "Color", "MapPin", "Publisher", "Text"]
    #expect(Suggestions.typo(of: name, among: known) == typo)
  }

  @Test func anotherFrameworksNameIsNotATypo() {
    #expect(AppleSDKNames.framework(of: "CIColor") == "CoreImage")
    #expect(AppleSDKNames.framework(of: "NSWindow") == "Foundation")
    #expect(AppleSDKNames.framework(of: "NSPasteboard") == "Foundation")
    #expect(AppleSDKNames.framework(of: "UIColr") == nil)
  }

  /// A build condition (`#if DEBUG`) names a setting, not a type; a lowercase member is not
  /// what an uppercase name was meant to be.
  @Test func buildConditionsAndMembersAreNotTypes() throws {
    let source = """
      struct V: View {
        let debug = false
        var body: some View {
          #if DEBUG
          Text("debug")
          #else
          Text("release")
          #endif
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "V.swift")
    #expect(program.warnings.isEmpty)
  }

  /// A package's view with its own `onDisappear(_:)` method: the program's declaration wins
  /// over SwiftUI's modifier of that name, as Swift's member lookup finds it first.
  @Test func aMethodNamedLikeAModifierIsTheProgramsOwn() throws {
    let scene = try TestScene(
      source: """
        enum Behavior { case cancel, keep }
        struct Photo: View {
          var behavior = Behavior.keep
          func onDisappear(_ behavior: Behavior) -> Photo {
            var copy = self
            copy.behavior = behavior
            return copy
          }
          var body: some View { Text(behavior == .cancel ? "cancels" : "keeps") }
        }
        struct Gallery: View {
          var body: some View { Photo().onDisappear(.cancel) }
        }
        """, root: "Gallery")
    #expect(scene.first.tree.texts == ["cancels"])
  }

  /// Found on the unseen samples: a module qualifier is never an opaque value (it would hide
  /// the view it names): it names the module's own declaration (`SwiftUI.Text`); and a time
  /// source the virtual clock does not run still stops the step where it is reached, as its
  /// warning S114 says.
  @Test func moduleQualifiersAndTimeSourcesAreNotOpaque() throws {
    let qualified = try TestScene(
      source: "struct V: View {\n  var body: some View { SwiftUI.Text(\"x\") }\n}\n")
    #expect(qualified.first.tree.nodes(ofType: "Text").map(\.text) == ["x"])
    #expect(
      try ScriptProgram.compile(
        source: "struct V: View {\n  var body: some View { SwiftUI.Text(\"x\") }\n}\n",
        path: "V.swift"
      ).warnings.isEmpty)
    let subject = try TestScene(
      source: """
        struct Feed: View {
          @State private var n = 0
          var body: some View {
            Button("Make") { _ = OperationQueue(); _ = OperationQueue.main }
            Button("Go") { OperationQueue().addOperation { n += 1 } }
          }
        }
        """)
    // Making a queue stops nothing (sample 47: Alamofire's session stopped there); work given
    // to it would run on a clock idlab does not keep, so that stops the step.
    #expect(try subject.perform(#"tap "Make""#).error == nil)
    let failure = try #require(try subject.perform(#"tap "Go""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "OperationQueue.addOperation"])
  }

  /// A typo of a known name is still an error, not an opaque value.
  @Test func aTypoIsStillAnError() {
    do {
      _ = try ScriptProgram.compile(
        source: "struct V: View {\n  var body: some View { VStak { Text(\"x\") } }\n}\n",
        path: "V.swift")
      Issue.record("compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S103"])
      #expect(error.diagnostics.first?.arguments["similar"] == "VStack")
    }
  }

  /// A subscript on an opaque value gives the opaque value back, as a member or a call does.
  @Test func aSubscriptOnAnOpaqueValueIsOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Folder: View {
          let first = NSPredicate(format: "x").arguments[0]
          var body: some View {
            Text("\\(first)")
          }
        }
        """, root: "Folder")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["‹NSPredicate›"])
  }

  /// An SDK type the program extends is still the SDK's where no initializer of the extension
  /// accepts the call: `UIImage(named:)` is opaque, not "not a function".
  @Test func anExtendedSDKTypesOwnInitializerIsOpaque() throws {
    let scene = try TestScene(
      source: """
        extension UIImage {
          var isWide: Bool { size.width > size.height }
        }

        struct Poster: View {
          var body: some View {
            Text("\\(UIImage(named: "poster"))")
          }
        }
        """, root: "Poster")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["‹UIImage›"])
  }

  /// A property set on what an SDK call returns (`UITabBar.appearance().backgroundColor`) is a
  /// write into an opaque value: nothing happens. An SDK type the program extends keeps its own
  /// initializer, opaque. `Data(contentsOf:)` of an opaque URL is opaque, so the `if let` on it
  /// stops the step where it decides.
  @Test func sdkCallsResultsTakeWritesAndExtendedTypesKeepTheirInitializers() throws {
    let scene = try TestScene(
      source: """
        extension SFSpeechRecognizer {
          static var isReady: Bool { authorizationStatus() == .authorized }
        }
        final class Dictation: ObservableObject {
          let recognizer: SFSpeechRecognizer?
          init(recognizer: SFSpeechRecognizer? = SFSpeechRecognizer()) { self.recognizer = recognizer }
        }
        struct Tabs: View {
          @StateObject private var dictation = Dictation()
          @State private var saved = 0
          init() { UITabBar.appearance().backgroundColor = .white }
          var body: some View {
            VStack {
              Text("Tap to speak")
              Button("Load") {
                let folder = FileManager.default.homeDirectory(
                  forUser: "ann")
                if let data = try? Data(contentsOf: folder) { saved = data.count }
              }
            }
          }
        }
        """, root: "Tabs")
    #expect(scene.first.error == nil)
    let failure = try #require(try scene.perform(#"tap "Load""#).error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.line == 18)
  }

  /// A call on an opaque value writes its `inout` arguments as an opaque value: what
  /// `UIColor(color).getRed(&red, …)` puts there is not known, so the channels are shown as
  /// `‹UIColor.getRed›` (never the zeros they held before, as if the call had left them).
  @Test func inOutArgumentsOfAnOpaqueCallBecomeOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Channels {
          var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
          init(color: Color) {
            UIColor(color).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
          }
        }
        struct Swatch: View {
          let channels = Channels(color: .yellow)
          var body: some View { Text("red \\(channels.red) alpha \\(channels.alpha)") }
        }
        """, root: "Swatch")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["red ‹UIColor.getRed› alpha ‹UIColor.getRed›"])
  }

  /// An extension of an alias of an SDK type (`typealias KFColor = UIColor`, `extension KFColor
  /// { … }`, as Kingfisher writes it) extends that type, and the type's own members stay the
  /// SDK's: `UIColor.systemGroupedBackground` is an opaque value, not an unknown member of the
  /// alias (until session 13, a misleading S202 "value of type `KFColor` has no member").
  @Test func anExtensionOfAnAliasOfAnSDKTypeKeepsTheTypesOwnMembers() throws {
    let scene = try TestScene(
      source: """
        typealias KFColor = UIColor
        extension KFColor {
          var hexText: String { "x" }
        }
        func tint(_ color: KFColor) -> String { color.hexText }
        struct Swatch: View {
          var body: some View {
            VStack {
              Color(UIColor.systemGroupedBackground)
              Text(KFColor.self == UIColor.self ? "same" : "other")
            }
          }
        }
        """, root: "Swatch")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Color").count == 1)
  }

  /// More of an opaque view's view content: a chain of modifiers on a property
  /// (`title.padding()`), the program's view function through `self`, a ternary; and an action
  /// whose last call is a method of the program's own non-view type, which never runs while
  /// the view is drawn (a review of session 17's rule found these four).
  @Test func anOpaqueViewsContentIsFoundThroughChainsAndItsActionsAreNot() throws {
    let scene = try TestScene(
      source: """
        final class Counter: ObservableObject { @Published var hits = 0 }
        struct Tracker {
          let name: String
          func record(_ counter: Counter) { counter.hits += 1 }
        }
        struct Fits: View {
          @StateObject private var counter = Counter()
          private let title = Text("Wide")
          let compact = true
          var body: some View {
            VStack {
              Text("hits \\(counter.hits)")
              GlassPanel { title.padding() }
              GlassPanel { self.row() }
              GlassPanel { compact ? Text("Short") : Text("Long") }
              GlassPanel { Tracker(name: "x").record(counter) }
            }
          }
          func row() -> some View { Text("Row") }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["hits 0", "Wide", "Row", "Short"])
  }

  /// An infix operator no file given declares (a package's, `import Prelude`) runs as an
  /// opaque value named after it, with S122 where it is written and the operator's own help;
  /// a comparison of its result stops as depending on it, and an operator the program does
  /// declare runs as before. Until session 18 every such use was S001 "unknown infix operator",
  /// a syntax error in valid code (the confirmation runs of audit sample Y).
  @Test func anUndeclaredOperatorIsOpaque() throws {
    let source = """
      infix operator <~ : AdditionPrecedence
      func <~ (left: Int, right: Int) -> Int { left * 10 + right }
      struct Piped: View {
        let names = ["a", "b"]
        var body: some View {
          let joined = names |> { $0.joined() }
          VStack {
            Text("\\(1 <~ 2)")
            Text(joined)
          }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Piped.swift")
    #expect(
      program.warnings.map { "\($0.line):\($0.column) \($0.code) \($0.arguments["name"] ?? "")" }
        == ["6:24 S122 |>"])
    #expect(program.warnings.first?.helpKey == "diag.S122.help.operator")
    let scene = try TestScene(source: source, root: "Piped")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["12", "‹|>›"])
    let compared = try TestScene(
      source: """
        struct Gate: View {
          var body: some View { Text(1 |> 2 == 3 ? "yes" : "no") }
        }
        """, root: "Gate")
    #expect(compared.first.error.map { "\($0)" }?.contains("|>") == true)
    // An operator a program's extension of a library type declares is no undeclared one.
    let declared = """
      infix operator +| : AdditionPrecedence
      extension CGPoint {
        static func +| (left: CGPoint, right: CGFloat) -> CGPoint {
          CGPoint(x: left.x + right, y: left.y + right)
        }
      }
      struct Shift: View {
        var body: some View { Text("\\((CGPoint(x: 1, y: 2) +| 3).x)") }
      }
      """
    #expect(try ScriptProgram.compile(source: declared, path: "Shift.swift").warnings.isEmpty)
  }

  /// Combine's `Sequence.publisher` (`text.publisher.collect()`) is opaque, with S120, so an
  /// `.onReceive` of it is inert, as for any publisher idlab does not model; a program's own
  /// `publisher` property stays the program's. Until session 18, S206 stopped the screen
  /// (sample 35's one-letter text field).
  @Test func aSequencesPublisherIsOpaque() throws {
    let source = """
      struct Letter: View {
        @State private var text = "ab"
        var body: some View {
          TextField("", text: $text)
            .onReceive(text.publisher.collect()) { text = String($0.prefix(1)) }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Letter.swift")
    #expect(
      program.warnings.map { "\($0.code) \($0.arguments["name"] ?? "")" } == [
        "S120 Sequence.publisher"
      ])
    let scene = try TestScene(source: source, root: "Letter")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.state("text") == .string("ab"))
    let own = """
      struct Feed { let publisher = "Daily" }
      struct Paper: View {
        let feed = Feed()
        var body: some View { Text(feed.publisher) }
      }
      """
    #expect(try ScriptProgram.compile(source: own, path: "Paper.swift").warnings.isEmpty)
    // `NotificationCenter.default.publisher(for:)` is a method, not a sequence's publisher.
    let notes = """
      struct Inbox: View {
        var body: some View {
          Text("mail").onReceive(NotificationCenter.default.publisher(for: .init("mail"))) { _ in }
        }
      }
      """
    #expect(
      try ScriptProgram.compile(source: notes, path: "Inbox.swift").warnings.filter {
        $0.arguments["name"] == "Sequence.publisher"
      }.isEmpty)
    #expect(try TestScene(source: own, root: "Paper").first.tree.texts == ["Daily"])
  }

  /// `specifier:` on an opaque value shows the value, `‹Type›`, as everywhere in a text, never
  /// "the specifier is not simulated" (sample 48); an Objective-C runtime function
  /// (`objc_getAssociatedObject`) is an SDK name, opaque, never "not in scope" (sample 46).
  @Test func aSpecifierOnAnOpaqueValueAndTheObjectiveCRuntime() throws {
    let scene = try TestScene(
      source: """
        struct Wallet: View {
          let bank = BankClient()
          var cached: Any? { objc_getAssociatedObject(self, "key") }
          var body: some View {
            Text("$\\(bank.balance(), specifier: "%.2f") \\(String(describing: cached))")
          }
        }
        """, root: "Wallet")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["$‹BankClient› ‹objc_getAssociatedObject›"])
  }

  /// `String.greeting()` where the program's `extension String` declares `static var greeting:
  /// () -> String`: the closure the property holds, called, before any library reading of the
  /// name (sample 48 showed "greeting").
  @Test func aStaticClosureOfALibraryTypesExtensionIsCalled() throws {
    let scene = try TestScene(
      source: """
        extension String {
          static var greeting: () -> String = { "Good morning" }
        }
        struct Banner: View {
          var body: some View { Text(String.greeting()) }
        }
        """, root: "Banner")
    #expect(scene.first.tree.texts == ["Good morning"])
  }

  /// `.default` where a type no file declares and idlab does not simulate is declared (a
  /// parameter's default, a stored property's, a local's) is a member of a library type idlab
  /// cannot name: a write into one of its properties changes nothing idlab shows, as a write
  /// into an opaque value, and a method called on it does nothing. Sample 52:
  /// `session.delegate = nil` stopped as "value of type `Any` has no member", three files.
  @Test func anImplicitMemberOfAnUnknownDeclaredTypeIsOpaque() throws {
    let scene = try TestScene(
      source: """
        final class Link: ObservableObject {
          var session: Radio
          var spare: Radio = .shared
          init(session: Radio = .default) {
            self.session = session
            let local: Radio = .standard
            local.delegate = nil
            spare.delegate = nil
            session.delegate = nil
            session.activate()
          }
        }
        struct LinkView: View {
          @StateObject var link = Link()
          var body: some View { Text("Linked") }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Linked"])
  }

  /// `min` and `max` with an operand idlab does not model give an opaque value, as an operator
  /// on it does (which one is smaller is not known); shown, it is the opaque value, and a
  /// comparison with it stops the step. Sample 53 gave the other operand, silently.
  @Test func minAndMaxOfAnOpaqueValueAreOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Low: View {
          var body: some View {
            let reading = Sensor.shared.level
            VStack {
              Text("\\(min(reading, 1000.0))")
              Text("\\(max(2, 5))")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["‹Sensor›", "5"])
  }
}
