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
}
