import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `NSCache`: objects stored by key stay until removed (nothing is evicted on the simulated
/// device), the limits are kept and read back; a key is compared by value (`key as NSURL`).
@Suite struct NSCacheTests {
  static let gallery = """
    final class Thumbnails {
      static let shared = Thumbnails()
      private let cache: NSCache<NSURL, NSString> = {
        let cache = NSCache<NSURL, NSString>()
        cache.countLimit = 2
        cache.totalCostLimit = 1024
        return cache
      }()
      var limit: Int { cache.countLimit }
      subscript(_ key: URL) -> String? {
        get { cache.object(forKey: key as NSURL) as String? }
        set {
          if let newValue {
            cache.setObject(newValue as NSString, forKey: key as NSURL)
          } else {
            cache.removeObject(forKey: key as NSURL)
          }
        }
      }
      func store(_ text: String, at key: URL, cost: Int) {
        cache.setObject(text as NSString, forKey: key as NSURL, cost: cost)
      }
      func clear() { cache.removeAllObjects() }
      func shrink() { cache.evictEverything() }
    }

    struct Gallery: View {
      @State private var version = 0
      private let first = URL(string: "https://example.com/1.png")!
      private let second = URL(string: "https://example.com/2.png")!
      private let third = URL(string: "https://example.com/3.png")!
      var body: some View {
        VStack {
          Text("v\\(version) limit \\(Thumbnails.shared.limit)")
          Text("1: \\(Thumbnails.shared[first] ?? "none")")
          Text("2: \\(Thumbnails.shared[second] ?? "none")")
          Text("3: \\(Thumbnails.shared[third] ?? "none")")
          Button("Fill") {
            Thumbnails.shared[first] = "one"
            Thumbnails.shared[URL(string: "https://example.com/2.png")!] = "two"
            Thumbnails.shared.store("three", at: third, cost: 10)
            version += 1
          }
          Button("Drop") {
            Thumbnails.shared[second] = nil
            version += 1
          }
          Button("Clear") {
            Thumbnails.shared.clear()
            version += 1
          }
          Button("Shrink") { Thumbnails.shared.shrink() }
        }
      }
    }
    """

  @Test func objectsStayUntilRemoved() throws {
    let scene = try TestScene(source: Self.gallery, root: "Gallery")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["v0 limit 2", "1: none", "2: none", "3: none"])
    // Three objects over a count limit of 2: all three stay (no memory pressure).
    let filled = try scene.perform(#"tap "Fill""#)
    #expect(filled.error == nil)
    #expect(filled.tree.texts == ["v1 limit 2", "1: one", "2: two", "3: three"])
    let dropped = try scene.perform(#"tap "Drop""#)
    #expect(dropped.tree.texts == ["v2 limit 2", "1: one", "2: none", "3: three"])
    let cleared = try scene.perform(#"tap "Clear""#)
    #expect(cleared.tree.texts == ["v3 limit 2", "1: none", "2: none", "3: none"])
    #expect(cleared.tree.state("version") == .int(3))
  }

  /// A method the table lacks, called for its effect, stops the step where it is called.
  @Test func anotherMethodIsNotSimulated() throws {
    let scene = try TestScene(source: Self.gallery, root: "Gallery")
    let error = try #require(try scene.perform(#"tap "Shrink""#).error)
    #expect(error.id == "not-simulated")
    #expect(error.arguments == ["name": "NSCache.evictEverything"])
    #expect(error.line == 24)
  }
}
