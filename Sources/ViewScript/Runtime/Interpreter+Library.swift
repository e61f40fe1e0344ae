import Foundation
import IdentityEngine
import SwiftSyntax

/// Dispatch of library members (properties, methods, mutating methods) to the facet that emulates
/// each kind of value: `Interpreter+Strings`, `+Arrays`, `+Dictionaries`, `+Numbers`, `+Colors`.
extension Interpreter {
  /// Library methods that mutate their receiver.
  static let mutatingMethods = Set([
    "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "swapAt", "move",
    "reverse", "shuffle", "sort", "toggle", "popFirst", "popLast", "removeValue", "updateValue",
    "removeSubrange", "replaceSubrange", "formUnion", "subtract", "formIntersection",
    "formSymmetricDifference",
    "combine", "reserveCapacity", "merge",
  ]).union(urlRequestMutatingMethods)

  // MARK: - Properties

  /// `count`, `isEmpty`, `first`, `indices`, `keys`, `description`, …; nil when unknown.
  func libraryProperty(_ name: String, of base: Value, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value?
  {
    try throwDeferredFailure(base)
    if let inherited = try libraryBase(of: base, at: node) {
      return try libraryProperty(name, of: inherited, at: node)
    }
    if let value = try LibraryCatalogue.property(name, of: base, at: Syntax(node), run: self) {
      return value
    }
    if let value = codableProperty(name, of: base) { return value }
    if let value = optionSetProperty(name, of: base) { return value }
    if let value = networkProperty(name, of: base, at: node) { return value }
    if let value = webURLProperty(name, of: base) { return value }
    if let value = formatterProperty(name, of: base) { return value }
    if let value = presentationModeProperty(name, of: base) { return value }
    // `context.hasChanges`: whether an insert or a delete happened since the last `save()`
    // ("A Boolean value that indicates whether the context has unsaved changes", Apple); a
    // change of a model's property is not counted.
    if name == "hasChanges", case .opaque(let opaque) = base, let store = opaque as? ModelStore {
      return .bool(store.hasChanges)
    }
    switch base {
    case .array(let items):
      return arrayProperty(name, of: items, base)
    case .range(let lower, let upper, let closed):
      return try rangeProperty(name, lower, upper, closed, of: base, at: node)
    case .string(let string):
      return stringProperty(name, of: string, base)
    case .dictionary(let entries):
      return dictionaryProperty(name, of: entries)
    case .int, .double:
      return numberProperty(name, of: base)
    case .uuid:
      switch name {
      case "uuidString", "description": return .string(describe(base))
      default: return nil
      }
    case .color(let color):
      return colorProperty(name, of: color)
    case .enumCase("UnitPoint", let point, []) where name == "x" || name == "y":
      // `UnitPoint.bottom.y`: SwiftUI's constants are points of the unit square (Apple).
      guard let (x, y) = Self.unitPoints[point] else {
        return inertMember(name, of: base, [], at: node)
      }
      return .double(name == "x" ? x : y)
    // An `AsyncImage`'s phase before anything loads (idlab has no network): no image and no
    // error yet (Apple, `AsyncImagePhase.image`: "The loaded image, if any"; sample 37).
    case .enumCase("AsyncImagePhase", "empty", []) where name == "image" || name == "error":
      return .null
    case .enumCase:
      if name == "description" { return .string(describe(base)) }
      if let angle = Self.angleMeasure(name, of: base) { return angle }
      return inertMember(name, of: base, [], at: node)
    case .record:
      return geometryProperty(name, of: base)
    default:
      if name == "description" { return .string(describe(base)) }
      return nil
    }
  }

  // MARK: - Methods

  /// A non-mutating library method (`filter`, `map`, `contains`, `sorted`, `lowercased`, …).
  func libraryMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let first = arguments.first?.value
    try throwDeferredFailure(base)
    if let inherited = try libraryBase(of: base, at: node) {
      return try libraryMethod(name, on: inherited, arguments, at: node)
    }
    // `permutations.reversed()` on the program's own `Sequence`: the standard library's
    // methods over the elements its iterator gives (`programSequenceElements`).
    if let elements = try programSequenceElements(base, at: node) {
      return try sequenceMethod(name, .array(elements), arguments, at: node)
    }
    if let value = try LibraryCatalogue.method(
      name, on: base, arguments, at: Syntax(node), run: self)
    {
      return value
    }
    if let value = try codableMethod(name, on: base, arguments, at: node) { return value }
    if let value = try networkMethod(name, on: base, arguments, at: node) { return value }
    if let value = urlRequestMethod(name, on: base, arguments) { return value }
    if let value = try timeMethod(name, on: base, arguments, at: node) { return value }
    if let value = try formatterMethod(name, on: base, arguments, at: node) { return value }
    if let value = try webPageMethod(name, on: base, at: node) { return value }
    if let value = gestureMethod(name, on: base, arguments) { return value }
    if let value = try presentationModeMethod(name, on: base) { return value }
    if case .color(let color) = base, let value = colorMethod(name, on: color, arguments) {
      return value
    }
    if let value = try geometryProxyMethod(name, on: base, arguments, at: node) { return value }
    if name == "animation", case .opaque(let opaque) = base, let binding = opaque as? BindingValue {
      return animatedBinding(binding.binding, arguments.first?.syntax?.trimmedDescription)
    }
    // `$transactions.sorted(by: …)`: a binding to a collection is a collection of bindings to
    // its elements (Apple, `Binding`: "Conforms To RandomAccessCollection … when Value conforms
    // to MutableCollection and RandomAccessCollection"), so a method Binding itself does not
    // declare runs on those element bindings (sample 46 stopped on it).
    if case .opaque(let opaque) = base, let binding = opaque as? BindingValue,
      case .array(let elements) = binding.binding.get()
    {
      let bindings = elements.indices.map {
        Value.opaque(derivedBinding(binding, .index(.int($0))))
      }
      return try libraryMethod(name, on: .array(bindings), arguments, at: node)
    }
    if case .record(Self.hasherType, _) = base, name == "finalize" { return finalize(base) }
    if case .opaque(let opaque) = base, let function = opaque as? FunctionValue,
      name == "callAsFunction"
    {
      return try call(function, arguments, at: node)
    }
    if case .opaque(let opaque) = base, let store = opaque as? ModelStore,
      let value = try modelContextMethod(name, store, arguments, at: node)
    {
      return value
    }
    if let value = boundsRangeMethod(name, on: base, arguments) { return value }
    if let value = try optionSetMethod(name, on: base, arguments, at: node) { return value }
    // `duration.formatted(.time(pattern: .minuteSecond))`: Foundation's duration styles.
    if name == "formatted", arguments.count <= 1, arguments.first?.label == nil,
      let text = try durationText(
        base, style: arguments.first?.syntax, name: "Duration.formatted(_:)", at: node)
    {
      return .string(text)
    }
    switch base {
    case .string(let string):
      if let value = try stringMethod(name, on: string, base, arguments, at: node) {
        return value
      }
    case .int, .double, .bool:
      if let value = try numberMethod(name, on: base, arguments, at: node) { return value }
    case .null:
      if name == "map" || name == "flatMap" { return .null }
    case .dictionary(let entries):
      if let value = try dictionaryMethod(name, on: entries, arguments, at: node) { return value }
    default:
      break
    }
    if case .array = base {
      return try sequenceMethod(name, base, arguments, at: node)
    }
    // `(2...4).relative(to: 0..<10)` is `2..<5` (a `RangeExpression` as a half-open range of
    // the collection's indices); `a.clamped(to: b)` keeps `a` inside `b` (Apple, `Range`,
    // `ClosedRange`).
    if case .range(let lower, let upper, let closed) = base, arguments.count == 1 {
      switch (name, arguments[0].label, arguments[0].value) {
      case ("relative", "to", _):
        return .range(
          lower: lower, upper: closed && upper < .max ? upper + 1 : upper, closed: false)
      case ("clamped", "to", .range(let low, let high, let otherClosed)) where otherClosed == closed:
        return .range(
          lower: min(max(lower, low), high), upper: max(min(upper, high), low), closed: closed)
      // `(1...maxSafeInteger).contains(x)`: a comparison with the bounds, never a walk of the
      // elements (Apple, `ClosedRange.contains(_:)`: "Returns a Boolean value indicating whether
      // the given element is contained within the range"; a range is its bounds). Sample 60
      // counted 2^53 elements against the memory budget in three files.
      case ("contains", nil, .int(let element)):
        return .bool(lower <= element && (closed ? element <= upper : element < upper))
      case ("overlaps", nil, .range(let low, let high, let otherClosed)):
        let selfEmpty = closed ? lower > upper : lower >= upper
        let otherEmpty = otherClosed ? low > high : low >= high
        if selfEmpty || otherEmpty { return .bool(false) }
        let startsBeforeOtherEnds = otherClosed ? lower <= high : lower < high
        let otherStartsBeforeEnd = closed ? low <= upper : low < upper
        return .bool(startsBeforeOtherEnds && otherStartsBeforeEnd)
      default: break
      }
    }
    if case .range = base { return try sequenceMethod(name, base, arguments, at: node) }
    if case .dictionary = base { return try sequenceMethod(name, base, arguments, at: node) }
    if case .string = base {
      let result = try sequenceMethod(name, base, arguments, at: node)
      // A string's `dropFirst()`, `prefix(3)`, … is a `Substring`: text, not characters.
      if ["dropFirst", "dropLast", "prefix", "suffix"].contains(name),
        case .array(let characters) = result
      {
        return .string(characters.map(describe).joined())
      }
      return result
    }
    if name == "map" || name == "flatMap", let function = first.flatMap(asFunction) {
      return try call(function, [Argument(label: nil, value: base)], at: node)
    }
    if let value = inertMember(name, of: base, arguments, at: node) { return value }
    if base == .null { throw .chainNil }
    // `date.advanced(by: interval)` with an opaque argument: the result is opaque too (what
    // the argument holds is unknown), not a member idlab lacks.
    if let unmodelled = arguments.lazy.compactMap({ $0.value.unmodelled }).first {
      return .opaque(unmodelled)
    }
    if let opaque = sdkMember(name, of: base) { return opaque }
    throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: base)], at: node)
  }

  /// `$flag.animation(.spring)`: the same binding, whose writes happen inside
  /// `withAnimation(animation)` (Apple, `Binding.animation(_:)`: "Specifies an animation to
  /// perform when the binding value changes"); `written` is the animation as the source wrote
  /// it, nil for `Animation.default`.
  func animatedBinding(_ binding: Binding, _ written: String?) -> Value {
    let set = binding.set
    return .opaque(
      BindingValue(
        Binding(
          get: binding.get,
          set: { [weak self] newValue in
            guard let simulation = self?.simulation else { return try set(newValue) }
            try simulation.withAnimation(written) { try set(newValue) }
          })))
  }

  /// The function inside `value`, when it holds one (a closure argument).
  func asFunction(_ value: Value) -> FunctionValue? {
    if case .opaque(let opaque) = value { return opaque as? FunctionValue }
    return nil
  }

  /// Whether a predicate's result counts as true (only `true` does).
  func truthy(_ value: Value) -> Bool {
    value == .bool(true)
  }

  /// `value.name = …` and every write into a part (`components.queryItems?.append(…)`) of a
  /// simulated value type's value (`LibraryType.Values.records`): the part read, changed by
  /// `body`, given to the type's setter, which gives the value back; S202 for a property the
  /// type has no setter for. False when `value` is not such a value.
  func modifyLibraryProperty(
    _ value: inout Value, _ name: String, _ rest: ArraySlice<PathComponent>, at node: Syntax,
    _ body: (inout Value) throws(EvalError) -> Void
  ) throws(EvalError) -> Bool {
    guard let type = LibraryCatalogue.type(of: value, run: self), case .records = type.values,
      case .record(let typeName, var fields) = value
    else { return false }
    guard type.setters[name] != nil else {
      // A stored field of the record (`item.value = "2"`): written as any structure's field.
      if let index = fields.firstIndex(where: { $0.name == name }) {
        try modifyPath(&fields[index].value, rest, at: node, body)
        value = .record(type: typeName, fields: fields)
        return true
      }
      // `request.fetchLimit = 1` of a type whose other settings idlab shows nothing of: it
      // goes to the SDK value; the footer lists it as run opaque. Any other type's setting
      // could change what it gives: not simulated.
      guard type.inertSettings else { throw notSimulated(type.name + "." + name, at: node) }
      noteRuntimeOpaque(type.name + "." + name, at: node)
      return true
    }
    var part =
      try LibraryCatalogue.property(name, of: value, at: node, run: self)
      ?? fields.first { $0.name == name }?.value ?? .null
    try modifyPath(&part, rest, at: node, body)
    if let changed = try LibraryCatalogue.set(name, of: value, to: part, at: node, run: self) {
      value = changed
    }
    return true
  }

  /// `contains(_:)` of a range kept with its bounds (`ClosedRange<Date>`,
  /// `Range<Double>`): whether the value is between them, the upper one included only in a
  /// closed range; nil for another value or method.
  private func boundsRangeMethod(_ name: String, on base: Value, _ arguments: [Argument])
    -> Value?
  {
    guard name == "contains", arguments.count == 1 else { return nil }
    return boundsRange(base, contains: arguments[0].value).map(Value.bool)
  }

  /// Whether a range kept with its bounds holds `value` (the upper bound only in a closed
  /// range), or a partial range (`1_000...`, `...10`, `..<10`: every value from its lower
  /// bound, up to its upper bound); nil when `range` is not one. Sample 55: `case 1_000...:`
  /// never matched.
  func boundsRange(_ range: Value, contains value: Value) -> Bool? {
    if case .record(let type, let fields) = range, fields.count == 1,
      let bound = fields.first?.value
    {
      switch type {
      case "PartialRangeFrom": return !isLess(value, bound)
      case "PartialRangeThrough": return !isLess(bound, value)
      case "PartialRangeUpTo": return isLess(value, bound)
      default: break
      }
    }
    guard case .record(let type, let fields) = range,
      type.hasPrefix("ClosedRange<") || type.hasPrefix("Range<"), fields.count == 2,
      fields[0].name == "lowerBound", fields[1].name == "upperBound"
    else { return nil }
    let below =
      type.hasPrefix("Closed")
      ? !isLess(fields[1].value, value) : isLess(value, fields[1].value)
    return !isLess(value, fields[0].value) && below
  }

  // MARK: - Mutating methods

  /// A mutating library method applied in place.
  func mutatingLibraryMethod(
    _ name: String, on value: inout Value, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    if case .bool(let bool) = value, name == "toggle" {
      value = .bool(!bool)
      return .null
    }
    if let result = try LibraryCatalogue.mutate(
      name, &value, arguments, at: Syntax(node), run: self)
    {
      return result
    }
    if let result = try mutatingOptionSetMethod(name, on: &value, arguments, at: node) {
      return result
    }
    // Each facet mutates the payload while `value` holds nothing else, so the storage has one
    // owner and is changed in place; the payload goes back even when the method throws.
    switch value {
    case .array(var items):
      value = .null
      defer { value = .array(items) }
      return try mutatingArrayMethod(name, on: &items, arguments, at: node)
    case .dictionary(var entries):
      value = .null
      defer { value = .dictionary(entries) }
      return try mutatingDictionaryMethod(name, on: &entries, arguments, at: node)
    case .string(var string):
      value = .null
      defer { value = .string(string) }
      return try mutatingStringMethod(name, on: &string, arguments, at: node)
    case .record(Self.hasherType, _) where name == "combine":
      try combine(into: &value, arguments, at: node)
      return .null
    case .record(Self.urlRequestType, _):
      if let result = mutateURLRequest(name, &value, arguments) { return result }
      throw diagnostic(.unknownMember, ["member": name, "type": Self.urlRequestType], at: node)
    case .range(let lower, let upper, false)
    where ["removeFirst", "removeLast", "popFirst", "popLast"].contains(name):
      // A half-open `Range<Int>` is its own subsequence, so it shrinks from either end
      // (`Collection.removeFirst()` where `Self == SubSequence`; `kRange.removeFirst()`).
      let count = arguments.isEmpty ? 1 : try int(arguments[0].value, at: node)
      let fromStart = name == "removeFirst" || name == "popFirst"
      guard count >= 0, upper - lower >= count else {
        if name.hasPrefix("pop") { return .null }
        throw failure(
          "index-out-of-range",
          "Can't remove \(fromStart ? "first" : "last") element from an empty collection",
          at: node)
      }
      value =
        fromStart
        ? .range(lower: lower + count, upper: upper, closed: false)
        : .range(lower: lower, upper: upper - count, closed: false)
      guard arguments.isEmpty else { return .null }
      return .int(fromStart ? lower : upper - 1)
    case .null:
      throw unwrapNil(node)
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: value)], at: node)
    }
  }
}

extension Interpreter {
  /// The library object an instance of a program class inherits from when the class's
  /// superclass is a simulated library class with objects (`class Settings: UserDefaults`):
  /// made by that class's `init()` the first time a member the program does not declare is
  /// reached (`UserDefaults()` is the standard defaults, Apple), then the same for the
  /// instance's life; nil for any other value.
  func libraryBase(of value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Value? {
    guard case .object(let object) = value, let type = model.types[object.typeName] else {
      return nil
    }
    guard let name = inheritedLibraryClass(of: type) else { return nil }
    if let made = libraryBases[ObjectIdentifier(object)] { return made }
    guard let made = try LibraryCatalogue.initialize(name, [], at: Syntax(node), run: self) else {
      return nil
    }
    libraryBases[ObjectIdentifier(object)] = made
    return made
  }

  /// The simulated library class with objects that the program's class `type` inherits from
  /// at its root (`NSPersistentContainer` for `class AppContainer: NSPersistentContainer`);
  /// nil when there is none.
  func inheritedLibraryClass(of type: TypeDecl) -> String? {
    guard let name = type.rootClass.firstInherited, model.types[name] == nil,
      let library = LibraryCatalogue.byName[name], case .objects = library.values
    else { return nil }
    return name
  }
}

extension Interpreter {
  /// SwiftUI's `UnitPoint` constants and their coordinates in the unit square (Apple,
  /// `UnitPoint`: `top` is (0.5, 0), `bottomTrailing` (1, 1)).
  static let unitPoints: [String: (Double, Double)] = [
    "zero": (0, 0), "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5),
    "top": (0.5, 0), "bottom": (0.5, 1), "topLeading": (0, 0), "topTrailing": (1, 0),
    "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
  ]
}
