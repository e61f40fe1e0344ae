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
