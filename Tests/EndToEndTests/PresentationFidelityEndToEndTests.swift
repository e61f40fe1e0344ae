import Foundation
import Testing

/// Issue #30's scenarios through the built `idlab sim`: the JSON of a few of them, and the screen
/// of a covered root and a dialog in both languages.
///
/// Expected values come from the rules quoted in docs/semantics.md (Presentation, Navigation,
/// Observation), written before running the binary.
@Suite struct PresentationFidelityEndToEndTests {
  @Test func aCoveredRootDisappearsAndComesBackWithItsTask() throws {
    let run = try SimE2E.scenario("53-covered-root")
    let root = "Feed/NavigationStack/0/VStack"
    #expect(run[2].events("disappear").map(\.identity) == [root])
    #expect(run[2].events("taskCancel").map(\.identity) == [root])
    #expect(run[3].events("appear").map(\.identity) == [root])
    #expect(run[3].events("taskStart").map(\.identity) == [root])
    // Covered, not removed: the count tapped before the push is still there.
    #expect(run[3].rootState("count") as? Int == 1)
  }

  @Test func aDeepLinkAppearsOnlyAtItsTop() throws {
    let run = try SimE2E.scenario("54-deep-link")
    #expect(run[1].events("appear").map(\.identity) == ["Map/NavigationStack/3/id=3/Level/Text"])
    #expect(run[2].events("appear").map(\.identity) == ["Map/NavigationStack/2/id=2/Level/Text"])
    // Level 1 never appeared, so it does not disappear when the path is cleared.
    #expect(
      run[3].events("disappear").map(\.identity) == ["Map/NavigationStack/2/id=2/Level/Text"])
  }

  @Test func theScreenNamesTheBackGestureAndTheDialogsDismissAction() throws {
    let scene = SimE2E.scenarios.appendingPathComponent("49-dialog-dismiss-action.swift").path
    let cases: [(language: String, back: String, presented: String)] = [
      ("en", "go back (the back button)", "presented with .confirmationDialog"),
      ("es", "vuelve atrás (el botón de retroceso)", "presentado con .confirmationDialog"),
    ]
    for (language, _, presented) in cases {
      let output = try SimE2E.run(["--lang", language, "sim", scene, "--do", #"tap "Share""#])
      #expect(output.status == 0)
      #expect(output.stdout.contains(presented))
      // The system's dismiss action, after the author's buttons.
      #expect(output.stdout.contains("[ Messages ]\n  [ Cancel ]"))
    }
    let stack = SimE2E.scenarios.appendingPathComponent("53-covered-root.swift").path
    for (language, back, _) in cases {
      let output = try SimE2E.run(
        ["--lang", language, "sim", stack, "--do", #"tap "Details""#, "--do", "back"])
      #expect(output.status == 0)
      #expect(output.stdout.contains(back))
    }
  }

  @Test func aSheetOnAButtonIsOnTheScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sheet-on-button-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("Sheet.swift")
    try """
    import SwiftUI
    struct Screen: View {
      @State private var open = false
      var body: some View {
        Button("Open") { open = true }
          .sheet(isPresented: $open) { Text("Inside the sheet") }
      }
    }
    """.write(to: scene, atomically: true, encoding: .utf8)
    let output = try SimE2E.run(["sim", scene.path, "--do", #"tap "Open""#])
    #expect(output.status == 0)
    let step = output.stdout.components(separatedBy: "Step 1").last ?? ""
    let shown = step.components(separatedBy: "Identity tree").first ?? ""
    #expect(shown.contains("presented with .sheet"))
    #expect(shown.contains("Inside the sheet"))
  }
}
