import Foundation
import IdentityEngine
import SwiftSyntax

/// Arrays and ranges, and the sequence methods every collection shares.
extension Interpreter {
  /// An array's property (`count`, `first`, `indices`, …); nil when unknown.
  func arrayProperty(_ name: String, of items: [Value], _ base: Value) -> Value? {
    switch name {
    case "count": return .int(items.count)
    case "isEmpty": return .bool(items.isEmpty)
    case "first": return items.first ?? .null
    case "last": return items.last ?? .null
    case "indices": return .range(lower: 0, upper: items.count, closed: false)
    case "startIndex": return .int(0)
    case "endIndex": return .int(items.count)
    case "lazy": return base
    case "description": return .string(describe(base))
    default: return nil
    }
  }

  /// A range's property (`count`, `lowerBound`, `last`, …); nil when unknown.
  func rangeProperty(
    _ name: String, _ lower: Int, _ upper: Int, _ closed: Bool, of base: Value,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch name {
    case "count": return .int(try count(of: base, at: node))
    case "isEmpty": return .bool(try count(of: base, at: node) == 0)
    case "lowerBound", "first", "startIndex": return .int(lower)
    case "upperBound", "endIndex": return .int(upper)
    case "last":
      if try rangeCount(lower, upper, closed: closed, at: node) == 0 { return .null }
      return .int(closed ? upper : upper - 1)
    case "indices": return .range(lower: 0, upper: try count(of: base, at: node), closed: false)
    default: return nil
    }
  }

  /// Methods of sequences (arrays, ranges, strings, dictionaries).
  func sequenceMethod(
    _ name: String, _ base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let items = try elements(of: base, at: node)
    let first = arguments.first?.value
    let function = first.flatMap(asFunction)
    func apply(_ element: Value) throws(EvalError) -> Value {
      guard let function else {
        if case .opaque(let opaque) = first ?? .null, let keyPath = opaque as? KeyPathValue {
          return try self.apply(keyPath, to: element, at: node)
        }
        throw invalidArguments(name, .closureNeeded, at: node)
      }
      return try call(function, [Argument(label: nil, value: element)], at: node)
    }
    switch name {
    case "map":
      var result: [Value] = []
      result.reserveCapacity(items.count)
      for element in items { result.append(try apply(element)) }
      return .array(result)
    case "compactMap":
      var result: [Value] = []
      for element in items {
        let mapped = try apply(element)
        if mapped != .null { result.append(mapped) }
      }
      return .array(result)
    case "flatMap":
      var result: [Value] = []
      for element in items {
        result.append(contentsOf: try elements(of: try apply(element), at: node))
      }
      return .array(result)
    case "filter":
      var result: [Value] = []
      for element in items where truthy(try apply(element)) { result.append(element) }
      // `RangeReplaceableCollection.filter` gives its own type: a string's is a string.
      if case .string = base { return .string(result.map(describe).joined()) }
      return .array(result)
    case "forEach":
      for element in items { _ = try apply(element) }
      return .null
    case "contains":
      if arguments.first?.label == "where" || function != nil {
        for element in items where truthy(try apply(element)) { return .bool(true) }
        return .bool(false)
      }
      return .bool(items.contains { isEqual($0, first ?? .null) })
    case "allSatisfy":
      for element in items where !truthy(try apply(element)) { return .bool(false) }
      return .bool(true)
    case "first":
      for element in items where truthy(try apply(element)) { return element }
      return .null
    case "last":
      for element in items.reversed() where truthy(try apply(element)) { return element }
      return .null
    case "firstIndex", "lastIndex":
      let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
      for index in indices {
        let hit =
          arguments.first?.label == "of"
          ? isEqual(items[index], first ?? .null) : truthy(try apply(items[index]))
        if hit { return .int(index) }
      }
      return .null
    case "count":
      var total = 0
      for element in items where truthy(try apply(element)) { total += 1 }
      return .int(total)
    case "reduce":
      guard arguments.count == 2, let combine = asFunction(arguments[1].value) else {
        throw invalidArguments("reduce", .initialValueAndClosureNeeded, at: node)
      }
      var accumulator = arguments[0].value
      if arguments[0].label == "into" {
        // `reduce(into: [:]) { $0[$1] = … }`: the closure changes its `inout` first parameter,
        // and returns nothing.
        for element in items {
          accumulator = try callAccumulating(combine, accumulator, element, at: node)
        }
        return accumulator
      }
      for element in items {
        accumulator = try call(
          combine,
          [Argument(label: nil, value: accumulator), Argument(label: nil, value: element)], at: node
        )
      }
      return accumulator
    case "sorted":
      return .array(try sortedValues(items, by: function, at: node))
    case "reversed":
      return .array(items.reversed())
    case "shuffled":
      var copy = items
      shuffle(&copy)
      return .array(copy)
    case "enumerated":
      return .array(
        items.enumerated().map { offset, element in
          .tuple([
            Value.TupleElement("offset", .int(offset)), Value.TupleElement("element", element),
          ])
        })
    case "prefix":
      return .array(Array(items.prefix(max(0, try int(first ?? .int(0), at: node)))))
    case "suffix":
      return .array(Array(items.suffix(max(0, try int(first ?? .int(0), at: node)))))
    case "dropFirst":
      return .array(Array(items.dropFirst(max(0, try int(first ?? .int(1), at: node)))))
    case "dropLast":
      return .array(Array(items.dropLast(max(0, try int(first ?? .int(1), at: node)))))
    case "joined":
      let separator: String
      if case .string(let text) = first { separator = text } else { separator = "" }
      let pieces = items.map(describe)
      // Its size is known before the string is made: a join past the budget fails first.
      let (separators, overflowed) = separator.utf8.count.multipliedReportingOverflow(
        by: max(0, pieces.count - 1))
      let (bytes, overflowedToo) = pieces.reduce(0) { $0 &+ $1.utf8.count }
        .addingReportingOverflow(separators)
      try reserveString(overflowed || overflowedToo ? Int.max : bytes, times: 1, at: node)
      return .string(pieces.joined(separator: separator))
    case "min", "max":
      guard var best = items.first else { return .null }
      for element in items.dropFirst() {
        let less: Bool
        if let function {
          less = truthy(
            try call(
              function, [Argument(label: nil, value: element), Argument(label: nil, value: best)],
              at: node))
        } else {
          less = isLess(element, best)
        }
        if name == "min"
          ? less : !less && !isEqual(element, best) && !(function == nil && !isLess(best, element))
        {
          best = element
        }
      }
      return best
    case "randomElement":
      return items.isEmpty ? .null : items[randomIndex(below: items.count)]
    case "index":
      // `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and
      // `index(_:offsetBy:limitedBy:)` (nil past the limit) over integer indices.
      guard case .int(let index) = first ?? .null else { return .null }
      switch arguments.first?.label {
      case "after": return .int(index + 1)
      case "before": return .int(index - 1)
      default: break
      }
      guard arguments.count > 1, case .int(let offset) = arguments[1].value else {
        return .int(index)
      }
      if arguments.count > 2, case .int(let limit) = arguments[2].value,
        offset >= 0
          ? (index <= limit && index + offset > limit) : (index >= limit && index + offset < limit)
      {
        return .null
      }
      return .int(index + offset)
    case "uniqued":
      return .array(try uniqued(items, at: node))
    case _ where Self.setAlgebra.contains(name) && arguments.count == 1:
      return try setAlgebra(name, items, try elements(of: arguments[0].value, at: node), at: node)
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: base)], at: node)
    }
  }

  func sortedValues(_ items: [Value], by function: FunctionValue?, at node: some SyntaxProtocol)
    throws(EvalError) -> [Value]
  {
    guard let function else { return items.sorted { isLess($0, $1) } }
    // Insertion into a merge sort keeps the comparator count O(n log n) and the result stable.
    var failure: EvalError?
    let sorted = items.enumerated().sorted { lhs, rhs in
      if failure != nil { return lhs.offset < rhs.offset }
      do throws(EvalError) {
        let less = try call(
          function,
          [Argument(label: nil, value: lhs.element), Argument(label: nil, value: rhs.element)],
          at: node)
        if truthy(less) { return true }
        let greater = try call(
          function,
          [Argument(label: nil, value: rhs.element), Argument(label: nil, value: lhs.element)],
          at: node)
        return truthy(greater) ? false : lhs.offset < rhs.offset
      } catch {
        failure = error
        return lhs.offset < rhs.offset
      }
    }
    if let failure { throw failure }
    return sorted.map { $0.element }
  }

  /// Fisher–Yates with the interpreter's seeded generator.
  func shuffle(_ items: inout [Value]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      let other = randomIndex(below: index + 1)
      items.swapAt(index, other)
    }
  }

  /// `SetAlgebra`'s operations, which a `Set` (idlab's array without repeats) answers.
  static let setAlgebra: Set<String> = [
    "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset",
    "isStrictSubset", "isStrictSuperset", "isDisjoint",
  ]

  /// `first.union(second)` and the other set operations, element equality by `hashKey`: a new
  /// set keeps its elements in the order they are met, the receiver's first (Swift's order is
  /// unspecified; docs/semantics.md, "Set").
  func setAlgebra(_ name: String, _ items: [Value], _ other: [Value], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    let mine = try uniqued(items, at: node)
    let theirs = try uniqued(other, at: node)
    var otherKeys: Set<Value> = []
    for item in theirs { otherKeys.insert(try hashKey(item, at: node)) }
    var myKeys: Set<Value> = []
    for item in mine { myKeys.insert(try hashKey(item, at: node)) }
    func isIn(_ item: Value, _ keys: Set<Value>) throws(EvalError) -> Bool {
      keys.contains(try hashKey(item, at: node))
    }
    switch name {
    case "union": return .array(try uniqued(mine + theirs, at: node))
    case "intersection":
      var kept: [Value] = []
      for item in mine where try isIn(item, otherKeys) { kept.append(item) }
      return .array(kept)
    case "subtracting":
      var kept: [Value] = []
      for item in mine where !(try isIn(item, otherKeys)) { kept.append(item) }
      return .array(kept)
    case "symmetricDifference":
      var kept: [Value] = []
      for item in mine where !(try isIn(item, otherKeys)) { kept.append(item) }
      for item in theirs where !(try isIn(item, myKeys)) { kept.append(item) }
      return .array(kept)
    case "isSubset": return .bool(myKeys.isSubset(of: otherKeys))
    case "isSuperset": return .bool(myKeys.isSuperset(of: otherKeys))
    case "isStrictSubset": return .bool(myKeys.isStrictSubset(of: otherKeys))
    case "isStrictSuperset": return .bool(myKeys.isStrictSuperset(of: otherKeys))
    default: return .bool(myKeys.isDisjoint(with: otherKeys))
    }
  }

  /// A mutating array method applied to `items` in place.
  func mutatingArrayMethod(
    _ name: String, on items: inout [Value], _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let first = arguments.first?.value ?? .null
    switch name {
    case "append":
      if arguments.first?.label == "contentsOf" {
        items.append(contentsOf: try elements(of: first, at: node))
      } else {
        items.append(first)
      }
      return .null
    case "insert":
      if arguments.count < 2 {
        // `Set.insert(_:)` gives `(inserted: Bool, memberAfterInsert: Element)`.
        let inserted = !items.contains(first)
        if inserted { items.append(first) }
        return .tuple([
          Value.TupleElement("inserted", .bool(inserted)),
          Value.TupleElement("memberAfterInsert", first),
        ])
      }
      let index = try int(arguments[1].value, at: node)
      guard index >= 0, index <= items.count else { throw indexOutOfRange(node) }
      if arguments[0].label == "contentsOf" {
        items.insert(contentsOf: try elements(of: first, at: node), at: index)
      } else {
        items.insert(first, at: index)
      }
      return .null
    case "remove":
      if arguments.first?.label == "atOffsets" {
        let offsets = try elements(of: first, at: node).compactMap { element -> Int? in
          if case .int(let int) = element { return int }
          return nil
        }
        for offset in offsets.sorted(by: >) {
          guard items.indices.contains(offset) else { throw indexOutOfRange(node) }
          items.remove(at: offset)
        }
        return .null
      }
      let index = try int(first, at: node)
      guard items.indices.contains(index) else { throw indexOutOfRange(node) }
      return items.remove(at: index)
    case "removeFirst", "removeLast":
      if arguments.isEmpty {
        guard !items.isEmpty else {
          let which = name == "removeFirst" ? "first" : "last"
          throw failure(
            "index-out-of-range", "Can't remove \(which) element from an empty collection", at: node
          )
        }
        return name == "removeFirst" ? items.removeFirst() : items.removeLast()
      }
      let count = try int(first, at: node)
      guard count >= 0, count <= items.count else {
        throw failure(
          "index-out-of-range", "Can't remove more items from a collection than it contains",
          at: node)
      }
      if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
      return .null
    case "popLast":
      return items.popLast() ?? .null
    // `tags.formUnion(more)`, `subtract`, `formIntersection`, `formSymmetricDifference`: the
    // set operation, in place.
    case "formUnion", "subtract", "formIntersection",
      "formSymmetricDifference"
    where arguments.count == 1:
      let operation =
        [
          "formUnion": "union", "subtract": "subtracting", "formIntersection": "intersection",
          "formSymmetricDifference": "symmetricDifference",
        ][name] ?? name
      if case .array(let result) = try setAlgebra(
        operation, items, try elements(of: first, at: node), at: node)
      {
        items = result
      }
      return .null
    case "reserveCapacity":
      // Storage only: nothing a scene shows changes (`Array.reserveCapacity(_:)`, Apple).
      return .null
    case "removeAll":
      if let function = asFunction(first) {
        var kept: [Value] = []
        kept.reserveCapacity(items.count)
        for element in items
        where !truthy(try call(function, [Argument(label: nil, value: element)], at: node)) {
          kept.append(element)
        }
        items = kept
      } else {
        items.removeAll()
      }
      return .null
    case "swapAt":
      guard arguments.count == 2 else {
        throw invalidArguments("swapAt", .twoIndicesNeeded, at: node)
      }
      let i = try int(arguments[0].value, at: node)
      let j = try int(arguments[1].value, at: node)
      guard items.indices.contains(i), items.indices.contains(j) else {
        throw indexOutOfRange(node)
      }
      items.swapAt(i, j)
      return .null
    case "move":
      guard arguments.count == 2 else {
        throw invalidArguments("move", .moveOffsetsNeeded, at: node)
      }
      let offsets = try elements(of: arguments[0].value, at: node).compactMap { element -> Int? in
        if case .int(let int) = element { return int }
        return nil
      }.sorted()
      let destination = try int(arguments[1].value, at: node)
      guard offsets.allSatisfy(items.indices.contains), destination >= 0, destination <= items.count
      else {
        throw indexOutOfRange(node)
      }
      let moving = offsets.map { items[$0] }
      let before = offsets.filter { $0 < destination }.count
      for offset in offsets.reversed() { items.remove(at: offset) }
      items.insert(contentsOf: moving, at: destination - before)
      return .null
    case "reverse":
      items.reverse()
      return .null
    case "shuffle":
      shuffle(&items)
      return .null
    case "sort":
      items = try sortedValues(items, by: asFunction(first), at: node)
      return .null
    case "removeSubrange":
      guard case .range(let lower, let upper, let closed) = first else { return .null }
      let end = try rangeEnd(upper, closed: closed, at: node)
      guard lower >= 0, end <= items.count, lower <= end else { throw indexOutOfRange(node) }
      items.removeSubrange(lower..<end)
      return .null
    case "replaceSubrange":
      // `pieces.replaceSubrange(0..<8, with: row)`: the range's elements give way to the new
      // ones, however many (Apple, `Array.replaceSubrange(_:with:)`; sample 43's chess board).
      guard case .range(let lower, let upper, let closed) = first, arguments.count == 2,
        arguments[1].label == "with", case .array(let replacement) = arguments[1].value
      else {
        throw invalidArguments(
          "replaceSubrange", .expectedForm, ["form": "replaceSubrange(0..<2, with: [a, b])"],
          at: node)
      }
      let end = try rangeEnd(upper, closed: closed, at: node)
      guard lower >= 0, end <= items.count, lower <= end else { throw indexOutOfRange(node) }
      items.replaceSubrange(lower..<end, with: replacement)
      return .null
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "Array"], at: node)
    }
  }
}
