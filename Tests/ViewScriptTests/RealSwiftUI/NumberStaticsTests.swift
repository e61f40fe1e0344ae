import IdentityEngine
import Testing

@testable import ViewScript

/// The number types' static members: `Double.zero`, `CGFloat.zero`, `Int.zero` (Apple,
/// `AdditiveArithmetic.zero`), written with the type or as a bare member where the type is
/// declared (`let n: Int = .zero`, `var x: Double = .infinity`).
///
/// Expected by hand: zero is 0 of the declared type (`0` for `Int`, `0.0` for `Double`).
@Suite struct NumberStaticsTests {
  @Test func zeroAndFriendsAreTheirTypesValues() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var a = Double.zero
          @State private var b: Int = .zero
          @State private var c: CGFloat = .zero
          @State private var d: Double = .infinity
          var body: some View {
            Text("\\(a) \\(b) \\(c) \\(Int.zero) \\(d > 1_000_000)")
          }
        }
        """, root: "Screen")
    #expect(scene.first.tree.texts == ["0.0 0 0.0 0 true"])
  }
}
