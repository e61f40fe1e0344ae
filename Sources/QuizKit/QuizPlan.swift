import Basics
import Foundation

/// What one student gets: which items, in which order, in which variant.
///
/// A plan is computed once from the student's seed when a take starts and stored with the
/// take, so a resumed take (after a disconnect or `kill -9`) shows exactly the same thing.
public struct QuizPlan: Codable, Equatable, Sendable {
  /// One item of the plan.
  public struct Entry: Codable, Equatable, Sendable {
    public var item: String
    public var variant: Int

    /// Creates an entry.
    public init(item: String, variant: Int) {
      self.item = item
      self.variant = variant
    }
  }

  /// The items in the order the student sees them.
  public var entries: [Entry]

  /// Creates a plan.
  public init(entries: [Entry]) { self.entries = entries }

  /// The seed of a student's attempt at a quiz: FNV-1a of `quiz/student` for the first
  /// attempt (the seed of every take before attempts existed), of `quiz/student/attempt` for
  /// the next ones, as 16 hex digits: each attempt has a seed of its own.
  public static func seed(quiz: String, student: String, attempt: Int = 1) -> String {
    StableHash.hex(quiz + "\u{0}" + student + (attempt > 1 ? "\u{0}\(attempt)" : ""))
  }

  /// The plan as stored text (compact JSON).
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads stored plan text; `nil` when it is not a plan.
  public init?(text: String) {
    guard let plan = try? JSONDecoder().decode(QuizPlan.self, from: Data(text.utf8)) else {
      return nil
    }
    self = plan
  }
}

extension Quiz {
  /// The plan for a seed: groups choose their items, shuffles happen, each item picks its
  /// variant, all from one generator seeded with `seed` (hex).
  public func plan(seed: String) -> QuizPlan {
    var generator = SplitMix64(seed: UInt64(seed, radix: 16) ?? StableHash.fnv1a(seed))
    var slots: [[QuizItem]] = []
    var placedGroups: Set<String> = []
    for item in items {
      guard let groupID = item.group, let group = group(groupID) else {
        slots.append([item])
        continue
      }
      guard placedGroups.insert(groupID).inserted else { continue }
      let members = items.filter { $0.group == groupID }
      let count = min(group.choose ?? members.count, members.count)
      let picked = Set(members.shuffled(using: &generator).prefix(count).map(\.id))
      var chosen = members.filter { picked.contains($0.id) }
      if group.shuffle { chosen.shuffle(using: &generator) }
      slots.append(chosen)
    }
    if settings.shuffle { slots.shuffle(using: &generator) }
    let entries = slots.flatMap { $0 }.map { item in
      QuizPlan.Entry(
        item: item.id, variant: Int(generator.next() % UInt64(max(1, item.variantCount))))
    }
    return QuizPlan(entries: entries)
  }

  /// The plan of a later attempt: `plan(seed:)` with each item's variant moved, when it was
  /// given in an earlier attempt (`earlier`) and the item has a variant not given yet, to the
  /// next such variant after it, so each attempt shows an item in a new variant while there is
  /// one.
  public func plan(seed: String, after earlier: [QuizPlan]) -> QuizPlan {
    var plan = plan(seed: seed)
    for index in plan.entries.indices {
      let entry = plan.entries[index]
      let count = item(entry.item)?.variantCount ?? 1
      let used = Set(earlier.flatMap(\.entries).filter { $0.item == entry.item }.map(\.variant))
      guard used.contains(entry.variant),
        let fresh = (1..<max(1, count)).lazy.map({ (entry.variant + $0) % count }).first(where: {
          !used.contains($0)
        })
      else { continue }
      plan.entries[index].variant = fresh
    }
    return plan
  }
}
