import IdentityEngine
import SwiftSyntax

/// `URLSession` on a device with no network: idlab's scenes never reach a server, so every
/// request fails as it does on an offline iPhone, with `URLError(.notConnectedToInternet)`, an
/// error the scene's `catch` sees (see docs/semantics.md, "`URLSession`"). `URLRequest` is a
/// plain value: its URL, method, body and header fields.
extension Interpreter {
  /// The Foundation types this file gives values to.
  static let networkTypes: Set<String> = [
    "URLSession", "URLError", urlRequestType, "URLSessionConfiguration",
  ]

  /// The record type of a `URLRequest`.
  static let urlRequestType = "URLRequest"

  /// The header methods of `URLRequest` that change it.
  static let urlRequestMutatingMethods: Set<String> = ["setValue", "addValue"]

  /// `URLRequest(url:)` (a `cachePolicy:` or `timeoutInterval:` is read for the interval only):
  /// method `GET`, no body, no header fields, Foundation's 60-second timeout.
  func urlRequest(_ arguments: [Argument], at node: some SyntaxProtocol) throws(EvalError)
    -> Value
  {
    guard let url = arguments.first(where: { $0.label == "url" })?.value else {
      throw invalidArguments(Self.urlRequestType, .missingArgument, ["label": "url:"], at: node)
    }
    let timeout = arguments.first(where: { $0.label == "timeoutInterval" })?.value
    return .record(
      type: Self.urlRequestType,
      fields: [
        Value.Field("url", url), Value.Field("httpMethod", .string("GET")),
        Value.Field("httpBody", .null), Value.Field("allHTTPHeaderFields", .null),
        Value.Field("timeoutInterval", timeout.flatMap(double).map(Value.double) ?? .double(60)),
      ])
  }

  /// `request.setValue(v, forHTTPHeaderField: f)` replaces the field (nil removes it) and
  /// `addValue(v, forHTTPHeaderField: f)` appends to it after a comma, as Foundation does; nil
  /// for another method.
  func mutateURLRequest(_ name: String, _ request: inout Value, _ arguments: [Argument]) -> Value? {
    guard Self.urlRequestMutatingMethods.contains(name),
      case .record(Self.urlRequestType, var fields) = request,
      let index = fields.firstIndex(where: { $0.name == "allHTTPHeaderFields" }),
      let field = arguments.first(where: { $0.label == "forHTTPHeaderField" })?.value,
      case .string(let key) = field
    else { return nil }
    var headers: [Value: Value] = [:]
    if case .dictionary(let old) = fields[index].value { headers = old }
    let existing = headers.first { describe($0.key).lowercased() == key.lowercased() }
    if let existing { headers[existing.key] = nil }
    let given = arguments.first.map(\.value) ?? .null
    let newValue: Value? =
      switch (name, existing?.value, given) {
      case (_, _, .null): nil
      case ("addValue", let old?, _): .string(describe(old) + "," + describe(given))
      default: .string(describe(given))
      }
    if let newValue { headers[existing?.key ?? .string(key)] = newValue }
    fields[index].value = headers.isEmpty ? .null : .dictionary(headers)
    request = .record(type: Self.urlRequestType, fields: fields)
    return .null
  }

  /// The methods of `URLSession` that load from the network.
  private static let requestMethods: Set<String> = ["data", "upload", "download", "bytes"]

  /// Whether `URLSession.name` is one idlab simulates (a static, a task or a request); any
  /// other (`dataTaskPublisher(for:)`, `invalidateAndCancel()`) is an opaque value, S120.
  static func simulatesSessionMember(_ name: String) -> Bool {
    ["shared", "init"].contains(name) || taskMethods.contains(name)
      || requestMethods.contains(name)
  }

  /// `URLSession.shared`, and a new `URLSessionConfiguration` for `.default` or `.ephemeral`
  /// (each read gives a new object, as Foundation's does); nil for another name.
  func networkStatic(_ typeName: String, _ name: String) -> Value? {
    switch (typeName, name) {
    case ("URLSession", "shared"): return Self.offlineSession
    case ("URLSessionConfiguration", "default"), ("URLSessionConfiguration", "ephemeral"):
      return .opaque(URLSessionConfigurationValue())
    default: return nil
    }
  }

  /// A session: every one is offline, whatever its configuration.
  static let offlineSession = Value.record(type: "URLSession", fields: [])

  /// `URLSession(configuration:)` and `(configuration:delegate:delegateQueue:)`: an offline
  /// session like `shared`.
  func urlSession(_ arguments: [Argument], at node: some SyntaxProtocol) throws(EvalError)
    -> Value
  {
    switch arguments.first(where: { $0.label == "configuration" })?.value {
    case .opaque(let opaque)? where opaque is URLSessionConfigurationValue:
      return Self.offlineSession
    // `URLSession(configuration: .default)`: the implicit member is the parameter's type's,
    // `URLSessionConfiguration.default` (SE-0287).
    case .enumCase("", "default", [])?, .enumCase("", "ephemeral", [])?:
      return Self.offlineSession
    default:
      throw invalidArguments("URLSession", .sessionConfigurationNeeded, at: node)
    }
  }

  /// `session.data(from: url)`, `data(for: request)`, `upload(for:from:)`: the offline error,
  /// thrown; `dataTask(with:completionHandler:)`, `downloadTask`, `uploadTask`: a task whose
  /// `resume()` calls the handler with the offline error after the current step's updates, as
  /// the session's queue would; a task's `resume()` and `cancel()`; nil when `base` is neither.
  func networkMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    if case .opaque(let opaque) = base, let task = opaque as? URLSessionTaskValue {
      return try sessionTaskMethod(name, task, at: node)
    }
    guard case .record("URLSession", _) = base else { return nil }
    if Self.taskMethods.contains(name) {
      let handler = arguments.last { $0.label == nil || $0.label == "completionHandler" }
      return .opaque(URLSessionTaskValue(completion: handler.flatMap { asFunction($0.value) }))
    }
    // `dataTaskPublisher(for:)`: a publisher idlab does not run (opaque by default): what is
    // chained on it and the closures given to it never get a value, as a request that has not
    // finished (the checker says so, S120).
    guard Self.requestMethods.contains(name) else {
      return .opaque(UnmodelledValue("URLSession.\(name)"))
    }
    let call = "URLSession.\(name)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    throw offline(call, at: node)
  }

  /// The error a request `call` (`URLSession.data(from:)`, `Data(contentsOf:)`) throws on the
  /// offline device, noted once per place for the screen's footer.
  func offline(_ call: String, at node: some SyntaxProtocol) -> EvalError {
    let at = position(node) ?? SourcePosition.unknown
    let path = pathOf(node)
    if !offlineRequests.contains(where: {
      $0.path == path && $0.line == at.line && $0.column == at.column
    }) {
      offlineRequests.append((call, path, at.line, at.column))
    }
    thrownValue = Self.urlError("notConnectedToInternet")
    return failure(
      "thrown", "Fatal error: Error raised at top level: \(Self.offlineDescription)", at: node)
  }

  /// The methods that make a task with a completion handler.
  private static let taskMethods: Set<String> = ["dataTask", "downloadTask", "uploadTask"]

  /// A `URLError` of `code`.
  static func urlError(_ code: String) -> Value {
    .record(
      type: "URLError",
      fields: [Value.Field("code", .enumCase(type: "URLError.Code", name: code, payload: []))])
  }

  /// `task.resume()`: the completion handler runs with no data, no response and the offline
  /// error (`cancelled` once the task was cancelled), once, after the current step's updates;
  /// `task.cancel()`.
  private func sessionTaskMethod(
    _ name: String, _ task: URLSessionTaskValue, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    switch name {
    case "cancel":
      task.isCancelled = true
      return .null
    case "resume":
      guard !task.isResumed, let completion = task.completion else { return .null }
      task.isResumed = true
      let position = Syntax(node)
      let work = Callback { [self] in
        let error = Self.urlError(task.isCancelled ? "cancelled" : "notConnectedToInternet")
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(
            completion,
            [
              Argument(label: nil, value: .null), Argument(label: nil, value: .null),
              Argument(label: nil, value: error),
            ], builder: false, at: position)
        }
      }
      if let clock = simulation?.clock {
        clock.schedule(at: clockNow, work)
      } else {
        do { try work.run() } catch { throw wrapThrown(error) }
      }
      return .null
    default:
      return nil
    }
  }

  /// `request.value(forHTTPHeaderField:)`: the field's value, its name compared without case;
  /// nil for another value or method.
  func urlRequestMethod(_ name: String, on base: Value, _ arguments: [Argument]) -> Value? {
    guard name == "value", case .record(Self.urlRequestType, let fields) = base,
      let field = arguments.first(where: { $0.label == "forHTTPHeaderField" })?.value
    else { return nil }
    guard
      case .dictionary(let headers)? = fields.first(where: { $0.name == "allHTTPHeaderFields" })?
        .value
    else { return .null }
    let key = describe(field).lowercased()
    return headers.first { describe($0.key).lowercased() == key }?.value ?? .null
  }

  /// `error.localizedDescription` of a `URLError` (idlab's offline or cancelled one, or one the
  /// program makes: `URLError(.timedOut)`), and its `code`; a task's
  /// `state`; nil for another value or name.
  func networkProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) -> Value? {
    if case .opaque(let opaque) = base, let task = opaque as? URLSessionTaskValue, name == "state" {
      let state = task.isCancelled ? "canceling" : task.isResumed ? "completed" : "suspended"
      return .enumCase(type: "URLSessionTask.State", name: state, payload: [])
    }
    guard case .record("URLError", let fields) = base, name == "localizedDescription" else {
      return nil
    }
    guard case .enumCase(_, let code, _)? = fields.first?.value else {
      return .string(Self.offlineDescription)
    }
    if let text = Self.urlErrorDescriptions[code] { return .string(text) }
    // Another code's text is Foundation's, which idlab does not carry: opaque, and listed.
    noteRuntimeOpaque("URLError.localizedDescription", at: node)
    return .opaque(UnmodelledValue("URLError.localizedDescription"))
  }

  /// Foundation's English text for `URLError.notConnectedToInternet`.
  private static let offlineDescription = "The Internet connection appears to be offline."

  /// Foundation's English `localizedDescription` of the `URLError` codes an app meets offline,
  /// as an iOS device in English shows them.
  static let urlErrorDescriptions: [String: String] = [
    "notConnectedToInternet": offlineDescription, "cancelled": "cancelled",
    "timedOut": "The request timed out.",
    "networkConnectionLost": "The network connection was lost.",
    "cannotFindHost": "A server with the specified hostname could not be found.",
    "cannotConnectToHost": "Could not connect to the server.",
  ]
}
