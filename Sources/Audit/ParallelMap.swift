import Foundation

/// `map` over the cores: each element is transformed on some thread, results keep their order.
enum ParallelMap {
  /// Below this many elements the work runs on the calling thread.
  static let serialThreshold = 4

  /// The transformed elements, in the order of `elements`.
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count >= serialThreshold else { return elements.map(transform) }
    let box = ResultBox<Result>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      box.set(index, transform(elements[index]))
    }
    return box.values()
  }
}

/// Slots written from several threads under a lock.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
