/// One animated change of one step, on the step's clock: a value of a view that kept its
/// identity moving from its old value to its new one, or a view entering or leaving with its
/// transition (docs/semantics.md, "Motion").
public struct MotionTrack {
  /// What moves.
  public enum Kind {
    /// A modifier's value (`opacity`, `offset`, `foregroundStyle`, a colour) changed.
    case change(property: String, from: Value, to: Value)
    /// The view was inserted with this transition (`opacity`, `scale`, `slide`, …).
    case insertion(transition: String)
    /// The view was removed with this transition: it stays on screen, leaving, until its
    /// transition ends.
    case removal(transition: String)
    /// The view was inserted again while it was still leaving (rule 31, un-removal): the same
    /// identity, with its state, comes back along its removal transition.
    case returning(transition: String)
    /// The view was inserted while a view of the same matched-geometry group (`id:` and
    /// namespace) was removed: one element moving from the old identity's frame to its own.
    case matched(from: String)

    /// Whether the view enters, leaves or returns (its presence moves, not a value).
    public var isTransition: Bool {
      switch self {
      case .insertion, .removal, .returning: true
      case .change, .matched: false
      }
    }
  }

  /// The view's identity and type.
  public var identity: String
  public var type: String
  public var kind: Kind
  public var timing: AnimationTiming
  /// Whether idlab could not read the animation the code names (a variable, an argument it
  /// does not know) and used `Animation.default` instead.
  public var isApproximated: Bool
  /// When the animation started, in seconds after the step's action: 0 for the step's own
  /// changes, less for one an earlier action started that is still running.
  public var start: Double = 0
  /// Animations of the same value (or the same view's presence) that were still running when
  /// this one started: they go on, and the value shown is their results combined (additively:
  /// each adds what it still has to go), as SwiftUI combines animations that do not merge.
  public var earlier: [MotionTrack] = []

  public init(
    identity: String, type: String, kind: Kind, timing: AnimationTiming,
    isApproximated: Bool = false
  ) {
    self.identity = identity
    self.type = type
    self.kind = kind
    self.timing = timing
    self.isApproximated = isApproximated
  }

  /// How far along the change is `t` seconds after the step's action: 0 at its start, 1 when
  /// it is done (a spring may pass 1).
  public func progress(at t: Double) -> Double { timing.progress(at: t - start) }

  /// When the track and the animations it continues have all ended, in seconds after the
  /// step's action; nil when one repeats forever.
  public var end: Double? {
    guard let own = timing.totalDuration else { return nil }
    var result = start + own
    for track in earlier {
      guard let other = track.end else { return nil }
      result = max(result, other)
    }
    return result
  }

  /// The track as seen from an action `seconds` later.
  public func shifted(by seconds: Double) -> MotionTrack {
    var copy = self
    copy.start -= seconds
    copy.earlier = earlier.map { $0.shifted(by: seconds) }
    return copy
  }

  /// The value shown `t` seconds after the action: numbers (and the numbers inside a value
  /// written like `.degrees(90)`) move along the curve, a named colour mixes towards the other;
  /// any other value changes at once, as SwiftUI does for values that are not animatable. An
  /// earlier animation of the same value still running adds what it has left to go.
  public func value(at t: Double) -> Value? {
    guard case .change(_, let from, let to) = kind else { return nil }
    let own = Self.interpolate(from, to, progress(at: t))
    guard !earlier.isEmpty, var numbers = own.numbers else { return own }
    for track in earlier {
      guard case .change(_, _, let target) = track.kind, let shown = track.value(at: t),
        let left = shown.numbers, let goal = target.numbers, left.count == numbers.count,
        goal.count == numbers.count
      else { continue }
      for index in numbers.indices { numbers[index] += left[index] - goal[index] }
    }
    return own.replacingNumbers(numbers) ?? own
  }

  /// `from` moved the fraction `f` of the way to `to`.
  public static func interpolate(_ from: Value, _ to: Value, _ f: Double) -> Value {
    switch (from, to) {
    case (.int(let a), .int(let b)): return .double(Double(a) + (Double(b) - Double(a)) * f)
    case (.double(let a), .double(let b)): return .double(a + (b - a) * f)
    case (.int(let a), .double(let b)): return .double(Double(a) + (b - Double(a)) * f)
    case (.double(let a), .int(let b)): return .double(a + (Double(b) - a) * f)
    case (.color(let a), .color(let b)) where a != b:
      // A colour on its way: the two named colours and how much of each (0…100%).
      guard f > 0 else { return from }
      guard f < 1 else { return to }
      let share = Int((f * 100).rounded())
      return .string("\(a) \(100 - share)% · \(b) \(share)%")
    case (.enumCase(let type, let name, let a), .enumCase(let otherType, let otherName, let b))
    where type == otherType && name == otherName && a.count == b.count:
      // `.degrees(0)` to `.degrees(90)`: the payload moves.
      return .enumCase(
        type: type, name: name, payload: zip(a, b).map { interpolate($0, $1, f) })
    case (.tuple(let a), .tuple(let b)) where a.count == b.count:
      return .tuple(
        zip(a, b).map { Value.TupleElement($0.label, interpolate($0.value, $1.value, f)) })
    case (.string(let a), .string(let b)):
      if let mixed = mixNumbers(a, b, f) { return .string(mixed) }
      return f > 0 ? to : from
    default:
      return f > 0 ? to : from
    }
  }

  /// `.degrees(0)` and `.degrees(90)` at 0.5: `.degrees(45)`; nil when the two texts differ in
  /// more than one number.
  private static func mixNumbers(_ a: String, _ b: String, _ f: Double) -> String? {
    let (aHead, aNumber, aTail) = splitNumber(a)
    let (bHead, bNumber, bTail) = splitNumber(b)
    guard let aNumber, let bNumber, aHead == bHead, aTail == bTail else { return nil }
    let mixed = aNumber + (bNumber - aNumber) * f
    return aHead + Value.double(mixed).displayDescription + aTail
  }

  /// The text before the first number, the number, and the text after it.
  private static func splitNumber(_ text: String) -> (String, Double?, String) {
    let characters = Array(text)
    guard
      let start = characters.indices.first(where: {
        characters[$0].isNumber
          || (characters[$0] == "-" && $0 + 1 < characters.count && characters[$0 + 1].isNumber)
      })
    else { return (text, nil, "") }
    var end = start + 1
    while end < characters.count, characters[end].isNumber || characters[end] == "." {
      end += 1
    }
    let number = Double(String(characters[start..<end]))
    return (String(characters[..<start]), number, String(characters[end...]))
  }
}

extension Value {
  /// The numbers a value animates by (a number; the numbers of an enum case's payload or a
  /// tuple; the one number in a text such as a mixed edge offset), in order; nil when it has
  /// none to animate.
  var numbers: [Double]? {
    switch self {
    case .int(let number): return [Double(number)]
    case .double(let number): return [number]
    case .enumCase(_, _, let payload):
      var result: [Double] = []
      for value in payload {
        guard let inner = value.numbers else { return nil }
        result += inner
      }
      return result.isEmpty ? nil : result
    case .tuple(let elements):
      var result: [Double] = []
      for element in elements {
        guard let inner = element.value.numbers else { return nil }
        result += inner
      }
      return result.isEmpty ? nil : result
    default:
      return nil
    }
  }

  /// The value with `numbers` in place of its own (the same shape as `numbers` read them).
  func replacingNumbers(_ numbers: [Double]) -> Value? {
    var rest = numbers[...]
    let result = replacing(&rest)
    return rest.isEmpty ? result : nil
  }

  private func replacing(_ rest: inout ArraySlice<Double>) -> Value? {
    switch self {
    case .int, .double:
      guard let first = rest.popFirst() else { return nil }
      return .double(first)
    case .enumCase(let type, let name, let payload):
      var values: [Value] = []
      for value in payload {
        guard let replaced = value.replacing(&rest) else { return nil }
        values.append(replaced)
      }
      return .enumCase(type: type, name: name, payload: values)
    case .tuple(let elements):
      var values: [Value.TupleElement] = []
      for element in elements {
        guard let replaced = element.value.replacing(&rest) else { return nil }
        values.append(Value.TupleElement(element.label, replaced))
      }
      return .tuple(values)
    default:
      return nil
    }
  }

  /// The value with its numbers rounded to `places` decimals (inside an enum case's payload and
  /// a tuple too; `-0` reads `0`): how a film shows a value at an instant.
  public func rounded(places: Int) -> Value {
    switch self {
    case .double(let number):
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      let rounded = (number * scale).rounded() / scale
      return .double(rounded == 0 ? 0 : rounded)
    case .enumCase(let type, let name, let payload):
      return .enumCase(type: type, name: name, payload: payload.map { $0.rounded(places: places) })
    case .tuple(let elements):
      return .tuple(
        elements.map { Value.TupleElement($0.label, $0.value.rounded(places: places)) })
    default:
      return self
    }
  }
}
