/// The script at the top of a scene fixture: `// do: ACTION` lines (one step each, in order)
/// and an optional `// root: VIEW`, in the leading comment block.
///
///     // Scenario 1: changing a view's value keeps its state (rule 2).
///     // do: tap "bump"
///     // do: flag.toggle()
public struct SceneHeader: Equatable, Sendable {
  /// The actions, in order.
  public var actions: [String] = []
  /// The root view, when the header names one.
  public var root: String?
  /// `// frames: 0.1s`: the interval of each step's film in the golden, in seconds.
  public var frames: Double?

  /// Reads the leading comment block of `source`.
  public init(of source: String) {
    for line in source.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("//") else { break }
      let body = Self.trimmed(trimmed.dropFirst(2))
      if body.hasPrefix("do:") {
        actions.append(Self.trimmed(body.dropFirst(3)))
      } else if body.hasPrefix("root:") {
        root = Self.trimmed(body.dropFirst(5))
      } else if body.hasPrefix("frames:") {
        let written = Self.trimmed(body.dropFirst(7))
        frames =
          written.hasSuffix("ms")
          ? Double(written.dropLast(2)).map { $0 / 1000 } : Double(written.dropLast())
      }
    }
  }

  /// The `idlab sim` arguments after the file: `--root VIEW` and one `--do` per action.
  public var simArguments: [String] {
    (root.map { ["--root", $0] } ?? []) + actions.flatMap { ["--do", $0] }
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
  }
}
