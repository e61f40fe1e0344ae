/// A place in a file: 1-based line and column (UTF-8, as the block reader counts).
public struct SourcePosition: Sendable, Hashable {
  public var line: Int
  public var column: Int
}

/// Where the fields of a question, challenge or quiz item block stand in its file, so that a
/// diagnostic can point at the field it is about.
public struct BlockPositions: Sendable, Hashable {
  /// Where the value of each key's first field starts, by key (`observe`, `goal`, `scene`).
  public var values: [String: SourcePosition]
  /// Where the value of each `do:` field starts, in order.
  public var actions: [SourcePosition]

  /// The positions of `fields`, as the block reader returned them.
  public init(fields: [BlockField]) {
    values = [:]
    for field in fields where values[field.key] == nil {
      values[field.key] = SourcePosition(line: field.line, column: field.valueColumn)
    }
    actions = fields.filter { $0.key == "do" }.map {
      SourcePosition(line: $0.line, column: $0.valueColumn)
    }
  }

  /// A block without known positions (built in code, not read from a file).
  public static let unknown = BlockPositions(fields: [])

  /// The line of `key`'s first field, if the block has one.
  public func line(of key: String) -> Int? { values[key]?.line }

  /// The line of the action at `index` (0-based): its own `do:` line, or, for an action the
  /// block does not have, that many lines after `firstLine`.
  public func line(ofAction index: Int, after firstLine: Int) -> Int {
    actions.indices.contains(index) ? actions[index].line : firstLine + index
  }

  /// The last line a key's first field or a `do:` field starts on, if any.
  public var lastLine: Int? {
    (values.values.map(\.line) + actions.map(\.line)).max()
  }
}
