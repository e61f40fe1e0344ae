import Foundation
import IdentityEngine
import SwiftSyntax

/// `Codable` through Foundation: `JSONDecoder().decode(T.self, from: data)` and
/// `JSONEncoder().encode(value)` for the program's `Codable` types, `Data`, and
/// `Bundle.main.url(forResource:withExtension:)` reading the project's resource files (its
/// `Info.plist`: `Interpreter+InfoDictionary.swift`). Foundation's
/// `JSONSerialization` reads and writes the JSON; this file maps its objects to and from values by
/// the declared types, with the `DecodingError`s Swift gives (see docs/semantics.md, "Codable").
extension Interpreter {
  /// The Foundation types this file gives values to.
  static let codableTypes: Set<String> = [
    "JSONDecoder", "JSONEncoder", "Data", "Bundle", "URL", "DecodingError",
  ]

  /// The largest resource file `Data(contentsOf:)` reads.
  static let resourceByteLimit = 4 << 20

  // MARK: - Values

  /// `JSONDecoder()`, `JSONEncoder()`, `Data(…)`; nil for another name.
  func codableInitializer(_ name: String, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    switch name {
    case "JSONDecoder":
      return .object(
        ObjectReference(
          typeName: name,
          fields: [
            Value.Field(
              "keyDecodingStrategy", .enumCase(type: "", name: "useDefaultKeys", payload: [])),
            Value.Field(
              "dateDecodingStrategy", .enumCase(type: "", name: "deferredToDate", payload: [])),
            // `[CodingUserInfoKey: Any]`, empty until the program sets a key (Apple, "a
            // dictionary you use to customize the decoding process"); the `Decoder` a
            // hand-written `init(from:)` gets reads it (sample 52: a write stopped on nil).
            Value.Field("userInfo", .dictionary([:])),
          ], serial: nextObjectSerial()))
    case "JSONEncoder":
      return .object(
        ObjectReference(
          typeName: name,
          fields: [
            Value.Field("outputFormatting", .array([])),
            Value.Field(
              "keyEncodingStrategy", .enumCase(type: "", name: "useDefaultKeys", payload: [])),
            Value.Field("userInfo", .dictionary([:])),
          ], serial: nextObjectSerial()))
    case "Data":
      guard let first = arguments.first else { return .opaque(DataValue(Data())) }
      if first.label == "contentsOf" { return try readResource(first.value, at: node) }
      if case .string(let string) = first.value { return .opaque(DataValue(Data(string.utf8))) }
      if case .opaque(let opaque) = first.value, let data = opaque as? DataValue {
        return .opaque(DataValue(data.bytes))
      }
      throw invalidArguments("Data", .dataSourceNeeded, at: node)
    default:
      return nil
    }
  }

  /// `Bundle.main`.
  var mainBundle: Value { .record(type: "Bundle", fields: []) }

  /// Members of `Bundle`, `Data`, `URL`, `JSONDecoder` and `JSONEncoder` values; nil when `base`
  /// is none of them.
  func codableMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch base {
    case .record("Bundle", _):
      if name == "urls" { return bundleURLs(arguments) }
      // `localizedString(forKey:value:table:)` (SwiftGen's `tr`): the key's text in the app's
      // `Localizable` table, else `value` when it is not empty, else the key (Apple).
      if name == "localizedString", arguments.first?.label == "forKey" {
        return .string(
          localizedText(
            forKey: describe(arguments[0].value), value: labeledText("value", in: arguments),
            table: labeledText("table", in: arguments)))
      }
      if name == "object", arguments.count == 1, arguments[0].label == "forInfoDictionaryKey",
        case .dictionary(let entries) = infoDictionary
      {
        return entries[.string(describe(arguments[0].value))] ?? .null
      }
      guard name == "url" || name == "path" else { return nil }
      let resource = arguments.first.map { describe($0.value) } ?? ""
      let ext = arguments.dropFirst().first.map { $0.value == .null ? "" : describe($0.value) }
      guard let path = resourcePath(resource, ext ?? "") else { return .null }
      return name == "url"
        ? .record(type: "URL", fields: [Value.Field("path", .string(path))]) : .string(path)
    case .object(let object) where object.typeName == "JSONDecoder" && name == "decode":
      // Data idlab does not model (`handle.availableData` of a `FileHandle`): what it decodes
      // to is what it holds, an opaque value of the type asked for (opaque by default; sample
      // 61 stopped on "invalid arguments to `decode`" far from what the screen showed).
      if arguments.count == 2, arguments[1].label == "from", arguments[1].value.unmodelled != nil {
        let typeText = typeText(of: arguments[0], at: node)
        noteRuntimeOpaque(typeText, at: node)
        return .opaque(UnmodelledValue(typeText))
      }
      guard arguments.count == 2, case .opaque(let opaque) = arguments[1].value,
        let data = opaque as? DataValue
      else {
        throw invalidArguments("decode", .expectedForm, ["form": "(T.self, from: data)"], at: node)
      }
      let typeText = typeText(of: arguments[0], at: node)
      let options = DecoderOptions(object)
      let json: Any
      do {
        json = try JSONSerialization.jsonObject(with: data.bytes, options: [.fragmentsAllowed])
      } catch {
        throw decodingError(
          "dataCorrupted", path: [],
          "The given data was not valid JSON.", at: node)
      }
      return try decode(typeText, from: json, path: [], options: options, at: node)
    case .object(let object) where object.typeName == "JSONEncoder" && name == "encode":
      guard let value = arguments.first?.value else {
        throw invalidArguments("encode", .missingValue, at: node)
      }
      let json = try encode(value, at: node)
      var options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
      if case .array(let formats) = object.fields.first(where: { $0.name == "outputFormatting" })?
        .value,
        formats.contains(.enumCase(type: "", name: "prettyPrinted", payload: []))
      {
        options.insert(.prettyPrinted)
      }
      do {
        return .opaque(
          DataValue(try JSONSerialization.data(withJSONObject: json, options: options)))
      } catch {
        throw diagnostic(.unsupportedExpression, ["kind": "encoding this value"], at: node)
      }
    case .record("URL", _),
      .enumCase("URL", "init", _) where model.types["URL"] == nil:
      return urlPathMethod(name, of: base, arguments)
    case .opaque(let opaque) where opaque is DecoderValue || opaque is DecodingContainerValue:
      return try decoderMethod(name, on: opaque, arguments, at: node)
    case .opaque(let opaque) where name == "write":
      guard let data = opaque as? DataValue else { return nil }
      try writeDocument(data.bytes, arguments, at: node)
      return .null
    default:
      return nil
    }
  }

  /// `data.count`, `url.path`, `error.localizedDescription`, …; nil when unknown.
  func codableProperty(_ name: String, of base: Value) -> Value? {
    switch base {
    case .opaque(let opaque):
      if let decoding = decodingProperty(name, of: opaque) { return decoding }
      guard let data = opaque as? DataValue else { return nil }
      switch name {
      case "count": return .int(data.bytes.count)
      case "isEmpty": return .bool(data.bytes.isEmpty)
      default: return nil
      }
    case .string(let string) where name == "utf8":
      return .opaque(DataValue(Data(string.utf8)))
    case .record("Bundle", _) where name == "infoDictionary":
      return infoDictionary
    case .record("Bundle", _) where name == "bundleIdentifier":
      // The `CFBundleIdentifier` of the app's Info.plist (or of its build setting), else `nil`.
      guard case .dictionary(let entries) = infoDictionary else { return .null }
      return entries[.string("CFBundleIdentifier")] ?? .null
    case .record("URL", let fields):
      let path = fields.first { $0.name == "path" }?.value ?? .string("")
      switch name {
      case "path": return path
      case "absoluteString": return .string("file://" + describe(path))
      case "lastPathComponent": return .string((describe(path) as NSString).lastPathComponent)
      default: return nil
      }
    case .enumCase("CocoaError", _, let payload) where name == "localizedDescription":
      return payload.first
    case .enumCase("DecodingError", let kind, _) where name == "localizedDescription":
      return .string(
        kind == "keyNotFound" || kind == "valueNotFound"
          ? "The data couldn’t be read because it is missing."
          : "The data couldn’t be read because it isn’t in the correct format.")
    default:
      return nil
    }
  }

  /// `String(data: data, encoding: .utf8)`: the text, or nil when the bytes are not UTF-8.
  func stringFromData(_ arguments: [Argument]) -> Value? {
    guard arguments.count == 2, arguments[0].label == "data",
      case .opaque(let opaque) = arguments[0].value, let data = opaque as? DataValue
    else { return nil }
    return String(data: data.bytes, encoding: .utf8).map(Value.string) ?? .null
  }

  // MARK: - Resources

  /// The project's resource file `name.ext`: the first folder holding it, from the scene's
  /// folder up to the project root (the nearest folder with a `*.xcodeproj` or `Package.swift`),
  /// then any folder under that root; only the scene's folder when no such root is above it.
  /// A compiled Core Data model (`Trips.momd`) is there when the project holds its source
  /// (`Trips.xcdatamodeld`), which Xcode compiles into the bundle.
  func resourcePath(_ name: String, _ ext: String) -> String? {
    guard !name.isEmpty, !name.contains("/"), !ext.contains("/") else { return nil }
    let file = ext.isEmpty ? name : "\(name).\(ext.hasPrefix(".") ? String(ext.dropFirst()) : ext)"
    let manager = FileManager.default
    if ext == "momd" || ext == "mom" {
      for folder in resourceFolders
      where manager.fileExists(atPath: folder.appendingPathComponent(name + ".xcdatamodeld").path) {
        return folder.appendingPathComponent(file).path
      }
      return nil
    }
    for folder in resourceFolders {
      let candidate = folder.appendingPathComponent(file).path
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
        return candidate
      }
    }
    return nil
  }

  /// `Data(contentsOf: url)` for a URL `Bundle` gave: the file's bytes, or Swift's thrown error
  /// when it cannot be read.
  func readResource(_ url: Value, at node: some SyntaxProtocol) throws(EvalError) -> Value {
    // An opaque URL (`FileManager.url(for:…)`): its bytes are opaque too.
    if url.unmodelled != nil { return url }
    // A web address (`Data(contentsOf: URL(string: "https://…")!)`) loads synchronously over
    // the network, which the simulated device does not have: it throws, as a request does
    // offline (sample 55: refused as written wrong).
    if case .enumCase("URL", "init", _) = url,
      let scheme = SceneURL.foundation(url)?.scheme?.lowercased(), scheme != "file"
    {
      throw offline("Data(contentsOf:)", at: node)
    }
    guard case .record("URL", let fields) = url, case .string(let path)? = fields.first?.value
    else {
      throw invalidArguments("Data", .bundleURLNeeded, at: node)
    }
    if let document = try readDocument(path, at: node) { return document }
    let name = (path as NSString).lastPathComponent
    // Only the app's own resources are read from this machine (a file URL the scene builds
    // itself, `URL(fileURLWithPath: "/etc/hosts")`, is outside the app's bundle: not there).
    let standardized = URL(fileURLWithPath: path).standardizedFileURL
    let inBundle = resourceFolders.contains { folder in
      standardized.deletingLastPathComponent().path == folder.standardizedFileURL.path
    }
    let size =
      inBundle
      ? (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil : nil
    // A resource the app has but larger than idlab reads: the step stops here, saying so, never
    // as the app's own failure to find it (sample 41: four screens reported the app's
    // `fatalError` for a table of 4 MiB and more).
    if let size, size > Self.resourceByteLimit {
      throw notSimulated(
        "Data(contentsOf:) of \(name), over \(Self.resourceByteLimit >> 20) MB", at: node)
    }
    guard let size, size <= Self.resourceByteLimit,
      let data = FileManager.default.contents(atPath: path)
    else {
      thrownValue = .enumCase(
        type: "CocoaError", name: "fileReadNoSuchFile",
        payload: [.string("The file “\(name)” couldn’t be opened.")])
      throw failure(
        "thrown", "Fatal error: Error raised at top level: The file “\(name)” couldn’t be opened.",
        at: node)
    }
    try chargeMemory(data.count, at: node)
    return .opaque(DataValue(data))
  }

  // MARK: - Types

  /// The type a `decode` call names: `[Item].self`, `Item.self`, or a generic parameter bound to
  /// the declared type of what the call initializes.
  func typeText(of argument: Argument, at node: some SyntaxProtocol) -> String {
    if case .opaque(let opaque) = argument.value, let type = opaque as? TypeValue {
      return type.name
    }
    if let member = argument.syntax?.as(MemberAccessExprSyntax.self), let base = member.base {
      return base.trimmedDescription
    }
    return argument.syntax?.trimmedDescription ?? ""
  }

  /// `[Item].self`, `[String: Item].self`, `Item?.self`: the metatype of a written type; nil
  /// when `base` is an ordinary expression.
  func typeLiteral(_ base: ExprSyntax) -> Value? {
    if let array = base.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first?.expression, isTypeName(element)
    {
      return .opaque(TypeValue(base.trimmedDescription))
    }
    if let dictionary = base.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count == 1,
      let element = elements.first, isTypeName(element.key), isTypeName(element.value)
    {
      return .opaque(TypeValue(base.trimmedDescription))
    }
    // `Wrapper<URLSessionConfiguration>.self`: the program's generic type, its arguments erased
    // as idlab erases them (its statics are the type's).
    if let generic = base.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self),
      let type = model.type(named: reference.baseName.text, from: nil)
    {
      return .opaque(TypeValue(type.name))
    }
    // `Set<Int>.self`, `Array<Item>.self`, `Optional<Item>.self`: a standard generic type with
    // its arguments, as written.
    if let generic = base.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self),
      ["Set", "Array", "Optional", "Dictionary"].contains(reference.baseName.text),
      model.types[reference.baseName.text] == nil
    {
      return .opaque(TypeValue(base.trimmedDescription))
    }
    return nil
  }

  private func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase ?? false
    }
    return typeLiteral(expression) != nil
  }

  /// The shape of a written type (`[T]`, `[K: V]`, `T?`, a name).
  indirect enum TypeShape {
    case optional(String), array(String), set(String), dictionary(String, String), named(String)

    init(_ text: String) {
      let text = text.replacingOccurrences(of: " ", with: "")
      // `T!`, an implicitly unwrapped optional, is an optional (SE-0054): decoded as `T?` is
      // (sample 54: two previews decoded models whose `var id: String!` stopped them).
      if text.hasSuffix("?") || text.hasSuffix("!") {
        self = .optional(String(text.dropLast()))
      } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
        self = .optional(String(text.dropFirst(9).dropLast()))
      } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
        self = .array(String(text.dropFirst(6).dropLast()))
      } else if text.hasPrefix("Set<"), text.hasSuffix(">") {
        self = .set(String(text.dropFirst(4).dropLast()))
      } else if text.hasPrefix("["), text.hasSuffix("]") {
        let inner = String(text.dropFirst().dropLast())
        var depth = 0
        for (offset, character) in inner.enumerated() {
          if "[<(".contains(character) { depth += 1 }
          if "]>)".contains(character) { depth -= 1 }
          if character == ":", depth == 0 {
            let index = inner.index(inner.startIndex, offsetBy: offset)
            self = .dictionary(
              String(inner[..<index]), String(inner[inner.index(after: index)...]))
            return
          }
        }
        self = .array(inner)
      } else {
        self = .named(String(text.split(separator: ".").last ?? Substring(text)))
      }
    }
  }

  // MARK: - Decoding

  /// A `DecodingError` thrown where Swift throws it, with its payload: the key
  /// (`keyNotFound`) or the type (`typeMismatch`, `valueNotFound`) before the context.
  func decodingError(
    _ kind: String, key: String? = nil, type: String? = nil, path: [String],
    _ description: String, at node: some SyntaxProtocol
  ) -> EvalError {
    let codingPath = Value.array(path.map { .string($0) })
    let context = Value.record(
      type: "DecodingError.Context",
      fields: [
        Value.Field("codingPath", codingPath),
        Value.Field("debugDescription", .string(description)),
      ])
    var payload: [Value] = [context]
    if let key {
      payload.insert(
        .record(type: "CodingKeys", fields: [Value.Field("stringValue", .string(key))]), at: 0)
    }
    if let type { payload.insert(.opaque(TypeValue(type)), at: 0) }
    thrownValue = .enumCase(type: "DecodingError", name: kind, payload: payload)
    return failure(
      "thrown", "Fatal error: Error raised at top level: DecodingError.\(kind): \(description)",
      at: node)
  }

  /// A JSON object's value decoded as the type `typeText`.
  func decode(
    _ typeText: String, from json: Any, path: [String], options: DecoderOptions,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    try tick(node)
    func mismatch(_ expected: String) -> EvalError {
      decodingError(
        "typeMismatch", type: expected, path: path,
        "Expected to decode \(expected) but found \(Self.jsonKind(json)) instead.", at: node)
    }
    // `typealias Catalog = [String: Entry]`: the aliased type is what is decoded.
    switch TypeShape(model.resolvingAliases(typeText)) {
    case .optional(let wrapped):
      if json is NSNull { return .null }
      return try decode(wrapped, from: json, path: path, options: options, at: node)
    case .array(let element):
      guard let items = json as? [Any] else { throw mismatch("Array<Any>") }
      var values: [Value] = []
      for (index, item) in items.enumerated() {
        values.append(
          try decode(
            element, from: item, path: path + ["Index \(index)"], options: options, at: node))
      }
      return .array(values)
    case .set(let element):
      // A JSON array, its equal elements one member (`Set` is `Decodable` from an unkeyed
      // container; sample 52: five files stopped on S117 "decoding `Set<String>`").
      guard
        case .array(let items) = try decode(
          "[\(element)]", from: json, path: path, options: options, at: node)
      else { return .array([]) }
      return .array(try uniqued(items, at: node))
    case .dictionary(let keyType, let valueType):
      guard keyType == "String" else {
        throw diagnostic(.unsupportedExpression, ["kind": "decoding `\(typeText)`"], at: node)
      }
      guard let object = json as? [String: Any] else { throw mismatch("Dictionary<String, Any>") }
      var entries: [Value: Value] = [:]
      for (key, item) in object {
        entries[.string(key)] = try decode(
          valueType, from: item, path: path + [key], options: options, at: node)
      }
      return .dictionary(entries)
    case .named(let name):
      if json is NSNull {
        throw decodingError(
          "valueNotFound", type: name, path: path,
          "Expected \(name) value but found null instead.", at: node)
      }
      switch name {
      case "String":
        guard let string = json as? String else { throw mismatch("String") }
        return .string(string)
      case "URL" where model.types[name] == nil:
        // Its address, as Foundation encodes it; nil-URL text is `dataCorrupted`.
        guard let text = json as? String else { throw mismatch("String") }
        guard let url = URL(string: text) else {
          throw decodingError("dataCorrupted", path: path, "Invalid URL string.", at: node)
        }
        return url.isFileURL ? SceneURL.file(url.path) : SceneURL.value(url)
      case "UUID" where model.types[name] == nil:
        // Its text, as Foundation encodes it: idlab's own (`UUID-3`) or any valid UUID.
        guard let text = json as? String else { throw mismatch("String") }
        if text.hasPrefix("UUID-"), let serial = Int(text.dropFirst(5)) { return .uuid(serial) }
        guard let parsed = UUID(uuidString: text) else {
          throw decodingError(
            "dataCorrupted", path: path, "Attempted to decode UUID from invalid UUID string.",
            at: node)
        }
        if let known = decodedUUIDs[parsed.uuidString] { return known }
        let fresh = nextUUID()
        decodedUUIDs[parsed.uuidString] = fresh
        return fresh

      case "Bool":
        guard let number = json as? NSNumber, Self.isBoolean(number) else { throw mismatch("Bool") }
        return .bool(number.boolValue)
      case "Int",
        _ where Self.integerWidths[name] != nil && model.types[name] == nil:
        // `Int64`, `UInt8` and the other widths are idlab's `Int`, within their bounds.
        guard let number = json as? NSNumber, !Self.isBoolean(number) else { throw mismatch(name) }
        guard let int = Int(exactly: number.doubleValue),
          !Self.isFloating(number) || number.doubleValue == Double(int),
          Self.integerWidths[name]?.contains(int) ?? true
        else {
          throw decodingError(
            "dataCorrupted", path: path,
            "Parsed JSON number <\(number)> does not fit in \(name).", at: node)
        }
        return .int(int)
      case "Double", "CGFloat", "Float":
        guard let number = json as? NSNumber, !Self.isBoolean(number) else { throw mismatch(name) }
        return .double(number.doubleValue)
      case "Date":
        return try decodeDate(from: json, path: path, options: options, at: node)
      case _ where Self.rangeBound(of: name) != nil && model.types[name] == nil:
        return try decodeRange(name, from: json, path: path, options: options, at: node)
      default:
        return try decodeDeclared(name, from: json, path: path, options: options, at: node)
      }
    }
  }

  /// The bound type of `Range<Double>` or `ClosedRange<Int>`; nil for another name.
  static func rangeBound(of name: String) -> (bound: String, closed: Bool)? {
    for (prefix, closed) in [("Range<", false), ("ClosedRange<", true)]
    where name.hasPrefix(prefix) && name.hasSuffix(">") {
      return (String(name.dropFirst(prefix.count).dropLast()), closed)
    }
    return nil
  }

  /// `Range<Double>` (`ClosedRange`) from the two-element array the standard library's
  /// `Codable` conformance writes: its lower bound, then its upper bound (the standard
  /// library's `Range: Decodable`, an unkeyed container of `lowerBound` and `upperBound`), as
  /// the value `lower..<upper` (`...`) is.
  private func decodeRange(
    _ name: String, from json: Any, path: [String], options: DecoderOptions,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let (bound, closed) = Self.rangeBound(of: name), let items = json as? [Any] else {
      throw decodingError(
        "typeMismatch", type: "Array<Any>", path: path,
        "Expected to decode Array<Any> but found \(Self.jsonKind(json)) instead.", at: node)
    }
    guard items.count == 2 else {
      throw decodingError(
        "valueNotFound", type: bound, path: path,
        "Unkeyed container is at end.", at: node)
    }
    let lower = try decode(
      bound, from: items[0], path: path + ["Index 0"], options: options, at: node)
    let upper = try decode(
      bound, from: items[1], path: path + ["Index 1"], options: options, at: node)
    if case .int(let low) = lower, case .int(let high) = upper {
      return .range(lower: low, upper: high, closed: closed)
    }
    return .record(
      type: (closed ? "ClosedRange<" : "Range<") + bound + ">",
      fields: [Value.Field("lowerBound", lower), Value.Field("upperBound", upper)])
  }

  /// A program type: a struct or class by its stored properties, an enum by its raw value.
  private func decodeDeclared(
    _ name: String, from json: Any, path: [String], options: DecoderOptions,
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let type = model.types[name],
      !type.conformances.isDisjoint(with: ["Codable", "Decodable"])
    else {
      throw diagnostic(.unsupportedExpression, ["kind": "decoding `\(name)`"], at: node)
    }
    // `init(from decoder: Decoder)` written by hand: run it, with a decoder over this value.
    if type.initializers.contains(where: { $0.trimmedDescription.contains("from decoder") }) {
      let decoder = DecoderValue(json: json, path: path, options: options, type: type)
      return try construct(type, [Argument(label: "from", value: .opaque(decoder))], at: node)
    }
    if type.kind == .enumType {
      guard let raw = type.rawType else {
        throw diagnostic(.unsupportedExpression, ["kind": "decoding `\(name)`"], at: node)
      }
      let rawValue = try decode(raw, from: json, path: path, options: options, at: node)
      for enumCase in type.cases {
        let caseRaw: Value =
          try enumCase.rawValue.map { (expression) throws(EvalError) -> Value in
            try evaluate(expression, Context(scope: Scope(parent: globalScope)))
          } ?? .string(enumCase.name)
        if caseRaw == rawValue { return .enumCase(type: name, name: enumCase.name, payload: []) }
      }
      throw decodingError(
        "dataCorrupted", path: path,
        "Cannot initialize \(name) from invalid \(raw) value \(describe(rawValue))", at: node)
    }
    guard let object = json as? [String: Any] else { throw objectMismatch(json, path, at: node) }
    let keys = try codingKeys(of: type)
    var fields: [Value.Field] = []
    for property in type.storedProperties where !property.isStatic && !property.isComputed {
      let jsonKey = keys[property.name]
      let excludedLet = property.isLet && property.defaultValue != nil
      guard let jsonKey, !excludedLet else {
        let value =
          try property.defaultValue.map { (expression) throws(EvalError) -> Value in
            try evaluate(expression, Context(scope: Scope(parent: globalScope), staticType: type))
          } ?? .null
        fields.append(Value.Field(property.name, value))
        continue
      }
      let lookup = options.snakeCase ? Self.snakeCased(jsonKey) : jsonKey
      guard let item = object[lookup] else {
        if property.isOptionalType {
          fields.append(Value.Field(property.name, .null))
          continue
        }
        throw decodingError(
          "keyNotFound", key: jsonKey, path: path,
          "No value associated with key CodingKeys(stringValue: \"\(jsonKey)\", intValue: nil) (\"\(jsonKey)\").",
          at: node)
      }
      guard let propertyType = property.typeText ?? Self.inferredType(of: property.defaultValue)
      else {
        throw diagnostic(
          .unsupportedExpression, ["kind": "decoding `\(name).\(property.name)` without a type"],
          at: node)
      }
      fields.append(
        Value.Field(
          property.name,
          try decode(
            propertyType, from: item, path: path + [jsonKey], options: options, at: node)))
    }
    if type.kind == .classType {
      return .object(ObjectReference(typeName: name, fields: fields, serial: nextObjectSerial()))
    }
    return .record(type: name, fields: fields)
  }

  func objectMismatch(_ json: Any, _ path: [String], at node: some SyntaxProtocol)
    -> EvalError
  {
    decodingError(
      "typeMismatch", type: "Dictionary<String, Any>", path: path,
      "Expected to decode Dictionary<String, Any> but found \(Self.jsonKind(json)) instead.",
      at: node)
  }

  /// Each stored property's JSON key: its name, or its `CodingKeys` case's raw value; a property
  /// missing from a declared `CodingKeys` is not decoded.
  func codingKeys(of type: TypeDecl) throws(EvalError) -> [String: String] {
    let members =
      type.syntax.as(StructDeclSyntax.self)?.memberBlock.members
      ?? type.syntax.as(ClassDeclSyntax.self)?.memberBlock.members
    guard
      let keys = members?.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "CodingKeys" })
    else {
      return Dictionary(
        type.storedProperties.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
    var result: [String: String] = [:]
    for member in keys.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in cases.elements {
        let raw =
          try element.rawValue.map { (clause) throws(EvalError) -> Value in
            try evaluate(clause.value, Context(scope: Scope(parent: globalScope)))
          } ?? .string(element.name.text)
        result[element.name.text] = describe(raw)
      }
    }
    return result
  }

  /// Whether Foundation's number holds a Boolean (JSON `true`, a property list's `<true/>`).
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// Whether Foundation's number holds a floating-point value (JSON `1.5`, a `<real>`).
  static func isFloating(_ number: NSNumber) -> Bool {
    ["d", "f"].contains(String(cString: number.objCType))
  }

  /// How Swift's decoding errors name a JSON value's kind.
  static func jsonKind(_ json: Any) -> String {
    switch json {
    case is String: return "a string"
    case let number as NSNumber: return isBoolean(number) ? "bool" : "number \(number)"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    default: return "null"
    }
  }

  /// `firstName` → `first_name`: the key `.convertFromSnakeCase` maps to a property name.
  static func snakeCased(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The type Swift infers for a stored property from its initial value, as the decoder needs
  /// it (`var id = UUID()` is a `UUID`, `var count = 0` an `Int`); nil when it is not that
  /// simple.
  static func inferredType(of value: ExprSyntax?) -> String? {
    guard let value else { return nil }
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    return nil
  }

  // MARK: - Encoding

  /// A value as the JSON object `JSONSerialization` writes.
  private func encode(_ value: Value, at node: some SyntaxProtocol) throws(EvalError) -> Any {
    try tick(node)
    switch value {
    case .null: return NSNull()
    case .bool(let bool): return bool
    case .int(let int): return int
    case .double(let double): return double
    case .string(let string): return string
    // Foundation's own encodings of its types: a `UUID` as its text, a `Date` (the default
    // strategy, `deferredToDate`) as its seconds since 1 January 2001, a `URL` as its address.
    case .uuid:
      return describe(value)
    case .record("Date", _) where model.types["Date"] == nil:
      return dateSeconds(value) ?? 0
    case .enumCase("URL", "init", _) where model.types["URL"] == nil,
      .record("URL", _) where model.types["URL"] == nil:
      return SceneURL.foundation(value)?.absoluteString ?? describe(value)
    case .array(let items):
      var result: [Any] = []
      for item in items { result.append(try encode(item, at: node)) }
      return result
    case .dictionary(let entries):
      var result: [String: Any] = [:]
      for (key, item) in entries { result[describe(key)] = try encode(item, at: node) }
      return result
    case .enumCase(let typeName, let name, _):
      guard let type = model.types[typeName], type.rawType != nil,
        let enumCase = type.enumCase(name)
      else { break }
      let raw =
        try enumCase.rawValue.map { (expression) throws(EvalError) -> Value in
          try evaluate(expression, Context(scope: Scope(parent: globalScope)))
        } ?? .string(name)
      return try encode(raw, at: node)
    case .record(let typeName, let fields):
      return try encodeFields(typeName, fields, at: node)
    case .object(let object):
      return try encodeFields(object.typeName, object.fields, at: node)
    default:
      break
    }
    throw diagnostic(.unsupportedExpression, ["kind": "encoding `\(describe(value))`"], at: node)
  }

  private func encodeFields(
    _ typeName: String, _ fields: [Value.Field], at node: some SyntaxProtocol
  )
    throws(EvalError) -> Any
  {
    guard let type = model.types[typeName],
      !type.conformances.isDisjoint(with: ["Codable", "Encodable"])
    else {
      throw diagnostic(.unsupportedExpression, ["kind": "encoding `\(typeName)`"], at: node)
    }
    let keys = try codingKeys(of: type)
    var result: [String: Any] = [:]
    for field in fields {
      guard let key = keys[field.name] else { continue }
      if field.value == .null { continue }
      result[key] = try encode(field.value, at: node)
    }
    return result
  }
}

/// The bytes of a `Data` value, compared by identity like every opaque value.
final class DataValue: OpaqueReference, @unchecked Sendable {
  let bytes: Data

  init(_ bytes: Data) {
    self.bytes = bytes
  }

  /// As Swift prints a `Data`: `12 bytes`.
  override var displayDescription: String { "\(bytes.count) bytes" }
  override var swiftTypeName: String { "Data" }
}
