import Audit
import Testing

/// One rule example as a test case, named after its rule and position.
struct ExampleCase: CustomTestStringConvertible, Sendable {
  let rule: any AuditRule
  let example: RuleExample
  let triggers: Bool
  let index: Int

  var testDescription: String {
    "\(rule.id) \(triggers ? "triggering" : "non-triggering") #\(index + 1)"
  }

  /// Every example of every rule.
  static let all: [ExampleCase] = Auditor.allRules.flatMap { rule in
    rule.description.triggeringExamples.enumerated().map {
      ExampleCase(rule: rule, example: $1, triggers: true, index: $0)
    }
      + rule.description.nonTriggeringExamples.enumerated().map {
        ExampleCase(rule: rule, example: $1, triggers: false, index: $0)
      }
  }
}

/// Each rule's examples are its tests: a finding at every `↓`, and nowhere else.
@Suite struct RuleExampleTests {
  /// The rule ids, as documented in docs/audit.md and the catalogs.
  static let expectedRuleIDs = [
    "foreach-index-id", "self-id-not-unique", "foreach-non-constant-range",
    "id-changes-every-read", "volatile-id-modifier", "if-else-same-view",
    "conditional-modifier", "anyview-type-switch",
  ]

  @Test func everyRuleIsRegisteredOnce() {
    #expect(Auditor.allRules.map(\.id) == Self.expectedRuleIDs)
  }

  @Test(arguments: Auditor.allRules.map(\.id))
  func everyRuleHasThreeExamplesOfEachKind(id: String) throws {
    let rule = try #require(Auditor.rule(id: id))
    #expect(rule.description.triggeringExamples.count >= 3)
    #expect(rule.description.nonTriggeringExamples.count >= 3)
    for example in rule.description.triggeringExamples {
      #expect(!example.markerLocations.isEmpty, "a triggering example needs a ↓ marker")
    }
    for example in rule.description.nonTriggeringExamples {
      #expect(example.markerLocations.isEmpty, "a non-triggering example has no ↓ marker")
    }
  }

  @Test(arguments: ExampleCase.all)
  func exampleFindsExactlyItsMarkers(_ testCase: ExampleCase) {
    let report = Auditor(rules: [testCase.rule]).audit(
      source: testCase.example.code, path: "Example.swift")
    #expect(report.problems.isEmpty, "the example must parse: \(report.problems)")
    let found = report.findings.map { SourcePoint(line: $0.line, column: $0.column) }
    #expect(found == testCase.example.markerLocations)
    let severity = testCase.example.severity ?? testCase.rule.description.severity
    for finding in report.findings {
      #expect(finding.ruleID == testCase.rule.id)
      #expect(finding.severity == severity)
    }
  }
}
