import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A program's `OptionSet` gets `SetAlgebra`'s members from the standard library, an array
/// literal where it is declared is the union of its elements, and `init()` is the empty set
/// ("OptionSet", Apple). Expected values computed by hand on the raw values' bits.
@Suite struct OptionSetTests {
  static let source = """
    struct Style: OptionSet {
      let rawValue: Int
      static let bold = Style(rawValue: 1 << 0)
      static let wide = Style(rawValue: 1 << 1)
      static let all: Style = [.bold, .wide]
      var label: String { contains(.bold) ? "bold" : "plain" }
    }
    struct Sample: View {
      @State private var style = Style()
      var body: some View {
        VStack {
          Text("\\(style.isEmpty) \\(Style.all.rawValue) \\(Style.all.contains(.wide)) \\(style.label)")
          Text("\\(style.union(.wide).rawValue) \\(Style.all.subtracting(.bold).rawValue) \\(style.isSubset(of: .all))")
          Button("Bold") { style.insert(.bold) }
          Button("Flip") { style.formSymmetricDifference(.all) }
        }
      }
    }
    """

  @Test func setAlgebrasMembersWorkOnTheRawBits() throws {
    let scene = try TestScene(source: Self.source, root: "Sample")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["true 3 true plain", "2 2 true"])
    let bold = try scene.perform(#"tap "Bold""#)
    #expect(bold.tree.texts == ["false 3 true bold", "3 2 true"])
    let flipped = try scene.perform(#"tap "Flip""#)
    #expect(flipped.tree.texts == ["false 3 true plain", "2 2 true"])
  }
}
