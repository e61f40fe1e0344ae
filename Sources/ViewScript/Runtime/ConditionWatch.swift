/// Builder `if`s watched by `idlab audit`'s confirmation, each named by the place of its `if`
/// keyword (`path:line:column`): which ones a body reached, which ones take their other
/// branch.
struct ConditionWatch {
  /// The `if`s watched.
  var watched: Set<String> = []
  /// The watched `if`s a body evaluated since the watch began.
  var reached: Set<String> = []
  /// The watched `if`s that take another branch than their conditions choose.
  var flipped: Set<String> = []
  /// Whether a flip was refused: the branch to take binds names its conditions would give.
  var refused = false
}
