import IdentityEngine
import Testing

@testable import ViewScript

/// `URLComponents` and `URLQueryItem` as Foundation values: parsing, the parts, query items, the
/// composed string and URL, and value semantics.
///
/// Expected strings are worked out by hand from RFC 3986 (a space is `%20`, `é` is its UTF-8
/// bytes `C3 A9`, the parts are joined as `scheme://host:port/path?query#fragment`), not read
/// from idlab or Foundation.
@Suite struct URLComponentsTests {
  static let source = #"""
    struct Search: View {
      @State private var log: [String] = []
      @State private var address = "none"
      var items: [URLQueryItem] {
        [.init(name: "q", value: "café bar"), .init(name: "page", value: "2")]
      }
      var body: some View {
        VStack {
          Text(address)
          Button("Parse") {
            let parsed = URLComponents(string: "https://api.example.com:8443/v1/parks?sort=name#top")
            guard var components = parsed else { return }
            log.append(components.scheme ?? "-")
            log.append(components.host ?? "-")
            log.append("\(components.port ?? 0)")
            log.append(components.path)
            log.append(components.query ?? "-")
            log.append(components.fragment ?? "-")
            log.append(components.queryItems?.first?.name ?? "-")
            log.append(components.queryItems?.first?.value ?? "-")
            components.queryItems = items
            components.fragment = nil
            address = components.url?.absoluteString ?? "no url"
            log.append(components.percentEncodedQuery ?? "-")
            log.append(components.queryItems?.last?.value ?? "-")
          }
          Button("Copy") {
            var original = URLComponents()
            original.scheme = "https"
            original.host = "example.com"
            original.path = "/a b"
            var copy = original
            copy.host = "mirror.example.com"
            copy.port = 8080
            log = [
              original.string ?? "-", copy.string ?? "-", "\(original == copy)",
              "\(original == URLComponents(string: "https://example.com/a%20b"))",
            ]
          }
          Button("Invalid") {
            log = [
              "\(URLComponents(string: "http://exa mple.com") == nil)",
              "\(URLComponents(string: "") == nil)",
            ]
            var relative = URLComponents()
            relative.path = "parks"
            relative.host = "example.com"
            log.append(relative.string ?? "no string")
            log.append(relative.url?.absoluteString ?? "no url")
          }
          Button("From URL") {
            let url = URL(string: "https://example.com/list?page=3")!
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            log = [components?.host ?? "-", components?.queryItems?.first?.value ?? "-"]
            var request = URLRequest(url: components!.url!)
            request.httpMethod = "POST"
            address = request.url?.host ?? "-"
          }
        }
      }
    }
    """#

  @Test func aStringIsParsedIntoItsPartsAndQueryItemsAreEncoded() throws {
    let scene = try TestScene(source: Self.source)
    #expect(scene.first.error == nil)
    let step = try scene.perform(#"tap "Parse""#)
    #expect(step.error == nil)
    #expect(
      step.tree.state("log")
        == .array(
          [
            "https", "api.example.com", "8443", "/v1/parks", "sort=name", "top", "sort", "name",
            "q=caf%C3%A9%20bar&page=2", "2",
          ].map(Value.string)))
    #expect(
      step.tree.texts.first == "https://api.example.com:8443/v1/parks?q=caf%C3%A9%20bar&page=2")
  }

  @Test func aCopyIsIndependentAndEqualPartsCompareEqual() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Copy""#)
    #expect(step.error == nil)
    #expect(
      step.tree.state("log")
        == .array(
          [
            "https://example.com/a%20b", "https://mirror.example.com:8080/a%20b", "false", "true",
          ].map(Value.string)))
  }

  @Test func anInvalidStringIsNilAndARelativePathHasNoString() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Invalid""#)
    #expect(step.error == nil)
    // `string`: "nil if the components cannot be composed": a host with a path that does not
    // start with `/` cannot (Apple, `URLComponents.path`).
    #expect(
      step.tree.state("log")
        == .array(["true", "false", "no string", "no url"].map(Value.string)))
  }

  @Test func componentsOfAURLMakeTheURLARequestSends() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "From URL""#)
    #expect(step.error == nil)
    #expect(step.tree.state("log") == .array(["example.com", "3"].map(Value.string)))
    #expect(step.tree.texts.first == "example.com")
  }

  @Test(arguments: [
    (#"components.percentEncodedQuery = "a b""#, "percentEncodedQuery"),
    (#"components.scheme = "1http""#, "scheme"),
    ("components.port = -1", "port"),
  ])
  func aValueFoundationTrapsOnStopsTheStepAtItsLine(assignment: String, part: String) throws {
    let scene = try TestScene(
      source: """
        struct Broken: View {
          @State private var done = false
          var body: some View {
            Button("Set") {
              var components = URLComponents()
              \(assignment)
              done = true
            }
          }
        }
        """)
    let failure = try #require(try scene.perform(#"tap "Set""#).error)
    #expect(failure.id == "invalid-url-component")
    #expect(failure.arguments["part"] == part)
    #expect(failure.line == 6)
    #expect(scene.tree.state("done") == .bool(false))
  }
}
