import IdentityEngine
import Testing

@testable import ViewScript

/// Shapes typed as shapes: built-in and user shapes are views of their own type (not `Color`),
/// drawn with `.fill`, `.stroke`, `.strokeBorder` and `.trim`, which keep identity.
@Suite struct ShapeTests {
  static let source = """
    struct Dome: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
          center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.midX,
          startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        return path
      }
    }
    struct Ring: InsettableShape {
      var inset = 0.0
      func path(in rect: CGRect) -> Path { Circle().path(in: rect) }
      func inset(by amount: CGFloat) -> Ring {
        var ring = self
        ring.inset += amount
        return ring
      }
    }
    struct Screen: View {
      @State private var hot = false
      @State private var round = true
      var body: some View {
        VStack {
          Dome().fill(hot ? Color.red : Color.blue)
          Ring().strokeBorder(.teal, lineWidth: 4)
          Circle().trim(from: 0, to: 0.5).stroke(Color.green, lineWidth: 2)
          RoundedRectangle(cornerRadius: 8).fill(.orange)
          round ? AnyShape(Circle()) : AnyShape(Capsule())
          Text("card").clipShape(AnyShape(RoundedRectangle(cornerRadius: 4)))
          Button("Heat") { hot.toggle() }
          Button("Square") { round = false }
        }
      }
    }
    """

  @Test func shapesAreViewsOfTheirOwnTypeNotColours() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let tree = scene.first.tree
    #expect(
      tree.allNodes.map(\.identity) == [
        "Screen", "Screen/VStack", "Screen/VStack/0/Dome", "Screen/VStack/1/Ring",
        "Screen/VStack/2/Circle", "Screen/VStack/3/RoundedRectangle",
        "Screen/VStack/4/AnyShape", "Screen/VStack/5/Text", "Screen/VStack/6/Button",
        "Screen/VStack/7/Button",
      ])
    #expect(tree.nodes(ofType: "Color").isEmpty)
    let shapes = tree.allNodes.filter(\.isShape).map(\.type)
    #expect(shapes == ["Dome", "Ring", "Circle", "RoundedRectangle", "AnyShape"])
    let dome = try #require(tree.nodes(ofType: "Dome").first)
    #expect(dome.modifier("fill") == .color("blue"))
    #expect(tree.nodes(ofType: "Circle").first?.modifiers.map(\.name) == ["trim", "stroke"])
    #expect(tree.nodes(ofType: "Ring").first?.modifiers.map(\.name) == ["strokeBorder"])
    #expect(tree.nodes(ofType: "AnyShape").first?.label == "Circle")
  }

  @Test func aNewFillOrANewErasedShapeKeepsTheShapesIdentity() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let heated = try scene.perform(#"tap "Heat""#)
    #expect(heated.events(.create).isEmpty && heated.events(.destroy).isEmpty)
    #expect(heated.tree.nodes(ofType: "Dome").first?.modifier("fill") == .color("red"))
    // `AnyShape` erases the shape's type: Circle → Capsule is the same view, redrawn.
    let squared = try scene.perform(#"tap "Square""#)
    #expect(squared.events(.create).isEmpty && squared.events(.destroy).isEmpty)
    let erased = try #require(squared.tree.nodes(ofType: "AnyShape").first)
    #expect(erased.identity == "Screen/VStack/4/AnyShape")
    #expect(erased.label == "Capsule")
  }

  @Test func aShapeExtensionsHelperRunsOnAShape() throws {
    let scene = try TestScene(
      source: """
        extension Shape {
          func tinted(_ on: Bool) -> some View { self.fill(on ? Color.green : Color.red) }
        }
        struct Screen: View {
          @State private var on = false
          var body: some View {
            VStack {
              Capsule().tinted(on)
              Button("On") { on = true }
            }
          }
        }
        """)
    #expect(scene.first.tree.nodes(ofType: "Capsule").first?.modifier("fill") == .color("red"))
    let switched = try scene.perform(#"tap "On""#)
    #expect(switched.events(.create).isEmpty)
    #expect(switched.tree.nodes(ofType: "Capsule").first?.modifier("fill") == .color("green"))
  }

  @Test func aFilledShapeInAnAnyViewIsKeyedAsAShapeView() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var filled = true
          var body: some View {
            VStack {
              filled ? AnyView(Circle().fill(.red)) : AnyView(Circle().stroke(.red))
              Button("Outline") { filled = false }
            }
          }
        }
        """)
    let circle = "Screen/VStack/0/AnyView<_ShapeView<Circle, Color>>/Circle"
    #expect(scene.first.tree.nodes(ofType: "Circle").map(\.identity) == [circle])
    // Another static type in the AnyView: the old circle is destroyed, a new one created.
    let outlined = try scene.perform(#"tap "Outline""#)
    let stroked = "Screen/VStack/0/AnyView<_ShapeView<_StrokedShape<Circle>, Color>>/Circle"
    #expect(outlined.events(.create).map(\.identity) == [stroked])
    #expect(outlined.events(.destroy).map(\.identity) == [circle])
  }

  @Test(arguments: [
    ("Path().strokeBorder(.red)", "S222", "`Path`"),
    ("Dome().strokeBorder(.red)", "S222", "`Dome`"),
    ("AnyShape(Circle()).strokeBorder(.red)", "S222", "`AnyShape`"),
    (#"AnyShape(Text("x"))"#, "S221", "`Text`"),
  ])
  func aShapeModifierOnTheWrongValueIsALocatedError(
    _ expression: String, code: String, type: String
  ) throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Dome: Shape {
          func path(in rect: CGRect) -> Path { Path() }
        }
        struct Screen: View {
          var body: some View {
            \(expression)
          }
        }
        """, path: "scene.swift")
    do {
      _ = try program.simulate(root: "Screen")
      Issue.record("expected \(code)")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == code)
      #expect(diagnostic.line == 6)
      #expect(diagnostic.englishMessage.contains(type), "\(diagnostic.englishMessage)")
    }
  }
}
