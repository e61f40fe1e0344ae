import Foundation
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `Bundle.main.bundleIdentifier`: the `CFBundleIdentifier` of the project's `Info.plist`, as
/// written; when the plist has none or writes `$(PRODUCT_BUNDLE_IDENTIFIER)`, the build setting
/// of the Xcode project's app target; `nil` without either (expected values read from the plist
/// and project texts below by hand).
@Suite struct BundleIdentifierTests {
  static let scene = """
    struct About: View {
      var body: some View {
        Text("id \\(Bundle.main.bundleIdentifier ?? "none")")
      }
    }
    """

  static func run(plist: String?) throws -> TestScene {
    try InfoDictionaryTests.run(plist: plist, source: scene)
  }

  @Test func thePlistsIdentifierAsWritten() throws {
    let scene = try Self.run(
      plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>CFBundleIdentifier</key>
          <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        </dict>
        </plist>
        """)
    #expect(scene.first.tree.texts == ["id $(PRODUCT_BUNDLE_IDENTIFIER)"])
  }

  @Test func withoutAPlistItIsNil() throws {
    #expect(try Self.run(plist: nil).first.tree.texts == ["id none"])
  }

  /// A project of three targets, a unit-test target first; `Orbit`'s Debug and Release
  /// configurations have different identifiers, `Lander` names its own `Info.plist`.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {
      };
      objectVersion = 56;
      objects = {
        P1 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2, T3); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = OrbitTests;
          productType = "com.apple.product-type.bundle.unit-test"; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Lander;
          productType = "com.apple.product-type.application"; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = Orbit;
          productType = "com.apple.product-type.application"; };
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
        C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
        C1 = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = "com.example.orbit-tests"; }; };
        C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
          INFOPLIST_FILE = "Lander/Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = com.example.lander; }; };
        C3 = {isa = XCBuildConfiguration; name = Release;
          buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.orbit; }; };
        C4 = {isa = XCBuildConfiguration; name = Debug;
          buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = "com.example.orbit-debug"; }; };
      };
      rootObject = P1;
    }
    """

  static let plistAskingForTheSetting = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleIdentifier</key>
      <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
      <key>CFBundleName</key>
      <string>Lander</string>
    </dict>
    </plist>
    """

  /// The scene (`About`, showing `bundleIdentifier`, the info dictionary's identifier and its
  /// key count) run from `Project/<folder>/About.swift`, beside `Project/Space.xcodeproj` and,
  /// when `plist` is set, `Project/Lander/Info.plist`.
  static func runInProject(folder: String, plist: String? = nil) throws -> [String] {
    let root = try makeTemporaryFolder("idlab-bundle-id")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let projectFolder = root.appendingPathComponent("Space.xcodeproj")
    for made in [projectFolder, root.appendingPathComponent(folder)] {
      try manager.createDirectory(at: made, withIntermediateDirectories: true)
    }
    try project.write(
      to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true,
      encoding: .utf8)
    if let plist {
      let lander = root.appendingPathComponent("Lander")
      try manager.createDirectory(at: lander, withIntermediateDirectories: true)
      try plist.write(
        to: lander.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    }
    let source = """
      struct About: View {
        var body: some View {
          VStack {
            Text("id \\(Bundle.main.bundleIdentifier!)")
            Text("plist \\(Bundle.main.infoDictionary?["CFBundleIdentifier"] as? String ?? "none")")
            Text("keys \\(Bundle.main.infoDictionary?.count ?? -1)")
          }
        }
      }
      """
    let scene = try TestScene(
      source: source, root: "About",
      path: root.appendingPathComponent(folder).appendingPathComponent("About.swift").path)
    #expect(scene.first.error == nil)
    return scene.first.tree.texts
  }

  @Test func withoutAPlistTheTargetNamedAfterTheScenesFolderGivesItsDebugIdentifier() throws {
    #expect(
      try Self.runInProject(folder: "Orbit/Views") == [
        "id com.example.orbit-debug", "plist com.example.orbit-debug", "keys 1",
      ])
  }

  @Test func elseTheFirstApplicationTarget() throws {
    #expect(
      try Self.runInProject(folder: "Shared") == [
        "id com.example.lander", "plist com.example.lander", "keys 1",
      ])
  }

  @Test func aPlistAskingForTheSettingGetsItsOwnTargets() throws {
    #expect(
      try Self.runInProject(folder: "Orbit", plist: Self.plistAskingForTheSetting) == [
        "id com.example.lander", "plist com.example.lander", "keys 2",
      ])
  }

  @Test func anIdentifierThePlistWritesIsKept() throws {
    let plist = Self.plistAskingForTheSetting.replacingOccurrences(
      of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "com.example.written")
    #expect(
      try Self.runInProject(folder: "Orbit", plist: plist) == [
        "id com.example.written", "plist com.example.written", "keys 2",
      ])
  }

  /// Xcode builds the Info.plist from the target's build settings: `$(NAME)` and `${NAME}` are
  /// replaced by the settings (the project's own configuration, which every target inherits:
  /// `MARKETING_VERSION` set once there, as sample 40's app does; then the `.xcconfig` the
  /// target's configuration is based on, then its own, which win), a
  /// name without a value by nothing; a generated Info.plist (`GENERATE_INFOPLIST_FILE = YES`)
  /// has `CFBundleShortVersionString` from `MARKETING_VERSION`, `CFBundleVersion` from
  /// `CURRENT_PROJECT_VERSION`, and each `INFOPLIST_KEY_<key>` (Apple, "Build settings
  /// reference": `GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_*`, `MARKETING_VERSION`).
  @Test func theInfoPlistIsExpandedWithTheTargetsBuildSettings() throws {
    let root = try makeTemporaryFolder("idlab-build-settings")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    for folder in ["Gallery.xcodeproj", "Gallery", "Config"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          P1 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1); };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = Gallery;
            productType = "com.apple.product-type.application"; };
          F1 = {isa = PBXFileReference; path = Secrets.xcconfig; sourceTree = "<group>"; };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
          C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos;
            MARKETING_VERSION = 1.8.0; CURRENT_PROJECT_VERSION = 5; }; };
          C1 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F1;
            buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = Gallery/Info.plist;
              INFOPLIST_KEY_CFBundleDisplayName = "Art Gallery";
              CURRENT_PROJECT_VERSION = 11; PRODUCT_BUNDLE_IDENTIFIER = org.example.gallery; }; };
        };
        rootObject = P1;
      }
      """
    try project.write(
      to: root.appendingPathComponent("Gallery.xcodeproj/project.pbxproj"), atomically: true,
      encoding: .utf8)
    try "// the API's host\nAPI_HOST = api.example.org // production\n".write(
      to: root.appendingPathComponent("Config/Secrets.xcconfig"), atomically: true,
      encoding: .utf8)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>API_URL</key>
      <string>https://${API_HOST}/v2</string>
      <key>Missing</key>
      <string>[$(NOT_SET)]</string>
    </dict>
    </plist>
    """.write(
      to: root.appendingPathComponent("Gallery/Info.plist"), atomically: true, encoding: .utf8)
    let source = """
      struct About: View {
        var body: some View {
          let info = Bundle.main.infoDictionary ?? [:]
          return VStack {
            Text(info["API_URL"] as? String ?? "none")
            Text(info["Missing"] as? String ?? "none")
            Text("\\(info["CFBundleShortVersionString"] as? String ?? "?") (\\(info["CFBundleVersion"] as? String ?? "?"))")
            Text(info["CFBundleDisplayName"] as? String ?? "none")
            Text(Bundle.main.bundleIdentifier ?? "none")
          }
        }
      }
      """
    let scene = try TestScene(
      source: source, root: "About",
      path: root.appendingPathComponent("Gallery/About.swift").path)
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "https://api.example.org/v2", "[]", "1.8.0 (11)", "Art Gallery", "org.example.gallery",
      ])
  }
}
