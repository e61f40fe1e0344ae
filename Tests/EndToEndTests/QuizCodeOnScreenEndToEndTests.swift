import Foundation
import Testing

/// An exam item shows the code it asks about (issue #25), the quiz's introduction comes first,
/// `:code` shows it again, and a scene its author marked `hidden` is never shown.
@Suite struct QuizCodeOnScreenEndToEndTests {
  @Test(arguments: ["en", "es"])
  func anExamShowsItsIntroductionAndEachItemsCode(language: String) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try IdlabBinary.run(
      ["--lang", language, "quiz", "take", "identity-checkpoint", "--student", "ana"],
      input: ":code\n", state: state)
    let output = result.standardOutput
    // Quizzes/<language>/identity-checkpoint.md: the introduction's first words, and item 1
    // (its seed for `ana`) asks about the profile card of chapter 1.
    let introduction =
      language == "es" ? "Este cuestionario repasa" : "This quiz covers the five chapters"
    let header = language == "es" ? "Ítem 1 de 9" : "Item 1 of 9"
    let intro = try #require(output.range(of: introduction), "\(output)")
    let code = try #require(output.range(of: "struct ProfileCard: View"), "\(output)")
    let item = try #require(output.range(of: header), "\(output)")
    #expect(intro.lowerBound < code.lowerBound && code.lowerBound < item.lowerBound)
    #expect(
      output.components(separatedBy: "struct ProfileCard: View").count - 1 == 2,
      ":code shows it again")
  }

  @Test func aHiddenSceneIsNotShown() throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz {
      $0.replacingOccurrences(of: "```swift scene=counter", with: "```swift scene=counter hidden")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try IdlabBinary.run(
      ["quiz", "take", folder.appendingPathComponent("en/traps.md").path, "--student", "ana"],
      input: ":code\n", environment: ["IDLAB_QUIZZES": folder.path], state: state)
    #expect(result.standardOutput.contains("How many rows are there?"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("struct Counter"), "\(result.standardOutput)")
  }
}
