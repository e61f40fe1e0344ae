// Scenario 46 (issue #12, WebKit for SwiftUI): a WebView is a leaf with its own identity that
// loads no page; the one in the `if` is created and destroyed with its branch, while the page
// held in @State stays one object and, never navigating, reports no title and no address
// (docs/semantics.md, Controls).
// do: tap "Help"
// do: tap "Help"
import SwiftUI
import WebKit

struct Article: View {
  @State private var page = WebPage()
  @State private var showsHelp = false
  var body: some View {
    VStack {
      Text(page.title.isEmpty ? "Untitled" : page.title)
      if showsHelp {
        WebView(url: URL(string: "https://example.com/help"))
      }
      WebView(page)
        .onAppear {
          page.load(URLRequest(url: URL(string: "https://example.com")!))
        }
      Button("Help") { showsHelp.toggle() }
      Text(page.url == nil ? "No address" : "Loaded")
    }
  }
}
