import Foundation

/// JSON as idlab writes it (quiz reports and answers, audit JSON and SARIF): pretty, keys
/// sorted, slashes as they are, and every control character escaped. `JSONEncoder` escapes
/// U+0000–U+001F; DEL and the C1 controls (U+007F–U+009F, `CSI` among them) would stay raw, so
/// a student's answer or a file name printed as JSON could still drive a terminal. They are
/// written as `\u00XX`, which any JSON reader turns back into the same text.
public enum ExportJSON {
  /// `value` encoded, or `fallback` when it cannot be.
  public static func encode<Value: Encodable>(_ value: Value, fallback: String = "{}") -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return fallback }
    var text = ""
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
      if (0x7F...0x9F).contains(scalar.value) {
        text += "\\u00" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
