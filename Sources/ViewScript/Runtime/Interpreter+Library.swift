import Foundation
import IdentityEngine
import SwiftSyntax

extension Interpreter {
  /// Library type names usable as values (`Color.red`, `Int.max`).
  static let libraryTypes: Set<String> = [
    "Color", "Int", "Double", "String", "Bool", "Array", "Set", "Dictionary", "UUID", "IndexSet",
    "Task", "Binding", "State", "AnyTransition", "Animation", "Edge", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "Font", "CGFloat", "Float", "Date", "ContentMode",
    "Character", "Optional", "Text", "Image", "Duration", "Axis", "TapGesture", "DragGesture",
    "LongPressGesture", "Font", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "UnitPoint",
    "Gradient", "AnyShapeStyle", "Angle",
  ]

  /// SwiftUI's named colours.
  static let colorNames: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
    "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
  ]

  /// Library methods that mutate their receiver.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "swapAt", "move",
    "reverse", "shuffle", "sort", "toggle", "popLast", "removeValue", "updateValue",
    "removeSubrange", "formUnion", "subtract",
  ]

  // MARK: - Free functions

  /// `print`, `withAnimation`, `UUID()`, `min`, `max`, …; nil when `name` is not one.
  func builtinFunction(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    switch name {
    case "print", "debugPrint", "dump", "NSLog":
      let arguments = try arguments(of: call, ctx)
      printed.append(
        arguments.filter { $0.label == nil }.map { describe($0.value) }.joined(separator: " "))
      return .null
    case "withAnimation", "withTransaction":
      let arguments = try arguments(of: call, ctx)
      guard let body = arguments.last(where: { isClosure($0.value) }),
        case .opaque(let opaque) = body.value, let function = opaque as? FunctionValue
      else {
        throw diagnostic(
          .invalidArguments, ["name": name, "detail": "missing the closure"], at: call)
      }
      var result = Value.null
      if let simulation {
        var caught: EvalError?
        do {
          try simulation.withAnimation {
            do throws(EvalError) {
              result = try self.call(function, [], at: call)
            } catch {
              caught = error
              throw RuntimeFailure(id: "internal", message: "")
            }
          }
        } catch {
          if let caught { throw caught }
          throw wrapThrown(error)
        }
      } else {
        result = try self.call(function, [], at: call)
      }
      return result
    case "UUID":
      return nextUUID()
    case "min", "max":
      let arguments = try arguments(of: call, ctx)
      guard var best = arguments.first?.value else { return .null }
      for argument in arguments.dropFirst() {
        if name == "min" ? isLess(argument.value, best) : isLess(best, argument.value) {
          best = argument.value
        }
      }
      return best
    case "abs":
      let value = try arguments(of: call, ctx).first?.value ?? .null
      if case .int(let int) = value { return .int(abs(int)) }
      if case .double(let double) = value { return .double(abs(double)) }
      return value
    case "Array", "Set":
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .array([]) }
      if first.label == "repeating", arguments.count == 2 {
        let count = try int(arguments[1].value, at: call)
        return .array(Array(repeating: first.value, count: max(0, count)))
      }
      let items = try elements(of: first.value, at: call)
      if name == "Set" { return .array(uniqued(items)) }
      return .array(items)
    case "IndexSet":
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .array([]) }
      if first.label == "integer" { return .array([first.value]) }
      return .array(uniqued(try elements(of: first.value, at: call)).sorted { isLess($0, $1) })
    case "String":
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .string("") }
      if first.label == "repeating", arguments.count == 2 {
        return .string(
          String(
            repeating: describe(first.value), count: max(0, try int(arguments[1].value, at: call))))
      }
      return .string(describe(first.value))
    case "Int":
      let value = try arguments(of: call, ctx).first?.value ?? .null
      switch value {
      case .double(let double): return .int(Int(double))
      case .string(let string): return Int(string).map(Value.int) ?? .null
      default: return value
      }
    case "Double", "CGFloat", "Float":
      let value = try arguments(of: call, ctx).first?.value ?? .null
      if let number = double(value) { return .double(number) }
      if case .string(let string) = value { return Double(string).map(Value.double) ?? .null }
      return value
    case "Bool":
      return try arguments(of: call, ctx).first?.value ?? .bool(false)
    case "State", "FocusState":
      let arguments = try arguments(of: call, ctx)
      return arguments.first?.value ?? .null
    case "Binding":
      let arguments = try arguments(of: call, ctx)
      guard arguments.count == 2, case .opaque(let g) = arguments[0].value,
        let getter = g as? FunctionValue,
        case .opaque(let s) = arguments[1].value, let setter = s as? FunctionValue
      else {
        if let first = arguments.first, case .opaque(let opaque) = first.value,
          opaque is BindingValue
        {
          return first.value
        }
        throw diagnostic(
          .invalidArguments, ["name": "Binding", "detail": "expected get: and set:"], at: call)
      }
      let position = Syntax(call)
      let binding = Binding(
        get: { [self] in
          self.quietEntry { () throws(EvalError) -> Value in try self.call(getter, [], at: position)
          }
        },
        set: { [self] newValue in
          _ = try self.entry { () throws(EvalError) -> Value in
            try self.call(setter, [Argument(label: nil, value: newValue)], at: position)
          }
        })
      return .opaque(BindingValue(binding))
    case "Task":
      let arguments = try arguments(of: call, ctx)
      if let body = arguments.last, case .opaque(let opaque) = body.value,
        let function = opaque as? FunctionValue
      {
        _ = try self.call(function, [], at: call)
      }
      return .null
    case "zip":
      let arguments = try arguments(of: call, ctx)
      guard arguments.count == 2 else { return .array([]) }
      let a = try elements(of: arguments[0].value, at: call)
      let b = try elements(of: arguments[1].value, at: call)
      return .array(
        zip(a, b).map { .tuple([Value.TupleElement(nil, $0), Value.TupleElement(nil, $1)]) })
    case "stride":
      let arguments = try arguments(of: call, ctx)
      guard arguments.count == 3 else { return .array([]) }
      let from = try int(arguments[0].value, at: call)
      let to = try int(arguments[1].value, at: call)
      let by = try int(arguments[2].value, at: call)
      if by == 0 { return .array([]) }
      if arguments[1].label == "through" {
        return .array(stride(from: from, through: to, by: by).map(Value.int))
      }
      return .array(stride(from: from, to: to, by: by).map(Value.int))
    case "fatalError", "preconditionFailure":
      let message = try arguments(of: call, ctx).first.map { describe($0.value) } ?? ""
      throw failure(
        "fatal-error", message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: call)
    case "precondition", "assert":
      let arguments = try arguments(of: call, ctx)
      if let first = arguments.first, first.value == .bool(false) {
        let message = arguments.count > 1 ? describe(arguments[1].value) : ""
        throw failure(
          "fatal-error",
          message.isEmpty ? "Precondition failed" : "Precondition failed: \(message)", at: call)
      }
      return .null
    case "type":
      let value = try arguments(of: call, ctx).first?.value ?? .null
      return .opaque(TypeValue(typeName(of: value)))
    default:
      return nil
    }
  }

  func uniqued(_ items: [Value]) -> [Value] {
    var seen: Set<Value> = []
    return items.filter { seen.insert($0).inserted }
  }

  // MARK: - Statics

  /// `Color.red`, `Int.max`, `Double.pi`, `Animation.spring`, `Edge.leading`, ….
  func libraryStatic(_ typeName: String, _ name: String, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value?
  {
    switch (typeName, name) {
    case ("Color", _) where Self.colorNames.contains(name): return .color(name)
    case ("Int", "max"): return .int(Int.max)
    case ("Int", "min"): return .int(Int.min)
    case ("Double", "pi"), ("CGFloat", "pi"): return .double(Double.pi)
    case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(Double.infinity)
    case ("String", "init"), ("Int", "init"), ("Double", "init"): return nil
    default:
      break
    }
    if !Self.libraryTypes.contains(typeName) { return nil }
    if ["Color", "Int", "Double", "String", "Bool", "UUID", "Array", "Set", "Dictionary"].contains(
      typeName)
    {
      return nil
    }
    return .enumCase(type: "", name: name, payload: [])
  }

  /// `Color(red:green:blue:)`, `Binding.constant(x)`, `Task.sleep(…)`, `Int.random(in:)`, ….
  func libraryStaticCall(
    _ typeName: String, _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol,
    _ ctx: Context
  ) throws(EvalError) -> Value? {
    switch (typeName, name) {
    case ("Binding", "constant"):
      let value = arguments.first?.value ?? .null
      return .opaque(BindingValue(Binding(get: { value }, set: { _ in })))
    case ("Task", "sleep"), ("Task", "yield"), ("Task", "checkCancellation"):
      return .null
    case ("Int", "random"), ("Double", "random"), ("Bool", "random"):
      if typeName == "Bool" { return .bool(nextRandom() % 2 == 0) }
      guard let range = arguments.first?.value,
        case .range(let lower, let upper, let closed) = range
      else {
        return .int(0)
      }
      let count = (closed ? upper + 1 : upper) - lower
      return typeName == "Int"
        ? .int(lower + randomIndex(below: count))
        : .double(Double(lower) + Double(nextRandom() % 1000) / 1000 * Double(count))
    case ("Color", _) where Self.colorNames.contains(name):
      return .color(name)
    default:
      break
    }
    if !Self.libraryTypes.contains(typeName) { return nil }
    return .enumCase(type: "", name: name, payload: arguments.map(\.value))
  }

  // MARK: - Properties

  /// `count`, `isEmpty`, `first`, `indices`, `keys`, `description`, …; nil when unknown.
  func libraryProperty(_ name: String, of base: Value, at node: some SyntaxProtocol)
    throws(EvalError)
    -> Value?
  {
    switch base {
    case .array(let items):
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
    case .range(let lower, let upper, let closed):
      switch name {
      case "count": return .int(try count(of: base, at: node))
      case "isEmpty": return .bool(try count(of: base, at: node) == 0)
      case "lowerBound", "first", "startIndex": return .int(lower)
      case "upperBound", "endIndex": return .int(upper)
      case "last": return .int(closed ? upper : upper - 1)
      case "indices": return .range(lower: 0, upper: try count(of: base, at: node), closed: false)
      default: return nil
      }
    case .string(let string):
      switch name {
      case "count": return .int(string.count)
      case "isEmpty": return .bool(string.isEmpty)
      case "first": return string.first.map { .string(String($0)) } ?? .null
      case "last": return string.last.map { .string(String($0)) } ?? .null
      case "description": return base
      case "capitalized": return .string(string.capitalized)
      default: return nil
      }
    case .dictionary(let entries):
      let sorted = sortedEntries(entries)
      switch name {
      case "count": return .int(entries.count)
      case "isEmpty": return .bool(entries.isEmpty)
      case "keys": return .array(sorted.map(\.key))
      case "values": return .array(sorted.map(\.value))
      default: return nil
      }
    case .int(let int):
      switch name {
      case "description": return .string(String(int))
      default: return nil
      }
    case .double(let double):
      switch name {
      case "description": return .string(String(double))
      default: return nil
      }
    case .uuid:
      switch name {
      case "uuidString", "description": return .string(describe(base))
      default: return nil
      }
    case .color(let color):
      if name == "description" { return .string(color) }
      return nil
    default:
      if name == "description" { return .string(describe(base)) }
      return nil
    }
  }

  func isColorMethod(_ base: Value, _ name: String) -> Bool {
    if case .color = base { return name == "opacity" }
    return false
  }

  // MARK: - Methods

  /// A non-mutating library method (`filter`, `map`, `contains`, `sorted`, `lowercased`, …).
  func libraryMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let first = arguments.first?.value
    if case .color(let color) = base, name == "opacity" {
      return .color("\(color).opacity(\(describe(first ?? .null)))")
    }
    if case .opaque(let opaque) = base, let function = opaque as? FunctionValue,
      name == "callAsFunction"
    {
      return try call(function, arguments, at: node)
    }
    switch base {
    case .string(let string):
      switch name {
      case "contains":
        if let function = first.flatMap(asFunction) {
          for character in string
          where try truthy(
            call(function, [Argument(label: nil, value: .string(String(character)))], at: node))
          {
            return .bool(true)
          }
          return .bool(false)
        }
        guard case .string(let needle) = first else { return .bool(false) }
        return .bool(needle.isEmpty || string.contains(needle))
      case "lowercased": return .string(string.lowercased())
      case "uppercased": return .string(string.uppercased())
      case "hasPrefix":
        guard case .string(let prefix) = first else { return .bool(false) }
        return .bool(string.hasPrefix(prefix))
      case "hasSuffix":
        guard case .string(let suffix) = first else { return .bool(false) }
        return .bool(string.hasSuffix(suffix))
      case "trimmingCharacters":
        return .string(string.trimmingCharacters(in: .whitespacesAndNewlines))
      case "split", "components":
        let separator: String
        if case .string(let text) = first { separator = text } else { separator = " " }
        return .array(
          string.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }
            .map(Value.string))
      case "localizedCaseInsensitiveContains", "localizedStandardContains":
        guard case .string(let needle) = first else { return .bool(false) }
        return .bool(needle.isEmpty || string.lowercased().contains(needle.lowercased()))
      case "replacingOccurrences":
        guard arguments.count >= 2, case .string(let of) = arguments[0].value,
          case .string(let with) = arguments[1].value
        else { return base }
        return .string(string.replacingOccurrences(of: of, with: with))
      default:
        break
      }
    case .int(let int):
      switch name {
      case "isMultiple":
        let divisor = try self.int(first ?? .null, at: node)
        return .bool(divisor == 0 ? int == 0 : int.isMultiple(of: divisor))
      case "formatted": return .string(String(int))
      case "advanced": return .int(int + (try self.int(first ?? .null, at: node)))
      default: break
      }
    case .double(let double):
      switch name {
      case "rounded": return .double(double.rounded())
      case "formatted": return .string(String(double))
      default: break
      }
    case .bool(let bool):
      if name == "toggled" { return .bool(!bool) }
    case .null:
      if name == "map" || name == "flatMap" { return .null }
    case .dictionary(let entries):
      switch name {
      case "filter", "map", "mapValues", "sorted", "contains", "first", "forEach", "compactMap",
        "reduce":
        if name == "mapValues", let function = first.flatMap(asFunction) {
          var result: [Value: Value] = [:]
          for (key, value) in entries {
            result[key] = try call(function, [Argument(label: nil, value: value)], at: node)
          }
          return .dictionary(result)
        }
      default:
        break
      }
    default:
      break
    }
    if case .array = base {
      return try sequenceMethod(name, base, arguments, at: node)
    }
    if case .range = base { return try sequenceMethod(name, base, arguments, at: node) }
    if case .dictionary = base { return try sequenceMethod(name, base, arguments, at: node) }
    if case .string = base { return try sequenceMethod(name, base, arguments, at: node) }
    if name == "map" || name == "flatMap", let function = first.flatMap(asFunction) {
      return try call(function, [Argument(label: nil, value: base)], at: node)
    }
    if base == .null { throw .chainNil }
    throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: base)], at: node)
  }

  func asFunction(_ value: Value) -> FunctionValue? {
    if case .opaque(let opaque) = value { return opaque as? FunctionValue }
    return nil
  }

  func truthy(_ value: Value) -> Bool {
    value == .bool(true)
  }

  /// Methods of sequences (arrays, ranges, strings, dictionaries).
  private func sequenceMethod(
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
        throw diagnostic(
          .invalidArguments, ["name": name, "detail": "expected a closure"], at: node)
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
        throw diagnostic(
          .invalidArguments,
          ["name": "reduce", "detail": "expected an initial value and a closure"], at: node)
      }
      var accumulator = arguments[0].value
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
      return .string(items.map(describe).joined(separator: separator))
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
      guard case .int(let index) = first ?? .null else { return .null }
      if arguments.count > 1, case .int(let offset) = arguments[1].value {
        return .int(index + offset)
      }
      return .int(index)
    case "uniqued":
      return .array(uniqued(items))
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

  /// A mutating library method applied in place.
  func mutatingLibraryMethod(
    _ name: String, on value: inout Value, _ arguments: [Argument], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let first = arguments.first?.value ?? .null
    if case .bool(let bool) = value, name == "toggle" {
      value = .bool(!bool)
      return .null
    }
    if case .dictionary(var entries) = value {
      value = .null
      defer { value = .dictionary(entries) }
      switch name {
      case "removeValue": return entries.removeValue(forKey: first) ?? .null
      case "updateValue":
        guard arguments.count == 2 else { return .null }
        return entries.updateValue(arguments[0].value, forKey: arguments[1].value) ?? .null
      case "removeAll":
        entries.removeAll()
        return .null
      default:
        throw diagnostic(.unknownMember, ["member": name, "type": "Dictionary"], at: node)
      }
    }
    if case .string(let string) = value {
      switch name {
      case "append":
        value = .string(string + describe(first))
        return .null
      case "removeAll":
        value = .string("")
        return .null
      case "removeLast":
        guard !string.isEmpty else {
          throw failure(
            "index-out-of-range", "Can't remove last element from an empty collection", at: node)
        }
        value = .string(String(string.dropLast()))
        return .null
      default:
        throw diagnostic(.unknownMember, ["member": name, "type": "String"], at: node)
      }
    }
    guard case .array(var items) = value else {
      if value == .null { throw unwrapNil(node) }
      throw diagnostic(.unknownMember, ["member": name, "type": typeName(of: value)], at: node)
    }
    value = .null
    defer { value = .array(items) }
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
        if !items.contains(first) { items.append(first) }
        return .null
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
        throw diagnostic(
          .invalidArguments, ["name": "swapAt", "detail": "expected two indices"], at: node)
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
        throw diagnostic(
          .invalidArguments, ["name": "move", "detail": "expected fromOffsets: and toOffset:"],
          at: node)
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
      let end = closed ? upper + 1 : upper
      guard lower >= 0, end <= items.count, lower <= end else { throw indexOutOfRange(node) }
      items.removeSubrange(lower..<end)
      return .null
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "Array"], at: node)
    }
  }
}
