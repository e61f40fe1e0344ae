import IdentityEngine

extension LibraryType {
  /// `MainActor.assumeIsolated { … }` and `await MainActor.run { … }`: the closure runs at once
  /// and gives its value, since everything a scene runs is on the main actor already
  /// (docs/semantics.md, "The simulated library").
  static let mainActor: LibraryType = {
    var type = LibraryType("MainActor", values: .none)
    type.framework = "Swift"
    let runsClosure: Member = { (call) throws(EvalError) -> Value in
      guard case .opaque(let opaque)? = call.arguments.last?.value,
        let body = opaque as? FunctionValue
      else { throw call.notSimulated }
      return try call.run.callFunction(body, [], at: call.node)
    }
    type.staticMethods = ["assumeIsolated": runsClosure, "run": runsClosure]
    return type
  }()
}
