/// Reading an `Animation` as the code writes it (`easeInOut(duration: 1)`,
/// `.spring(response: 0.3, dampingFraction: 0.6).delay(0.2)`, `Animation.linear.repeatForever()`):
/// literal numbers only; anything else is not read (nil), and the caller says it approximated.
extension AnimationTiming {
  /// The timing the text names; nil when a name or an argument is not one idlab reads.
  public init?(written text: String) {
    var parser = WrittenAnimation(text)
    guard let calls = parser.calls(), !calls.isEmpty, let base = Self.base(calls[0]) else {
      return nil
    }
    var timing = base
    for call in calls.dropFirst() {
      guard timing.apply(call) else { return nil }
    }
    self = timing
  }

  /// The animation a first call names (`easeIn`, `spring(duration: 0.4, bounce: 0.2)`, …).
  private static func base(_ call: WrittenAnimation.Call) -> AnimationTiming? {
    let duration = call["duration"]
    switch call.name {
    case "default": return call.arguments.isEmpty ? .default : nil
    case "linear": return .linear(duration: duration ?? defaultDuration)
    case "easeIn": return .easeIn(duration: duration ?? defaultDuration)
    case "easeOut": return .easeOut(duration: duration ?? defaultDuration)
    case "easeInOut": return .easeInOut(duration: duration ?? defaultDuration)
    case "timingCurve":
      let points = call.arguments.filter { $0.label == nil }.map(\.value)
      guard points.count == 4 else { return nil }
      return AnimationTiming(
        curve: .bezier(
          x1: points[0], y1: points[1], x2: points[2], y2: points[3],
          duration: duration ?? defaultDuration))
    case "spring":
      // `spring(response:dampingFraction:blendDuration:)` when one of its labels is written;
      // `spring` and `spring(duration:bounce:)` otherwise (0.5 s, no bounce).
      if call["response"] != nil || call["dampingFraction"] != nil {
        return .spring(
          response: call["response"] ?? 0.5, dampingFraction: call["dampingFraction"] ?? 0.825)
      }
      return .spring(duration: duration ?? 0.5, bounce: call["bounce"] ?? 0)
    case "interactiveSpring":
      return .spring(
        response: call["response"] ?? 0.15, dampingFraction: call["dampingFraction"] ?? 0.86)
    case "smooth": return .spring(duration: duration ?? 0.5, bounce: call["extraBounce"] ?? 0)
    case "snappy":
      return .spring(duration: duration ?? 0.5, bounce: 0.15 + (call["extraBounce"] ?? 0))
    case "bouncy":
      return .spring(duration: duration ?? 0.5, bounce: 0.3 + (call["extraBounce"] ?? 0))
    case "interpolatingSpring":
      guard let stiffness = call["stiffness"], let damping = call["damping"], stiffness > 0
      else {
        return .spring(duration: duration ?? 0.5, bounce: call["bounce"] ?? 0)
      }
      let mass = call["mass"] ?? 1
      let response = 2 * Double.pi / (stiffness / mass).squareRoot()
      let ratio = damping / (2 * (stiffness * mass).squareRoot())
      return AnimationTiming(curve: .spring(response: response, dampingRatio: ratio))
    default:
      return nil
    }
  }

  /// Applies `delay`, `speed`, `repeatCount` or `repeatForever`; false for another call.
  private mutating func apply(_ call: WrittenAnimation.Call) -> Bool {
    let first = call.arguments.first?.value
    switch call.name {
    case "delay":
      guard let first else { return false }
      delay += first / speed
    case "speed":
      guard let first, first > 0 else { return false }
      speed *= first
    case "repeatCount":
      guard let first, first >= 1 else { return false }
      repeatCount = Int(first)
      autoreverses = (call["autoreverses"] ?? 1) != 0
    case "repeatForever":
      repeatCount = nil
      autoreverses = (call["autoreverses"] ?? 1) != 0
    default:
      return false
    }
    return true
  }
}

/// A tiny reader of animation expressions: dotted calls with literal number arguments
/// (`true`/`false` read as 1/0).
struct WrittenAnimation {
  struct Call {
    var name: String
    var arguments: [(label: String?, value: Double)]
    subscript(label: String) -> Double? { arguments.first { $0.label == label }?.value }
  }

  private let characters: [Character]
  private var index = 0

  init(_ text: String) {
    characters = Array(text.filter { !$0.isWhitespace })
  }

  /// The calls, in order; nil when the text is not only dotted calls.
  mutating func calls() -> [Call]? {
    var result: [Call] = []
    if peekWord() == "Animation" {
      _ = word()
    }
    while index < characters.count {
      if characters[index] == "." { index += 1 }
      guard let name = word() else { return nil }
      var call = Call(name: name, arguments: [])
      if index < characters.count, characters[index] == "(" {
        index += 1
        guard let arguments = arguments() else { return nil }
        call.arguments = arguments
      }
      result.append(call)
    }
    return result
  }

  private mutating func arguments() -> [(label: String?, value: Double)]? {
    var result: [(label: String?, value: Double)] = []
    while index < characters.count, characters[index] != ")" {
      var label: String?
      let mark = index
      if let name = word(), index < characters.count, characters[index] == ":" {
        label = name
        index += 1
      } else {
        index = mark
      }
      guard let value = number() else { return nil }
      result.append((label, value))
      if index < characters.count, characters[index] == "," { index += 1 }
    }
    guard index < characters.count else { return nil }
    index += 1
    return result
  }

  private func peekWord() -> String? {
    var copy = self
    return copy.word()
  }

  private mutating func word() -> String? {
    let start = index
    while index < characters.count, characters[index].isLetter || characters[index] == "_" {
      index += 1
    }
    return index > start ? String(characters[start..<index]) : nil
  }

  private mutating func number() -> Double? {
    if let name = peekWord(), name == "true" || name == "false" {
      _ = word()
      return name == "true" ? 1 : 0
    }
    let start = index
    while index < characters.count,
      characters[index].isNumber || characters[index] == "." || characters[index] == "-"
    {
      index += 1
    }
    return Double(String(characters[start..<index]))
  }
}
