import Gradebook
import LessonKit

/// How the students who voted in both rounds of a live item moved between right and wrong,
/// and the normalised gain of the item.
///
/// Only students with a vote in each round are counted (a student who joined for the revote
/// has nothing to switch from). "Right" is `Grade.isCorrect`: partial credit counts as wrong.
///
/// The normalised gain is Hake's g = (post − pre) / (1 − pre), with pre and post the share of
/// these students right in round 1 and round 2: the part of the room's possible improvement
/// that the discussion achieved. In the matrix's terms it is
/// (wrong→right − right→wrong) / (wrong→right + wrong→wrong). It is undefined when everyone
/// was right in round 1 (there was nothing to gain), and when no student voted twice.
public struct SwitchMatrix: Codable, Equatable, Sendable {
  public var rightToRight: Int
  public var wrongToRight: Int
  public var rightToWrong: Int
  public var wrongToWrong: Int

  /// Creates a matrix from its four cells.
  public init(rightToRight: Int, wrongToRight: Int, rightToWrong: Int, wrongToWrong: Int) {
    self.rightToRight = rightToRight
    self.wrongToRight = wrongToRight
    self.rightToWrong = rightToWrong
    self.wrongToWrong = wrongToWrong
  }

  /// The matrix of the students who voted in both `first` and `second`.
  public init(first: LiveVotes, second: LiveVotes) {
    (rightToRight, wrongToRight, rightToWrong, wrongToWrong) = (0, 0, 0, 0)
    for (student, before) in first.byStudent {
      guard let after = second.byStudent[student] else { continue }
      switch (Grade.isCorrect(before.score), Grade.isCorrect(after.score)) {
      case (true, true): rightToRight += 1
      case (false, true): wrongToRight += 1
      case (true, false): rightToWrong += 1
      case (false, false): wrongToWrong += 1
      }
    }
  }

  /// The students counted.
  public var pairs: Int { rightToRight + wrongToRight + rightToWrong + wrongToWrong }

  /// The share right in round 1, or `nil` without pairs.
  public var pre: Double? {
    pairs == 0 ? nil : Double(rightToRight + rightToWrong) / Double(pairs)
  }

  /// The share right in round 2, or `nil` without pairs.
  public var post: Double? {
    pairs == 0 ? nil : Double(rightToRight + wrongToRight) / Double(pairs)
  }

  /// Hake's normalised gain of these students.
  public var gain: NormalisedGain {
    guard let pre, let post else { return .noPairs }
    guard pre < 1 else { return .everyoneRightBefore }
    return .value((post - pre) / (1 - pre))
  }
}

/// Hake's normalised gain, or why it is undefined.
public enum NormalisedGain: Equatable, Sendable {
  /// g, at most 1; negative when the room moved away from the right answer.
  case value(Double)
  /// Everyone was right in round 1: 1 − pre is 0 and there was nothing to gain.
  case everyoneRightBefore
  /// No student voted in both rounds.
  case noPairs
}
