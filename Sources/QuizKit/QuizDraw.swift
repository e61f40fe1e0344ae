/// A `draw` block: every student gets `count` distinct items carrying `tag`, from the banks
/// of the quiz's folder, chosen with their seed (as a group's `choose`).
public struct QuizDraw: Sendable, Equatable {
  /// The draw's id, unique among the quiz's items and groups; also the id of its group.
  public var id: String
  /// How many items each student gets.
  public var count: Int
  /// The tag the items carry.
  public var tag: String
  /// Points for each drawn item, instead of the bank's (`points:`), if given.
  public var points: Double?
  /// How many of the quiz's own items come before the draw (where its items go).
  public var position: Int
  /// 1-based line of the `draw` block.
  public var line: Int
}
