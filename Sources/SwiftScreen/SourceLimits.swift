import Foundation
import SwiftSyntax

/// Limits Swift source must respect before anything recursive reads it: a scene (ViewScript)
/// and every file of an audited project (Audit) are screened by the same rules.
///
/// SwiftParser stops at its own nesting limit, but the trees it builds can still be deeper
/// than any recursive visitor can walk (a chain of 20 000 `.padding()` is 40 000 levels), and
/// SwiftParserDiagnostics traps on some invisible characters. So the source is screened first:
/// such characters are reported here, and a tree deeper than `treeDepthLimit` is refused
/// with a located "nested too deeply" error, measured without recursion.
public enum SourceLimits {
  /// The deepest syntax tree the checker and the interpreter walk.
  public static let treeDepthLimit = 1_000
  /// The nesting level handed to SwiftParser (its own default is larger).
  public static let parserNestingLimit = 128
  /// How deeply `[` may nest: SwiftParser's lookahead for array and inline-array types takes
  /// time exponential in this depth (depth 22 takes seconds), so deeper code is refused before
  /// it is parsed.
  public static let bracketNestingLimit = 10
  /// How many `(` and `<` may stand in a type's header, between `struct` (`class`, `enum`,
  /// `actor`, `extension`, `protocol`) and its `{`. SwiftParser's recovery from misplaced calls
  /// or generic arguments there (`struct S a() a() …`, found by the fuzzer) takes time
  /// quadratic in such a run (300 take seconds); real headers have a few. Runs elsewhere are
  /// ordinary code (a table of 120 `static let` constants, a package manifest: found in unseen
  /// projects) and are not counted.
  public static let groupRunLimit = 100
  /// The stack the compiler's visitors run on (`ScriptProgram.compile`).
  public static let compileStackBytes = 256 << 20

  /// The first character in `source` that Swift does not accept where it stands: a control
  /// character (below U+0020 except tab, line feed and carriage return; DEL; C1) anywhere but
  /// in a comment, U+FFFD (bytes that were not UTF-8) anywhere, and outside string literals
  /// and comments also format characters, separators and spaces other than U+0020,
  /// private-use, unassigned and non-characters. SwiftParserDiagnostics traps on several of
  /// these before `=` (found by the fuzzer), so they never reach it. Swift counts vertical tab
  /// and form feed as whitespace, but a form feed beside `=` traps there too, so idlab refuses
  /// both in code. A comment may hold control characters, as Swift allows (a generator's
  /// colour codes in a doc comment, a stray keystroke: found in unseen projects' files).
  ///
  /// String literals and comments are where SwiftParser's lexer puts them (`LexicalMap`).
  public static func firstInvalidCharacter(in source: String) -> (
    line: Int, column: Int, code: UInt32
  )? {
    guard mayHoldInvalidCharacter(source) else { return nil }
    let map = LexicalMap(source)
    var text = map.text[...]
    var comments = map.comments[...]
    var offset = 0
    for scalar in source.unicodeScalars {
      defer { offset += scalar.utf8.count }
      let value = scalar.value
      switch value {
      case 0x09, 0x0A, 0x0D: continue
      // U+FFFD even in a string: in an unterminated one SwiftParserDiagnostics traps on it. In
      // a string the line closes (`"café menu"` written with a replacement character, the
      // thirty-first unseen sample) it is a character like any other.
      case 0xFFFD:
        if map.isInClosedStringSegment(offset) { continue }
        let (line, column) = map.location(of: offset)
        return (line, column, value)
      case 0x00..<0x20, 0x7F..<0xA0:
        while let range = comments.first, range.upperBound <= offset { comments.removeFirst() }
        if let range = comments.first, range.contains(offset) { continue }
        let (line, column) = map.location(of: offset)
        return (line, column, value)
      default: break
      }
      while let range = text.first, range.upperBound <= offset { text.removeFirst() }
      if let range = text.first, range.contains(offset) { continue }
      if value == 0xFEFF, offset == 0 { continue }  // a byte-order mark
      if isInvalidInCode(scalar) {
        let (line, column) = map.location(of: offset)
        return (line, column, value)
      }
    }
    return nil
  }

  /// Whether `source` holds a character `firstInvalidCharacter` might refuse (wherever it
  /// stands), so that the lexer runs only for those that do: printable ASCII never is one.
  private static func mayHoldInvalidCharacter(_ source: String) -> Bool {
    var isFirst = true
    for scalar in source.unicodeScalars {
      defer { isFirst = false }
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x20..<0x7F: continue
      case 0xFEFF where isFirst: continue  // a byte-order mark
      case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD: return true
      default: if isInvalidInCode(scalar) { return true }
      }
    }
    return false
  }

  /// Whether `scalar` is one Swift code (outside strings and comments) has no use for.
  ///
  /// Swift's lexer takes U+00A0 (a no-break space) for a space, with a warning, and the zero-width
  /// joiner and non-joiner (U+200C, U+200D) as identifier characters ("identifier-head → …
  /// U+200B–U+200D", The Swift Programming Language, "Identifiers"): apps that build are written
  /// with them (audit samples AS and AT lost three files). Other format characters stay refused,
  /// though some may stand in an identifier: the bidirectional controls reorder what a reader sees
  /// from what the compiler reads (CVE-2021-42574), a safety rule of idlab's own.
  static func isInvalidInCode(_ scalar: Unicode.Scalar) -> Bool {
    if [0xA0, 0x200C, 0x200D].contains(scalar.value) { return false }
    if scalar.value == 0xFFFD || scalar.properties.isNoncharacterCodePoint { return true }
    switch scalar.properties.generalCategory {
    case .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
      return true
    case .spaceSeparator:
      return scalar != " "
    default:
      return false
    }
  }

  /// What the lexical scan before parsing refuses (`firstLexicalProblem`).
  public enum LexicalProblem: Sendable {
    /// A `[` nested deeper than `bracketNestingLimit` (`S004`).
    case bracketsTooDeep
    /// More than `groupRunLimit` `(` and `<` with no brace between them (`S005`).
    case longGroupRun

    /// The diagnostic code scenes and audited files report it with.
    public var code: String { self == .bracketsTooDeep ? "S004" : "S005" }
    /// The limit it went past.
    public var limit: Int {
      self == .bracketsTooDeep ? SourceLimits.bracketNestingLimit : SourceLimits.groupRunLimit
    }
  }

  /// The first `[` nested deeper than `bracketNestingLimit`, or the first `(` or `<` past
  /// `groupRunLimit` in a type's header, in code as SwiftParser's lexer cuts it
  /// (`LexicalMap`: brackets in string literals and comments do not count, those in
  /// interpolations do).
  public static func firstLexicalProblem(in source: String) -> (
    line: Int, column: Int, problem: LexicalProblem
  )? {
    // Every mark stands on one of these bytes: too few of them cannot nest or run too far.
    var squares = 0
    var groups = 0
    for byte in source.utf8 {
      if byte == UInt8(ascii: "[") { squares += 1 }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") { groups += 1 }
    }
    guard squares > bracketNestingLimit || groups > groupRunLimit else { return nil }
    let map = LexicalMap(source)
    var depth = 0
    var run = 0
    var inHeader = false
    for (offset, mark) in map.marks {
      var problem: LexicalProblem?
      switch mark {
      case .openSquare:
        depth += 1
        if depth > bracketNestingLimit { problem = .bracketsTooDeep }
      case .closeSquare: depth = max(0, depth - 1)
      case .brace: (run, inHeader) = (0, false)
      case .typeHeader: (run, inHeader) = (0, true)
      case .group:
        guard inHeader else { break }
        run += 1
        if run > groupRunLimit { problem = .longGroupRun }
      }
      if let problem {
        let (line, column) = map.location(of: offset)
        return (line, column, problem)
      }
    }
    return nil
  }

  /// The first node of `tree` that is, or will be once its operators are folded, deeper than
  /// `treeDepthLimit`, if any, found with an explicit stack.
  ///
  /// Checked on the tree as parsed, before folding: folding turns a sequence of n operators
  /// (`1 + 1 + …`, flat as parsed) into n nested levels, and the folding itself recurses that
  /// deep, so such a sequence counts its operators as levels.
  ///
  /// - Complexity: O(n) in the number of nodes.
  public static func nodeTooDeep(in tree: some SyntaxProtocol) -> Syntax? {
    var pending: [(Syntax, Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = pending.popLast() {
      let levels = node.as(SequenceExprSyntax.self).map { depth + $0.elements.count / 2 } ?? depth
      if levels > treeDepthLimit { return node }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, levels + 1)) }
    }
    return nil
  }

  /// Runs `body` on a thread with a stack of `bytes` (`compileStackBytes` unless given) and
  /// waits for it.
  public static func onLargeStack<T>(bytes: Int = compileStackBytes, _ body: @escaping () -> T)
    -> T
  {
    let box = ResultBox<T>()
    nonisolated(unsafe) let work = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    guard let value = box.value else { return body() }
    return value
  }
}

/// Carries a value out of `SourceLimits.onLargeStack`'s thread.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
