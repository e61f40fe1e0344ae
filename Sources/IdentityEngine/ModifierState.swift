/// The runtime side of a modifier wrapper.
final class ModifierState {
  var modifier: Modifier
  /// The last `.onChange`/`.animation`/`.task(id:)`/`.other`/`.focused` value seen.
  var lastValue: Value?
  /// Whether a `.task` is running.
  var taskRunning = false

  init(modifier: Modifier) {
    self.modifier = modifier
  }
}
