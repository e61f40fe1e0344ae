import IdentityEngine

extension LibraryType {
  /// `Thread.isMainThread`: true, since everything a scene runs, its tasks included, runs on
  /// the main thread of the simulated app. `Thread.sleep(forTimeInterval:)` and the other
  /// members stop the step where they are called (`not-simulated`): idlab's clock does not run
  /// threads (docs/semantics.md, "Time").
  static let thread: LibraryType = {
    var type = LibraryType("Thread", values: .none)
    type.staticProperties = ["isMainThread": { _ in .bool(true) }]
    return type
  }()
}
