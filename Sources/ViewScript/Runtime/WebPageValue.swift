import IdentityEngine

/// A scene's WebKit `WebPage`: the page a `WebView(page)` shows. idlab has no web engine and
/// no network, so a load starts nothing: the page keeps the properties of a page that never
/// navigated (no `url`, an empty `title`, not loading, no progress), and the scene reads them
/// back. Rules and sources: docs/semantics.md, "Controls".
final class WebPageValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The properties a program may read, with a blank page's values.
  private let properties: [String: Value] = [
    "url": .null,
    "title": .string(""),
    "isLoading": .bool(false),
    "estimatedProgress": .double(0),
    "hasOnlySecureContent": .bool(false),
  ]

  override var displayDescription: String { "WebPage" }
  override var swiftTypeName: String { "WebPage" }

  func property(_ name: String) -> Value? { properties[name] }

  /// Every property is read-only, as WebKit declares it.
  func setProperty(_ name: String, to value: Value) -> Bool { false }
}
