import Foundation
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `Bundle.main.infoDictionary` and `object(forInfoDictionaryKey:)`: the project's `Info.plist`
/// when it has one, an empty dictionary when it has none.
///
/// Expected values are the plist text below, read by hand: a string stays a string, `<integer>`
/// an `Int`, `<true/>` a `Bool`, a `<dict>` a dictionary; a key the plist lacks is `nil`.
@Suite struct InfoDictionaryTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>IS_STAGING</key>
      <string>YES</string>
      <key>CFBundleShortVersionString</key>
      <string>2.3</string>
      <key>BuildCount</key>
      <integer>41</integer>
      <key>UIRequiresFullScreen</key>
      <true/>
      <key>CFBundleIcons</key>
      <dict>
        <key>CFBundlePrimaryIcon</key>
        <string>AppIcon</string>
      </dict>
    </dict>
    </plist>
    """

  static let scene = """
    enum Build {
      static let isStaging: Bool = {
        if let flag = Bundle.main.infoDictionary?["IS_STAGING"] as? String {
          return flag == "YES"
        }
        return false
      }()
    }
    struct About: View {
      @State private var taps = 0
      var version: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
      }
      var body: some View {
        VStack {
          Text(Build.isStaging ? "staging" : "production")
          Text("version \\(version)")
          Text("builds \\(Bundle.main.infoDictionary?["BuildCount"] as? Int ?? -1)")
          Text("full \\(Bundle.main.object(forInfoDictionaryKey: "UIRequiresFullScreen") as? Bool ?? false)")
          if let icons = Bundle.main.infoDictionary?["CFBundleIcons"] as? [String: Any] {
            Text("icon \\(icons["CFBundlePrimaryIcon"] as? String ?? "-")")
          }
          Text("team \\(Bundle.main.infoDictionary?["TeamName"] as? String ?? "none")")
          Text("keys \\(Bundle.main.infoDictionary?.count ?? -1)")
          Text("taps \\(taps)")
          Button("Tap") { taps += 1 }
        }
      }
    }
    """

  /// The scene `source` (a view `About`) run from `folder/About.swift`, `folder` holding
  /// `Info.plist` when `plist` is set.
  static func run(plist: String?, source: String = scene) throws -> TestScene {
    let folder = try makeTemporaryFolder("idlab-info")
    defer { try? FileManager.default.removeItem(at: folder) }
    if let plist {
      try plist.write(
        to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    }
    return try TestScene(
      source: source, root: "About", path: folder.appendingPathComponent("About.swift").path)
  }

  @Test func theProjectsInfoPlistIsTheInfoDictionary() throws {
    let scene = try Self.run(plist: Self.plist)
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "staging", "version 2.3", "builds 41", "full true", "icon AppIcon", "team none",
        "keys 5", "taps 0",
      ])
    #expect(
      scene.first.tree.nodes(ofType: "Text").first?.identity == "About/VStack/0/Text")
    // The body runs again after the plist is gone: the bundle was read once, at launch.
    let tapped = try scene.perform(#"tap "Tap""#)
    #expect(tapped.error == nil)
    #expect(Array(tapped.tree.texts.suffix(2)) == ["keys 5", "taps 1"])
    #expect(tapped.tree.state("taps") == .int(1))
  }

  @Test func withoutAnInfoPlistEveryKeyIsMissing() throws {
    let scene = try Self.run(plist: nil)
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "production", "version ?", "builds -1", "full false", "team none", "keys 0", "taps 0",
      ])
  }
}
