import Foundation
import Testing

/// `idlab quiz extra-time` adds to what a student had, refuses a student who submitted, and
/// takes minutes only from 0 to a day (issues #25 and #32).
@Suite struct QuizExtraTimeEndToEndTests {
  @Test func extraTimeAddsAndIsValidated() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["IDLAB_STORE": state.appendingPathComponent("class.sqlite").path]
    func extra(_ student: String, _ minutes: String) throws -> IdlabBinary.Result {
      try IdlabBinary.run(
        ["quiz", "extra-time", "identity-checkpoint", "--student", student, "--minutes", minutes],
        environment: environment, state: state)
    }
    let first = try extra("ana", "15")
    #expect(first.status == 0)
    #expect(
      first.standardOutput.contains("ana now has 15 extra minutes"), "\(first.standardOutput)")
    let second = try extra("ana", "5")
    #expect(
      second.standardOutput.contains("ana now has 20 extra minutes"), "\(second.standardOutput)")
    #expect(second.standardOutput.contains("(+5)"))
    for minutes in ["inf", "1e18", "-5", "nan", "1441"] {
      let refused = try extra("ana", minutes)
      #expect(refused.status == 64, "\(minutes): \(refused.standardError)")
    }
    let submitted = try IdlabBinary.run(
      ["quiz", "take", "identity-checkpoint", "--student", "zoe"], input: ":submit\ny\n",
      environment: environment, state: state)
    #expect(submitted.standardOutput.contains("Submitted."), "\(submitted.standardOutput)")
    let late = try extra("zoe", "5")
    #expect(late.status == 1)
    #expect(late.standardError.contains("has already submitted"), "\(late.standardError)")
  }
}
