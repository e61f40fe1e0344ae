import IdentityEngine
import Testing

@testable import ViewScript

/// What the Swift 5 language mode accepts that SwiftParser, which follows Swift 6, reports:
/// whitespace between an attribute's name and its arguments (`@Environment (\.colorScheme)`),
/// a warning for `swiftc -swift-version 5`, so app projects in that mode build with it
/// (docs/semantics.md, "Constructs of real SwiftUI files").
@Suite struct Swift5LanguageModeTests {
  @Test func anAttributeWithASpaceBeforeItsArgumentsIsRead() throws {
    let scene = try TestScene(
      source: """
        struct Greeting: View {
          @Environment (\\.colorScheme) var colorScheme
          @AppStorage ("name") var name = "Ada"
          var body: some View {
            Text("\\(name), \\(colorScheme == .dark ? "dark" : "light")")
          }
        }
        """)
    // A fresh install's store holds no `name`; the simulated device is in light mode.
    #expect(scene.first.tree.texts == ["Ada, light"])
  }

  /// A space after `@` is an error in both language modes: still the syntax error.
  @Test func aSpaceAfterTheAtSignIsStillAnError() {
    do {
      _ = try ScriptProgram.compile(
        source: "struct V: View {\n  @ State var n = 0\n  var body: some View { Text(\"a\") }\n}\n",
        path: "V.swift")
      Issue.record("compiled")
    } catch {
      #expect(error.diagnostics.map(\.code).contains("S001"))
    }
  }
}
