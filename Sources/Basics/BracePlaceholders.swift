/// `{name}` placeholders in a message template, filled in one pass.
///
///     BracePlaceholders.fill("expected {type}", ["type": "Int"])   // "expected Int"
///
/// Values are inserted verbatim and never scanned again, so a value that itself contains
/// `{name}` (a learner typed it) stays as typed. Unknown placeholders stay visible.
public enum BracePlaceholders {
  /// `template` with each `{name}` replaced by `arguments[name]`.
  public static func fill(_ template: String, _ arguments: [String: String]) -> String {
    guard template.contains("{"), !arguments.isEmpty else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let value = arguments[String(after[..<close])] {
        result += value
        rest = after[after.index(after: close)...]
      } else {
        result += "{"
        rest = after
      }
    }
    result += rest
    return result
  }
}
