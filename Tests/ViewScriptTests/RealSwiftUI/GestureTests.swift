import IdentityEngine
import Testing

@testable import ViewScript

/// `.refreshable` (`refresh "List"`) and `DragGesture` (`drag "Card" by 40,0`): gestures on a
/// view rather than on a control, each running the learner's closures as SwiftUI would.
@Suite struct GestureTests {
  // MARK: - Parsing

  @Test func dragReadsItsTranslation() throws {
    let gesture = try #require(try Gesture.parse(#"drag "Card" by 40, -12.5 #2"#))
    #expect(gesture.verb == .drag)
    #expect(gesture.target == "Card")
    #expect(gesture.translation == Gesture.Translation(width: 40, height: -12.5))
    #expect(gesture.occurrence == 2)
    let refresh = try #require(try Gesture.parse(#"refresh "List""#))
    #expect(refresh.verb == .refresh)
    #expect(refresh.target == "List")
  }

  @Test(arguments: [#"drag "Card""#, #"drag "Card" by 40"#, #"drag "Card" by x,1"#])
  func aDragWithoutTwoNumbersIsAGestureError(action: String) {
    #expect(throws: GestureSyntaxError.self) { try Gesture.parse(action) }
  }

  @Test func refreshAndDragCalledAsFunctionsAreSwift() throws {
    #expect(try Gesture.parse("refresh()") == nil)
    #expect(try Gesture.parse("drag = 3") == nil)
  }

  // MARK: - .refreshable

  static let feed = """
    struct Feed: View {
      @State private var items = ["a"]
      @State private var loads = 0
      var body: some View {
        List {
          ForEach(items, id: \\.self) { item in Text(item) }
        }
        .refreshable {
          loads += 1
          try? await Task.sleep(for: .seconds(2))
          items.append("b\\(loads)")
        }
      }
    }
    """

  @Test func aRefreshRunsItsActionAsATaskOnTheVirtualClock() throws {
    let scene = try TestScene(source: Self.feed, root: "Feed")
    let list = try #require(scene.first.tree.nodes(ofType: "List").first)
    #expect(list.modifiers.map(\.name) == ["refreshable"])
    let pulled = try scene.perform(#"refresh "List""#)
    // The action ran up to its sleep: the count moved, the row is not there yet.
    #expect(pulled.tree.state("loads") == .int(1))
    #expect(pulled.tree.texts == ["a"])
    #expect(pulled.events.isEmpty)
    let early = try scene.perform("wait 1s")
    #expect(early.tree.texts == ["a"])
    let done = try scene.perform("wait 1s")
    #expect(done.tree.texts == ["a", "b1"])
    #expect(
      done.events(.create).map(\.identity) == [#"Feed/List/0/ForEach/"b1"/Text"#])
  }

  @Test func refreshNamesTheRefreshableViewsByType() throws {
    let scene = try TestScene(source: Self.feed, root: "Feed")
    #expect(throws: TestSceneError.self) { try scene.perform(#"refresh "VStack""#) }
    do {
      try scene.perform(#"refresh "Grid""#)
    } catch let error as TestSceneError {
      #expect(error.description.contains(#"the `refreshable` labels are: "List""#))
    }
  }

  // MARK: - DragGesture

  static let board = """
    struct Board: View {
      @State private var offset = CGSize.zero
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Card")
            .offset(offset)
            .gesture(
              DragGesture()
                .onChanged { value in
                  offset = value.translation
                  log.append("changed \\(value.translation.width),\\(value.location.y)")
                }
                .onEnded { value in
                  log.append("ended \\(value.translation.height) from \\(value.startLocation.x)")
                }
            )
          Circle().gesture(DragGesture().onEnded { _ in log.append("circle") })
        }
      }
    }
    """

  @Test func aDragCallsOnChangedThenOnEndedWithItsTranslation() throws {
    let scene = try TestScene(source: Self.board, root: "Board")
    let card = try #require(scene.first.tree.nodes(ofType: "Text").first)
    #expect(card.modifiers.map(\.name) == ["offset", "gesture"])
    #expect(card.modifier("gesture") == .string("DragGesture"))
    let dragged = try scene.perform(#"drag "Card" by 40,-5"#)
    #expect(
      dragged.tree.state("log")
        == .array([.string("changed 40.0,-5.0"), .string("ended -5.0 from 0.0")]))
    #expect(
      dragged.tree.state("offset")
        == .record(
          type: "CGSize", fields: [Value.Field("width", .double(40)), .init("height", .double(-5))]
        ))
    // The same identities: a drag changes state, never identity.
    #expect(dragged.events.isEmpty)
  }

  @Test func aViewWithoutTextIsDraggedByItsTypeName() throws {
    let scene = try TestScene(source: Self.board, root: "Board")
    let dragged = try scene.perform(#"drag "Circle" by 0,10"#)
    #expect(dragged.tree.state("log") == .array([.string("circle")]))
  }
}
