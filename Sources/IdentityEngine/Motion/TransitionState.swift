/// What a transition does to a view that is entering or leaving, at how much of it is there:
/// the modifiers SwiftUI's built-in transitions animate between the view's identity state and
/// its active state (Apple, `AnyTransition`): `opacity` fades, `scale` grows from (nearly) zero,
/// `slide` comes in from the leading edge and leaves by the trailing one, `move(edge:)` comes and
/// goes by that edge, `offset(x:y:)` by that offset, `push(from:)` comes in from its edge and
/// leaves by the opposite one, fading; `a.combined(with: b)` does both.
public enum TransitionState {
  /// The transition an edge uses: `asymmetric(insertion: .scale, removal: .opacity)` is `scale`
  /// for an insertion and `opacity` for a removal; any other transition is itself.
  public static func transition(_ name: String, inserting: Bool) -> String {
    guard name.hasPrefix("asymmetric(") else { return name }
    let label = inserting ? "insertion:" : "removal:"
    guard let start = name.firstRange(of: label)?.upperBound else { return name }
    var depth = 0
    var part = ""
    for character in name[start...] {
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == "," && depth == 0 { break }
      part.append(character)
    }
    let trimmed = part.drop { $0 == " " || $0 == "." }
    return trimmed.isEmpty ? name : String(trimmed)
  }

  /// The transition's modifiers at `presence` (1: the identity state, 0: the active one), for
  /// an entering view (`inserting`) or a leaving one; `name` as written
  /// (`move(edge: .top)`, `scale.combined(with: .opacity)`). Offsets along an edge are written
  /// as a share of the view's size (`leading 58%`); an unknown transition gives nothing.
  public static func modifiers(of name: String, inserting: Bool, presence: Double)
    -> [(name: String, value: Value)]
  {
    let p = max(0, min(1, presence))
    let away = Int(((1 - p) * 100).rounded())
    if let split = name.firstRange(of: ".combined(with:") {
      let first = String(name[..<split.lowerBound])
      var second = String(name[split.upperBound...]).drop { $0 == " " || $0 == "." }
      if second.hasSuffix(")") { second = second.dropLast() }
      return modifiers(of: first, inserting: inserting, presence: p)
        + modifiers(of: String(second), inserting: inserting, presence: p)
    }
    let base = name.hasPrefix(".") ? String(name.dropFirst()) : name
    func edge(_ text: String) -> String {
      text.split(whereSeparator: { !$0.isLetter }).last.map(String.init) ?? text
    }
    func argument(_ label: String) -> Double? {
      guard let start = base.firstRange(of: label + ":")?.upperBound else { return nil }
      let digits = base[start...].drop { $0 == " " }.prefix {
        $0.isNumber || $0 == "." || $0 == "-"
      }
      return Double(digits)
    }
    switch true {
    case base == "opacity":
      return [("opacity", .double(p))]
    case base == "scale" || base.hasPrefix("scale("):
      // `scale(scale: 0.5)` starts from half size; `scale` from (nearly) nothing.
      let from = argument("scale") ?? 0
      return [("scaleEffect", .double(max(from + (1 - from) * p, 0.00001)))]
    case base == "slide":
      return [("offset", .string("\(inserting ? "leading" : "trailing") \(away)%"))]
    case base.hasPrefix("move("):
      return [("offset", .string("\(edge(base)) \(away)%"))]
    case base.hasPrefix("push("):
      let from = edge(base)
      let opposite = [
        "leading": "trailing", "trailing": "leading", "top": "bottom", "bottom": "top",
      ]
      return [
        ("offset", .string("\(inserting ? from : opposite[from] ?? from) \(away)%")),
        ("opacity", .double(p)),
      ]
    case base.hasPrefix("offset("):
      let x = (argument("x") ?? 0) * (1 - p)
      let y = (argument("y") ?? 0) * (1 - p)
      return [
        (
          "offset",
          .tuple([Value.TupleElement("x", .double(x)), Value.TupleElement("y", .double(y))])
        )
      ]
    default:
      return []
    }
  }
}

extension MotionTrack {
  /// The modifiers an entering or leaving view's transition shows at `t` (empty for a changed
  /// value or a matched move).
  public func transitionModifiers(at t: Double) -> [(name: String, value: Value)] {
    switch kind {
    case .insertion(let transition):
      TransitionState.modifiers(of: transition, inserting: true, presence: presence(at: t) ?? 1)
    case .removal(let transition), .returning(let transition):
      TransitionState.modifiers(of: transition, inserting: false, presence: presence(at: t) ?? 0)
    case .change, .matched:
      []
    }
  }
}
