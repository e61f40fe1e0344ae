import LessonKit

extension Quiz {
  /// The quiz with each `draw` block's pool in place: every item of `banks` carrying the
  /// draw's tag, as an item of this quiz in a group of the draw's id that chooses `count`.
  ///
  /// A drawn item's id is `BANK/ITEM`; it keeps its bank's question, parameters and tags
  /// (`origin`), and takes the draw's `points` when it gives some. An item carrying the tags of
  /// two draws belongs to the first one's pool, so no student gets one item twice. A draw whose
  /// pool is smaller than its count is `Q124`.
  ///
  /// - Parameter banks: the banks of the quiz's folder in its language, in file-name order.
  /// - Returns: the quiz and the problems found.
  public func drawing(from banks: [Quiz]) -> (quiz: Quiz, diagnostics: [QuizDiagnostic]) {
    guard !draws.isEmpty else { return (self, []) }
    var result = self
    var diagnostics: [QuizDiagnostic] = []
    var taken: Set<String> = []
    var inserted = 0
    for draw in draws {
      var pool: [QuizItem] = []
      for bank in banks {
        for original in bank.items where original.tags.contains(draw.tag) {
          let id = bank.id + "/" + original.id
          guard taken.insert(id).inserted else { continue }
          var item = original
          item.id = id
          item.origin = QuizItem.Origin(bank: bank.id, item: original.id)
          item.group = draw.id
          item.points = draw.points ?? original.points
          (item.line, item.positions) = (draw.line, .unknown)
          pool.append(item)
          result.banks[bank.id] = bank
        }
      }
      if pool.count < draw.count {
        diagnostics.append(
          QuizDiagnostic(
            .drawTooLarge,
            [
              "draw": draw.id, "tag": draw.tag, "count": String(draw.count),
              "available": String(pool.count),
            ], path: path, line: draw.line))
      }
      let at = min(result.items.count, draw.position + inserted)
      result.items.insert(contentsOf: pool, at: at)
      inserted += pool.count
      result.groups.append(
        QuizGroup(
          id: draw.id, choose: min(draw.count, pool.count), shuffle: true, line: draw.line))
    }
    return (result, diagnostics)
  }

  /// The ids of the groups that `draw` blocks made.
  var drawIDs: Set<String> { Set(draws.map(\.id)) }
}
