import Foundation
import IdentityEngine
import Localization
import Testing

@testable import LessonKit

/// Issue #27's answer table: how people phrase answers, each line with the reading a fair grader
/// gives it (`Fixtures/answer-table.tsv`, written from the issue's list and by a reviewer who
/// had not read the reader). The reader must give exactly that reading: a choice, a value, a
/// question back ("which one?"), "not an answer, not graded", or the words it did not understand.
@Suite struct AnswerTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var question: String
    var language: Language
    var input: String
    var expected: String
    var line: Int
    var testDescription: String { "\(line): \(question) «\(input)»" }
  }

  /// The questions and rows of the table.
  static let table: (questions: [String: Question], rows: [Row]) = {
    let text =
      (try? String(contentsOfFile: TestSupport.fixture("answer-table.tsv"), encoding: .utf8)) ?? ""
    var questions: [String: Question] = [:]
    var rows: [Row] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields[0] == "Q", fields.count == 5 {
        var choices: [Choice] = []
        for (index, entry) in fields[4].split(separator: "|").enumerated() {
          let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
          choices.append(Choice(id: "c\(index)", value: value(parts[0]), label: parts[1]))
        }
        questions[fields[1]] = Question(
          id: fields[1], kind: QuestionKind(rawValue: fields[2]) ?? .value, scene: "s",
          observe: "x", choices: choices)
      } else if fields[0] == "A", fields.count == 5 {
        rows.append(
          Row(
            question: fields[1], language: fields[2] == "es" ? .es : .en, input: fields[3],
            expected: fields[4], line: offset + 1))
      }
    }
    return (questions, rows)
  }()

  /// A choice's value as the table writes it: `4`, `color:green`, `str:Ada`, `case:top`.
  static func value(_ text: String) -> Value {
    if let n = Int(text) { return .int(n) }
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    switch parts[0] {
    case "color": return .color(parts[1])
    case "case": return .enumCase(type: "Choice", name: parts[1], payload: [])
    default: return .string(parts[1])
    }
  }

  @Test func theTableIsLargeAndCoversBothLanguages() {
    #expect(Self.table.rows.count >= 80)
    #expect(Self.table.rows.contains { $0.language == .es })
    #expect(Self.table.rows.allSatisfy { Self.table.questions[$0.question] != nil })
  }

  @Test(arguments: table.rows) func readsAsAFairGraderWould(_ row: Row) throws {
    let question = try #require(Self.table.questions[row.question])
    let reading = AnswerReader(question: question, language: row.language).read(row.input)
    let words = row.expected.split(separator: " ", maxSplits: 1).map(String.init)
    let argument = words.count > 1 ? words[1] : ""
    let numbers = argument.split(separator: ",").compactMap { Int($0) }
    switch words[0] {
    case "choice":
      #expect(reading == .answer(.choice(numbers[0] - 1)))
    case "choices":
      guard case .answer(.choices(let picked)) = reading else {
        Issue.record("read as \(reading)")
        return
      }
      #expect(Set(picked) == Set(numbers.map { $0 - 1 }))
    case "sequence":
      guard case .answer(.sequence(let values)) = reading else {
        Issue.record("read as \(reading)")
        return
      }
      #expect(values.map(\.canonical) == argument.split(separator: "|").map(String.init))
    case "number":
      #expect(reading == .answer(.number(numbers[0])))
    case "yes", "no":
      #expect(reading == .answer(.yesNo(words[0] == "yes")))
    case "value":
      guard case .answer(.value(let value)) = reading else {
        Issue.record("read as \(reading)")
        return
      }
      #expect(value.canonical == argument)
    case "ask":
      guard case .ambiguous(_, let readings) = reading else {
        Issue.record("read as \(reading)")
        return
      }
      // Each reading is offered by its choice's letter.
      let letters = numbers.map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 - 1))) }
      #expect(readings.map(\.input) == letters)
    case "notgraded":
      guard case .invalid(.notAnAnswer) = reading else {
        Issue.record("read as \(reading)")
        return
      }
    case "unknown":
      guard case .invalid(.unknownChoices(let parts)) = reading else {
        Issue.record("read as \(reading)")
        return
      }
      #expect(parts.joined(separator: " ") == argument)
    default:
      Issue.record("unknown expectation \(row.expected)")
    }
  }
}
