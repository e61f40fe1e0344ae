import IdentityEngine

extension LibraryType {
  /// The standard library's `CommandLine`: the arguments the app's process was launched with.
  /// The scene runs as an app launched from its icon (or an Xcode preview), which passes none
  /// but the executable's path: `arguments` is `["App"]`, as `ProcessInfo.processInfo.arguments`
  /// is, and `argc` is 1 (docs/semantics.md, "ProcessInfo"; sample 35: a check for a
  /// launch argument stopped four screens).
  static let commandLine: LibraryType = {
    var type = LibraryType("CommandLine")
    type.framework = "Swift"
    type.staticProperties = [
      "arguments": { _ in .array([.string("App")]) },
      "argc": { _ in .int(1) },
    ]
    return type
  }()
}
