/// CSV as RFC 4180 describes it: comma-separated fields, CRLF line ends, a field quoted when
/// it holds a comma, a quote, CR or LF, quotes inside doubled. UTF-8, no byte-order mark.
public enum CSVWriter {
  /// One field, quoted when it must be.
  public static func field(_ text: String) -> String {
    let needsQuotes =
      text.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
      || text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" }
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
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
    var text = String(rounded)
    if text.contains("e") { text = String(Int(rounded)) }
    return text
  }
}
