import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules from the families session 25's held-out samples left open, each with a scene of our
/// own. Expected values are written from the language and Apple's documentation before
/// running: `ViewThatFits` shows one child, the first; a library type's initializer is a
/// function value; a string literal where the program declares a `LocalizedStringKey` is a
/// key looked up in the app's table.
@Suite struct UnseenCodeRules56Tests {
  /// `ViewThatFits` "selects the first child whose ideal size on the constrained axes fits";
  /// idlab measures nothing and shows the first child alone (never both), warning S128 at the
  /// call; the candidates after it are not built, so their `onAppear` never runs.
  @Test func viewThatFitsShowsItsFirstChildWithAWarning() throws {
    let source = """
      struct Badge: View {
        @State private var log: [String] = []
        var body: some View {
          VStack {
            ViewThatFits(in: .horizontal) {
              HStack { Text("Wide"); Text("label") }
                .onAppear { log.append("wide") }
              Text("Narrow")
                .onAppear { log.append("narrow") }
            }
            Text(log.joined(separator: ","))
          }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Badge.swift")
    #expect(program.warnings.map { "\($0.line):\($0.column) \($0.code)" } == ["5:7 S128"])
    let scene = try TestScene(source: source, root: "Badge")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Wide", "label", "wide"])
    let fits = try #require(scene.first.tree.nodes(ofType: "ViewThatFits").first)
    #expect(fits.children.map(\.type) == ["HStack"])
  }

  /// An `if` whose condition is false makes no child: the first child is the first view the
  /// builder makes.
  @Test func viewThatFitsSkipsAChildThatIsNotThere() throws {
    let scene = try TestScene(
      source: """
        struct Badge: View {
          let compact = false
          var body: some View {
            ViewThatFits {
              if compact { Text("compact only") }
              Text("always")
            }
          }
        }
        """, root: "Badge")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["always"])
  }

  /// The program's own `ViewThatFits` wins over SwiftUI's: no warning, its body drawn.
  @Test func aProgramsOwnViewThatFitsIsItsOwn() throws {
    let source = """
      struct ViewThatFits: View {
        var body: some View { Text("mine") }
      }
      struct Host: View {
        var body: some View { ViewThatFits() }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Host.swift")
    #expect(program.warnings.isEmpty)
    let scene = try TestScene(source: source, root: "Host")
    #expect(scene.first.tree.texts == ["mine"])
  }

  /// "Like a function, an initializer can be used as a value" (The Swift Programming
  /// Language): `URL.init(string:)` in `compactMap` and `Optional.flatMap`, `Int.init` on
  /// strings, `Text.init` over an array of strings in a `ForEach`-free stack; an address
  /// `URL(string:)` refuses is dropped as `compactMap` drops a nil.
  @Test func libraryInitializersAreFunctionValues() throws {
    let scene = try TestScene(
      source: """
        struct Links: View {
          let raw = ["https://a.example/x", "", "https://b.example"]
          let saved: String? = "https://c.example/y"
          var urls: [URL] { raw.compactMap(URL.init(string:)) }
          var body: some View {
            VStack {
              Text("\\(urls.count)")
              Text(urls.map(\\.host!).joined(separator: " "))
              if let link = saved.flatMap(URL.init(string:)) { Text(link.path) }
              Text(["7", "x", "5"].compactMap(Int.init).map(String.init).joined())
            }
          }
        }
        """, root: "Links")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2", "a.example b.example", "/y", "75"])
  }

  /// What such an initializer fails with is located at the reference, in the scene's file:
  /// an initializer idlab does not simulate stops the step there.
  @Test func aFailingInitializerReferenceIsLocatedAtTheReference() throws {
    let scene = try TestScene(
      source: """
        struct Counts: View {
          let words = ["a"]
          var body: some View {
            Text(words.map(Date.init(fooBar:)).map { "\\($0)" }.joined())
          }
        }
        """, root: "Counts")
    let error = try #require(scene.first.error)
    #expect(error.id == "not-simulated")
    #expect(error.line == 4 && error.column == 20)
  }

  /// `let title: LocalizedStringKey = "greeting"`: a literal becomes a key where the program
  /// declares one (a property, a parameter, a function's or computed property's result, each
  /// branch of a ternary), and `Text(title)` shows the app's text for it, as `Text("greeting")`
  /// does (Apple, `LocalizedStringKey`: "The key used to look up an entry in a strings file");
  /// a `String` property and `Text(verbatim:)` stay as written.
  @Test func literalsWhereTheProgramDeclaresAKeyAreLookedUp() throws {
    let (project, app) = try StringCatalogTests.appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let strings = app.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try """
    "greeting" = "Hello there";
    "other" = "Something else";
    """.write(
      to: strings.appendingPathComponent("Localizable.strings"), atomically: true,
      encoding: .utf8)
    let scene = try TestScene(
      source: """
        struct Row: View {
          let title: LocalizedStringKey
          var body: some View { Text(title) }
        }
        struct Sheet: View {
          @State private var on = false
          let key: LocalizedStringKey = "greeting"
          let plain = "greeting"
          func label() -> LocalizedStringKey { "greeting" }
          var pick: LocalizedStringKey { on ? "greeting" : "other" }
          var body: some View {
            VStack {
              Text(key)
              Row(title: "greeting")
              Text(label())
              Text(pick)
              Text(plain)
              Text(verbatim: "greeting")
            }
          }
        }
        """, root: "Sheet", path: app.appendingPathComponent("Sheet.swift").path)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "Hello there", "Hello there", "Hello there", "Something else", "greeting", "greeting",
      ])
  }
}

/// Rules the fifty-sixth unseen sample found missing, each with a scene of our own; expected
/// values from the language and Apple's documentation, written before running.
@Suite struct UnseenCodeRules56SampleTests {
  /// `extension Animation { static let spring = Animation.spring(response:dampingFraction:) }`:
  /// a call names SwiftUI's method, never the property being declared, which holds no
  /// function (Swift picks the member by the call's arguments); a static property that holds
  /// a closure is still called.
  @Test func aCallNamesALibraryMethodBeforeAStaticPropertyThatHoldsNoFunction() throws {
    let scene = try TestScene(
      source: """
        extension Animation {
          static let spring = Animation.spring(response: 0.45, dampingFraction: 0.65)
        }
        extension String {
          static var greeting: () -> String = { "hi" }
        }
        struct Press: View {
          @State private var pressed = false
          var body: some View {
            VStack {
              Text(String.greeting())
              Button("Tap") { pressed.toggle() }
                .animation(.spring, value: pressed)
            }
          }
        }
        """, root: "Press")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["hi"])
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Tap"])
  }

  /// Every fixed-width integer's `init?(_:radix:)` reads text in that base, nil when the text
  /// is not a number there or the number does not fit ("Radix not in range 2...36" traps);
  /// `assertionFailure` stops a preview, a debug build, as `fatalError` does.
  @Test func integersFromTextInARadixAndAssertionFailure() throws {
    let scene = try TestScene(
      source: """
        struct Hex: View {
          var body: some View {
            VStack {
              Text("\\(UInt64("1F", radix: 16) ?? 0)")
              Text(UInt8("1FF", radix: 16) == nil ? "none" : "some")
              Text("\\(Int16("-7f", radix: 16) ?? 0)")
              Text("\\(Int("z", radix: 36) ?? 0)")
            }
          }
        }
        """, root: "Hex")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["31", "none", "-127", "35"])
    let failing = try TestScene(
      source: """
        func color(_ code: String) -> Int {
          guard let value = UInt32(code, radix: 16) else {
            assertionFailure("not hexadecimal: \\(code)")
            return 0
          }
          return value
        }
        struct Swatch: View {
          var body: some View { Text("\\(color("zz"))") }
        }
        """, root: "Swatch")
    let error = try #require(failing.first.error)
    #expect(error.message == "Fatal error: not hexadecimal: zz")
    #expect(error.line == 3)
  }

  /// A radix outside 2...36 traps, with the standard library's message.
  @Test func aRadixOutOfRangeTraps() throws {
    let scene = try TestScene(
      source: """
        struct Base: View {
          var body: some View { Text("\\(UInt8("1", radix: 40) ?? 0)") }
        }
        """, root: "Base")
    let error = try #require(scene.first.error)
    #expect(error.message == "Fatal error: Radix not in range 2...36")
  }

  /// "The parentheses around a tuple pattern that contains a single element have no effect"
  /// (The Swift Programming Language, "Tuple Pattern"): `catch(let problem)`, `case (let n):`.
  @Test func parenthesisedSingleElementPatternsAreTheirElement() throws {
    let scene = try TestScene(
      source: """
        enum LoadError: Error { case empty }
        func load() throws -> String { throw LoadError.empty }
        struct Note: View {
          var note: String {
            do { return try load() } catch(let problem) { return "failed: \\(problem)" }
          }
          var size: String {
            switch 3 {
            case (let n) where n > 2: return "big \\(n)"
            default: return "small"
            }
          }
          var body: some View { VStack { Text(note); Text(size) } }
        }
        """, root: "Note")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["failed: empty", "big 3"])
  }

  /// `.opacity(on ? 1 : .zero)`: `.zero` where a floating-point number is expected is
  /// `Double.zero`, so the view is invisible as with `.opacity(0)`.
  @Test func zeroWhereAFloatingPointNumberIsExpectedIsZero() throws {
    let scene = try TestScene(
      source: """
        struct Seats: View {
          let chosen = 2
          var body: some View {
            VStack {
              ForEach(1...3, id: \\.self) { n in
                Image(systemName: "star").opacity(n == chosen ? 1 : .zero)
              }
            }
          }
        }
        """, root: "Seats")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let opacities = scene.first.tree.nodes(ofType: "Image").map { node -> Double? in
      switch node.modifier("opacity") {
      case .double(let value)?: value
      case .int(let value)?: Double(value)
      default: nil
      }
    }
    #expect(opacities == [0, 1, 0])
  }
}
