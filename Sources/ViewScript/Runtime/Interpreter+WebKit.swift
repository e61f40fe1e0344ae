import IdentityEngine
import SwiftSyntax

/// WebKit for SwiftUI (iOS 26): `WebView(url:)`, `WebView(page)` and `WebPage`. A `WebView` is
/// one leaf with its own identity that shows no page (idlab has no web engine); a `WebPage` is a
/// reference whose loads start nothing (`WebPageValue`). Rules and sources: docs/semantics.md,
/// "Controls".
extension Interpreter {
  /// The WebKit types this file gives values to.
  static let webKitTypes: Set<String> = ["WebPage"]

  /// The methods of `WebPage` that start or stop a navigation; each starts nothing.
  static let webPageLoads: Set<String> = ["load", "reload", "stopLoading"]

  /// `WebView(url: URL(string: "…"))`, `WebView(url: nil)`, `WebView(page)`: a leaf whose text is
  /// the address it was given.
  func webView(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError)
    -> Value
  {
    var primitive = Primitive(kind: .webView)
    switch (arguments.first?.label, arguments.first?.value) {
    case ("url", .null?):
      break
    case ("url", let url?):
      primitive.text = urlText(url)
    case (nil, .opaque(let opaque)?) where opaque is WebPageValue:
      break
    default:
      throw invalidArguments(
        "WebView", .knownInitializer, ["form": "WebView(url:)`, `WebView(page)"], at: call)
    }
    return viewValue(.primitive(primitive))
  }

  /// `WebPage()`: a blank page.
  func webPage(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError)
    -> Value
  {
    guard arguments.isEmpty else {
      throw invalidArguments("WebPage", .knownInitializer, ["form": "WebPage()"], at: call)
    }
    return .opaque(WebPageValue())
  }

  /// `page.load(request)`, `page.load(html:baseURL:)`, `page.reload()`, `page.stopLoading()`:
  /// nothing loads, so nothing changes; nil when `base` is not a `WebPage`.
  func webPageMethod(_ name: String, on base: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    guard case .opaque(let opaque) = base, opaque is WebPageValue else { return nil }
    guard Self.webPageLoads.contains(name) else {
      throw notSimulated("WebPage.\(name)", at: node)
    }
    return .null
  }
}
