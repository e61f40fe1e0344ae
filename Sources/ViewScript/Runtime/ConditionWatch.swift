import SwiftSyntax

/// Places watched by `idlab audit`'s confirmation, each named `path:line:column`: builder `if`s
/// (by their `if` keyword) and calls (`UUID()`), which ones the run evaluated, and which `if`s
/// take their other branch.
struct ConditionWatch {
  /// The `if`s watched.
  var watched: Set<String> = []
  /// The watched `if`s a body evaluated since the watch began.
  var reached: Set<String> = []
  /// The watched `if`s that take another branch than their conditions choose.
  var flipped: Set<String> = []
  /// Whether a flip was refused: the branch to take binds names its conditions would give.
  var refused = false

  /// Records that `call` was evaluated, when it is watched.
  mutating func note(_ call: FunctionCallExprSyntax, _ interpreter: Interpreter) {
    guard let position = interpreter.position(call) else { return }
    let place = "\(interpreter.pathOf(call)):\(position.line):\(position.column)"
    if watched.contains(place) { reached.insert(place) }
  }
}
