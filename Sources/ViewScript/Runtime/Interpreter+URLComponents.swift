import Foundation
import IdentityEngine
import SwiftSyntax

/// `URLComponents` and `URLQueryItem`, computed by Foundation's own `URLComponents` (see
/// docs/semantics.md, "`URLComponents`").
///
/// A scene's `URLComponents` is a record of the parts Foundation stores, each as Foundation's
/// percent-encoded getter gives it (`scheme`, `percentEncodedHost`, `port`, `percentEncodedPath`,
/// …): a value, so a copy is independent and two equal components compare equal. Every other
/// read (`host`, `path`, `queryItems`, `url`, `string`) and every write rebuilds Foundation's
/// value from the record, asks it, and stores its parts back. A `URLQueryItem` is a record of
/// its `name` and `value`.
extension Interpreter {
  /// The Foundation types this file gives values to.
  static let urlComponentsTypes: Set<String> = [urlComponentsType, urlQueryItemType]

  /// The record type of a `URLComponents`.
  static let urlComponentsType = "URLComponents"

  /// The record type of a `URLQueryItem`.
  static let urlQueryItemType = "URLQueryItem"

  /// The parts a `URLComponents` record stores, in order: Foundation's percent-encoded getters.
  private static let storedParts = [
    "scheme", "percentEncodedUser", "percentEncodedPassword", "percentEncodedHost", "port",
    "percentEncodedPath", "percentEncodedQuery", "percentEncodedFragment",
  ]

  // MARK: - Values

  /// `URLComponents()`, `URLComponents(string:)` (nil when Foundation cannot parse the string),
  /// `URLComponents(url:resolvingAgainstBaseURL:)`, `URLQueryItem(name:value:)`; nil for another
  /// name.
  func urlComponentsInitializer(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    let labels = arguments.map(\.label)
    switch (name, labels) {
    case (Self.urlQueryItemType, ["name", "value"]):
      return Self.queryItem(
        name: describe(arguments[0].value),
        value: arguments[1].value == .null ? nil : describe(arguments[1].value))
    case (Self.urlComponentsType, []):
      return record(of: URLComponents())
    case (Self.urlComponentsType, ["string"]):
      guard case .string(let string) = arguments[0].value else {
        throw invalidArguments(name, .typeNeeded, ["form": "string:", "type": "String"], at: node)
      }
      return URLComponents(string: string).map(record(of:)) ?? .null
    case (Self.urlComponentsType, ["url", "resolvingAgainstBaseURL"]):
      guard let url = foundationURL(arguments[0].value) else {
        throw invalidArguments(name, .typeNeeded, ["form": "url:", "type": "URL"], at: node)
      }
      let resolving = arguments[1].value == .bool(true)
      return URLComponents(url: url, resolvingAgainstBaseURL: resolving).map(record(of:)) ?? .null
    default:
      let form = name == Self.urlQueryItemType ? "(name:value:)" : "(string:)"
      throw invalidArguments(name, .expectedForm, ["form": name + form], at: node)
    }
  }

  /// A `URLQueryItem` value.
  static func queryItem(name: String, value: String?) -> Value {
    .record(
      type: urlQueryItemType,
      fields: [
        Value.Field("name", .string(name)), Value.Field("value", value.map(Value.string) ?? .null),
      ])
  }

  /// The record of Foundation's `components`.
  private func record(of components: URLComponents) -> Value {
    let parts: [Value] = [
      components.scheme.map(Value.string) ?? .null,
      components.percentEncodedUser.map(Value.string) ?? .null,
      components.percentEncodedPassword.map(Value.string) ?? .null,
      components.percentEncodedHost.map(Value.string) ?? .null,
      components.port.map(Value.int) ?? .null,
      .string(components.percentEncodedPath),
      components.percentEncodedQuery.map(Value.string) ?? .null,
      components.percentEncodedFragment.map(Value.string) ?? .null,
    ]
    return .record(
      type: Self.urlComponentsType,
      fields: zip(Self.storedParts, parts).map { Value.Field($0, $1) })
  }

  /// Foundation's components for a record `record(of:)` made; nil for another value.
  private func foundationComponents(_ value: Value) -> URLComponents? {
    guard case .record(Self.urlComponentsType, let fields) = value,
      model.types[Self.urlComponentsType] == nil
    else { return nil }
    func part(_ name: String) -> String? {
      guard case .string(let text)? = fields.first(where: { $0.name == name })?.value else {
        return nil
      }
      return text
    }
    // The parts came from Foundation's getters, so its setters take them back.
    var components = URLComponents()
    components.scheme = part("scheme")
    components.percentEncodedUser = part("percentEncodedUser")
    components.percentEncodedPassword = part("percentEncodedPassword")
    components.percentEncodedHost = part("percentEncodedHost")
    if case .int(let port)? = fields.first(where: { $0.name == "port" })?.value {
      components.port = port
    }
    components.percentEncodedPath = part("percentEncodedPath") ?? ""
    components.percentEncodedQuery = part("percentEncodedQuery")
    components.percentEncodedFragment = part("percentEncodedFragment")
    return components
  }

  /// Foundation's URL for a scene's `URL`: one `URL(string:)` made, or a file URL (`Bundle`,
  /// `URL.documentsDirectory`); nil for another value.
  func foundationURL(_ value: Value) -> URL? {
    switch value {
    case .enumCase("URL", "init", let payload):
      guard payload.count == 1, case .string(let string) = payload[0] else { return nil }
      return URL(string: string)
    case .record("URL", let fields):
      guard case .string(let path)? = fields.first?.value else { return nil }
      return URL(fileURLWithPath: path)
    default: return nil
    }
  }

  /// A scene's `URL` for Foundation's `url`, the value `URL(string: url.absoluteString)` gives.
  private func sceneURL(_ url: URL) -> Value {
    .enumCase(type: "URL", name: "init", payload: [.string(url.absoluteString)])
  }

  // MARK: - Members

  /// `components.host`, `path`, `query`, `fragment`, `user`, `password`, `queryItems`, `url`,
  /// `string`, `description`, and a query item's parts; nil for another value or name.
  func urlComponentsProperty(_ name: String, of base: Value) -> Value? {
    guard let components = foundationComponents(base) else { return nil }
    switch name {
    case "host": return optional(components.host)
    case "path": return .string(components.path)
    case "query": return optional(components.query)
    case "fragment": return optional(components.fragment)
    case "user": return optional(components.user)
    case "password": return optional(components.password)
    case "queryItems":
      return components.queryItems.map { items in
        .array(items.map { Self.queryItem(name: $0.name, value: $0.value) })
      } ?? .null
    case "url": return components.url.map(sceneURL) ?? .null
    case "string": return optional(components.string)
    case "description": return .string(components.description)
    default: return nil
    }
  }

  /// `absoluteString`, `scheme`, `host`, `port`, `path`, `query`, `fragment` of a URL that
  /// `URL(string:)` or `components.url` made, from Foundation's `URL`; nil for another value or
  /// name.
  func webURLProperty(_ name: String, of base: Value) -> Value? {
    guard case .enumCase("URL", "init", _) = base, model.types["URL"] == nil,
      let url = foundationURL(base)
    else { return nil }
    switch name {
    case "absoluteString": return .string(url.absoluteString)
    case "scheme": return optional(url.scheme)
    case "host": return optional(url.host)
    case "port": return url.port.map(Value.int) ?? .null
    case "path": return .string(url.path)
    case "query": return optional(url.query)
    case "fragment": return optional(url.fragment)
    default: return nil
    }
  }

  /// `components.name = value` and every write into a part (`components.queryItems?.append(…)`):
  /// the part read, changed by `body`, given to Foundation's setter, the record rebuilt; a value
  /// Foundation's setter would trap on (an invalid `scheme` or percent-encoded query, a negative
  /// `port`) fails the step, as it stops the app. False when `value` is not a `URLComponents`.
  func modifyURLComponents(
    _ value: inout Value, _ name: String, _ rest: ArraySlice<PathComponent>, at node: Syntax,
    _ body: (inout Value) throws(EvalError) -> Void
  ) throws(EvalError) -> Bool {
    guard var components = foundationComponents(value) else { return false }
    guard Self.writableParts.contains(name) else {
      throw diagnostic(
        .unknownMember, ["member": ".\(name)", "type": Self.urlComponentsType], at: node)
    }
    var part = urlComponentsProperty(name, of: value) ?? value.recordField(name) ?? .null
    try modifyPath(&part, rest, at: node, body)
    switch Self.set(name, of: &components, to: part) {
    case .set:
      value = record(of: components)
      return true
    case .wrongType:
      throw invalidArguments(name, .notAValueItTakes, ["value": describe(part)], at: node)
    case .trapped:
      throw failure(
        "invalid-url-component",
        "Fatal error: Attempting to set \(name) to an invalid value", at: node,
        arguments: ["part": name, "value": describe(part)])
    }
  }

  /// The parts a program may assign.
  private static let writableParts: Set<String> = [
    "scheme", "host", "port", "path", "query", "fragment", "percentEncodedQuery", "queryItems",
  ]

  /// What Foundation's setter does with a value.
  private enum PartWrite {
    /// The part is set.
    case set
    /// The value is not of the part's type (Swift would not compile the assignment).
    case wrongType
    /// Foundation's setter would stop the app.
    case trapped
  }

  /// Gives `value` to Foundation's setter of the part `name`, unless it would trap on it.
  private static func set(_ name: String, of components: inout URLComponents, to value: Value)
    -> PartWrite
  {
    if name == "port" {
      switch value {
      case .null: components.port = nil
      case .int(let port) where port >= 0: components.port = port
      case .int: return .trapped
      default: return .wrongType
      }
      return .set
    }
    if name == "queryItems" { return setQueryItems(of: &components, to: value) }
    guard let text = optionalText(value), name != "path" || text != nil else { return .wrongType }
    switch name {
    case "scheme":
      // A scheme Foundation parses back as itself is one its setter takes.
      guard text.map({ URLComponents(string: $0 + ":")?.scheme == $0 }) ?? true else {
        return .trapped
      }
      components.scheme = text
    case "percentEncodedQuery":
      // Foundation's parser reads back the same query only when every character may stand in
      // one, a percent sign only before two hexadecimal digits.
      guard text.map({ URLComponents(string: "?" + $0)?.percentEncodedQuery == $0 }) ?? true
      else { return .trapped }
      components.percentEncodedQuery = text
    case "host": components.host = text
    case "path": components.path = text ?? ""
    case "query": components.query = text
    default: components.fragment = text
    }
    return .set
  }

  /// `components.queryItems = items` (nil removes the query).
  private static func setQueryItems(of components: inout URLComponents, to value: Value)
    -> PartWrite
  {
    guard case .array(let elements) = value else {
      guard value == .null else { return .wrongType }
      components.queryItems = nil
      return .set
    }
    var items: [URLQueryItem] = []
    for element in elements {
      guard case .string(let name)? = element.recordField("name", of: urlQueryItemType),
        let text = element.recordField("value", of: urlQueryItemType).flatMap(optionalText)
      else { return .wrongType }
      items.append(URLQueryItem(name: name, value: text))
    }
    components.queryItems = items
    return .set
  }

  /// A `String?` part's text: `.some(nil)` for nil, nil when `value` is not a string.
  private static func optionalText(_ value: Value) -> String?? {
    switch value {
    case .null: return .some(nil)
    case .string(let text): return .some(text)
    default: return nil
    }
  }
}

extension Value {
  /// The field `name` of a record (of type `type` when given); nil for another value.
  fileprivate func recordField(_ name: String, of type: String? = nil) -> Value? {
    guard case .record(let recordType, let fields) = self, type == nil || type == recordType
    else { return nil }
    return fields.first { $0.name == name }?.value
  }
}

/// A scene's optional string: the text, or nil.
private func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
