/// A top-level declaration of a file, found by its braces without parsing the file.
///
/// A source limit (`SourceLimits`) exceeded in a file that is not the scene must not block the
/// scene when the scene never reaches the code that exceeds it (issue #24, "limits count what
/// runs"). Such a file is not parsed whole: the region holding the problem is set aside, blanked
/// byte for byte (`blanking(in:)`, so every other line and column stays where it was), and the
/// limit counts only if the scene reaches one of the names the region declares.
///
/// The region runs from just after the previous top-level `}` (or the file's start, or the last
/// compiler directive line before it, such as `#if os(macOS)`) to its own top-level `}`: the
/// declaration's attributes, header and body, with any top-level statement written between the
/// two declarations. Its names are what that text declares at its top level
/// (a type, function, variable or type alias), and, for an extension, the members it adds and
/// the type it extends: an over-approximation, so a limit never goes unreported on code a run can
/// reach.
public struct TopLevelRegion: Sendable, Equatable {
  /// UTF-8 offsets of the region in its file.
  public let range: Range<Int>
  /// The names the region declares at its top level, and an extension's members.
  public let names: Set<String>
  /// The last name component of each type the region extends (`extension Foo.Bar` → `Bar`).
  public let extendedTypes: Set<String>

  /// The region of the top-level braced declaration holding the UTF-8 `offset`, or nil when
  /// the offset is not inside or before one (a top-level statement after the last declaration).
  public static func containing(_ offset: Int, in source: String) -> TopLevelRegion? {
    let map = LexicalMap(source)
    var depth = 0
    var start = 0
    var open = 0
    for (position, mark) in map.marks where mark == .brace {
      if map.bytes[position] == UInt8(ascii: "{") {
        if depth == 0 { open = position }
        depth += 1
      } else if depth > 0 {
        depth -= 1
        guard depth == 0 else { continue }
        if offset <= position {
          guard offset >= start else { return nil }
          let begin = afterDirectives(from: start, before: open, in: map.bytes)
          guard offset >= begin else { return nil }
          let range = begin..<(position + 1)
          let (names, extended) = declaredNames(in: range, map: map)
          return TopLevelRegion(range: range, names: names, extendedTypes: extended)
        }
        start = position + 1
      }
    }
    return nil
  }

  /// The start of the first line after `start` that follows every compiler directive line
  /// (`#if os(macOS)`, `#else`) written before the line holding `open`: blanking a directive
  /// would leave its `#endif` unmatched.
  private static func afterDirectives(from start: Int, before open: Int, in bytes: [UInt8]) -> Int {
    var begin = start
    var lineStart = start
    while lineStart < open {
      var end = lineStart
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      guard end < open else { break }
      var first = lineStart
      while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
        first += 1
      }
      if first < end, bytes[first] == UInt8(ascii: "#") { begin = end + 1 }
      lineStart = end + 1
    }
    return begin
  }

  /// `source` with the region's bytes replaced by spaces (line breaks kept), so that what is
  /// left parses as before and every position outside the region is unchanged.
  public func blanking(in source: String) -> String {
    var bytes = Array(source.utf8)
    for index in range
    where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
      bytes[index] = UInt8(ascii: " ")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The byte offset of a 1-based line and UTF-8 column, counting line breaks as SwiftSyntax
  /// does (`\n`, `\r\n` or a lone `\r`); nil past the end.
  public static func offset(line: Int, column: Int, in source: String) -> Int? {
    let bytes = Array(source.utf8)
    var current = 1
    var index = 0
    while current < line {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { current += 1 }
    }
    let offset = index + column - 1
    return offset <= bytes.count ? offset : nil
  }

  /// Words that declare a name at a declaration's level (the next identifier is the name).
  private static let declaringWords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let",
  ]

  /// The names declared in `range` outside strings and comments: at depth 0 after a declaring
  /// word; at depth 1 inside an extension, its members; and the types extended.
  private static func declaredNames(in range: Range<Int>, map: LexicalMap) -> (
    Set<String>, Set<String>
  ) {
    var code = Array(map.bytes[range])
    for text in map.text where text.overlaps(range) {
      for index in text.clamped(to: range) { code[index - range.lowerBound] = UInt8(ascii: " ") }
    }
    var names: Set<String> = []
    var extended: Set<String> = []
    var depth = 0
    var expectsName = false
    var inExtension = false
    var extending: [String]?
    var index = 0
    func isWordByte(_ byte: UInt8) -> Bool {
      let lower = byte | 0x20
      return byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
        || (lower >= 0x61 && lower <= 0x7A) || byte >= 0x80
    }
    while index < code.count {
      let byte = code[index]
      if byte == UInt8(ascii: "{") {
        if let path = extending, let last = path.last { extended.insert(last) }
        extending = nil
        depth += 1
        index += 1
        continue
      }
      if byte == UInt8(ascii: "}") {
        depth = max(0, depth - 1)
        index += 1
        continue
      }
      guard isWordByte(byte) else {
        if extending != nil, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "<") {
          if let path = extending, let last = path.last { extended.insert(last) }
          extending = nil
        }
        index += 1
        continue
      }
      var end = index
      while end < code.count, isWordByte(code[end]) { end += 1 }
      let word = String(decoding: code[index..<end], as: UTF8.self)
      index = end
      if extending != nil {
        if word == "where" {
          if let path = extending, let last = path.last { extended.insert(last) }
          extending = nil
        } else {
          extending?.append(word)
        }
        continue
      }
      if expectsName {
        expectsName = false
        names.insert(word)
        continue
      }
      if depth == 0, word == "extension" {
        inExtension = true
        extending = []
      } else if declaringWords.contains(word), depth == 0 || (depth == 1 && inExtension) {
        expectsName = true
      }
    }
    return (names, extended)
  }
}
