import IdentityEngine
import SwiftSyntax

extension SceneRun {
  /// Fills a collection that is empty on the first screen with `count` made-up elements, so
  /// that its rows exist: `idlab audit`'s confirmation, for a list whose data the app loads
  /// from a file, a database or the network. The collection (`cards`, `model.items`) is
  /// followed through the stored properties of the view named `typeName` and of the program's
  /// types, to its declared element type; each element is built as a root view's missing
  /// argument is (`Interpreter.placeholder`: `""`, `0`, a program struct from placeholders, a
  /// fresh `UUID()`), its first text or number made distinct (`"1"`, `"2"`, …) so that rows
  /// tell their elements apart.
  ///
  /// - Returns: the step and the element type as written (`Card`), or nil when the element
  ///   type cannot be found, an element cannot be built, or the view is not on the screen.
  public func seed(_ collection: String, inView typeName: String, count: Int) -> (
    step: SceneStep, element: String
  )? {
    // On the run's large stack, as every step is: a caller's thread (a pool thread's 512 KB)
    // could reach the stack guard on its own.
    let seeded = try? ScriptProgram.onLargeStack {
      () throws(ScriptDiagnostics) -> (step: SceneStep, element: String)? in
      self.seedOnThisThread(collection, inView: typeName, count: count)
    }
    return seeded ?? nil
  }

  private func seedOnThisThread(_ collection: String, inView typeName: String, count: Int) -> (
    step: SceneStep, element: String
  )? {
    // The elements are made outside any engine entry: the stack guard must know this thread's
    // stack first, not the one the last step ran on.
    interpreter.refreshStackLimit()
    guard let element = elementType(of: collection, in: typeName) else { return nil }
    var values: [Value] = []
    for index in 0..<count {
      guard let value = try? interpreter.placeholder(element, depth: 0) else { return nil }
      if case .opaque = value { return nil }
      values.append(Self.distinct(value, index + 1))
    }
    var locals: [String: Value] = ["idlabSeededElements": .array(values)]
    var action = "\(collection) = idlabSeededElements"
    if let store = queryStore(of: collection, in: typeName) {
      // A query lists the store: the elements are inserted into it, as the app would.
      locals["idlabStore"] = store
      action = "for element in idlabSeededElements { idlabStore.insert(element) }"
    }
    let outcome = try? inView(typeName) { () throws(ScriptDiagnostics) -> Outcome? in
      try runStatements(action, locals: locals)
    }
    guard let outcome = outcome ?? nil, outcome.error == nil else { return nil }
    return (record(outcome, action: action), element)
  }

  /// Removes the first element of `collection` in the view named `typeName` as the app
  /// would: an array's `remove(at: 0)`, a `@Query` or `@FetchRequest` list's first instance
  /// deleted from the store (`modelContext.delete(items[0])`).
  ///
  /// - Returns: the step and the statement as shown, or nil when the view is not on the
  ///   screen.
  public func removeFirst(of collection: String, inView typeName: String)
    throws(ScriptDiagnostics) -> (step: SceneStep, statement: String)?
  {
    guard let store = queryStore(of: collection, in: typeName) else {
      let statement = "\(collection).remove(at: 0)"
      return try perform(statement, inView: typeName).map { ($0, statement) }
    }
    let action = "idlabStore.delete(\(collection)[0])"
    let outcome = try ScriptProgram.onLargeStack { () throws(ScriptDiagnostics) -> Outcome? in
      try self.inView(typeName) { () throws(ScriptDiagnostics) -> Outcome? in
        try self.runStatements(action, locals: ["idlabStore": store])
      }
    }
    let context = isCoreData(collection, in: typeName) ? "viewContext" : "modelContext"
    let statement = "\(context).delete(\(collection)[0])"
    return outcome.map { (record($0, action: statement), statement) }
  }

  /// The store a `@Query` or `@FetchRequest` property named `collection` lists, as its model
  /// context's value; nil for anything else.
  func queryStore(of collection: String, in typeName: String) -> Value? {
    guard let property = queryProperty(collection, in: typeName) else { return nil }
    return .opaque(property.readsCoreData ? interpreter.coreDataStore : interpreter.modelStore)
  }

  private func isCoreData(_ collection: String, in typeName: String) -> Bool {
    queryProperty(collection, in: typeName)?.readsCoreData == true
  }

  private func queryProperty(_ collection: String, in typeName: String) -> TypeDecl.Property? {
    let name = collection.hasPrefix("self.") ? String(collection.dropFirst(5)) : collection
    guard let type = interpreter.model.type(named: typeName, from: nil),
      let property = type.storedProperties.first(where: { $0.name == name }),
      property.wrapper == .query
    else { return nil }
    return property
  }

  /// The element type of `collection` as declared (`[Card]` → `Card`), read through stored
  /// properties from the type `typeName`.
  func elementType(of collection: String, in typeName: String) -> String? {
    var type = interpreter.model.type(named: typeName, from: nil)
    var written: String?
    for name in collection.split(separator: ".").map(String.init) where name != "self" {
      guard let current = type,
        let property = current.storedProperties.first(where: { $0.name == name })
      else { return nil }
      written = property.typeText ?? Self.writtenType(of: property.defaultValue)
      guard var text = written?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.hasPrefix("FetchedResults<"), text.hasSuffix(">") {
        text = "[" + text.dropFirst("FetchedResults<".count).dropLast() + "]"
      }
      while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
      written = text
      type = interpreter.model.type(named: text, from: current)
    }
    guard let text = written, text.hasPrefix("["), text.hasSuffix("]"),
      !text.dropFirst().dropLast().contains(":")
    else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// The type an initial value writes out: `[Card]()` → `[Card]`, `Model()` → `Model`.
  static func writtenType(of value: ExprSyntax?) -> String? {
    guard let call = value?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else {
      return nil
    }
    if call.calledExpression.is(ArrayExprSyntax.self) {
      return call.calledExpression.trimmedDescription
    }
    return Interpreter.inferredType(of: value)
  }

  /// `value` with its first text or number replaced by `index`, so that made-up elements
  /// differ.
  static func distinct(_ value: Value, _ index: Int) -> Value {
    switch value {
    case .string: return .string("\(index)")
    case .int: return .int(index)
    case .double: return .double(Double(index))
    case .record(let type, var fields):
      if let position = firstScalar(fields) {
        fields[position].value = distinct(fields[position].value, index)
      }
      return .record(type: type, fields: fields)
    case .object(let object):
      // A class instance made for this seed alone: its own field is changed.
      if let position = firstScalar(object.fields) {
        object.fields[position].value = distinct(object.fields[position].value, index)
      }
      return value
    default: return value
    }
  }

  private static func firstScalar(_ fields: [Value.Field]) -> Int? {
    fields.firstIndex {
      switch $0.value {
      case .string, .int, .double: true
      default: false
      }
    }
  }
}
