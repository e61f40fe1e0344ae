import Basics

/// The one reader of command-line words: `--name value`, `--name=value`, flags, `--` and
/// positionals are understood here and nowhere else.
///
/// The global parse (`ParsedCommandLine`) walks the words with `next()`; a subcommand declares
/// its options and gets them checked by `CommandArguments(scanning:options:)`:
///
///     var scanner = ArgumentScanner(["scene.swift", "--do=flag.toggle()", "--", "-x"])
///     scanner.next()   // .positional("scene.swift")
///     scanner.next()   // .option("--do", inlineValue: "flag.toggle()")
///     scanner.next()   // .terminator
///     scanner.next()   // .positional("-x"): everything after `--` is positional
public struct ArgumentScanner {
  /// One word of the command line, classified.
  public enum Word: Equatable, Sendable {
    /// `-h`, `--json`, `--root`; `--name=value` arrives with its inline value.
    case option(String, inlineValue: String?)
    /// A word that is not an option (or any word after `--`; `-` alone is positional).
    case positional(String)
    /// `--`, which ends the options.
    case terminator
  }

  private let words: [String]
  private var index = 0
  /// Whether `--` has been read: from then on every word is positional.
  public private(set) var isPastTerminator = false
  /// The word last returned by `next()`, exactly as typed.
  public private(set) var current = ""

  /// Creates a scanner over the words after the program (or subcommand) name.
  public init(_ words: [String]) {
    self.words = words
  }

  /// The next word, or nil at the end.
  public mutating func next() -> Word? {
    guard index < words.count else { return nil }
    current = words[index]
    index += 1
    if isPastTerminator || !current.hasPrefix("-") || current == "-" {
      return .positional(current)
    }
    if current == "--" {
      isPastTerminator = true
      return .terminator
    }
    guard current.hasPrefix("--"), let equals = current.firstIndex(of: "=") else {
      return .option(current, inlineValue: nil)
    }
    return .option(
      String(current[..<equals]), inlineValue: String(current[current.index(after: equals)...]))
  }

  /// The value of `option`: its inline value, else the next word.
  ///
  /// - Throws: `IdlabError.missingValue` when `option` is the last word.
  public mutating func value(of option: String, inlineValue: String?) throws(IdlabError) -> String {
    if let inlineValue { return inlineValue }
    guard index < words.count else { throw .missingValue(option: option) }
    index += 1
    return words[index - 1]
  }
}

/// An option a subcommand accepts: a flag (`--json`) or an option with a value (`--root VIEW`).
public struct CommandOption: Equatable, Sendable {
  /// The name as typed, with its dashes.
  public var name: String
  /// Whether a value follows (`--root VIEW`, `--root=VIEW`).
  public var takesValue: Bool

  /// An option without a value.
  public static func flag(_ name: String) -> CommandOption {
    CommandOption(name: name, takesValue: false)
  }

  /// An option with a value.
  public static func value(_ name: String) -> CommandOption {
    CommandOption(name: name, takesValue: true)
  }

  /// The global options every subcommand accepts and ignores (`Application` has applied them).
  public static let global: [CommandOption] = [.value("--lang"), .value("--color")]
}

/// A subcommand's arguments, scanned against the options it declares.
///
///     let arguments = try CommandArguments(
///       scanning: ["a.swift", "--do", "x.toggle()"], options: [.value("--do"), .flag("--json")])
///     arguments.positionals       // ["a.swift"]
///     arguments.values(of: "--do")  // ["x.toggle()"]
///     arguments.isSet("--json")     // false
public struct CommandArguments: Equatable, Sendable {
  /// The words that are not options, in order.
  public private(set) var positionals: [String] = []
  private var flags: Set<String> = []
  private var values: [String: [String]] = [:]

  /// Scans `words`; unknown options are suggested from `options`.
  ///
  /// - Throws: `IdlabError.unknownOption`, `.missingValue`, or `.unexpectedArgument` for a flag
  ///   given a value (`--json=1`).
  public init(scanning words: [String], options: [CommandOption]) throws(IdlabError) {
    var scanner = ArgumentScanner(words)
    let accepted = options + CommandOption.global
    while let word = scanner.next() {
      switch word {
      case .terminator: continue
      case .positional(let text): positionals.append(text)
      case .option(let name, let inlineValue):
        guard let option = accepted.first(where: { $0.name == name }) else {
          throw .unknownOption(
            name, suggestion: Suggestions.nearest(to: name, among: accepted.map(\.name)))
        }
        if option.takesValue {
          values[name, default: []].append(try scanner.value(of: name, inlineValue: inlineValue))
        } else {
          guard inlineValue == nil else { throw .unexpectedArgument(scanner.current) }
          flags.insert(name)
        }
      }
    }
  }

  /// Whether the flag `name` was given.
  public func isSet(_ name: String) -> Bool { flags.contains(name) }

  /// Every value given to `name`, in order.
  public func values(of name: String) -> [String] { values[name] ?? [] }

  /// The last value given to `name`, if any.
  public func value(of name: String) -> String? { values[name]?.last }

  /// The last value of `name`, checked to be one of `allowed`.
  ///
  /// - Throws: `IdlabError.invalidValue` otherwise.
  public func value(of name: String, oneOf allowed: [String]) throws(IdlabError) -> String? {
    guard let value = value(of: name) else { return nil }
    guard allowed.contains(value) else {
      throw .invalidValue(option: name, value: value, allowed: allowed)
    }
    return value
  }

  /// The positionals, checked to be at most `count`.
  ///
  /// - Throws: `IdlabError.unexpectedArgument` naming the first extra one.
  public func positionals(atMost count: Int) throws(IdlabError) -> [String] {
    guard positionals.count <= count else { throw .unexpectedArgument(positionals[count]) }
    return positionals
  }

  /// The one positional, whose placeholder (catalog key) the error names when it is missing.
  ///
  /// - Throws: `IdlabError.missingArgument` or `.unexpectedArgument`.
  public func onePositional(placeholderKey: String) throws(IdlabError) -> String {
    guard let first = try positionals(atMost: 1).first else {
      throw .missingArgument(placeholderKey: placeholderKey)
    }
    return first
  }
}
