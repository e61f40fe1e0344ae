/// The parsed arguments of `idlab sim`.
///
///     try SimArguments.parse(["scene.swift", "--do", "flag.toggle()", "--json"])
public struct SimArguments: Equatable, Sendable {
  /// The scene file.
  public var file: String
  /// `--root VIEW`, or nil for the last `View` declared.
  public var root: String?
  /// Every `--do ACTION`, in order.
  public var actions: [String] = []
  /// `--json`.
  public var json = false
  /// `--help`/`-h`.
  public var help = false

  public init(file: String, root: String? = nil, actions: [String] = [], json: Bool = false) {
    self.file = file
    self.root = root
    self.actions = actions
    self.json = json
  }

  /// A usage error, with the localization key and arguments of its message.
  public struct UsageError: Error, Equatable, Sendable {
    public var key: String
    public var arguments: [String: String]
    /// An option with a similar name, for `unknown option` errors.
    public var suggestion: String?
  }

  /// Options taking a value.
  static let valued = ["--root", "--do", "--lang", "--color"]
  /// Options without a value.
  static let flags = ["--json", "--help", "-h"]

  /// Parses the arguments after `sim`.
  ///
  /// `--opt value` and `--opt=value` are both accepted; `--` ends the options.
  /// `--lang` and `--color` are accepted and ignored (the caller has resolved them).
  public static func parse(_ arguments: [String]) throws(UsageError) -> SimArguments {
    var result = SimArguments(file: "")
    var file: String?
    var index = 0
    var optionsEnded = false
    func positional(_ argument: String) throws(UsageError) {
      guard file == nil else {
        throw UsageError(key: "sim.error.extra-argument", arguments: ["argument": argument])
      }
      file = argument
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        try positional(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else {
            throw UsageError(key: "sim.error.missing-value", arguments: ["option": name])
          }
          value = arguments[index]
          index += 1
        }
        let text = value ?? ""
        switch name {
        case "--root": result.root = text
        case "--do": result.actions.append(text)
        default: break
        }
      } else if flags.contains(name), value == nil {
        if name == "--json" { result.json = true } else { result.help = true }
      } else {
        throw UsageError(
          key: "sim.error.unknown-option", arguments: ["option": name],
          suggestion: suggestion(for: name))
      }
    }
    if result.help { return result }
    guard let file else { throw UsageError(key: "sim.error.missing-file", arguments: [:]) }
    result.file = file
    return result
  }

  /// The known option closest to `option`, when it is close enough (edit distance ≤ 4 and
  /// less than half the option's length).
  static func suggestion(for option: String) -> String? {
    let candidates = (valued + flags).filter { $0 != "-h" }
    let scored = candidates.map { ($0, editDistance(option, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= 4 && best.1 * 2 <= max(option.count, 2) ? best.0 : nil
  }

  /// Levenshtein distance between two strings.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
