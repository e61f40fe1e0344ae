import Basics
import IdentityEngine
import Testing

@testable import LessonKit

/// Swift's string-literal escapes, as The Swift Programming Language lists them ("Special
/// Characters in String Literals"): `\0 \\ \t \n \r \" \'` and `\u{n}` with one to eight
/// hexadecimal digits. The expected scalars are written as numbers, not as Swift escapes.
@Suite struct StringEscapesTests {
  /// Each escape as written in a literal, and the Unicode scalar values it stands for.
  static let escapes: [(written: String, scalars: [UInt32])] = [
    (#"\0"#, [0x00]),
    (#"\\"#, [0x5C]),
    (#"\t"#, [0x09]),
    (#"\n"#, [0x0A]),
    (#"\r"#, [0x0D]),
    (#"\""#, [0x22]),
    (#"\'"#, [0x27]),
    (#"\u{41}"#, [0x41]),
    (#"\u{e9}"#, [0xE9]),
    (#"\u{1F600}"#, [0x1F600]),
    (#"\u{00000041}"#, [0x41]),
    (#"\u{10FFFF}"#, [0x10FFFF]),
    (#"a\tb\\c"#, [0x61, 0x09, 0x62, 0x5C, 0x63]),
    (#"say "hi""#, [0x73, 0x61, 0x79, 0x20, 0x22, 0x68, 0x69, 0x22]),
  ]

  /// Backslashes Swift refuses: not an escape it has, or a `\u{…}` that names no scalar.
  static let invalid = [
    #"\q"#, #"\a"#, #"\x41"#, #"\u41"#, #"\u{}"#, #"\u{D800}"#, #"\u{110000}"#,
    #"\u{123456789}"#, #"\u{+41}"#, #"\u{4G}"#, #"\u{41"#, #"ends with \"#,
  ]

  @Test(arguments: escapes)
  func decodesEachEscape(written: String, scalars: [UInt32]) {
    #expect(StringEscapes.decode(written).map { $0.unicodeScalars.map(\.value) } == scalars)
  }

  @Test(arguments: invalid)
  func refusesWhatSwiftRefuses(written: String) {
    #expect(StringEscapes.decode(written) == nil)
    #expect(StringEscapes.literal("\"" + written + "\"") == nil)
  }

  @Test func aLiteralEndsAtItsFirstUnescapedQuote() {
    #expect(StringEscapes.literal(#""""#) == "")
    #expect(StringEscapes.literal(#""a\"b""#) == "a\u{22}b")
    #expect(StringEscapes.literal(#""x\\""#) == "x\u{5C}")
    #expect(StringEscapes.literal(#""a"b""#) == nil)
    #expect(StringEscapes.literal(#""open"#) == nil)
    #expect(StringEscapes.literal(#""x\""#) == nil)
    #expect(StringEscapes.literal("bare") == nil)
  }

  @Test func lessonLiteralsUseSwiftsEscapes() throws {
    #expect(LiteralParser.parse(#""tab\there""#) == .string("tab\u{09}here"))
    #expect(LiteralParser.parse(#""\0""#) == .string("\u{00}"))
    #expect(LiteralParser.parse(#""\r\u{2014}""#) == .string("\u{0D}\u{2014}"))
    #expect(LiteralParser.parse(#"["a\"b", "c"]"#) == .array([.string("a\u{22}b"), .string("c")]))
    #expect(LiteralParser.parse(#""a\qb""#) == nil)
    #expect(throws: ObservationSyntaxError("literal", ["text": #""A\qd""#], offset: 7)) {
      try Observation.parse(#"Button "A\qd".label"#)
    }
  }
}
