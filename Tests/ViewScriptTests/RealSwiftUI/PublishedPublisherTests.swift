import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `.onReceive(model.$flag) { … }`: a `@Published` property's publisher sends its current value
/// when the view subscribes and each new value after (Apple, `Published`: "When the property
/// changes, publishing occurs in the property's willSet block"); idlab delivers them like
/// `.onChange(of:initial: true)`, after the update (docs/semantics.md, "A `@Published`
/// property's publisher"). A Combine pipeline on it is opaque. Scenes of our own.
@Suite struct PublishedPublisherTests {
  static let source = """
    final class Player: ObservableObject {
      @Published var isPlaying = false
      func toggle() { isPlaying.toggle() }
    }

    struct Controls: View {
      @StateObject private var player = Player()
      @State private var label = "-"
      @State private var received = 0
      var body: some View {
        VStack {
          Text(label)
          Text("\\(received)")
          Button("Play") { player.toggle() }
        }
        .onReceive(player.$isPlaying) { playing in
          label = playing ? "Playing" : "Paused"
          received += 1
        }
      }
    }
    """

  @Test func theClosureRunsWithTheValueOnAppearAndAtEachChange() throws {
    let scene = try TestScene(source: Self.source, root: "Controls")
    #expect(scene.first.error == nil)
    // The first value arrives as the view appears: "-" becomes "Paused".
    #expect(scene.first.tree.texts == ["Paused", "1"])
    #expect(try scene.perform(#"tap "Play""#).tree.texts == ["Playing", "2"])
    #expect(try scene.perform(#"tap "Play""#).tree.texts == ["Paused", "3"])
    let stack = try #require(scene.tree.allNodes.first { $0.type == "VStack" })
    #expect(stack.modifiers.map(\.name) == ["onReceive"])
  }

  @Test func aCombinePipelineOnItIsOpaque() throws {
    let scene = try TestScene(
      source: """
        final class Search: ObservableObject {
          @Published var query = ""
          @Published var shown = "idle"
          var pipeline: Any?
          init() {
            pipeline = $query.debounce(for: 0.3, scheduler: RunLoop.main).sink { [weak self] text in
              self?.shown = text
            }
          }
        }
        struct Box: View {
          @StateObject private var search = Search()
          var body: some View { Text(search.shown) }
        }
        """, root: "Box")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["idle"])
  }

  /// A publisher idlab does not model (`PassthroughSubject`): `.onReceive` of it is an inert
  /// modifier (its closure never runs) and the scene runs, as the warning where the subject is
  /// written says; it is never a silent failure.
  @Test func onReceiveOfASubjectIsInert() throws {
    let scene = try TestScene(
      source: """
        final class Feed: ObservableObject {
          let events = PassthroughSubject<Int, Never>()
        }

        struct Counter: View {
          @StateObject private var feed = Feed()
          @State private var count = 0
          var body: some View {
            Text("\\(count) events").onReceive(feed.events) { count += $0 }
          }
        }
        """, root: "Counter")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0 events"])
  }

  /// A `PassthroughSubject` keeps nothing: a value sent with no subscriber goes nowhere, and a
  /// subject that never sends leaves the screen as it is, so both run; a value sent after a
  /// `sink` (or a view's `.onReceive`) attached stops the step there, as not simulated.
  @Test(arguments: [
    ("", nil as String?),
    ("names.send(\"Late\")", nil),
    ("bag = names.sink { title = $0 }", nil),
    ("bag = names.sink { title = $0 }; names.send(\"Late\")", "PassthroughSubject.send"),
    ("bag = names.map { $0 }.sink { title = $0 }; names.send(\"Late\")", "PassthroughSubject.send"),
  ])
  func aSubjectRunsUntilAValueReachesASubscriber(action: String, stop: String?) throws {
    let scene = try TestScene(
      source: """
        struct Header: View {
          @State private var title = "Projects"
          @State private var bag: AnyCancellable?
          let names = PassthroughSubject<String, Never>()
          var body: some View {
            Button(title) { \(action) }
          }
        }
        """, root: "Header")
    #expect(scene.first.error == nil)
    let tapped = try scene.perform(#"tap "Projects""#)
    if let stop {
      #expect(tapped.error?.id == "not-simulated")
      #expect(tapped.error?.arguments["name"] == stop)
    } else {
      #expect(tapped.error == nil)
    }
    if stop == nil { #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["Projects"]) }
  }

  /// An `ObservableObject` that declares its own `objectWillChange` subject: SwiftUI subscribes
  /// to it, so `send()` runs the observing views' bodies again, as the synthesized one does.
  @Test func anObjectsOwnObjectWillChangeSubjectUpdatesItsViews() throws {
    let scene = try TestScene(
      source: """
        final class Tally: ObservableObject {
          let objectWillChange = PassthroughSubject<Void, Never>()
          var count = 0
          func bump() {
            objectWillChange.send()
            count += 1
          }
        }
        struct Counter: View {
          @StateObject private var tally = Tally()
          var body: some View { Button("count \\(tally.count)") { tally.bump() } }
        }
        """, root: "Counter")
    let bumped = try scene.perform(#"tap "count 0""#)
    #expect(bumped.error == nil, "\(String(describing: bumped.error))")
    #expect(bumped.tree.nodes(ofType: "Button").map(\.label) == ["count 1"])
  }

  /// `objectWillChange.send()` in an `ObservableObject` whose property is not `@Published`:
  /// the views observing the object run their bodies again ("A type of object with a publisher
  /// that emits before the object has changed", Apple, `ObservableObject`); a pipeline on it
  /// (`sink`) is opaque and never runs.
  @Test func objectWillChangeSendUpdatesTheObservingViews() throws {
    let scene = try TestScene(
      source: """
        final class Tally: ObservableObject {
          var count = 0
          var relay: Any?
          init() { relay = objectWillChange.sink { _ in } }
          func bump() {
            count += 1
            objectWillChange.send()
          }
          func quietBump() { count += 1 }
        }
        struct Counter: View {
          @StateObject private var tally = Tally()
          var body: some View {
            VStack {
              Button("bump") { tally.bump() }
              Button("quiet") { tally.quietBump() }
              Text("\\(tally.count)")
            }
          }
        }
        """, root: "Counter")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    // Without a publish the body does not run: the text stays.
    #expect(try scene.perform(#"tap "quiet""#).tree.texts == ["0"])
    #expect(try scene.perform(#"tap "bump""#).tree.texts == ["2"])
  }
}
