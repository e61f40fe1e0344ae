import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// `NotificationCenter.default`: block and selector observers, posts from the program, removal;
/// the simulated system posts nothing.
///
/// Expected logs are worked out by hand from Foundation's documented order: a post runs every
/// matching observer at once, oldest first; a removed observer runs no more; an observer of
/// one name never hears another.
@Suite struct NotificationCenterTests {
  static let scene = #"""
    extension Notification.Name {
      static let scoreChanged = Notification.Name("scoreChanged")
    }
    final class Listener {
      var heard: [String] = []
      @objc func scoreDidChange(_ notification: Notification) {
        heard.append("listener \(notification.userInfo?["score"] as? Int ?? -1)")
      }
    }
    struct Scoreboard: View {
      @State private var log: [String] = []
      @State private var token: NSObjectProtocol?
      @State private var refreshes = 0
      let listener = Listener()
      var body: some View {
        VStack {
          Text("log \(log.joined(separator: ", "))")
          Text("heard \(listener.heard.joined(separator: ", ")) \(refreshes)")
          Button("Post") {
            NotificationCenter.default.post(
              name: .scoreChanged, object: nil, userInfo: ["score": log.count])
          }
          Button("Other") {
            NotificationCenter.default.post(name: Notification.Name("other"), object: nil)
          }
          Button("Stop") {
            if let token { NotificationCenter.default.removeObserver(token) }
          }
          Button("Refresh") { refreshes += 1 }
        }
        .onAppear {
          token = NotificationCenter.default.addObserver(
            forName: .scoreChanged, object: nil, queue: .main
          ) { notification in
            log.append("block \(notification.userInfo?["score"] as? Int ?? -1)")
          }
          NotificationCenter.default.addObserver(
            listener, selector: #selector(Listener.scoreDidChange(_:)), name: .scoreChanged,
            object: nil)
        }
      }
    }
    """#

  @Test func aPostRunsEachObserverOnceInOrderUntilItIsRemoved() throws {
    let scene = try TestScene(source: Self.scene, root: "Scoreboard")
    #expect(scene.first.error == nil)
    #expect(scene.tree.texts == ["log ", "heard  0"])
    #expect(scene.tree.nodes(ofType: "Text").first?.identity == "Scoreboard/VStack/0/Text")
    let posted = try scene.perform(#"tap "Post""#)
    #expect(posted.error == nil)
    #expect(posted.tree.texts == ["log block 0", "heard listener 0 0"])
    let other = try scene.perform(#"tap "Other""#)
    #expect(other.tree.state("log") == .array([.string("block 0")]))
    try scene.perform(#"tap "Stop""#)
    let afterStop = try scene.perform(#"tap "Post""#)
    #expect(afterStop.error == nil)
    #expect(afterStop.tree.state("log") == .array([.string("block 0")]))
    let refreshed = try scene.perform(#"tap "Refresh""#)
    #expect(refreshed.tree.texts == ["log block 0", "heard listener 0, listener 1 1"])
  }

  @Test func theSystemPostsNothingWhileTheClockRuns() throws {
    let scene = try TestScene(
      source: """
        struct Clock: View {
          @State private var changes = 0
          var body: some View {
            Text("changes \\(changes)")
              .onAppear {
                _ = NotificationCenter.default.addObserver(
                  forName: Notification.Name("NSSystemClockDidChangeNotification"), object: nil,
                  queue: nil
                ) { _ in changes += 1 }
              }
          }
        }
        """, root: "Clock")
    let later = try scene.perform("wait 60s")
    #expect(later.error == nil)
    #expect(later.tree.texts == ["changes 0"])
  }

  @Test func aSelectorTheObserverLacksStopsThePost() throws {
    let scene = try TestScene(
      source: """
        final class Helper {
          @objc func changed(_ sender: Any) {}
        }
        struct Fonts: View {
          let helper = Helper()
          var body: some View {
            Button("Post") {
              NotificationCenter.default.post(name: Notification.Name("fonts"), object: nil)
            }
            .onAppear {
              NotificationCenter.default.addObserver(
                self, selector: #selector(helper.changed(_:)), name: Notification.Name("fonts"),
                object: nil)
            }
          }
        }
        """, root: "Fonts")
    #expect(scene.first.error == nil)
    let failure = try #require(try scene.perform(#"tap "Post""#).error)
    #expect(failure.id == "unrecognized-selector")
    #expect(failure.arguments == ["type": "Fonts", "selector": "changed"])
    #expect(failure.line == 8)
  }
  /// `.onReceive(NotificationCenter.default.publisher(for:))` hears the program's posts while
  /// its view is on screen, and only then (Apple, `onReceive(_:perform:)`: "Adds an action to
  /// perform when this view detects data emitted by the given publisher"; a view's
  /// subscription ends with it): the feed counts two posts, none while hidden, and a new feed
  /// counts from zero; the system's `didBecomeActiveNotification` never comes, and no
  /// appear event is made up for the subscription.
  @Test func aReceiverHearsPostsWhileItsViewIsOnScreen() throws {
    let scene = try TestScene(
      source: """
        extension Notification.Name { static let refresh = Notification.Name("refresh") }
        struct Feed: View {
          @Binding var total: Int
          @State private var loads = 0
          var body: some View {
            Text("loads \\(loads)")
              .onReceive(NotificationCenter.default.publisher(for: .refresh)) { _ in
                loads += 1
                total += 1
              }
              .onReceive(
                NotificationCenter.default.publisher(
                  for: UIApplication.didBecomeActiveNotification)
              ) { _ in loads += 100 }
          }
        }
        struct Home: View {
          @State private var shown = true
          @State private var total = 0
          var body: some View {
            VStack {
              if shown { Feed(total: $total) }
              Text("total \\(total)")
              Button("Post") { NotificationCenter.default.post(name: .refresh, object: nil) }
              Button("Toggle") { shown.toggle() }
            }
          }
        }
        """, root: "Home")
    #expect(scene.first.error == nil)
    #expect(!scene.first.events.contains { $0.kind == .appear })
    try scene.perform(#"tap "Post""#)
    let twice = try scene.perform(#"tap "Post""#)
    #expect(twice.tree.texts == ["loads 2", "total 2"])
    try scene.perform(#"tap "Toggle""#)
    let hidden = try scene.perform(#"tap "Post""#)
    #expect(hidden.error == nil)
    #expect(hidden.tree.texts == ["total 2"])
    try scene.perform(#"tap "Toggle""#)
    let again = try scene.perform(#"tap "Post""#)
    #expect(again.tree.texts == ["loads 1", "total 3"])
    let later = try scene.perform("wait 60s")
    #expect(later.tree.texts == ["loads 1", "total 3"])
  }
}
