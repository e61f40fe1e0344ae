import IdentityEngine
import Testing

@testable import ViewScript

/// Core Text's font manager on launch: the app has registered no fonts, the registry's change
/// notification is a name the program can observe and post, and the simulated system never
/// posts it; registering a font stays an `S120` name, an opaque call that changes nothing.
///
/// Expected values follow Apple's documentation: `CTFontManagerCopyRegisteredFontDescriptors`
/// returns "an array of font descriptors registered by the app. The array may be empty if
/// nothing is registered", and this app registers nothing.
@Suite struct FontManagerTests {
  static let source = #"""
    final class FontWatcher {
      var changes = 0
      @objc func fontsChanged(_ notification: Notification) { changes += 1 }
    }
    struct FontList: View {
      @State private var registered = -1
      @State private var heard = 0
      let watcher = FontWatcher()
      var body: some View {
        VStack {
          Text("registered \(registered)")
          Text("heard \(heard)")
          Button("Post") {
            NotificationCenter.default.post(
              name: kCTFontManagerRegisteredFontsChangedNotification as NSNotification.Name,
              object: nil)
            heard = watcher.changes
          }
          Button("Register") {
            _ = CTFontManagerRegisterFontsForURL(URL(string: "file:///Font.ttf")! as CFURL, .process, nil)
            registered = 99
          }
        }
        .onAppear {
          NotificationCenter.default.addObserver(
            watcher, selector: #selector(FontWatcher.fontsChanged(_:)),
            name: kCTFontManagerRegisteredFontsChangedNotification as NSNotification.Name,
            object: nil)
          let descriptors = CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor]
          registered = descriptors?.count ?? -2
        }
      }
    }
    """#

  @Test func theAppHasRegisteredNoFontsAndTheSystemPostsNoChange() throws {
    let scene = try TestScene(source: Self.source)
    #expect(scene.first.error == nil)
    #expect(scene.tree.texts == ["registered 0", "heard 0"])
    let later = try scene.perform("wait 60s")
    #expect(later.error == nil)
    #expect(scene.tree.texts == ["registered 0", "heard 0"])
  }

  @Test func theProgramsOwnPostReachesTheObserverOfTheName() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Post""#)
    #expect(step.error == nil)
    #expect(scene.tree.texts == ["registered 0", "heard 1"])
  }

  /// The call's result is discarded: nothing depends on it, the action runs to its end.
  @Test func registeringAFontIsAnOpaqueCall() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Register""#)
    #expect(step.error == nil)
    #expect(scene.tree.texts == ["registered 99", "heard 0"])
  }

  @Test func theNamesTheFileSimulatesAreNotWarnedAbout() throws {
    let program = try ScriptProgram.compile(source: Self.source, path: "fonts.swift")
    let warned = program.warnings.compactMap { $0.arguments["name"] }
    #expect(!warned.contains("kCTFontManagerRegisteredFontsChangedNotification"))
    #expect(!warned.contains("CTFontManagerCopyRegisteredFontDescriptors"))
    #expect(warned.contains("CTFontManagerRegisterFontsForURL"))
  }
}
