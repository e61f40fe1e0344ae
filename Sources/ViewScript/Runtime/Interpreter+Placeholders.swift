import IdentityEngine

// MARK: - Placeholder arguments for a root view nobody builds

extension Interpreter {
  /// How deep placeholders build values of the program's own types (a model holding a model).
  static let placeholderDepth = 3

  /// The arguments a root view that needs some is run with when no preview passes them: for
  /// each parameter, the value its written type starts from (docs/semantics.md, "default
  /// root"), with how each is shown (`title: ""`).
  func placeholderArguments(_ parameters: [RequiredParameter], of type: TypeDecl? = nil)
    throws(EvalError) -> (arguments: [Argument], shown: [String])
  {
    let arguments = try placeholderArguments(parameters, depth: 0, in: type)
    return (arguments, arguments.map { "\($0.label ?? "_"): \(Self.shown($0.value))" })
  }

  /// One placeholder argument for each parameter of `context`, a `@Binding`'s as
  /// `.constant(…)`.
  private func placeholderArguments(
    _ parameters: [RequiredParameter], depth: Int, in context: TypeDecl?
  ) throws(EvalError) -> [Argument] {
    var arguments: [Argument] = []
    for parameter in parameters {
      var value = try placeholder(parameter.typeText ?? "", depth: depth, in: context)
      if parameter.isBinding { value = Self.constantBinding(value) }
      arguments.append(Argument(label: parameter.label, value: value))
    }
    return arguments
  }

  /// The value a type as written (in `context`, whose nested types come first) starts from:
  /// `""`, `0`, `false`, an empty collection, `nil`, a closure that does nothing,
  /// `.constant(…)` of a `Binding`'s value, a web `URL`, the first case of one of the program's
  /// enums, one of its structs or classes built from placeholders in turn, for a protocol of
  /// the program (`any Source`) the first type that conforms to it; any other type an opaque
  /// value (`‹Type›`), which stops the run only where it is looked into.
  func placeholder(_ written: String, depth: Int, in context: TypeDecl? = nil) throws(EvalError)
    -> Value
  {
    var text = written.trimmingCharacters(in: .whitespaces)
    for prefix in ["@escaping ", "@MainActor ", "@Sendable ", "inout ", "any ", "some "]
    where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count))
    }
    // A type nested in the context (`WordRow.Data`) hides a library type of that name.
    if let nested = model.type(named: text, from: context), nested.enclosing != nil {
      return try placeholder(of: nested, depth: depth)
    }
    if text.hasSuffix("?") || text.hasSuffix("!") { return .null }
    if text.contains("->") {
      return .opaque(
        FunctionValue(
          name: "placeholder", body: .native { _ in .null },
          context: Context(scope: Scope(parent: globalScope))))
    }
    if let value = Self.standardStartValue(of: text) { return value }
    let name = String(text.prefix { $0 != "<" })
    switch name {
    case "Optional": return .null
    // A fresh `UUID()`; the run's clock's `Date()`, as the app would make them.
    case "UUID" where model.types[name] == nil: return nextUUID()
    case "Date" where model.types[name] == nil: return date(atNanoseconds: clockNow)
    // The geometry idlab simulates starts from `.zero`, as a number starts from 0.
    case _ where Self.geometryTypes.contains(name) && model.types[name] == nil:
      return geometryStatic(name, "zero") ?? .opaque(UnmodelledValue(name))
    case "Binding":
      let inner = text.dropFirst(name.count + 1).dropLast()
      return Self.constantBinding(try placeholder(String(inner), depth: depth, in: context))
    // A web address, as a feed's or a link's would be.
    case "URL" where model.types[name] == nil:
      return .enumCase(type: "URL", name: "init", payload: [.string(Self.placeholderURL)])
    default:
      break
    }
    if model.protocolNames.contains(name),
      let conforming = model.typeOrder.first(where: {
        model.types[$0]?.conformances.contains(name) == true
      })
    {
      // `any Source`: a value of the first of the program's types that conforms to it.
      return try placeholder(conforming, depth: depth, in: nil)
    }
    guard let type = model.types[name] else { return .opaque(UnmodelledValue(name)) }
    return try placeholder(of: type, depth: depth)
  }

  /// The value a standard-library type written as `text` starts from, as `Type()` makes it:
  /// `""`, `0`, `0.0`, `false`, an empty array, set or dictionary (`[T]`, `Set<T>`, `[K: V]`);
  /// nil for any other type.
  static func standardStartValue(of text: String) -> Value? {
    if text.hasPrefix("["), text.hasSuffix("]") {
      return topLevelColon(in: text.dropFirst().dropLast()) ? .dictionary([:]) : .array([])
    }
    switch String(text.prefix { $0 != "<" }) {
    case "String", "Substring", "Character", "LocalizedStringKey": return .string("")
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
      return .int(0)
    case "Double", "Float", "CGFloat", "TimeInterval": return .double(0)
    case "Bool": return .bool(false)
    case "Array", "Set", "ContiguousArray": return .array([])
    case "Dictionary": return .dictionary([:])
    default: return nil
    }
  }

  /// The address a made-up `URL` has.
  static let placeholderURL = "https://example.com"

  /// A value of the program's type `type`, built from placeholders.
  private func placeholder(of type: TypeDecl, depth: Int) throws(EvalError) -> Value {
    let name = type.name
    guard depth < Self.placeholderDepth else { return .opaque(UnmodelledValue(name)) }
    if type.kind == .enumType {
      guard let first = type.cases.first(where: { $0.labels.isEmpty }) else {
        return .opaque(UnmodelledValue(name))
      }
      return .enumCase(type: type.name, name: first.name, payload: [])
    }
    if !type.initializers.isEmpty, ScriptProgram.buildableInitializers(of: type).isEmpty {
      // Only `init(from: Decoder)`: nothing to build it from but the app's data.
      return .opaque(UnmodelledValue(name))
    }
    let arguments = try placeholderArguments(
      ScriptProgram.requiredParameters(of: type, in: model), depth: depth + 1, in: type)
    return try construct(type, arguments, at: type.syntax)
  }

  /// `Binding.constant(value)`: reads `value`, ignores writes.
  static func constantBinding(_ value: Value) -> Value {
    .opaque(BindingValue(Binding(get: { value }, set: { _ in })))
  }

  /// A placeholder as the run's warning shows it: `""`, `0`, `[]`, `nil`, `{ }`,
  /// `.constant(false)`, `Item(…)`, `‹Type›`.
  static func shown(_ value: Value) -> String {
    switch value {
    case .string(let text): return "\"\(text)\""
    case .null: return "nil"
    case .array: return "[]"
    case .dictionary: return "[:]"
    case .enumCase("URL", "init", let payload):
      return "URL(string: \(payload.first.map(shown) ?? ""))"
    case .enumCase(_, let name, _): return "." + name
    case .uuid: return "UUID()"
    case .record("Date", _): return "Date()"
    case .record(let type, _): return "\(type)(…)"
    case .opaque(let opaque):
      if let binding = opaque as? BindingValue {
        return ".constant(\(shown(binding.binding.get())))"
      }
      if opaque is FunctionValue { return "{ }" }
      return opaque.displayDescription
    case .object(let object): return "\(object.typeName)(…)"
    default: return value.displayDescription
    }
  }

  /// Whether a dictionary type's brackets hold a `:` outside nested brackets (`[String: Int]`).
  private static func topLevelColon(in text: Substring) -> Bool {
    var depth = 0
    for character in text {
      switch character {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0: return true
      default: break
      }
    }
    return false
  }
}
