import Basics

extension BlockField {
  /// Checks the keys of one block's fields, for lesson and quiz files alike.
  ///
  /// Reports, in the fields' order, each key that is not allowed (with the nearest allowed one
  /// as a suggestion), each second field of a key that may appear once, and then each required
  /// key that is missing or empty.
  ///
  /// - Parameters:
  ///   - fields: the block's fields, as read.
  ///   - allowed: the keys the block may have, in the order the help lists them.
  ///   - repeatable: the keys that may appear more than once.
  ///   - required: the keys that must have a value.
  ///   - block: the kind of block, for messages that name it (`question`); nil for none.
  ///   - line: the block's line, where a missing key is reported.
  ///   - path: the file, as given.
  /// - Returns: the first field of each allowed key, and the problems found.
  public static func firstOfEachKey<Code, Note>(
    _ fields: [BlockField], allowed: [String], repeatable: Set<String>, required: [String],
    block: String?, line: Int, path: String
  ) -> (fields: [String: BlockField], problems: [FileDiagnostic<Code, Note>]) {
    var first: [String: BlockField] = [:]
    var problems: [FileDiagnostic<Code, Note>] = []
    let blockArgument = block.map { ["block": $0] } ?? [:]
    for field in fields {
      guard allowed.contains(field.key) else {
        var arguments = [
          "key": field.key, "keys": allowed.map { "`\($0)`" }.joined(separator: ", "),
        ]
        arguments.merge(blockArgument) { $1 }
        if let suggestion = Suggestions.nearest(to: field.key, among: allowed) {
          arguments["suggestion"] = suggestion
        }
        problems.append(
          FileDiagnostic(
            .unknownKey, arguments, path: path, line: field.line, column: field.column,
            length: field.key.count))
        continue
      }
      if first[field.key] != nil, !repeatable.contains(field.key) {
        problems.append(
          FileDiagnostic(
            .duplicateKey, ["key": field.key], path: path, line: field.line,
            column: field.column, length: field.key.count))
        continue
      }
      if first[field.key] == nil { first[field.key] = field }
    }
    for key in required where first[key] == nil || first[key]?.value.isEmpty == true {
      problems.append(
        FileDiagnostic(
          .missingKey, ["key": key].merging(blockArgument) { $1 }, path: path,
          line: first[key]?.line ?? line))
    }
    return (first, problems)
  }
}
