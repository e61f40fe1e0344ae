import IdentityEngine
import ViewScript

/// Which part of a step's film an observation reads at an instant.
public enum MomentKind: String, Sendable, Equatable {
  /// `onscreen(T, Type)`: every view of that type on screen then: the step's tree, less the
  /// entering views not yet there, plus the leaving views not yet gone.
  case onscreen
  /// `entering(T, Type)`: the views inserted with a transition.
  case entering
  /// `leaving(T, Type)`: the views removed with a transition.
  case leaving
  /// `motion(T, property)`: the changed values of views that kept their identity.
  case motion

  /// `0.15s`, `150ms` in seconds (0 to 10, written as `wait` writes them); nil otherwise.
  static func seconds(_ written: String) -> Double? {
    Gesture.seconds(written).flatMap { $0 <= 10 ? $0 : nil }
  }
}

/// One view at one instant of a step's film: how much of it is on screen (0 to 1, to two
/// decimals), and for a changed value, the value then.
public struct Moment: Sendable {
  public var identity: String
  public var type: String
  public var presence: Double
  public var property: String?
  public var value: Value?
}

extension MomentKind {
  /// The moments of `outcome` at `t`, of type `filter` (a property name for `motion`).
  func moments(of outcome: Outcome, at t: Double, filter: String?) -> [Moment] {
    func rounded(_ number: Double) -> Double { (number * 100).rounded() / 100 }
    // A whole number reads as one (a padding of 10, not 10.0), so `number` questions take it.
    func roundedValue(_ value: Value) -> Value {
      guard case .double(let number) = value else { return value }
      let two = rounded(number)
      return two == two.rounded() && abs(two) < 1e15 ? .int(Int(two)) : .double(two)
    }
    switch self {
    case .motion:
      return outcome.motion.compactMap { track in
        guard case .change(let property, _, _) = track.kind,
          filter == nil || filter == property
        else { return nil }
        return Moment(
          identity: track.identity, type: track.type, presence: 1, property: property,
          value: track.value(at: t).map(roundedValue))
      }
    case .entering, .leaving:
      return outcome.motion.compactMap { track in
        let matches =
          switch (self, track.kind) {
          case (.entering, .insertion), (.entering, .returning), (.leaving, .removal): true
          default: false
          }
        guard matches, filter == nil || filter == track.type else { return nil }
        return Moment(
          identity: track.identity, type: track.type,
          presence: rounded(track.presence(at: t) ?? 0))
      }
    case .onscreen:
      let entering = Dictionary(
        outcome.motion.compactMap { track -> (String, Double)? in
          switch track.kind {
          case .insertion, .returning: break
          default: return nil
          }
          return (track.identity, track.presence(at: t) ?? 1)
        }, uniquingKeysWith: { first, _ in first })
      var result: [Moment] = []
      for node in outcome.tree.preorder where filter == nil || node.type == filter {
        let presence = entering[node.identity] ?? 1
        guard presence > 0 else { continue }
        result.append(Moment(identity: node.identity, type: node.type, presence: rounded(presence)))
      }
      for track in outcome.motion {
        guard case .removal = track.kind, filter == nil || filter == track.type,
          let presence = track.presence(at: t), presence > 0
        else { continue }
        result.append(
          Moment(identity: track.identity, type: track.type, presence: rounded(presence)))
      }
      return result
    }
  }
}
