/// The runtime side of a modifier wrapper.
final class ModifierState {
  var modifier: Modifier
  /// The last `.onChange`/`.animation`/`.task(id:)`/`.other`/`.focused` value seen.
  var lastValue: Value?
  /// Whether a `.task` was started and not cancelled since.
  var taskRunning = false
  /// The running `.task`'s handle, cancelled with it.
  var taskHandle: TaskHandle?
  /// Whether the `.task` is still running: started, not cancelled, and its body not finished
  /// (cancelling a finished task does nothing, so it emits no `taskCancel`).
  var isTaskRunning: Bool { taskRunning && taskHandle?.isFinished != true }
  /// For `.onDisappear`: whether its view is on screen (it appeared and has not disappeared
  /// since), so that a view that never appeared (a covered level, a tab not shown) does not
  /// disappear.
  var isOnScreen = false
  /// The data an alert or dialog with `presenting:` was presented with, kept while it stays
  /// presented.
  var presentedData: Value?
  /// An `.onReceive`'s next tick on the clock.
  var subscription: ScheduledWork?
  /// The navigation stack a `NavigationLink` pushes on, or a `navigationDestination` is declared in.
  weak var stack: NavigationState?

  init(modifier: Modifier) {
    self.modifier = modifier
  }
}
