import Foundation
import Localization

/// CSV as RFC 4180 describes it: comma-separated fields, CRLF line ends, a field quoted when
/// it holds a comma, a quote, CR or LF, quotes inside doubled. UTF-8, no byte-order mark.
///
/// Control characters other than tab and newline are written as their control pictures
/// (`ControlPictures`). A field a spreadsheet would run as a formula (OWASP, "CSV Injection": one starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a `'` in front, and quoted,
/// unless it is a plain number: a student's answer `=cmd|' /C calc'!A0` reaches the
/// instructor's spreadsheet as text.
public enum CSVWriter {
  /// One field, quoted when it must be, a formula neutralised.
  public static func field(_ text: String) -> String {
    // Control characters (a student's ESC, OSC 52) become pictures: a CSV read in a terminal
    // cannot drive it.
    let shown = ControlPictures.replacing(in: text)
    let text = isFormula(shown) ? "'" + shown : shown
    let needsQuotes =
      text.first == "'"
      || text.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
      || text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" }
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Whether a spreadsheet would read `text` as a formula (and it is not a plain number such
  /// as `-0.5`, which the writer's own numbers can be).
  static func isFormula(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      ["=", "+", "-", "@", "\t", "\r"].contains(first)
    else { return false }
    let digits = text.unicodeScalars.dropFirst()
    let plainNumber =
      (first == "-" || first == "+") && !digits.isEmpty
      && digits.allSatisfy { ("0"..."9").contains($0) || $0 == "." }
      && digits.filter { $0 == "." }.count <= 1 && digits.first != "."
    return !plainNumber
  }

  /// A document: the header and every row, each line ended by CRLF.
  public static func document(header: [String], rows: [[String]]) -> String {
    ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// A number with up to `digits` decimals and a point, never in scientific notation.
  public static func number(_ value: Double?, digits: Int = 4) -> String {
    guard let value, value.isFinite else { return "" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    let text = String(rounded)
    // Past 1e15 a Double has no decimals left: its digits in full, never through `Int`, which
    // traps past 9.2e18.
    return text.contains("e") ? String(format: "%.0f", rounded) : text
  }
}
