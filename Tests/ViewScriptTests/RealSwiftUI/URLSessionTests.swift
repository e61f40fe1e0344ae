import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `URLSession` on an offline device: a request throws `URLError(.notConnectedToInternet)`, which
/// the scene's `catch` sees; uncaught in a `Task`, it ends the task, as Swift stores a task's
/// error in its result instead of crashing.
@Suite struct URLSessionTests {
  static let source = """
    struct Feed: View {
      @State private var status = "loading"
      @State private var kind = "none"
      let url = URL(string: "https://example.com/feed.json")!
      func load() async {
        do {
          let (data, _) = try await URLSession.shared.data(from: url)
          status = "\\(data.count) bytes"
        } catch let failure as URLError {
          kind = "URLError"
          status = failure.localizedDescription
        } catch {
          status = "other"
        }
      }
      var body: some View {
        VStack {
          Text(status)
          Button("Unchecked") {
            Task {
              _ = try await URLSession.shared.data(from: url)
              status = "unreachable"
            }
          }
        }
        .task { await load() }
      }
    }
    """

  @Test func aRequestFailsAsOnAnOfflineDevice() throws {
    let scene = try TestScene(source: Self.source)
    #expect(scene.first.error == nil)
    // Foundation's English text for `URLError.Code.notConnectedToInternet` (-1009).
    #expect(
      scene.first.tree.state("status") == .string("The Internet connection appears to be offline."))
    #expect(scene.first.tree.state("kind") == .string("URLError"))
  }

  @Test func anUncaughtRequestErrorEndsItsTaskBeforeTheNextLine() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Unchecked""#)
    #expect(step.error == nil)
    #expect(step.tree.state("status") == .string("The Internet connection appears to be offline."))
  }

  /// A request built the way a service builds one; the expected values are Foundation's
  /// documented defaults and header rules (written here, not read from idlab).
  static let requestSource = """
    struct Sender: View {
      @State private var log: [String] = []
      @State private var status = "idle"
      var body: some View {
        VStack {
          Text(status)
          Button("Build") {
            var request = URLRequest(url: URL(string: "https://example.com/orders")!)
            log.append(request.httpMethod ?? "none")
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.addValue("gzip", forHTTPHeaderField: "accept-encoding")
            request.addValue("br", forHTTPHeaderField: "Accept-Encoding")
            log.append(request.httpMethod ?? "none")
            log.append(request.value(forHTTPHeaderField: "content-type") ?? "missing")
            log.append(request.value(forHTTPHeaderField: "Accept-Encoding") ?? "missing")
            request.setValue(nil, forHTTPHeaderField: "CONTENT-TYPE")
            log.append(request.value(forHTTPHeaderField: "Content-Type") ?? "missing")
            log.append("\\(request.timeoutInterval)")
            Task {
              do {
                _ = try await URLSession.shared.upload(for: request, from: Data())
              } catch {
                status = "failed"
              }
            }
          }
        }
      }
    }
    """

  @Test func aRequestIsAValueWithItsMethodAndHeaders() throws {
    let scene = try TestScene(source: Self.requestSource)
    let step = try scene.perform(#"tap "Build""#)
    #expect(step.error == nil)
    #expect(
      step.tree.state("log")
        == .array(
          ["GET", "POST", "application/json", "gzip,br", "missing", "60.0"].map(Value.string)))
    #expect(step.tree.state("status") == .string("failed"))
  }

  /// `dataTask(with:completionHandler:)` on the offline device: `resume()` calls the handler
  /// once, after the step's updates, with no data, no response and `URLError`'s offline error
  /// (Apple, `URLError.notConnectedToInternet`); a task never resumed never calls it.
  @Test func aDataTasksHandlerGetsTheOfflineError() throws {
    let scene = try TestScene(
      source: """
        final class Feed: ObservableObject {
          @Published var status = "loading"
          @Published var idle = "idle"
          func load() {
            let url = URL(string: "https://example.org/prices.json")!
            URLSession.shared.dataTask(with: url) { data, response, error in
              DispatchQueue.main.async {
                self.status = error != nil && data == nil && response == nil
                  ? "failed: \\(error!.localizedDescription)" : "loaded"
              }
            }.resume()
            _ = URLSession.shared.dataTask(with: url) { _, _, _ in self.idle = "called" }
          }
        }

        struct Prices: View {
          @StateObject private var feed = Feed()
          var body: some View {
            VStack {
              Text(feed.status)
              Text(feed.idle)
            }
            .onAppear { feed.load() }
          }
        }
        """, root: "Prices")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == ["failed: The Internet connection appears to be offline.", "idle"])
  }

  /// `URLSession(configuration: .default)`: the implicit member is
  /// `URLSessionConfiguration.default` (SE-0287), and the session is as offline as `shared`.
  @Test func aSessionMadeWithAnImplicitConfigurationIsOffline() throws {
    let scene = try TestScene(
      source: """
        struct Feed: View {
          @State private var status = "loading"
          let session = URLSession(configuration: .default)
          var body: some View {
            Text(status)
              .task {
                do {
                  _ = try await session.data(from: URL(string: "https://example.com")!)
                } catch {
                  status = "offline"
                }
              }
          }
        }
        """, root: "Feed")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.state("status") == .string("offline"))
  }

  /// A namespace reached through a static that returns a generic type's metatype
  /// (`URLSessionConfiguration.wrapped.standard`, the `.af`/`.kf` idiom of networking packages):
  /// `Wrapper<URLSessionConfiguration>.self` is the program's `Wrapper`, whose statics its
  /// extensions declare; a default configuration has no `identifier` (Apple: "The background
  /// session identifier of the configuration object").
  @Test func aStaticReachedThroughAGenericMetatypeAndAConfigurationsIdentifier() throws {
    let scene = try TestScene(
      source: """
        struct Wrapper<Base> { }
        extension URLSessionConfiguration {
          static var wrapped: Wrapper<URLSessionConfiguration>.Type {
            Wrapper<URLSessionConfiguration>.self
          }
        }
        extension Wrapper where Base: URLSessionConfiguration {
          static var standard: URLSessionConfiguration { URLSessionConfiguration.default }
        }
        struct Probe: View {
          let configuration = URLSessionConfiguration.wrapped.standard
          var body: some View {
            Text(configuration.identifier == nil ? "no identifier" : "identifier")
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["no identifier"])
  }

  /// A computed property a program's extension adds to a library type runs its setter on the
  /// library object (`configuration.tag = "hello"`), and the extension's code reads and writes
  /// the object's own members with implicit `self` (`httpAdditionalHeaders`, Apple: "A
  /// dictionary of additional headers to send with requests", nil until set), as Alamofire's
  /// `configuration.headers = .default` does.
  @Test func aLibraryExtensionsComputedPropertyRunsItsSetterOnTheObject() throws {
    let scene = try TestScene(
      source: """
        extension URLSessionConfiguration {
          var tag: String {
            get { (httpAdditionalHeaders as? [String: String])?["x"] ?? "none" }
            set { httpAdditionalHeaders = ["x": newValue] }
          }
        }
        struct Probe: View {
          var body: some View {
            let configuration = URLSessionConfiguration.default
            let before = configuration.tag
            configuration.tag = "hello"
            return Text(before + " " + configuration.tag)
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["none hello"])
  }

  /// Every setting of a configuration is kept and read back, one idlab lists or not
  /// (`requestCachePolicy`, `urlCache`): the session is offline whatever they say, so none
  /// changes a screen (sample 50: a cache policy set by a networking service stopped two
  /// screens); a listed number setting still takes only a number.
  @Test func aConfigurationKeepsEverySettingItIsGiven() throws {
    let scene = try TestScene(
      source: """
        final class Api {
          let session: URLSession
          init() {
            let configuration = URLSessionConfiguration.default
            configuration.timeoutIntervalForResource = 30
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            session = URLSession(configuration: configuration)
          }
        }
        struct Home: View {
          let api = Api()
          var body: some View {
            let configuration = URLSessionConfiguration.default
            configuration.requestCachePolicy = .returnCacheDataElseLoad
            return Text(configuration.requestCachePolicy == .returnCacheDataElseLoad ? "kept" : "lost")
          }
        }
        """, root: "Home")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["kept"])
  }
}
