import IdentityEngine
import SwiftSyntax

/// Sequences the program declares in Swift (`struct Countdown: Sequence` with `makeIterator()`,
/// or an `IteratorProtocol` type that is its own sequence): their elements are what the
/// iterator's `next()` returns until `nil`, as a `for`-`in` loop and `Array(_:)` take them
/// ("Sequence", Apple's Swift standard library documentation: "Conforming to the Sequence
/// Protocol"; swift-algorithms' `permutations()` returns such a type).
extension Interpreter {
  /// The elements of `value` when its type is one of the program's sequences; nil otherwise.
  func programSequenceElements(_ value: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> [Value]?
  {
    guard let type = userType(of: value), Self.isSequence(type) else { return nil }
    var iterator = value
    var iteratorType = type
    if let makeIterator = type.methods["makeIterator"]?.first(where: {
      $0.signature.parameterClause.parameters.isEmpty
    }) {
      iterator = try invoke(
        makeIterator, arguments: [], selfContext: SelfContext(value: value, type: type),
        type: type, at: node)
      guard let made = userType(of: iterator) else {
        // An iterator of the standard library (`makeIterator() { items.makeIterator() }`).
        return try elements(of: iterator, at: node)
      }
      iteratorType = made
    }
    guard
      let next = iteratorType.methods["next"]?.first(where: {
        $0.signature.parameterClause.parameters.isEmpty
      })
    else { return nil }
    var result: [Value] = []
    while true {
      let selfContext = SelfContext(value: iterator, type: iteratorType)
      let element = try invoke(
        next, arguments: [], selfContext: selfContext, type: iteratorType, at: node)
      iterator = selfContext.value
      if element == .null { return result }
      try reserveElements(result.count + 1, at: node)
      result.append(element)
    }
  }

  /// Whether the program's `type` declares itself a sequence (`Sequence`, `Collection` with
  /// `makeIterator()`, or `IteratorProtocol`, which makes a type its own sequence).
  static func isSequence(_ type: TypeDecl) -> Bool {
    !type.conformances.isDisjoint(with: [
      "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
      "IteratorProtocol", "LazySequenceProtocol",
    ])
  }
}
