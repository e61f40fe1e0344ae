import Basics
import IdentityEngine
import Localization
import Testing

@testable import ViewScript

/// A program's `UIViewRepresentable` (or `NSViewRepresentable`, or a controller's) is a leaf view
/// of its own type whose UIKit or AppKit content idlab does not simulate (docs/semantics.md,
/// "A view that wraps UIKit or AppKit"). Scenes of our own; expected lines written by hand.
@Suite struct RepresentableTests {
  static let source = """
    struct Spinner: UIViewRepresentable {
      var style: String
      func makeUIView(context: Context) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: .large)
      }
      func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
    }

    struct Loading: View {
      @State private var busy = true
      var body: some View {
        VStack {
          Text("Loading")
          if busy {
            Spinner(style: "large").frame(width: 40, height: 40)
          }
          Button("Done") { busy = false }
        }
      }
    }
    """

  @Test func itIsALeafOfItsOwnTypeWithItsIdentityAndModifiers() throws {
    let scene = try TestScene(source: Self.source, root: "Loading")
    #expect(scene.first.error == nil)
    let spinner = try #require(scene.first.tree.allNodes.first { $0.type == "Spinner" })
    #expect(spinner.isUnmodelled)
    #expect(spinner.children.isEmpty)
    #expect(spinner.identity == "Loading/VStack/1/some/Spinner")
    #expect(spinner.modifiers.map(\.name) == ["frame"])
    let done = try scene.perform(#"tap "Done""#)
    #expect(!done.tree.allNodes.contains { $0.type == "Spinner" })
    #expect(done.events(.destroy, type: "Spinner").count == 1)
  }

  /// One warning, where the view is made; its `make…`/`update…` code, which never runs, gives
  /// none (its UIKit names included).
  @Test(arguments: [
    (
      Language.en,
      "`Spinner` wraps a UIKit view (`UIViewRepresentable`): the scene shows it as an opaque view"
        + " ‹Spinner› with its own identity; what UIKit draws inside it is not simulated"
    ),
    (
      Language.es,
      "`Spinner` envuelve una vista de UIKit (`UIViewRepresentable`): la escena la muestra como"
        + " una vista opaca ‹Spinner› con su propia identidad; lo que UIKit dibuja dentro no se"
        + " simula"
    ),
  ])
  func theWarningNamesItWhereItIsMade(language: Language, message: String) throws {
    let program = try ScriptProgram.compile(source: Self.source, path: "Loading.swift")
    #expect(program.warnings.map { "\($0.line):\($0.column) \($0.code)" } == ["15:9 S124"])
    let warning = try #require(program.warnings.first)
    #expect(try realLocalizer(language)(warning.messageKey, warning.arguments) == message)
    #expect(program.opaqueNames.map(\.code) == ["S124"])
  }

  @Test func anAppKitControllerIsNamedWithItsFramework() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Picker: NSViewControllerRepresentable {
          func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
          func updateNSViewController(_ controller: NSViewController, context: Context) {}
        }
        struct Host: View {
          var body: some View { Picker() }
        }
        """, path: "Host.swift")
    #expect(
      program.warnings.map { "\($0.code) \($0.arguments["framework"] ?? "")" } == ["S124 AppKit"])
  }

  /// A class may adopt `UIViewRepresentable` (it is a protocol, not a structure's only): the
  /// same opaque leaf, one warning where it is made, none from its members.
  @Test func aClassAdoptingItIsTheSameLeaf() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Browser: View {
          var body: some View { WebBox(address: "https://example.com") }
        }

        final class WebBox: UIViewRepresentable {
          let address: String
          init(address: String) { self.address = address }
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ view: WKWebView, context: Context) {}
        }
        """, path: "Browser.swift")
    #expect(program.warnings.map(\.code) == ["S124"])
    let first = try #require(try program.simulate(root: "Browser").steps.first).outcome
    #expect(first.error == nil)
    let box = try #require(first.tree.allNodes.first { $0.type == "WebBox" })
    #expect(box.isUnmodelled)
  }

  /// A view conforming to a representable protocol through a type alias (`typealias
  /// PlatformRepresentable = UIViewRepresentable`, one per platform under `#if`) is that
  /// protocol's view: its extension's unqualified `modifier(…)` is the view's (sample 48:
  /// "cannot find `modifier` in scope").
  @Test func aConformanceThroughAnAliasIsTheProtocols() throws {
    let scene = try TestScene(
      source: """
        #if os(macOS)
        typealias PlatformRepresentable = NSViewRepresentable
        #else
        typealias PlatformRepresentable = UIViewRepresentable
        #endif
        struct Globe: PlatformRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ view: UIView, context: Context) {}
        }
        extension Globe {
          func tilted() -> some View { modifier(Tilt()) }
        }
        struct Tilt: ViewModifier {
          func body(content: Content) -> some View { content.rotationEffect(.degrees(10)) }
        }
        struct Viewer: View {
          var body: some View {
            VStack {
              Text("Earth")
              Globe().tilted()
            }
          }
        }
        """, root: "Viewer")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Globe").count == 1)
    #expect(scene.first.tree.nodes(ofType: "Tilt").count == 1)
  }
}
