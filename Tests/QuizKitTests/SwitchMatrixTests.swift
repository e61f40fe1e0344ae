import Gradebook
import Testing

@testable import QuizKit

/// The switch matrix and Hake's normalised gain against rooms worked out by hand.
///
///     room        students (round 1 → round 2)           rr wr rw ww  pre   post  g
///     mixed       4 R→R, 3 W→R, 1 R→W, 2 W→W                4  3  1  2  0.5   0.7   0.2/0.5 = 0.4
///     backwards   1 R→R, 2 R→W, 1 W→W                       1  0  2  1  0.75  0.25  −0.5/0.25 = −2
///     all right   3 R→R, 1 R→W                              3  0  1  0  1     0.75  undefined (pre = 1)
///     late        2 students vote only in round 2           0  0  0  0  —     —     undefined (no pairs)
///     partial     a score of 0.5 is wrong: 1 W→R, 1 W→W     0  1  0  1  0     0.5   0.5
@Suite struct SwitchMatrixTests {
  struct Room: CustomTestStringConvertible, Sendable {
    var name: String
    /// Each student's score in round 1 and round 2 (`nil`: did not vote).
    var scores: [(Double?, Double?)]
    var cells: [Int]
    var gain: NormalisedGain
    var testDescription: String { name }
  }

  static let rooms: [Room] = [
    Room(
      name: "mixed",
      scores: [(1, 1), (1, 1), (1, 1), (1, 1), (0, 1), (0, 1), (0, 1), (1, 0), (0, 0), (0, 0)],
      cells: [4, 3, 1, 2], gain: .value(0.4)),
    Room(
      name: "backwards", scores: [(1, 1), (1, 0), (1, 0), (0, 0)], cells: [1, 0, 2, 1],
      gain: .value(-2)),
    Room(
      name: "all right", scores: [(1, 1), (1, 1), (1, 1), (1, 0), (nil, 0)], cells: [3, 0, 1, 0],
      gain: .everyoneRightBefore),
    Room(name: "late", scores: [(nil, 1), (nil, 0)], cells: [0, 0, 0, 0], gain: .noPairs),
    Room(name: "partial", scores: [(0.5, 1), (0, 0.5)], cells: [0, 1, 0, 1], gain: .value(0.5)),
  ]

  static func vote(_ student: String, round: Int, score: Double, item: String = "i1")
    -> QuizAnswer
  {
    var answer = QuizAnswer(
      quiz: "q", student: student, take: 1, item: item, seed: "s", variant: 0, language: "en",
      rawAnswer: "x", parsedAnswer: score == 1 ? "blue" : "green", truth: "color(blue)",
      score: score, points: 1, time: 0, simulatorVersion: "t", itemHash: "h")
    answer.round = round
    return answer
  }

  static func answers(_ room: Room) -> [QuizAnswer] {
    room.scores.enumerated().flatMap { index, pair -> [QuizAnswer] in
      [
        pair.0.map { vote("s\(index)", round: 1, score: $0) },
        pair.1.map { vote("s\(index)", round: 2, score: $0) },
      ].compactMap { $0 }
    }
  }

  @Test(arguments: rooms) func cellsAndGain(_ room: Room) {
    let answers = Self.answers(room)
    let matrix = SwitchMatrix(
      first: LiveVotes(answers, item: "i1", round: 1),
      second: LiveVotes(answers, item: "i1", round: 2))
    #expect(
      [matrix.rightToRight, matrix.wrongToRight, matrix.rightToWrong, matrix.wrongToWrong]
        == room.cells)
    switch (matrix.gain, room.gain) {
    case (.value(let g), .value(let expected)): #expect(abs(g - expected) < 1e-9, "g = \(g)")
    default: #expect(matrix.gain == room.gain)
    }
  }

  /// A changed vote counts once, the latest; other items, rounds and non-live answers do not
  /// count.
  @Test func theLatestVoteOfARoundCounts() {
    var plain = Self.vote("ana", round: 1, score: 1)
    plain.round = nil
    let answers = [
      Self.vote("ana", round: 1, score: 0), Self.vote("ana", round: 1, score: 1),
      Self.vote("bea", round: 1, score: 0), Self.vote("bea", round: 1, score: 0, item: "i2"),
      Self.vote("bea", round: 2, score: 1), plain,
    ]
    let first = LiveVotes(answers, item: "i1", round: 1)
    #expect(first.count == 2)
    #expect(first.facility == 0.5)
    #expect(first.distribution.map(\.answer) == ["blue", "green"])
    #expect(first.distribution.map(\.count) == [1, 1])
    #expect(LiveVotes(answers, item: "i2", round: 1).count == 1)
    #expect(LiveVotes(answers, item: "i1", round: 2).byStudent.keys.sorted() == ["bea"])
  }
}
