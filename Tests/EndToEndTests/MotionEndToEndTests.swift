import Foundation
import Testing

/// `idlab sim --frames` and `--at` through the built binary: the film on a screen in both
/// languages, `"frames"` in the JSON, a bad duration refused.
///
/// Expected values by hand: scenario 61 runs a 0.4 s linear animation, so at 0.1 s the ternary's
/// colour is a quarter of the way (75% blue, 25% orange), the leaving branch is 75% there and the
/// entering one 25%.
@Suite struct MotionEndToEndTests {
  static let lamp = SimE2E.scenarios.appendingPathComponent("61-ternary-vs-branch-motion.swift")
    .path
  static let action = "withAnimation(.linear(duration: 0.4)) { warm.toggle() }"

  @Test func theJSONCarriesEachStepsFrames() throws {
    let output = try SimE2E.run(["sim", Self.lamp, "--do", Self.action, "--at", "0.1s", "--json"])
    #expect(output.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    #expect((steps[0]["frames"] as? [Any])?.isEmpty == true)
    let frames = try #require(steps[1]["frames"] as? [[String: Any]])
    #expect(frames.count == 1)
    #expect(frames[0]["t"] as? Double == 0.1)
    let views = try #require(frames[0]["views"] as? [[String: Any]])
    let colour = try #require(views.first { $0["kind"] as? String == "change" })
    #expect(colour["value"] as? String == "blue 75% · orange 25%")
    let leaving = try #require(views.first { $0["kind"] as? String == "removal" })
    #expect(leaving["presence"] as? Double == 0.75)
    let entering = try #require(views.first { $0["kind"] as? String == "insertion" })
    #expect(entering["presence"] as? Double == 0.25)
  }

  @Test(arguments: [
    ("en", "Motion (seconds after the action)", "leaving (opacity)"),
    ("es", "Movimiento (segundos después de la acción)", "saliendo (opacity)"),
  ])
  func theScreenShowsTheFilm(_ language: String, _ title: String, _ leaving: String) throws {
    let output = try SimE2E.run(
      ["--lang", language, "sim", Self.lamp, "--do", Self.action, "--frames", "100ms"])
    #expect(output.status == 0)
    #expect(output.stdout.contains(title))
    #expect(output.stdout.contains(leaving))
    // Five instants, 0 to 0.4 s, and the leaving view's last is gone.
    for head in ["0.0s", "0.1s", "0.2s", "0.3s", "0.4s"] { #expect(output.stdout.contains(head)) }
    #expect(!output.stdout.contains("0.5s"))
    #expect(output.stdout.contains("▓ 50%"))
  }

  static let shelf = SimE2E.scenarios.appendingPathComponent("67-un-removal.swift").path

  /// Scenario 67: removed with a 0.4 s linear fade, shown again 0.1 s later: a quarter gone, so
  /// it comes back from 75%; `after` with no action before it is S405, in the learner's words.
  @Test(arguments: [
    ("en", "returning (opacity)", "comes back while still leaving", "`after` needs the action"),
    (
      "es", "volviendo (opacity)", "vuelve antes de terminar de salir", "`after` necesita la acción"
    ),
  ])
  func aViewShownAgainWhileLeavingComesBack(
    _ language: String, _ returning: String, _ event: String, _ refusal: String
  ) throws {
    let output = try SimE2E.run([
      "--lang", language, "sim", Self.shelf, "--frames", "0.1s",
      "--do", "withAnimation(.linear(duration: 0.4)) { shown = false }",
      "--do", "after 0.1s: withAnimation(.linear(duration: 0.4)) { shown = true }",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains(returning))
    #expect(output.stdout.contains(event))
    #expect(output.stdout.contains("█ 75%"))
    let refused = try SimE2E.run([
      "--lang", language, "sim", Self.shelf, "--do", "after 0.1s: shown = false",
    ])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("S405"))
    #expect(refused.stderr.contains(refusal))
  }

  @Test func aDurationThatIsNotOneIsRefused() throws {
    let output = try SimE2E.run(["sim", Self.lamp, "--frames", "fast"])
    #expect(output.status != 0)
    #expect(output.stderr.contains("--frames"))
    #expect(output.stderr.contains("fast"))
  }
}
