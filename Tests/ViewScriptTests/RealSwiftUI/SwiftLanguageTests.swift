import IdentityEngine
import Testing

@testable import ViewScript

/// The Swift real views use: a type's own operators (`static func ==`, `<`, `+`) and `#if` with
/// the clause an iOS debug build keeps.
@Suite struct SwiftLanguageTests {
  static let operators = """
    struct Version: Equatable, Comparable {
      var major: Int
      var label: String
      // Two versions are equal when their majors are, whatever their labels.
      static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
      static func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
      static func + (lhs: Version, rhs: Int) -> Version {
        Version(major: lhs.major + rhs, label: lhs.label)
      }
    }
    struct Release: View {
      @State var current = Version(major: 1, label: "beta")
      let shipped = Version(major: 1, label: "final")
      var body: some View {
        VStack {
          Text(current == shipped ? "same" : "different")
          Text(current != shipped ? "changed" : "unchanged")
          Text(current < shipped ? "older" : "not older")
          Button("Bump") { current = current + 1 }
        }
      }
    }
    """

  @Test func aTypesOwnOperatorsAreCalled() throws {
    let scene = try TestScene(source: Self.operators)
    // The user's `==` ignores the label: with the memberwise comparison these would differ.
    #expect(scene.first.tree.texts == ["same", "unchanged", "not older"])
    let bumped = try scene.perform(#"tap "Bump""#)
    #expect(bumped.error == nil)
    #expect(bumped.tree.texts == ["different", "changed", "not older"])
    #expect(
      bumped.tree.state("current")
        == .record(
          type: "Version", fields: [.init("major", .int(2)), .init("label", .string("beta"))]))
  }

  @Test func aGlobalOperatorIsStillRefused() {
    let source = """
      struct Size { var value: Int }
      func + (lhs: Size, rhs: Size) -> Size { Size(value: lhs.value + rhs.value) }
      struct Box: View { var body: some View { Text("box") } }
      """
    do {
      _ = try ScriptProgram.compile(source: source, path: "size.swift")
      Issue.record("a global operator function compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S108"])
      #expect(error.diagnostics.map(\.line) == [2])
    }
  }

  static let conditions = """
    struct Platform: View {
      @State var taps = 0
      #if os(macOS)
      let name = NSHost.current().localizedName
      #else
      let name = "phone"
      #endif
      var body: some View {
        VStack {
          #if os(iOS) && DEBUG
          Text("iOS debug")
          Counter()
          #elseif os(iOS)
          Text("iOS release")
          #else
          NSOnlyView()
          #endif
          Text(name)
          Button("Tap") {
            #if targetEnvironment(macCatalyst)
            taps += 100
            #else
            taps += 1
            #endif
          }
        }
      }
    }
    #if canImport(AppKit)
    struct NSOnlyView: View { var body: some View { AppKitThing() } }
    #endif
    struct Counter: View {
      @State var count = 0
      var body: some View { Text("\\(count)") }
    }
    """

  @Test func onlyTheActiveClauseOfAnIfExists() throws {
    let scene = try TestScene(source: Self.conditions, root: "Platform")
    // The active clause's views take the `#if`'s place: no wrapper, no extra identity component.
    let identities = scene.first.tree.allNodes.map(\.identity)
    #expect(
      identities == [
        "Platform", "Platform/VStack", "Platform/VStack/0/Text", "Platform/VStack/1/Counter",
        "Platform/VStack/1/Counter/Text", "Platform/VStack/2/Text", "Platform/VStack/3/Button",
      ])
    #expect(scene.first.tree.texts == ["iOS debug", "0", "phone"])
    let tapped = try scene.perform(#"tap "Tap""#)
    #expect(tapped.tree.state("taps") == .int(1))
  }
}
