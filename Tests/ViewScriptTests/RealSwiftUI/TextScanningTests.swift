import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Foundation's `Scanner` and `CharacterSet` as apps use them to read hex colours
/// (docs/semantics.md, "Text scanning"). Expected values are worked out by hand from the texts:
/// `FF8800` is red 255, green 136, blue 0, and 136 / 255 is 0.5333333333333333.
@Suite struct TextScanningTests {
  @Test func aHexColourInitializerReadsItsComponents() throws {
    let scene = try TestScene(
      source: """
        extension Color {
          init(hex: String) {
            let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            var int: UInt64 = 0
            Scanner(string: hex).scanHexInt64(&int)
            let a, r, g, b: UInt64
            switch hex.count {
            case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
            case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
            default: (a, r, g, b) = (1, 1, 1, 0)
            }
            self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                      opacity: Double(a) / 255)
          }
        }
        struct Swatch: View {
          var body: some View { Rectangle().fill(Color(hex: "#FF8800")) }
        }
        """)
    #expect(scene.first.error == nil)
    let fill = try #require(scene.first.tree.allNodes.flatMap(\.modifiers).first)
    #expect(
      fill.value
        == .color("Color(.sRGB, red: 1.0, green: 0.5333333333333333, blue: 0.0, opacity: 1.0)"))
  }

  @Test func theScannerMovesThroughItsText() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var body: some View {
            VStack {
              Text(hexAfterHash("#1A"))
              Text(words())
              Text(" padded \\n".trimmingCharacters(in: .whitespacesAndNewlines))
              Text("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")).joined(separator: "|"))
            }
          }
          func hexAfterHash(_ text: String) -> String {
            let scanner = Scanner(string: text)
            scanner.currentIndex = text.index(after: text.startIndex)
            var value: UInt64 = 0
            let found = scanner.scanHexInt64(&value)
            return "\\(found) \\(value) \\(scanner.isAtEnd)"
          }
          func words() -> String {
            let scanner = Scanner(string: "width=42;x")
            let key = scanner.scanUpToString("=") ?? "?"
            _ = scanner.scanString("=")
            let number = scanner.scanInt(representation: .decimal) ?? -1
            let hex = Scanner(string: "ff").scanUInt64(representation: .hexadecimal) ?? 0
            return "\\(key) \\(number) \\(hex) \\(scanner.isAtEnd)"
          }
        }
        """)
    #expect(scene.first.error == nil)
    // 0x1A is 26; "width" up to "=", then 42; 0xff is 255; ";x" is left.
    #expect(scene.first.tree.texts == ["true 26 true", "width 42 255 false", "padded", "a|b|c"])
  }

  @Test func indicesMoveAsTheirLabelsSay() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          let word = "swift"
          var body: some View {
            let start = word.startIndex
            let second = word.index(after: start)
            let fourth = word.index(start, offsetBy: 3)
            let back = word.index(before: fourth)
            let far = word.index(start, offsetBy: 9, limitedBy: word.endIndex)
            Text("\\(word[second]) \\(word[fourth]) \\(word[back]) \\(far == nil)")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["w f i true"])
  }

  /// Regex literals and `Regex(_:)`, matched by Foundation's `NSRegularExpression` (ICU), as
  /// apps use them to pull a number out of a status line (sample 18).
  @Test func regexLiteralsMatchAndCapture() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          func exitCode(_ status: String) -> String {
            guard let match = status.firstMatch(of: /Exited \\((\\d*)\\).*/) else { return "none" }
            return String(match.output.1)
          }
          var body: some View {
            VStack {
              Text(exitCode("Exited (137) 2 hours ago"))
              Text(exitCode("Up 3 days"))
              Text("\\("a1b22c".contains(/\\d{2}/)) \\("a-b_c".replacing(/[-_]/, with: " "))")
              Text("\\("2024-01-02".wholeMatch(of: /(\\d+)-(\\d+)-(\\d+)/)?.2 ?? "?")")
              Text("\\((try? Regex("ab+").ignoresCase())?.firstMatch(in: "xABBy")?.0 ?? "none")")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["137", "none", "true a b c", "01", "ABB"])
  }
}
