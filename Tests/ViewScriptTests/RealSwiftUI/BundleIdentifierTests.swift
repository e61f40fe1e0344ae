import Testing

@testable import ViewScript

/// `Bundle.main.bundleIdentifier`: the `CFBundleIdentifier` of the project's `Info.plist`, as
/// written; `nil` without one (expected values read from the plist text below by hand).
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
}
