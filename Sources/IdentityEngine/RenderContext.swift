/// What a render pass passes down the tree.
struct RenderContext {
  /// Whether changes here animate (an animated transaction, or an ancestor's
  /// `.animation(_:value:)` whose value changed).
  var animated: Bool
  /// The animation changes here run with while `animated` (nil: `AnimationTiming.default`),
  /// and whether idlab could not read the one the code names.
  var timing: (AnimationTiming, approximated: Bool)?
  /// The lazy container's row window, while inside a lazy container's row area.
  var window: LazyWindow?
  /// The dismiss action of the presentation this subtree is in (nil outside any).
  var dismiss: Callback?
  /// The navigation stack this subtree is in (its links push there, its
  /// `navigationDestination`s register there).
  var stack: NavigationState?
  /// Inside a `ScrollView`'s content in this presentation: lazy stacks and grids build only
  /// the rows of their window here; outside one they lay out, and so build, every row.
  var scrolls = false
  /// Inside a tab that is not selected: mounted views do not appear and start no task.
  var hidden = false
  /// The environment values written by `.environment(…)` modifiers above this subtree, by key
  /// (the nearest ancestor's write wins; a key absent here reads its default).
  var environment: [String: Value] = [:]

  init(
    animated: Bool, window: LazyWindow? = nil, dismiss: Callback? = nil,
    stack: NavigationState? = nil
  ) {
    self.animated = animated
    self.window = window
    self.dismiss = dismiss
    self.stack = stack
  }

  /// The context a custom view's body or a row starts with: no row window, the same
  /// animation, presentation, navigation stack and environment.
  var content: RenderContext {
    var content = self
    content.window = nil
    return content
  }
}
