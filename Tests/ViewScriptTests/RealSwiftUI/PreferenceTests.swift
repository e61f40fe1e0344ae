import IdentityEngine
import Testing

@testable import ViewScript

/// Preference keys (Apple, `PreferenceKey`, `preference(key:value:)`,
/// `onPreferenceChange(_:perform:)`): the values a subtree's views set, combined in order with
/// the key's `reduce(value:nextValue:)` from its `defaultValue`, reach the ancestor's action
/// when the combined value changes. Until session 19 both modifiers were inert, and a custom
/// tab bar built from them stayed empty (sample 36).
///
/// Expected by hand: the tabs set `["A"]` and `["B"]`, appended in order: `A,B`; a third tab
/// shown after a tap makes `A,B,C`.
@Suite struct PreferenceTests {
  static let source = """
    struct NamesKey: PreferenceKey {
      static var defaultValue: [String] = []
      static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
      }
    }
    struct Tab: View {
      let name: String
      var body: some View { Text(name).preference(key: NamesKey.self, value: [name]) }
    }
    struct Bar: View {
      @State private var names: [String] = []
      @State private var more = false
      var body: some View {
        VStack {
          Tab(name: "A")
          Tab(name: "B")
          if more { Tab(name: "C") }
          Text("Collected: \\(names.joined(separator: ","))")
          Button("More") { more = true }
        }
        .onPreferenceChange(NamesKey.self) { value in names = value }
      }
    }
    """

  @Test func theSubtreesValuesReachTheAncestorsAction() throws {
    let scene = try TestScene(source: Self.source, root: "Bar")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts.last == "Collected: A,B")
    #expect(scene.first.tree.state("names") == .array([.string("A"), .string("B")]))
  }

  @Test func aChangedValueIsDeliveredAgain() throws {
    let scene = try TestScene(source: Self.source, root: "Bar")
    let after = try scene.perform(#"tap "More""#)
    #expect(after.error == nil, "\(String(describing: after.error))")
    #expect(after.tree.texts.last == "Collected: A,B,C")
  }

  /// Nothing sets the key: the action never runs, as the value stays the default.
  @Test func aKeyNoViewSetsLeavesTheActionAlone() throws {
    let scene = try TestScene(
      source: """
        struct WidthKey: PreferenceKey {
          static var defaultValue: Double = 0
          static func reduce(value: inout Double, nextValue: () -> Double) {
            value = max(value, nextValue())
          }
        }
        struct Panel: View {
          @State private var calls = 0
          var body: some View {
            Text("calls \\(calls)").onPreferenceChange(WidthKey.self) { _ in calls += 1 }
          }
        }
        """, root: "Panel")
    #expect(scene.first.tree.texts == ["calls 0"])
  }

  /// One view's value reaches the action as it is, though the key's `reduce` does nothing:
  /// `reduce` only combines a value with the next one (Apple, `PreferenceKey.reduce(value:
  /// nextValue:)`), and one view's value has nothing to be combined with.
  @Test func oneViewsValuePassesAKeyWhoseReduceDoesNothing() throws {
    let scene = try TestScene(
      source: """
        struct TitleKey: PreferenceKey {
          static var defaultValue: String = ""
          static func reduce(value: inout String, nextValue: () -> String) {}
        }
        struct Page: View {
          @State private var title = "none"
          var body: some View {
            VStack {
              Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
              Text("Title: \\(title)")
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
          }
        }
        """, root: "Page")
    #expect(scene.first.tree.texts == ["Inbox", "Title: Inbox"])
  }
}
