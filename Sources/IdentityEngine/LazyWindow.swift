/// The rows a lazy container still shows in this render (rules 19, 23).
final class LazyWindow {
  /// The container's name, for the `…Layout` duplicate warning.
  let containerName: String
  /// Rows still to show.
  var remaining: Int

  init(containerName: String, remaining: Int) {
    self.containerName = containerName
    self.remaining = remaining
  }
}
