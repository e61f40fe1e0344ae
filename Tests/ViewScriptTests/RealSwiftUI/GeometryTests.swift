import IdentityEngine
import Testing

@testable import ViewScript

/// `CGSize`, `CGPoint`, `CGRect` as typed values, and what a `GeometryProxy` answers.
@Suite struct GeometryTests {
  static let dragSource = """
    struct Card: View {
      @State private var offset = CGSize.zero
      @State private var spot: CGPoint = .zero
      var body: some View {
        VStack {
          Text("fade \\(1 - abs(offset.width / 50))")
          Text("spot \\(spot.x),\\(spot.y) moved \\(offset != .zero)")
          Button("Drag") { offset = CGSize(width: 25, height: -10) }
          Button("Nudge") { offset.width += 5; spot = CGPoint(x: 3, y: 4) }
          Button("Reset") { offset = .zero }
        }
      }
    }
    """

  static func size(_ width: Double, _ height: Double) -> Value {
    .record(
      type: "CGSize",
      fields: [Value.Field("width", .double(width)), .init("height", .double(height))]
    )
  }

  @Test func aSizeInStateStartsAtZeroAndIsAssignedMutatedAndReset() throws {
    let scene = try TestScene(source: Self.dragSource)
    #expect(scene.first.tree.state("offset") == Self.size(0, 0))
    #expect(scene.first.tree.texts == ["fade 1.0", "spot 0.0,0.0 moved false"])
    try scene.perform(#"tap "Drag""#)
    // 1 - |25 / 50| = 0.5; the identity and its state survive (no create, no destroy).
    #expect(scene.tree.state("offset") == Self.size(25, -10))
    #expect(scene.tree.texts == ["fade 0.5", "spot 0.0,0.0 moved true"])
    let nudged = try scene.perform(#"tap "Nudge""#)
    #expect(nudged.events(.create).isEmpty && nudged.events(.destroy).isEmpty)
    #expect(scene.tree.state("offset") == Self.size(30, -10))
    #expect(scene.tree.texts == ["fade 0.4", "spot 3.0,4.0 moved true"])
    try scene.perform(#"tap "Reset""#)
    #expect(scene.tree.state("offset") == Self.size(0, 0))
    #expect(scene.tree.texts.last == "spot 3.0,4.0 moved false")
  }

  /// `UIScreen.main` is the same fixed device `GeometryReader` measures: 393 × 852 points, at 3×.
  @Test func theMainScreenIsTheFixedDevice() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          @State private var width = UIScreen.main.bounds.width
          var body: some View {
            let screen = UIScreen.main
            Text("\\(width) \\(screen.bounds.size.height) \\(screen.scale) \\(screen.bounds.minX)")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["393.0 852.0 3.0 0.0"])
    #expect(scene.first.tree.state("width") == .double(393))
  }

  @Test func aRectangleAnswersItsDerivedMembers() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          let frame = CGRect(x: 10, y: 20, width: 100, height: -40)
          var body: some View {
            Text("\\(frame.minX) \\(frame.midX) \\(frame.maxX) \\(frame.width)")
            Text("\\(frame.minY) \\(frame.midY) \\(frame.maxY) \\(frame.height)")
            Text("\\(CGRect(origin: .zero, size: CGSize(width: 4, height: 2)).midX)")
          }
        }
        """)
    // A negative height is standardized: y runs from 20 − 40 = −20 to 20.
    #expect(
      scene.first.tree.texts == ["10.0 60.0 110.0 100.0", "-20.0 0.0 20.0 40.0", "2.0"])
  }

  @Test func aParameterOfAGeometryTypeResolvesItsZeroDefault() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            VStack {
              ball()
              ball(offset: CGSize(width: 2, height: 3))
            }
          }
          func ball(offset: CGSize = .zero) -> some View {
            Text("\\(offset.width + offset.height)")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["0.0", "5.0"])
  }

  @Test func aGeometryProxyAnswersTheDeviceFrameInEveryCoordinateSpace() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            ScrollView {
              GeometryReader { proxy in
                let global = proxy.frame(in: .global)
                let named = proxy.frame(in: .named("scroll"))
                Text("\\(global.width)x\\(global.height) at \\(named.minY)")
                Text("\\(proxy.frame(in: .local).midX) \\(proxy.safeAreaInsets.top)")
              }
            }
            .coordinateSpace(name: "scroll")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["393.0x852.0 at 0.0", "196.5 0.0"])
    #expect(
      scene.first.tree.allNodes.map(\.identity) == [
        "Screen", "Screen/ScrollView", "Screen/ScrollView/0/GeometryReader",
        "Screen/ScrollView/0/GeometryReader/0/Text", "Screen/ScrollView/0/GeometryReader/1/Text",
      ])
  }

  @Test func wrongGeometryArgumentsAreLocatedErrors() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Screen: View {
          var body: some View { Text("\\(CGSize(w: 1, h: 2).width)") }
        }
        """, path: "scene.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S220")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S220")
      #expect(diagnostic.line == 2)
      #expect(diagnostic.englishMessage == "`CGSize` is built with `CGSize(width:height:)`")
    }
  }
}
