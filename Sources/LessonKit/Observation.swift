import Basics
import IdentityEngine

/// A parsed observation: a query over a simulated outcome (docs/lesson-format.md).
///
///     rows(ForEach#2).modifier(background)
///     changed(IdentityRow#1.state(stamp))
///     events(create, IdentityRow).count
public indirect enum Observation: Sendable, Equatable {
  /// `Type#N` (N is 1-based, pre-order).
  case nth(type: String, index: Int)
  /// `Type "text"`: the first node of that type whose text, label or placeholder is `text`.
  case labelled(type: String, text: String)
  /// `rows(SEL)`.
  case rows(Observation)
  /// `events(KIND)` / `events(KIND, Type)`.
  case events(kind: String, type: String?)
  /// `warnings`.
  case warnings
  /// `error`.
  case error
  /// `before(Q)`.
  case before(Observation)
  /// `changed(Q)`.
  case changed(Observation)
  /// `Q.name` or `Q.name(argument)`.
  case member(Observation, name: String, argument: String?)
  /// `Q[N]` (1-based).
  case index(Observation, Int)
  /// A literal to compare with (`"Nimbus"`, `3`, `true`, `.green`).
  case literal(Value)
  /// `Q1 == Q2` / `Q1 != Q2`.
  case compare(Observation, equal: Bool, Observation)
  /// `Q1 && Q2`.
  case and(Observation, Observation)
  /// `after(N, Q)`: `Q` after the Nth action (0 is the first render).
  case step(Int, Observation)
  /// `code.calls(NAME)` / `code.declares(NAME)`: the structure of the code that ran.
  case code(String, String)
  /// `onscreen(0.15s, Text)`, `entering(0.1s)`, `leaving(0.2s, Button)`, `motion(0.2s, padding)`:
  /// the last step's film at that instant (docs/lesson-format.md, "Moments").
  case moment(MomentKind, seconds: Double, filter: String?)

  /// Whether the observation reads a run's failure (`error`): only such a question may take
  /// its truth from a run in which a step failed (`SceneRunner.truth(of:)`).
  public var readsFailure: Bool {
    switch self {
    case .error: true
    case .nth, .labelled, .events, .warnings, .literal, .code, .moment: false
    case .rows(let inner), .before(let inner), .changed(let inner), .member(let inner, _, _),
      .index(let inner, _), .step(_, let inner):
      inner.readsFailure
    case .compare(let left, _, let right), .and(let left, let right):
      left.readsFailure || right.readsFailure
    }
  }

  /// The projections the language knows, for diagnostics.
  static let members = [
    "text", "label", "value", "identity", "type", "modifier", "state", "input", "count", "any",
    "created", "kept", "types", "identities", "message", "first", "last", "from", "to",
    "property", "edge", "animated", "isEmpty", "presence",
  ]
}

/// A syntax error in an observation, with its 0-based offset in the text.
///
/// The message is a key of the `Reliability` string table (`obs.syntax.expected`) with named
/// arguments, so that it reads the same in every language.
public struct ObservationSyntaxError: Error, Sendable, Equatable {
  /// The message key.
  public var key: String
  /// The message's named arguments.
  public var arguments: [String: String]
  /// 0-based offset of the problem in the observation's text.
  public var offset: Int

  /// A syntax error with the message `obs.syntax.<name>`.
  public init(_ name: String, _ arguments: [String: String] = [:], offset: Int) {
    self.key = "obs.syntax." + name
    self.arguments = arguments
    self.offset = offset
  }
}

extension Observation {
  /// Parses an observation.
  ///
  /// - Throws: `ObservationSyntaxError` with the offset of the problem.
  public static func parse(_ text: String) throws(ObservationSyntaxError) -> Observation {
    var parser = ObservationParser(Array(text))
    let result = try parser.parseAnd()
    parser.skipSpaces()
    if parser.position < parser.characters.count {
      throw ObservationSyntaxError(
        "unexpected", ["text": String(parser.characters[parser.position])],
        offset: parser.position)
    }
    return result
  }
}

/// A recursive-descent parser over the observation grammar.
struct ObservationParser {
  /// How deeply parentheses and `before(…)`-style calls may nest; the evaluator recurses once
  /// per level, so the limit keeps a hostile lesson from overflowing the stack.
  static let nestingLimit = 64

  let characters: [Character]
  var position = 0
  var depth = 0

  init(_ characters: [Character]) { self.characters = characters }

  mutating func skipSpaces() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  func peek(_ text: String) -> Bool {
    let wanted = Array(text)
    guard position + wanted.count <= characters.count else { return false }
    return Array(characters[position..<(position + wanted.count)]) == wanted
  }

  mutating func expect(_ text: String) throws(ObservationSyntaxError) {
    skipSpaces()
    guard peek(text) else {
      throw ObservationSyntaxError("expected", ["text": text], offset: position)
    }
    position += text.count
  }

  mutating func identifier() throws(ObservationSyntaxError) -> String {
    skipSpaces()
    let start = position
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
    {
      position += 1
    }
    guard position > start else {
      throw ObservationSyntaxError("name", offset: position)
    }
    return String(characters[start..<position])
  }

  mutating func integer() throws(ObservationSyntaxError) -> Int {
    skipSpaces()
    let start = position
    while position < characters.count, characters[position].isNumber { position += 1 }
    guard position > start, let value = Int(String(characters[start..<position])), value >= 1 else {
      throw ObservationSyntaxError("number", offset: start)
    }
    return value
  }

  mutating func stringLiteral() throws(ObservationSyntaxError) -> String {
    skipSpaces()
    let start = position
    guard position < characters.count, characters[position] == "\"" else {
      throw ObservationSyntaxError("string", offset: position)
    }
    position += 1
    var escaped = false
    while position < characters.count {
      let character = characters[position]
      position += 1
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        let literal = String(characters[start..<position])
        guard let value = StringEscapes.literal(literal) else {
          throw ObservationSyntaxError("literal", ["text": literal], offset: start)
        }
        return value
      }
    }
    throw ObservationSyntaxError("unterminated", offset: start)
  }

  /// Raw text up to the matching `)`.
  mutating func rawArgument() throws(ObservationSyntaxError) -> String {
    let start = position
    var depth = 0
    while position < characters.count {
      let character = characters[position]
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 {
          let text = Whitespace.trimmed(String(characters[start..<position]))
          position += 1
          return text
        }
        depth -= 1
      }
      position += 1
    }
    throw ObservationSyntaxError("expected", ["text": ")"], offset: start)
  }

  /// Parses one nesting level deeper with `body`, failing past `nestingLimit`.
  mutating func nested(
    at offset: Int, _ body: (inout ObservationParser) throws(ObservationSyntaxError) -> Observation
  ) throws(ObservationSyntaxError) -> Observation {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.nestingLimit else {
      throw ObservationSyntaxError(
        "too-deep", ["limit": String(Self.nestingLimit)], offset: offset)
    }
    return try body(&self)
  }

  mutating func parseAnd() throws(ObservationSyntaxError) -> Observation {
    var left = try parseComparison()
    while true {
      skipSpaces()
      guard peek("&&") else { return left }
      position += 2
      left = .and(left, try parseComparison())
    }
  }

  mutating func parseComparison() throws(ObservationSyntaxError) -> Observation {
    let left = try parsePostfix()
    skipSpaces()
    if peek("==") || peek("!=") {
      let equal = peek("==")
      position += 2
      let right = try parsePostfix()
      return .compare(left, equal: equal, right)
    }
    return left
  }

  mutating func parsePostfix() throws(ObservationSyntaxError) -> Observation {
    var result = try parsePrimary()
    while true {
      skipSpaces()
      if peek(".") {
        position += 1
        let name = try identifier()
        guard Observation.members.contains(name) else {
          throw ObservationSyntaxError(
            "projection", ["name": name], offset: position - name.count)
        }
        var argument: String?
        if peek("(") {
          position += 1
          argument = try rawArgument()
        }
        result = .member(result, name: name, argument: argument)
      } else if peek("[") {
        position += 1
        let index = try integer()
        try expect("]")
        result = .index(result, index)
      } else {
        return result
      }
    }
  }

  mutating func parsePrimary() throws(ObservationSyntaxError) -> Observation {
    skipSpaces()
    guard position < characters.count else {
      throw ObservationSyntaxError("observation", offset: position)
    }
    let character = characters[position]
    if character == "\"" { return .literal(.string(try stringLiteral())) }
    if character == "(" {
      position += 1
      let inner = try nested(at: position - 1) { parser throws(ObservationSyntaxError) in
        try parser.parseAnd()
      }
      try expect(")")
      return inner
    }
    if character.isNumber || character == "-" || character == "." {
      let start = position
      position += 1
      while position < characters.count,
        characters[position].isLetter || characters[position].isNumber
          || characters[position] == "_"
          || characters[position] == "."
      {
        position += 1
      }
      let text = String(characters[start..<position])
      guard let value = LiteralParser.parse(text) else {
        throw ObservationSyntaxError("literal", ["text": text], offset: start)
      }
      return .literal(value)
    }
    let start = position
    let name = try identifier()
    switch name {
    case "true": return .literal(.bool(true))
    case "false": return .literal(.bool(false))
    case "nil": return .literal(.null)
    case "warnings": return .warnings
    case "code":
      try expect(".")
      let facetStart = position
      let facet = try identifier()
      guard facet == "calls" || facet == "declares" else {
        throw ObservationSyntaxError("code-facet", ["name": facet], offset: facetStart)
      }
      try expect("(")
      let name = try identifier()
      try expect(")")
      return .code(facet, name)
    case "after":
      try expect("(")
      skipSpaces()
      let numberStart = position
      while position < characters.count, characters[position].isNumber { position += 1 }
      guard let step = Int(String(characters[numberStart..<position])) else {
        throw ObservationSyntaxError("action-number", offset: numberStart)
      }
      try expect(",")
      let inner = try parseAnd()
      try expect(")")
      return .step(step, inner)
    case "error": return .error
    case "onscreen", "entering", "leaving", "motion":
      try expect("(")
      skipSpaces()
      let timeStart = position
      while position < characters.count, characters[position] != ",", characters[position] != ")" {
        position += 1
      }
      let written = Whitespace.trimmed(String(characters[timeStart..<position]))
      guard let seconds = MomentKind.seconds(written) else {
        throw ObservationSyntaxError("instant", ["text": written], offset: timeStart)
      }
      skipSpaces()
      var filter: String?
      if peek(",") {
        position += 1
        filter = try identifier()
      }
      try expect(")")
      return .moment(MomentKind(rawValue: name) ?? .onscreen, seconds: seconds, filter: filter)
    case "before", "changed", "rows":
      try expect("(")
      let inner = try nested(at: start) { parser throws(ObservationSyntaxError) in
        try parser.parseAnd()
      }
      try expect(")")
      return name == "before" ? .before(inner) : name == "changed" ? .changed(inner) : .rows(inner)
    case "events":
      try expect("(")
      let kindStart = position
      let kind = try identifier()
      guard Event.Kind.allCases.contains(where: { $0.rawValue.lowercased() == kind.lowercased() })
      else {
        throw ObservationSyntaxError("event", ["kind": kind], offset: kindStart)
      }
      skipSpaces()
      var type: String?
      if peek(",") {
        position += 1
        type = try identifier()
      }
      try expect(")")
      return .events(kind: kind, type: type)
    default:
      guard name.first?.isUppercase == true else {
        throw ObservationSyntaxError("unknown-name", ["name": name], offset: start)
      }
      skipSpaces()
      if peek("#") {
        position += 1
        return .nth(type: name, index: try integer())
      }
      if peek("\"") {
        return .labelled(type: name, text: try stringLiteral())
      }
      return .nth(type: name, index: 1)
    }
  }
}
