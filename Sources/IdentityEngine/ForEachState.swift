/// The runtime side of a ForEach: its rows by id and its screen order.
final class ForEachState {
  var description: ForEachDescription
  /// The frozen row count of the constant-range initializer (rule 13).
  var initialCount: Int?
  /// The ids shown, in screen order, duplicates included.
  var order: [Value] = []
  /// The distinct ids shown, in first-occurrence order.
  var uniqueIDs: [Value] = []
  /// The row node of each distinct id.
  var nodes: [Value: LiveNode] = [:]
  /// Ids that occur more than once in `order`.
  var duplicates: Set<Value> = []
  /// Duplicated ids already warned about (once per id per ForEach lifetime).
  var warnedDuplicates: Set<Value> = []
  /// Counts already warned about for a constant range.
  var warnedCounts: Set<Int> = []
  /// Whether the ForEach sits in a lazy container (duplicates render as undefined).
  var isLazy = false
  /// Rows past the lazy container's window in the last render: not built (rule 19).
  var unbuiltCount = 0

  init(description: ForEachDescription) {
    self.description = description
  }
}
