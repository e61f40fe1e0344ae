import IdentityEngine
import Testing

@testable import ViewScript

/// An integer literal has the type its context expects ("Literals", The Swift Programming
/// Language): `255/255` passed as a colour component or an opacity is a `Double` division; with
/// no such context it is an `Int` division. Expected values computed by hand (203/255 =
/// 0.796078431372549…).
@Suite struct LiteralContextTests {
  @Test func aDivisionOfLiteralsIsFloatingWhereTheContextIs() throws {
    let scene = try TestScene(
      source: """
        struct Ring: View {
          let yellow = Color(red: 255/255, green: 203/255, blue: 20/255)
          let half: Double = 1/2
          var body: some View {
            VStack {
              Text("\\(half)")
              Text("\\(7/2)")
              Circle().stroke(yellow, lineWidth: 3)
              Text("dim").opacity(1/2)
              Rectangle().aspectRatio(3 / 4, contentMode: .fit)
            }
          }
        }
        """, root: "Ring")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0.5", "3", "dim"])
    let circle = try #require(scene.first.tree.allNodes.first { $0.type == "Circle" })
    let stroke = try #require(circle.modifier("stroke"))
    #expect(
      "\(stroke)".contains("Color(red: 1.0, green: 0.796078431372549, blue: 0.0784313725490196)"))
    let dim = try #require(scene.first.tree.allNodes.first { $0.text == "dim" })
    #expect(dim.modifier("opacity") == .double(0.5))
    let card = try #require(scene.first.tree.allNodes.first { $0.type == "Rectangle" })
    #expect("\(try #require(card.modifier("aspectRatio")))".contains("0.75"))
  }

  @Test func aProgramsIntParameterKeepsAnIntDivision() throws {
    let scene = try TestScene(
      source: """
        struct Pages: View {
          func label(pages: Int) -> String { "\\(pages) pages" }
          var body: some View { Text(label(pages: 7/2)) }
        }
        """, root: "Pages")
    #expect(scene.first.tree.texts == ["3 pages"])
  }

  /// `??`'s right operand has the optional's wrapped type (`func ?? <T>(optional: T?,
  /// defaultValue: @autoclosure () throws -> T) -> T`, Swift standard library): a literal `0`
  /// after a `Double?` is `0.0`, after an `Int?` it stays `0`. Expected texts written by hand
  /// from Swift's description of a `Double` (`0.0`) and `%.1f` (`0.0`).
  @Test func aLiteralFallbackHasTheOptionalsWrappedType() throws {
    let scene = try TestScene(
      source: """
        struct Score { var rating: Double? }
        struct Card: View {
          let score = Score(rating: nil)
          var amount: Double? = nil
          var count: Int? = nil
          var body: some View {
            VStack {
              Text(String(format: "%.1f", score.rating ?? 0))
              Text("\\(amount ?? 0)")
              Text("\\(count ?? 0)")
              Text("\\(score.rating ?? 2)")
            }
          }
        }
        """, root: "Card")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0.0", "0.0", "0", "2.0"])
  }

  /// A range literal where a floating-point range is declared has floating bounds
  /// (`ClosedRange<CGFloat> = 2...3`), prints as Swift prints a range (`2.0...3.0`,
  /// `0.0...0.5`), and its bounds are `Strideable` (`distance(to:)`). Expected texts written
  /// by hand.
  @Test func aRangeLiteralTakesTheDeclaredBoundType() throws {
    let scene = try TestScene(
      source: """
        struct Slider2: View {
          @State private var range: ClosedRange<CGFloat> = 2...3
          var body: some View {
            VStack {
              Text("\\(range) \\(range.lowerBound.distance(to: range.upperBound))")
              Text("\\(0...0.5) \\(1...3) \\(4.distance(to: 1))")
            }
          }
        }
        """, root: "Slider2")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["2.0...3.0 1.0", "0.0...0.5 1...3 -3"])
  }
}
