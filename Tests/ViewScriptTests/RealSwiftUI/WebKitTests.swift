import IdentityEngine
import Testing

@testable import ViewScript

/// WebKit for SwiftUI: `WebView(url:)` and `WebView(page)` are leaves with their own identity
/// that load no page; a `WebPage` held in `@State` stays one object, and its loads change
/// nothing it reports.
@Suite struct WebKitTests {
  static let source = """
    import SwiftUI
    import WebKit

    struct Article: View {
      @State private var page = WebPage()
      @State private var showsHelp = false
      @State private var loads = 0
      var body: some View {
        VStack {
          Text("Loads \\(loads), title \\(page.title.isEmpty ? "none" : page.title)")
          if showsHelp {
            WebView(url: URL(string: "https://example.com/help"))
          }
          WebView(page)
            .onAppear {
              page.load(html: "<p>Hi</p>", baseURL: URL(string: "about:blank")!)
              page.load(URLRequest(url: URL(string: "https://example.com")!))
              loads += 1
            }
          Button("Help") { showsHelp.toggle() }
          Text(page.isLoading ? "loading" : "idle")
          Text(page.url == nil ? "no address" : "at \\(page.url!)")
          Text("progress \\(page.estimatedProgress)")
        }
      }
    }
    """

  static func leaves(_ tree: RenderedNode) -> String {
    tree.allNodes.dropFirst(2).map { [$0.identity, $0.text ?? "-"].joined(separator: " | ") }
      .joined(separator: "\n")
  }

  @Test func aWebViewIsALeafThatLoadsNoPage() throws {
    let scene = try TestScene(source: Self.source, root: "Article")
    let stack = "Article/VStack"
    expectLines(
      Self.leaves(scene.first.tree),
      """
      \(stack)/0/Text | Loads 1, title none
      \(stack)/2/WebView | -
      \(stack)/3/Button | -
      \(stack)/4/Text | idle
      \(stack)/5/Text | no address
      \(stack)/6/Text | progress 0.0
      """)
    // The page's onAppear ran its two loads: neither navigated, so the page is still blank.
    #expect(scene.first.events(.appear).map(\.identity) == ["\(stack)/2/WebView"])
    #expect(scene.first.error == nil)
  }

  @Test func aWebViewInABranchIsCreatedAndDestroyedWithItAndTheWebPageStaysOneObject() throws {
    let scene = try TestScene(source: Self.source, root: "Article")
    let page = try #require(scene.first.tree.state("page"))
    let shown = try scene.perform(#"tap "Help""#)
    let help = "Article/VStack/1/some/WebView"
    #expect(
      shown.tree.nodes(ofType: "WebView").map(\.identity) == [help, "Article/VStack/2/WebView"])
    #expect(shown.tree.nodes(ofType: "WebView").first?.text == "https://example.com/help")
    #expect(shown.events(.create).map(\.identity) == [help])
    let hidden = try scene.perform(#"tap "Help""#)
    #expect(hidden.events(.destroy).map(\.identity) == [help])
    // `@State` kept the same `WebPage` through both renders (a reference compares by identity).
    #expect(hidden.tree.state("page") == page)
    #expect(hidden.tree.state("loads") == .int(1))
  }

  @Test func aWebViewWithoutAPageOrAnAddressIsALocatedError() throws {
    let source = """
      struct Broken: View {
        var body: some View {
          WebView("https://example.com")
        }
      }
      """
    #expect {
      try TestScene(source: source)
    } throws: { error in
      "\(error)"
        == "scene.swift:3:5: S204 invalid arguments to `WebView`: idlab knows `WebView(url:)`, "
        + "`WebView(page)`"
    }
  }

  @Test func aWebPageMethodIdlabCannotRunStopsTheStepAtItsLine() throws {
    let source = """
      import WebKit

      struct Console: View {
        @State private var page = WebPage()
        var body: some View {
          Button("Run") {
            page.reload()
            page.stopLoading()
            _ = page.callJavaScript("1 + 1")
          }
        }
      }
      """
    let scene = try TestScene(source: source)
    let failure = try #require(try scene.perform(#"tap "Run""#).error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "WebPage.callJavaScript"])
    #expect(failure.line == 9)
  }

  @Test func aLocalizedStringKeyShowsItsKey() throws {
    let source = """
      struct Caption: View {
        let key = "Never"
        var body: some View {
          Text(LocalizedStringKey(key))
        }
      }
      """
    #expect(try TestScene(source: source).first.tree.texts == ["Never"])
  }
}
