import Foundation
import IdentityEngine

extension LibraryType {
  /// `URLComponents`, computed by Foundation's own `URLComponents` (docs/semantics.md,
  /// "`URLComponents`").
  ///
  /// A scene's `URLComponents` is a record of the parts Foundation stores, each as Foundation's
  /// percent-encoded getter gives it (`scheme`, `percentEncodedHost`, `port`,
  /// `percentEncodedPath`, …): a value, so a copy is independent and two equal components compare
  /// equal. Every other read (`host`, `path`, `queryItems`, `url`, `string`) and every write
  /// rebuilds Foundation's value from the record, asks it, and stores its parts back.
  static let urlComponents: LibraryType = {
    var type = LibraryType("URLComponents", values: .records)
    type.initializers = [
      "init()": { _ in record(of: URLComponents()) },
      "init(string:)": { (call: LibraryCall) throws(EvalError) -> Value in
        guard case .string(let string) = call.arguments[0].value else {
          throw call.invalidArguments(.typeNeeded, ["form": "string:", "type": "String"])
        }
        return URLComponents(string: string).map(record(of:)) ?? .null
      },
      "init(url:resolvingAgainstBaseURL:)": { (call: LibraryCall) throws(EvalError) -> Value in
        guard let url = SceneURL.foundation(call.arguments[0].value) else {
          throw call.invalidArguments(.typeNeeded, ["form": "url:", "type": "URL"])
        }
        let resolving = call.arguments[1].value == .bool(true)
        return URLComponents(url: url, resolvingAgainstBaseURL: resolving).map(record(of:))
          ?? .null
      },
      "init": { (call: LibraryCall) throws(EvalError) -> Value in
        throw call.invalidArguments(.expectedForm, ["form": "URLComponents(string:)"])
      },
    ]
    type.properties = [
      "host": read { optional($0.host) },
      "path": read { .string($0.path) },
      "query": read { optional($0.query) },
      "fragment": read { optional($0.fragment) },
      "user": read { optional($0.user) },
      "password": read { optional($0.password) },
      "queryItems": read { components in
        components.queryItems.map { items in
          .array(items.map { queryItem(name: $0.name, value: $0.value) })
        } ?? .null
      },
      "url": read { $0.url.map(SceneURL.value) ?? .null },
      "string": read { optional($0.string) },
      "description": read { .string($0.description) },
    ]
    for part in [
      "scheme", "host", "port", "path", "query", "fragment", "percentEncodedQuery", "queryItems",
    ] {
      type.setters[part] = setter(part)
    }
    return type
  }()

  /// A property read: Foundation's components asked with `part`.
  private static func read(_ part: @escaping @Sendable (URLComponents) -> Value) -> Member {
    { call in components(call.receiver).map(part) ?? .null }
  }

  /// The write of the part `name`.
  private static func setter(_ name: String) -> Setter {
    { (call: LibraryCall, value: Value) throws(EvalError) -> Value in
      try set(name, of: call, to: value)
    }
  }

  /// The parts a `URLComponents` record stores, in order: Foundation's percent-encoded getters.
  private static let storedParts = [
    "scheme", "percentEncodedUser", "percentEncodedPassword", "percentEncodedHost", "port",
    "percentEncodedPath", "percentEncodedQuery", "percentEncodedFragment",
  ]

  /// The record of Foundation's `components`.
  private static func record(of components: URLComponents) -> Value {
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
      type: urlComponents.name, fields: zip(storedParts, parts).map { Value.Field($0, $1) })
  }

  /// Foundation's components for a record `record(of:)` made; nil for another value.
  private static func components(_ value: Value) -> URLComponents? {
    guard case .record(_, let fields) = value else { return nil }
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

  /// `components.name = value`: Foundation's setter given the value and the record rebuilt; a
  /// value Foundation's setter would trap on (an invalid `scheme` or percent-encoded query, a
  /// negative `port`) fails the step, as it stops the app.
  private static func set(_ name: String, of call: LibraryCall, to value: Value)
    throws(EvalError) -> Value
  {
    guard var components = components(call.receiver) else { return call.receiver }
    switch write(name, of: &components, to: value) {
    case .set:
      return record(of: components)
    case .wrongType:
      throw call.invalidArguments(.notAValueItTakes, ["value": call.run.describe(value)])
    case .trapped:
      throw call.run.runtimeFailure(
        "invalid-url-component", "Fatal error: Attempting to set \(name) to an invalid value",
        arguments: ["part": name, "value": call.run.describe(value)], at: call.node)
    }
  }

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
  private static func write(_ name: String, of components: inout URLComponents, to value: Value)
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
      guard case .record(urlQueryItem.name, let fields) = element,
        case .string(let name)? = fields.first(where: { $0.name == "name" })?.value,
        let text = fields.first(where: { $0.name == "value" }).flatMap({ optionalText($0.value) })
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

  /// A scene's optional string: the text, or nil.
  private static func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
}
