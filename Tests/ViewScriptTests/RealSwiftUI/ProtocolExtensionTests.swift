import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A program's extension of a standard protocol applies to every type that conforms to it
/// ("Protocol Extensions", The Swift Programming Language; docs/semantics.md, "Standard
/// library values as apps extend and use them"): `extension Collection` to arrays and strings,
/// `extension Optional` to optionals, `extension CaseIterable` to the program's enums. Scenes
/// of our own; expected texts worked out by hand.
@Suite struct ProtocolExtensionTests {
  @Test func aCollectionsExtensionAppliesToArraysAndStrings() throws {
    let scene = try TestScene(
      source: """
        extension Collection {
          func firstTwo() -> [Element] { Array(prefix(2)) }
          var hasMany: Bool { count > 2 }
        }
        extension Sequence where Element: Hashable {
          func unique() -> [Element] {
            var seen: Set<Element> = []
            return filter { seen.insert($0).inserted }
          }
        }
        struct Shelf: View {
          let books = ["Dune", "Emma", "Dune", "Ulysses"]
          var body: some View {
            VStack {
              ForEach(books.unique().firstTwo(), id: \\.self) { Text($0) }
              Text(books.hasMany ? "many" : "few")
              Text("ab".hasMany ? "long" : "short")
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Dune", "Emma", "many", "short"])
  }

  @Test func anOptionalsExtensionAppliesToAValueAndToNil() throws {
    let scene = try TestScene(
      source: """
        extension Optional where Wrapped == String {
          var orBlank: String { self ?? "" }
        }
        struct Note: View {
          let subtitle: String? = "Draft"
          let footer: String? = nil
          var body: some View {
            VStack {
              Text(subtitle.orBlank)
              Text("[" + footer.orBlank + "]")
            }
          }
        }
        """, root: "Note")
    #expect(scene.first.tree.texts == ["Draft", "[]"])
  }

  @Test func aCaseIterableExtensionAppliesToTheProgramsEnum() throws {
    let scene = try TestScene(
      source: """
        extension CaseIterable where Self: Equatable {
          func next() -> Self {
            let all = Array(Self.allCases)
            let index = all.firstIndex(of: self)!
            return all[(index + 1) % all.count]
          }
        }
        enum Tab: String, CaseIterable { case home, search, profile }
        struct Tabs: View {
          @State private var tab = Tab.search
          var body: some View {
            Button(tab.rawValue) { tab = tab.next() }
          }
        }
        """, root: "Tabs")
    #expect(scene.first.error == nil)
    #expect(
      try scene.perform(#"tap "search""#).tree.state("tab")
        == .enumCase(type: "Tab", name: "profile", payload: []))
    #expect(
      try scene.perform(#"tap "profile""#).tree.state("tab")
        == .enumCase(type: "Tab", name: "home", payload: []))
  }

  /// An initializer a protocol extension declares is each conforming type's ("Providing
  /// Default Implementations", The Swift Programming Language: a protocol extension can add
  /// initializers), delegating to the type's own initializer.
  @Test func aProtocolExtensionsInitializerBuildsTheConformingType() throws {
    let scene = try TestScene(
      source: """
        protocol Badged { init(context: [String]) }
        extension Badged {
          init(_ title: String?) { self.init(context: [title ?? "?"]) }
        }

        struct Badge: View, Badged {
          let context: [String]
          init(context: [String]) { self.context = context }
          var body: some View { Text(context.joined()) }
        }

        struct Badges: View {
          var body: some View {
            VStack {
              Badge("New")
              Badge(nil)
            }
          }
        }
        """, root: "Badges")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["New", "?"])
  }

  /// A type conforms to every protocol its protocols inherit from (The Swift Programming
  /// Language, "Protocol Inheritance"): `struct Poster: RemoteImage` with
  /// `protocol RemoteImage: View` is a view, with the protocol extension's `body`.
  @Test func aProtocolThatRefinesViewMakesItsTypesViews() throws {
    let scene = try TestScene(
      source: """
        protocol RemoteImage: View { var address: String { get } }
        extension RemoteImage {
          var body: some View { Text("image at \\(address)") }
        }

        struct Poster: RemoteImage {
          let address: String
        }

        struct Wall: View {
          var body: some View { Poster(address: "a.png").frame(width: 40) }
        }
        """, root: "Wall")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["image at a.png"])
  }
}
