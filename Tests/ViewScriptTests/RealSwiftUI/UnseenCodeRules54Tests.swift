import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the fifty-fourth unseen sample found missing, each with a scene of our own. Expected
/// values come from Apple's documentation and Foundation, written before running: a locale's
/// measurement system on the simulated device (English, United States), a number formatter's
/// `hasThousandSeparators`, a `Slider`'s value labels, implicitly unwrapped properties decoded,
/// a package's `WebView`.
@Suite struct UnseenCodeRules54Tests {
  /// `Locale.current.measurementSystem` on the simulated device, `en_US`: `.us`, whose
  /// `identifier` Foundation writes `ussystem`; `.metric` and `.uk` are the other cases.
  @Test func theDevicesMeasurementSystemIsTheUnitedStates() throws {
    let scene = try TestScene(
      source: """
        struct Units: View {
          var metric: Bool { Locale.current.measurementSystem == .metric }
          var body: some View {
            VStack {
              Text(metric ? "kg" : "lb")
              Text(Locale.current.measurementSystem.identifier)
              Text(Locale(identifier: "fr_FR").measurementSystem == .metric ? "metric" : "other")
              Text(Locale.MeasurementSystem.uk.identifier)
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["lb", "ussystem", "metric", "uksystem"])
  }

  /// A number formatter's `hasThousandSeparators` is a setting a scene reads and writes
  /// (Apple, `NumberFormatter.hasThousandSeparators`).
  @Test func aNumberFormattersThousandSeparatorsSettingIsKept() throws {
    let scene = try TestScene(
      source: """
        struct Angle: View {
          static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.hasThousandSeparators = true
            formatter.maximumFractionDigits = 1
            return formatter
          }()
          var body: some View {
            Text(Self.formatter.hasThousandSeparators ? "set" : "unset")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["set"])
  }

  /// `Slider(value:in:label:minimumValueLabel:maximumValueLabel:)`: the value labels are kept
  /// around the track (`.control`), the label stays its title.
  @Test func aSlidersValueLabelsAreItsFace() throws {
    let scene = try TestScene(
      source: """
        struct Volume: View {
          @State private var level = 30.0
          var body: some View {
            Slider(value: $level, in: 0...100) {
              Text("Volume")
            } minimumValueLabel: {
              Text("Quiet")
            } maximumValueLabel: {
              Image(systemName: "speaker.3")
            }
          }
        }
        """)
    let slider = try #require(scene.first.tree.nodes(ofType: "Slider").first)
    #expect(slider.label == "Volume")
    #expect(slider.face == [.text("Quiet"), .control, .image("speaker.3")])
  }

  /// A property declared `T!` is an optional (SE-0054): decoded as `T?` is, absent keys nil.
  @Test func implicitlyUnwrappedPropertiesAreDecodedAsOptionals() throws {
    let scene = try TestScene(
      source: """
        struct Status: Decodable {
          var id: String!
          var note: String!
        }
        struct Post: View {
          let status = try! JSONDecoder().decode(Status.self, from: Data(#"{"id": "7"}"#.utf8))
          var body: some View {
            Text("\\(status.id ?? "none") \\(status.note == nil ? "nil" : "set")")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["7 nil"])
  }

  /// SwiftUI's `WebView` is WebKit's: in a file that does not import WebKit and imports a module
  /// no file given holds, `WebView(…)` is that module's view, opaque and listed; with `import
  /// WebKit` it is WebKit's.
  @Test func aPackagesWebViewIsOpaque() throws {
    let scene = try TestScene(
      source: """
        import BrowserKit
        struct Login: View {
          var body: some View {
            VStack {
              Text("Sign in")
              WebView(webView: Browser.shared.view)
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["Sign in"])
    #expect(scene.first.tree.nodes(ofType: "WebView").first?.isUnmodelled == true)
    #expect(scene.run.runtimeOpaque.contains { $0.arguments["name"] == "WebView" })
    let webKit = try TestScene(
      source: """
        import WebKit
        struct Page: View {
          var body: some View { WebView(url: URL(string: "https://example.com")) }
        }
        """)
    #expect(webKit.first.tree.nodes(ofType: "WebView").first?.isUnmodelled == false)
  }

  /// `typealias Shelf = [Book]` with `extension Shelf { var titles }`: an extension of an
  /// alias extends the aliased type, here `Array` ("Type Alias Declaration", The Swift
  /// Programming Language).
  @Test func anExtensionOfAnArrayAliasExtendsArray() throws {
    let scene = try TestScene(
      source: """
        struct Book { let title: String }
        typealias Shelf = [Book]
        extension Shelf {
          var titles: [String] { map(\\.title) }
        }
        struct Library: View {
          let shelf: Shelf = [Book(title: "Dune"), Book(title: "Emma")]
          var body: some View {
            ForEach(shelf.titles, id: \\.self) { Text($0) }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["Dune", "Emma"])
  }

  /// A number formatter's `minimum` and `maximum` (`NSNumber?`) read back what was written.
  @Test func aNumberFormattersBoundsAreKept() throws {
    let scene = try TestScene(
      source: """
        struct Angle: View {
          static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.minimum = 0
            formatter.maximum = 360
            return formatter
          }()
          var body: some View {
            Text(Self.formatter.maximum == 360 && Self.formatter.minimum == 0 ? "bounded" : "open")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["bounded"])
  }

  /// `.success(.init(…))` where a `Result<Reading, Error>?` is expected: the payload is a
  /// `Reading`, as Swift infers it (Apple, `Result.success(_:)`).
  @Test func anImplicitInitInAResultsPayloadTakesItsSuccessType() throws {
    let scene = try TestScene(
      source: """
        struct Reading { let showsIcon: Bool; let label: String }
        struct Badge: View {
          let result: Result<Reading, Error>?
          var body: some View {
            if case .success(let reading) = result {
              HStack {
                if reading.showsIcon { Image(systemName: "cloud") }
                Text(reading.label)
              }
            }
          }
        }
        struct Failure: Error { let code: Int }
        struct Code: View {
          let result: Result<Reading, Failure>
          let maybe: Reading?
          var body: some View {
            if case .failure(let failure) = result { Text("code \\(failure.code)") }
            Text(maybe?.label ?? "none")
          }
        }
        struct Probe: View {
          var body: some View {
            Badge(result: .success(.init(showsIcon: true, label: "21°")))
            Code(result: .failure(.init(code: 4)), maybe: .some(.init(showsIcon: false, label: "opt")))
            Code(result: .failure(.init(code: 5)), maybe: Optional<Reading>.some(.init(showsIcon: false, label: "two")))
          }
        }
        """, root: "Probe")
    #expect(scene.first.tree.texts == ["21°", "code 4", "opt", "code 5", "two"])
    #expect(scene.first.tree.nodes(ofType: "Image").map(\.text) == ["cloud"])
  }

  /// A `Menu`'s content closure does not escape (`Menu.init(content:label:)`): it runs as the
  /// menu is made, so an environment object it reads and the preview lacks fails the body, as
  /// in the real preview; its views are shown only when the menu opens.
  @Test func aMenusContentRunsWhenTheMenuIsMade() throws {
    let source = """
      final class Session: ObservableObject { @Published var archived = false }
      struct More: View {
        @EnvironmentObject var session: Session
        var body: some View {
          Menu {
            Button(session.archived ? "Hide" : "Show") { session.archived.toggle() }
          } label: {
            Image(systemName: "ellipsis.circle")
          }
        }
      }
      struct Given: View {
        var body: some View { More().environmentObject(Session()) }
      }
      """
    let missing = try TestScene(source: source, root: "More")
    #expect(missing.first.error?.id == "missing-environment-object")
    let given = try TestScene(source: source, root: "Given")
    #expect(given.first.error == nil)
    #expect(given.first.tree.nodes(ofType: "Button").isEmpty)
    #expect(given.first.tree.nodes(ofType: "Image").map(\.text) == ["ellipsis.circle"])
  }
}
