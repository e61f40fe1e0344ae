import IdentityEngine
import Testing

@testable import ViewScript

/// The toolbar content of iOS 16 and 26: `ToolbarItem`, `ToolbarItemGroup`, `ToolbarTitleMenu`,
/// `ToolbarSpacer` and `DefaultToolbarItem` are known views; the spacer and the default item are
/// leaves carrying their sizing and kind.
@Suite struct ToolbarTests {
  static let source = """
    import SwiftUI

    struct Inbox: View {
      @State private var count = 0
      @State private var query = ""
      var body: some View {
        NavigationStack {
          Text("Count \\(count)")
            .navigationTitle("Inbox")
            .searchable(text: $query)
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button("Add") { count += 1 }
              }
              ToolbarSpacer(.fixed)
              ToolbarItemGroup(placement: .bottomBar) {
                Text("A")
                Text("B")
              }
              ToolbarSpacer(.flexible, placement: .bottomBar)
              DefaultToolbarItem(kind: .search, placement: .bottomBar)
              ToolbarTitleMenu {
                Button("Rename") { count = 0 }
              }
            }
        }
      }
    }
    """

  @Test func everyToolbarItemIsAKnownViewAndTheSceneRunsWithoutWarnings() throws {
    let program = try ScriptProgram.compile(source: Self.source, path: "scene.swift")
    #expect(program.warnings.isEmpty)
    let scene = try TestScene(source: Self.source, root: "Inbox")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Count 0"])
  }

  @Test func aMisspelledToolbarItemIsUnknownWithTheNameItMeant() {
    let source = """
      struct Bar: View {
        var body: some View {
          Text("Hi").toolbar { ToolbarSpacr(.fixed) }
        }
      }
      """
    #expect {
      try ScriptProgram.compile(source: source, path: "scene.swift")
    } throws: { error in
      guard let diagnostics = error as? ScriptDiagnostics else { return false }
      return TestScene.describe(diagnostics)
        == "scene.swift:3:26: S103 cannot find type `ToolbarSpacr` in scope"
        && diagnostics.diagnostics.first?.arguments["similar"] == "ToolbarSpacer"
    }
  }

  @Test func theSpacerAndTheDefaultItemAreLeavesCarryingTheirSizingAndKind() throws {
    let describer = try Describer("struct Empty: View { var body: some View { EmptyView() } }")
    var built: [String] = []
    for expression in [
      "ToolbarSpacer()", "ToolbarSpacer(.fixed)", "ToolbarSpacer(.flexible, placement: .bottomBar)",
      "DefaultToolbarItem(kind: .search, placement: .bottomBar)",
    ] {
      guard case .opaque(let opaque) = try describer.evaluate(expression),
        let view = opaque as? ViewValue, case .primitive(let primitive) = view.description
      else {
        Issue.record("\(expression) is not a leaf")
        continue
      }
      built.append("\(primitive.kind.rawValue) \(primitive.text ?? "-")")
    }
    expectLines(
      built.joined(separator: "\n"),
      """
      ToolbarSpacer flexible
      ToolbarSpacer fixed
      ToolbarSpacer flexible
      DefaultToolbarItem search
      """)
  }

  @Test func aDefaultItemWithoutAKindIsAnError() throws {
    let describer = try Describer("struct Empty: View { var body: some View { EmptyView() } }")
    #expect {
      try describer.evaluate("DefaultToolbarItem(placement: .bottomBar)")
    } throws: { error in
      "\(error)".contains("invalid arguments to `DefaultToolbarItem`: missing argument for `kind`")
    }
  }
}
