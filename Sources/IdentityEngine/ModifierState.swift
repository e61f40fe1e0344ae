/// The runtime side of a modifier wrapper.
final class ModifierState {
  var modifier: Modifier
  /// The last `.onChange`/`.animation`/`.task(id:)`/`.other`/`.focused` value seen.
  var lastValue: Value?
  /// Whether a `.task` is running.
  var taskRunning = false
  /// The running `.task`'s handle, cancelled with it.
  var taskHandle: TaskHandle?
  /// An `.onReceive`'s next tick on the clock.
  var subscription: ScheduledWork?
  /// The navigation stack a `NavigationLink` pushes on, or a `navigationDestination` is declared in.
  weak var stack: NavigationState?

  init(modifier: Modifier) {
    self.modifier = modifier
  }
}
