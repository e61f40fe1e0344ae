import IdentityEngine

extension LibraryType {
  /// `TaskLocal`, the projected value of `@TaskLocal static var mode`: `$mode.withValue(v) { … }`
  /// runs its operation with `mode` reading `v`, then gives `mode` its value back, whatever the
  /// operation does; `$mode.get()` reads it. The run has one task at a time, so the binding is
  /// the property's (docs/semantics.md, "TaskLocal").
  static let taskLocal: LibraryType = {
    var type = LibraryType("TaskLocal", values: .objects(TaskLocalValue.self))
    type.framework = "Swift"
    type.methods = [
      "withValue": { (call: LibraryCall) throws(EvalError) -> Value in
        let local = call.receiver(TaskLocalValue.self)
        guard let bound = call.arguments.first, let last = call.arguments.last,
          call.arguments.count >= 2, case .opaque(let opaque) = last.value,
          let operation = opaque as? FunctionValue
        else {
          throw call.run.invalidArguments("withValue", .closureNeeded, [:], at: call.node)
        }
        let previous = try call.run.staticValue(local.typeName, local.name, at: call.node)
        call.run.setStaticValue(local.typeName, local.name, to: bound.value)
        defer { call.run.setStaticValue(local.typeName, local.name, to: previous) }
        return try call.run.callFunction(operation, [], at: call.node)
      },
      "get()": { (call: LibraryCall) throws(EvalError) -> Value in
        let local = call.receiver(TaskLocalValue.self)
        return try call.run.staticValue(local.typeName, local.name, at: call.node)
      },
    ]
    return type
  }()
}
