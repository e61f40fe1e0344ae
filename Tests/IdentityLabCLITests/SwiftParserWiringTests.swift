import SwiftParser
import SwiftSyntax
import Testing

/// Proves the toolchain's SwiftSyntax is wired: a small SwiftUI view parses without errors.
@Suite struct SwiftParserWiringTests {
  @Test func parsesASmallSwiftUIView() {
    let source = """
      import SwiftUI

      struct Bench: View {
        @State private var on = false
        var body: some View {
          Toggle("Lights", isOn: $on)
        }
      }
      """
    let file = Parser.parse(source: source)
    #expect(!file.hasError)
    let structs = file.statements.compactMap { $0.item.as(StructDeclSyntax.self) }
    #expect(structs.map(\.name.text) == ["Bench"])
    #expect(file.description == source, "round-trips byte for byte")
  }
}
