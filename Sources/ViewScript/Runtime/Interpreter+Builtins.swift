import Basics
import Foundation
import IdentityEngine
import SwiftSyntax

/// Swift's free functions and initialisers as values: `print`, `withAnimation`, `min`, `Array(…)`.
extension Interpreter {
  /// `print`, `withAnimation`, `UUID()`, `min`, `max`, …; nil when `name` is not one.
  func builtinFunction(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    switch name {
    case Self.hasherType where call.arguments.isEmpty && call.trailingClosure == nil:
      return newHasher()
    // Darwin's C functions older apps call: random numbers from the run's seeded generator (so
    // runs repeat), and the clock in nanoseconds of the run's virtual time.
    case _ where Self.unaryMathFunctions[name] != nil || Self.binaryMathFunctions[name] != nil:
      return try mathFunction(name, call, ctx)
    case _ where Self.continuationFunctions.contains(name):
      return try withContinuation(call, ctx)
    case "arc4random_uniform":
      let bound = try int(try arguments(of: call, ctx).first?.value ?? .int(0), at: call)
      return .int(bound > 0 ? randomIndex(below: bound) : 0)
    case "arc4random":
      return .int(Int(nextRandom() % (UInt64(UInt32.max) + 1)))
    case "drand48":
      return .double(Double(nextRandom() % 1_000_000) / 1_000_000)
    // `srand48(seed)`, `srandom(seed)`, `srand(seed)`: the run's generator starts again from that
    // seed, so the numbers that follow repeat for the same seed, as Darwin's do (sample 37's
    // budget app seeded its sample data; "cannot find in scope" before session 18).
    case "srand48", "srandom", "srand":
      let seed = try int(try arguments(of: call, ctx).first?.value ?? .int(0), at: call)
      random = SplitMix64(seed: UInt64(bitPattern: Int64(seed)))
      return .null
    case "mach_absolute_time", "mach_continuous_time":
      return .int(clockNow)
    case "print", "debugPrint", "dump", "NSLog":
      let arguments = try arguments(of: call, ctx)
      printed.append(
        arguments.filter { $0.label == nil }.map { describe($0.value) }.joined(separator: " "))
      return .null
    case "Bundle" where call.arguments.first?.label?.text == "for":
      // `Bundle(for: AppClass.self)`: the bundle the class is in, the app's.
      return mainBundle
    case "LocalizedStringKey", "LocalizedStringResource":
      // `LocalizedStringKey(key)`: a `Text` shows the key's entry in the app's `Localizable`
      // table (the device's language is fixed, so it is looked up here), else the key itself,
      // as Foundation does for a key the table lacks.
      let arguments = try arguments(of: call, ctx)
      return .string(localizedText(forKey: arguments.first.map { describe($0.value) } ?? ""))
    case "WebPage":
      return try webPage(try arguments(of: call, ctx), at: call)
    // `NSClassFromString("XCTest") != nil`, an app's check that it runs as a test host: a
    // preview and the app run outside one, so XCTest's classes are not loaded (nil); a class of
    // the program is found by its module-qualified name (`App.Store`; the bare name of a Swift
    // class finds nothing); any other class an SDK's, opaque (sample 53: three scenes stopped
    // on the check, which only chose a store's file).
    case "NSClassFromString" where call.arguments.count == 1:
      if case .string(let text) = try arguments(of: call, ctx)[0].value {
        let parts = text.split(separator: ".")
        if let last = parts.last.map(String.init), let type = model.types[last],
          type.kind == .classType
        {
          return parts.count == 2 ? .opaque(TypeValue(type.name)) : .null
        }
        if text.hasPrefix("XCT") { return .null }
      }
      noteRuntimeOpaque("NSClassFromString", at: call)
      return .opaque(UnmodelledValue("NSClassFromString"))
    case "NSLocalizedString":
      // `Bundle.main.localizedString(forKey:value:table:)` (Apple, `NSLocalizedString`).
      let arguments = try arguments(of: call, ctx)
      // `tableName: nil` is the default table, not one called "nil" (sample 50: three screens
      // showed their keys).
      return .string(
        localizedText(
          forKey: arguments.first.map { describe($0.value) } ?? "",
          value: labeledText("value", in: arguments),
          table: labeledText("tableName", in: arguments)))
    case "withAnimation", "withTransaction":
      let arguments = try arguments(of: call, ctx)
      guard let body = arguments.last(where: { isClosure($0.value) }),
        case .opaque(let opaque) = body.value, let function = opaque as? FunctionValue
      else {
        throw invalidArguments(name, .missingClosure, at: call)
      }
      var result = Value.null
      if let simulation {
        var caught: EvalError?
        // The animation as written (`.easeInOut(duration: 1)`); the engine reads it or says it
        // approximated it with `Animation.default`.
        let written =
          name == "withAnimation"
          ? call.arguments.first.flatMap { argument in
            argument.expression.is(ClosureExprSyntax.self)
              ? nil : argument.expression.trimmedDescription
          } : nil
        do {
          try simulation.withAnimation(written) {
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
      // `UUID(uuidString:)`: nil for a text that is not a UUID; equal texts give equal UUIDs,
      // the same one a decoded text gives (`decodedUUIDs`).
      guard let text = try arguments(of: call, ctx).first(where: { $0.label == "uuidString" })
      else { return nextUUID() }
      guard case .string(let string) = text.value else { return .null }
      if string.hasPrefix("UUID-"), let serial = Int(string.dropFirst(5)) { return .uuid(serial) }
      guard let parsed = UUID(uuidString: string) else { return .null }
      if let known = decodedUUIDs[parsed.uuidString] { return known }
      let fresh = nextUUID()
      decodedUUIDs[parsed.uuidString] = fresh
      return fresh
    case Self.urlRequestType:
      return try urlRequest(try arguments(of: call, ctx), at: call)
    case "URLSession":
      return try urlSession(try arguments(of: call, ctx), at: call)
    case Self.registeredDescriptorsFunction:
      return try registeredFontDescriptors(try arguments(of: call, ctx), at: call)
    case "ObjectIdentifier":
      return try objectIdentifier(try arguments(of: call, ctx).first?.value, at: call)
    case "CGSize", "CGPoint", "CGRect":
      return try geometryConstructor(name, try arguments(of: call, ctx), at: call)
    case "JSONDecoder", "JSONEncoder", "Data":
      return try codableInitializer(name, try arguments(of: call, ctx), at: call)
    case "DateFormatter", "RelativeDateTimeFormatter", "TimeZone":
      return try formatterInitializer(name, try arguments(of: call, ctx), at: call)
    case "Dictionary":
      return try dictionaryInitializer(try arguments(of: call, ctx), at: call)
    case "Schema", "ModelConfiguration", "ModelContainer", "ModelContext":
      return try swiftDataInitializer(name, try arguments(of: call, ctx), at: call)
    case "NavigationPath":
      // A path of pushed values: an array (`append`, `removeLast`, `count`, `isEmpty`).
      return .array([])
    case "min", "max":
      let arguments = try arguments(of: call, ctx)
      // Of a value idlab does not model, which is smaller is not known: the result is opaque,
      // as an operator's on it is (sample 53 gave the other operand, silently).
      if let unmodelled = arguments.lazy.compactMap(\.value.unmodelled).first {
        return .opaque(unmodelled)
      }
      guard var best = arguments.first?.value else { return .null }
      for argument in arguments.dropFirst() {
        if name == "min" ? isLess(argument.value, best) : isLess(best, argument.value) {
          best = argument.value
        }
      }
      return best
    case "abs":
      let value = try arguments(of: call, ctx).first?.value ?? .null
      if case .int(let int) = value { return .int(try absolute(int, at: call)) }
      if case .double(let double) = value { return .double(abs(double)) }
      return value
    case "Array", "Set":
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first, first.label != "minimumCapacity" else { return .array([]) }
      if first.label == "repeating", arguments.count == 2 {
        let count = try int(arguments[1].value, at: call)
        try reserveElements(count, at: call)
        return .array(Array(repeating: first.value, count: max(0, count)))
      }
      let items = try elements(of: first.value, at: call)
      if name == "Set" { return .array(try uniqued(items, at: call)) }
      return .array(items)
    // `Character("x")`: idlab's characters are one-character strings; a string of another
    // length stops the app as Swift does ("Can't form a Character from a String containing
    // more than one extended grapheme cluster").
    case "Character" where model.types["Character"] == nil && call.arguments.count == 1:
      let value = try arguments(of: call, ctx)[0].value
      guard case .string(let text) = value else { return value }
      guard text.count == 1 else {
        throw failure(
          "character-from-string",
          "Can't form a Character from a String containing more than one extended grapheme cluster",
          at: call, arguments: ["text": text])
      }
      return value
    case "IndexSet":
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .array([]) }
      if first.label == "integer" { return .array([first.value]) }
      return .array(
        try uniqued(try elements(of: first.value, at: call), at: call).sorted { isLess($0, $1) })
    case "String", "AttributedString":
      // An `AttributedString` is simulated as its characters: its attributes only style text.
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .string("") }
      if let text = stringFromData(arguments) { return text }
      // `AttributedString(markdown: "**Bold** and [a link](…)")`: the characters Foundation's
      // parser leaves once the inline Markdown is read (`InlineMarkdown`; attributes only
      // style them). Block syntax (headings, lists) is kept as written: an approximation.
      if name == "AttributedString", first.label == "markdown", case .string(let text) = first.value
      {
        return .string(InlineMarkdown.plain(text))
      }
      if name == "String", first.label == "contentsOf" || first.label == "contentsOfFile" {
        // `String(contentsOf: url, encoding: .utf8)`, `String(contentsOfFile: path)`: the
        // file's text, read as `Data(contentsOf:)` reads it (a bundle resource, a document the
        // run wrote), throwing where that throws (until sample 15, the URL's description).
        let url =
          first.label == "contentsOfFile" ? SceneURL.file(describe(first.value)) : first.value
        let data = try readResource(url, at: call)
        guard case .opaque(let opaque) = data, let bytes = (opaque as? DataValue)?.bytes else {
          return data
        }
        return .string(String(decoding: bytes, as: UTF8.self))
      }
      if first.label == "format" {
        // `String(format:_:…)`: Foundation's printf-style formatting (`PrintfFormat`);
        // `String(format:locale:arguments:)` and `String(format:arguments:)` take the values as
        // an array (the device's locale is the one formatting uses).
        var rest = arguments.dropFirst().filter { $0.label != "locale" }
        if rest.count == 1, rest[0].label == "arguments", case .array(let values) = rest[0].value {
          rest = values.map { Argument(label: nil, value: $0) }
        }
        let values = rest.map(\.value)
        guard rest.allSatisfy({ $0.label == nil }),
          let text = PrintfFormat.format(describe(first.value), values, describe: describe)
        else {
          throw notSimulated("String(format: \"\(describe(first.value))\")", at: call)
        }
        return .string(text)
      }
      if first.label == "localized" {
        // `String(localized: "key")`, `String(localized: .init("key"))`: the key's entry in the
        // app's `Localizable` table, else the default value, else the key itself (Apple,
        // `String.init(localized:table:bundle:locale:comment:)`).
        var key = describe(first.value)
        if case .enumCase(_, "init", let payload) = first.value, let written = payload.first {
          key = describe(written)
        }
        return .string(
          localizedText(
            forKey: key,
            value: arguments.first { $0.label == "defaultValue" }.map { describe($0.value) }))
      }
      if first.label == "repeating", arguments.count == 2 {
        let piece = describe(first.value)
        let count = max(0, try int(arguments[1].value, at: call))
        try reserveString(piece.utf8.count, times: count, at: call)
        return .string(String(repeating: piece, count: count))
      }
      return .string(stringConverting(first.value))
    case "Int", "Double", "CGFloat", "Float", "TimeInterval":
      let arguments = try arguments(of: call, ctx)
      // `Int("ff", radix: 16)`: the text's number in that base, `nil` when it is not one.
      if name == "Int", arguments.count == 2, arguments[1].label == "radix" {
        return try sizedInteger(
          name, Int.min...Int.max, arguments[0].value, radix: try radix(arguments, at: call),
          at: call)
      }
      // `Double()`, `Int()`: zero, as every numeric type's `init()` makes it (sample 38: a
      // progress value drawn as a spinner).
      if arguments.isEmpty { return name == "Int" ? .int(0) : .double(0) }
      return try converted(arguments.first?.value ?? .null, to: name, at: call)
    case "Bool":
      return try arguments(of: call, ctx).first?.value ?? .bool(false)
    case "Optional":
      // `Optional(kind)`: the value itself (idlab's optionals are the value or `nil`).
      return try arguments(of: call, ctx).first?.value ?? .null
    case "Namespace" where call.arguments.isEmpty && call.trailingClosure == nil:
      // `Namespace()`, as a preview makes one to pass a `Namespace.ID` to the view it shows
      // (`Namespace().wrappedValue`): a fresh namespace.
      return newNamespace()
    // `_title = Published(initialValue: title)` in an `ObservableObject`'s initializer: the
    // property's first value, as `@Published var title = …` gives it (sample 41).
    case "State", "FocusState", "ObservedObject", "Published":
      let arguments = try arguments(of: call, ctx)
      return arguments.first?.value ?? .null
    case "Bindable":
      // `Bindable(model)` (`init(_:)`) is the projection: its members are bindings that write
      // the object's properties; `init(wrappedValue:)` is the object, as `@Bindable var` holds.
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first else { return .null }
      if first.label == "wrappedValue" { return first.value }
      return objectProjection(first.value, typeText: typeName(of: first.value))
    case "StateObject":
      // `init(wrappedValue:)` takes an autoclosure: evaluated once, when the identity begins.
      guard let expression = call.arguments.first?.expression else { return .null }
      return .opaque(
        FunctionValue(
          name: "StateObject",
          body: .native { [self] _ in
            try self.entry { () throws(EvalError) -> Value in try self.evaluate(expression, ctx) }
          }, context: ctx))
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
        throw invalidArguments("Binding", .getAndSetNeeded, at: call)
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
      return try unstructuredTask(try arguments(of: call, ctx), at: call)
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
      // `stride(from: -1, through: 1, by: 0.01)`: one type for the three arguments, so a
      // `Double` among them makes the literals `Double`s (Swift infers the generic parameter
      // from all of them); Swift's own floating-point stride gives the values (sample 19).
      if arguments.contains(where: { if case .double = $0.value { true } else { false } }) {
        guard let from = double(arguments[0].value), let to = double(arguments[1].value),
          let by = double(arguments[2].value), by != 0, by.isFinite
        else { return .array([]) }
        // The budget is checked on the count before any element is made.
        let count = ((to - from) / by).rounded(.down) + 1
        try reserveElements(count.isFinite ? Int(max(0, min(count, 1e12))) : 0, at: call)
        let values =
          arguments[1].label == "through"
          ? Array(stride(from: from, through: to, by: by))
          : Array(stride(from: from, to: to, by: by))
        return .array(values.map(Value.double))
      }
      let from = try int(arguments[0].value, at: call)
      let to = try int(arguments[1].value, at: call)
      let by = try int(arguments[2].value, at: call)
      if by == 0 { return .array([]) }
      if arguments[1].label == "through" {
        return .array(stride(from: from, through: to, by: by).map(Value.int))
      }
      return .array(stride(from: from, to: to, by: by).map(Value.int))
    // `assertionFailure(_:)` stops too: a preview is a debug build ("In playgrounds and -Onone
    // builds (the default for Xcode's Debug configuration), stop program execution", Apple;
    // sample 56 reported it as not in scope).
    case "fatalError", "preconditionFailure", "assertionFailure":
      let message = try arguments(of: call, ctx).first.map { describe($0.value) } ?? ""
      throw failure(
        "fatal-error", message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: call)
    case "precondition", "assert":
      // A condition that depends on what idlab does not model (`precondition(configuration.
      // identifier == nil)` of an SDK object) is taken to hold: the program asserts it, and
      // stopping there would blame a check, not what the screen shows (sample 55). A
      // condition idlab computes is checked.
      let arguments: [Argument]
      do {
        arguments = try self.arguments(of: call, ctx)
      } catch .failure(let failure) where failure.id == "depends-on-unmodelled" {
        return .null
      }
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
    case "ModifiedContent"
    where call.arguments.map(\.label?.text) == ["content", "modifier"]:
      return try modifiedContent(try arguments(of: call, ctx), at: call)
    case "NSFetchRequest":
      // `NSFetchRequest(entityName: "Product")` where the declared type gives no entity class
      // (`NSFetchRequest<NSFetchRequestResult>`): the request of that entity.
      guard
        let entity = call.arguments.first(where: { $0.label?.text == "entityName" })?.expression
          .as(StringLiteralExprSyntax.self)?.segments.trimmedDescription
      else { return nil }
      return try fetchDescriptor(call, model: entity, ctx)
    case "_typeName":
      // The standard library's `_typeName(_:qualified:)`: a metatype's name; qualified (the
      // default) it starts with its module, which idlab names after the app (`App.Row`).
      let arguments = try arguments(of: call, ctx)
      guard let first = arguments.first?.value else { return nil }
      var name = typeName(of: first)
      if case .opaque(let opaque) = first, let type = opaque as? TypeValue { name = type.name }
      let qualified = arguments.first { $0.label == "qualified" }?.value != .bool(false)
      return .string(qualified ? "App." + name : name)
    default:
      guard LibraryCatalogue.byName[name]?.initializers.isEmpty == false else { return nil }
      return try LibraryCatalogue.initialize(
        name, try arguments(of: call, ctx), at: Syntax(call), run: self)
    }
  }

  /// `String(value)`: its description, and a sequence of characters joined
  /// (`String(text.reversed())`, `String(characters)`), as `String.init(_: some Sequence)` does.
  private func stringConverting(_ value: Value) -> String {
    if case .array(let elements) = value, !elements.isEmpty,
      elements.allSatisfy({ if case .string(let text) = $0 { text.count == 1 } else { false } })
    {
      return elements.map(describe).joined()
    }
    return describe(value)
  }

  /// `value` as `Int(value)`, `Double(value)` (`CGFloat`, `Float`, `TimeInterval`) or
  /// `String(value)` of one unlabelled argument makes it: a `Double` made an `Int` traps when it
  /// does not fit, a string's number is `nil` when the text is not one.
  func converted(_ value: Value, to typeName: String, at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    switch typeName {
    case "String":
      return .string(stringConverting(value))
    case "Int":
      switch value {
      case .double(let double): return .int(try converted(double, at: node))
      case .string(let string): return Int(string).map(Value.int) ?? .null
      default: return value
      }
    default:
      if let number = double(value) { return .double(number) }
      if case .string(let string) = value { return Double(string).map(Value.double) ?? .null }
      return value
    }
  }
}
