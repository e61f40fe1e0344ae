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

  /// `BinaryInteger.signum()` and `magnitude` (sample 46's change colours), `FloatingPoint`'s
  /// `magnitude`; expected values by hand.
  @Test func signumAndMagnitude() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            Text("\\((-7).signum()) \\(0.signum()) \\(12.signum()) \\((-7).magnitude) \\((-2.5).magnitude)")
          }
        }
        """, root: "Screen")
    #expect(scene.first.tree.texts == ["-1 0 1 7 2.5"])
  }

  /// `Int.min.magnitude` is `UInt`'s 9223372036854775808, one past every `Int` idlab holds:
  /// said not simulated (S206), never shown as `Int.max` (review of session 22).
  @Test func theMagnitudeOfIntMinIsSaidNotSimulated() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Screen: View {
          @State private var n = Int.min
          var body: some View { Text("\\(n.magnitude)") }
        }
        """, path: "Screen.swift")
    do {
      _ = try program.simulate(root: "Screen")
      Issue.record("expected S206")
    } catch {
      #expect(error.diagnostics.first?.code == "S206")
    }
  }

  /// `TimeInterval.random(in:)`: Foundation's `typealias TimeInterval = Double`, so the static is
  /// `Double`'s (a value in the range, not a symbol that compares as nothing).
  @Test func aNumberTypesAliasCallsTheTypesStatics() throws {
    let scene = try TestScene(
      source: """
        struct Jitter: View {
          let step = TimeInterval.random(in: -500...0)
          var body: some View {
            Text(step <= 0 && step >= -500 ? "in range" : "out of range")
          }
        }
        """, root: "Jitter")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["in range"])
  }
}
