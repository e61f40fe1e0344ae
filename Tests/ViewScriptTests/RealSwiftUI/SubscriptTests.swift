import IdentityEngine
import Testing

@testable import ViewScript

/// Subscripts declared on the program's own types: the getter runs with the parameters bound
/// (no argument label unless the declaration writes two names), a class's setter runs with
/// `newValue`, a protocol may require one. Expected texts are worked out by hand.
@Suite struct SubscriptTests {
  static let board = """
    protocol Counting: AnyObject {
      subscript(key: String) -> Int? { get set }
    }
    final class Tally: Counting {
      private var counts: [String: Int] = [:]
      subscript(_ key: String) -> Int? {
        get { counts[key] }
        set {
          if let newValue { counts[key] = newValue } else { counts[key] = nil }
        }
      }
    }
    struct Grid {
      let width: Int
      var cells: [String]
      subscript(row: Int, column: Int) -> String { cells[row * width + column] }
      subscript(label label: String, suffix: String = "!") -> String {
        "\\(label): \\(cells.count)\\(suffix)"
      }
    }
    struct Board: View {
      @State private var tally = Tally()
      @State private var shown = ""
      let grid = Grid(width: 2, cells: ["a", "b", "c", "d"])
      var body: some View {
        VStack {
          Text(grid[1, 0])
          Text(grid[label: "cells"])
          Text(shown)
          Button("Count") {
            tally["taps"] = (tally["taps"] ?? 0) + 1
            shown = "taps \\(tally["taps"] ?? 0)"
          }
          Button("Reset") {
            tally["taps"] = nil
            shown = "reset \\(tally["taps"] == nil)"
          }
        }
      }
    }
    """

  @Test func gettersReadAndAClassSetterWritesThroughNewValue() throws {
    let scene = try TestScene(source: Self.board)
    #expect(scene.first.tree.texts == ["c", "cells: 4!", ""])
    #expect(try scene.perform(#"tap "Count""#).tree.texts.last == "taps 1")
    #expect(try scene.perform(#"tap "Count""#).tree.texts.last == "taps 2")
    #expect(try scene.perform(#"tap "Reset""#).tree.texts.last == "reset true")
    #expect(try scene.perform(#"tap "Count""#).tree.texts.last == "taps 1")
  }

  /// A static subscript of an enum is read through the type (and written:
  /// `SwiftLanguageTests.aStaticSubscriptRunsOnItsType`).
  @Test func aStaticSubscriptOfAnEnumRuns() throws {
    let program = try? ScriptProgram.compile(
      source: """
        enum Palette {
          static subscript(index: Int) -> String { "red" }
        }
        struct Screen: View { var body: some View { Text(Palette[0]) } }
        """, path: "palette.swift")
    #expect(try TestScene(source: try #require(program).source).first.tree.texts == ["red"])
  }

  /// Assigning through a structure's subscript runs its setter on the structure held in the
  /// place, as a `mutating` method would, and the place keeps the change: in `@State`, in an
  /// element of an array, and through a compound assignment. Until session 17 S117.
  @Test func aStructureSetterChangesThePlaceItIsHeldIn() throws {
    let scene = try TestScene(
      source: """
        struct Row {
          var cells = ["a", "b", "c"]
          var writes = 0
          subscript(at: Int) -> String {
            get { cells[at] }
            set {
              cells[at] = newValue
              writes += 1
            }
          }
        }
        struct Sheet: View {
          @State private var row = Row()
          @State private var rows = [Row(), Row()]
          var body: some View {
            VStack {
              Text("\\(row[1]) \\(row.writes)")
              Text("\\(rows[1][2]) \\(rows[0].writes) \\(rows[1].writes)")
              Button("Set") { row[1] = "z" }
              Button("Append") { row[1] += "!" }
              Button("Second") { rows[1][2] = "y" }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["b 0", "c 0 0"])
    #expect(try scene.perform(#"tap "Set""#).tree.texts == ["z 1", "c 0 0"])
    #expect(try scene.perform(#"tap "Append""#).tree.texts == ["z! 2", "c 0 0"])
    #expect(try scene.perform(#"tap "Second""#).tree.texts == ["z! 2", "y 0 1"])
  }
}
