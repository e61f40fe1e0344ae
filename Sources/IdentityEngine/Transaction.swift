/// The state writes that one action, one callback phase or one `withAnimation` body made,
/// applied together: one body evaluation per dirty view with the final values (rule 20).
final class Transaction {
  /// One written property of one storage.
  struct Key: Hashable {
    let storage: ObjectIdentifier
    let name: String
  }

  /// Whether the transaction animates (`withAnimation`, `perform(animated: true)`).
  var animated: Bool
  /// The animation it runs with (`withAnimation(.easeIn) { … }`); nil means
  /// `AnimationTiming.default`. `approximated` when the code's animation was not read.
  var timing: (AnimationTiming, approximated: Bool)?
  /// Written keys, in order of first write.
  private(set) var keys: [Key] = []
  private var storages: [Key: StateStorage] = [:]
  /// Value before the first write of the transaction.
  private var before: [Key: Value] = [:]
  /// Value after the last write of the transaction.
  private var after: [Key: Value] = [:]

  /// Storages invalidated without a write (observed objects), in order.
  private var invalidated: [StateStorage] = []

  init(animated: Bool) {
    self.animated = animated
  }

  /// Whether nothing was written.
  var isEmpty: Bool { keys.isEmpty && invalidated.isEmpty }

  /// Records that a storage's owner must re-run its body, whatever its values.
  func invalidate(storage: StateStorage) {
    guard !invalidated.contains(where: { $0 === storage }) else { return }
    invalidated.append(storage)
  }

  /// Records one write.
  func record(storage: StateStorage, name: String, old: Value, new: Value) {
    let key = Key(storage: ObjectIdentifier(storage), name: name)
    if before[key] == nil {
      before[key] = old
      storages[key] = storage
      keys.append(key)
    }
    after[key] = new
  }

  /// Puts the transaction's final values back into their storages (a later transaction may
  /// have overwritten them already) and returns the storages whose values changed.
  func apply() -> [StateStorage] {
    var changed: [StateStorage] = []
    var seen: Set<ObjectIdentifier> = []
    for key in keys {
      guard let storage = storages[key], storage.isAlive, let value = after[key] else { continue }
      storage.restore(key.name, value)
      if value != before[key], seen.insert(key.storage).inserted {
        changed.append(storage)
      }
    }
    for storage in invalidated where storage.isAlive {
      if seen.insert(ObjectIdentifier(storage)).inserted { changed.append(storage) }
    }
    return changed
  }
}
