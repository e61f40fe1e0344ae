import IdentityEngine

extension LibraryType {
  /// Combine's `CurrentValueSubject(initial)`: `value` reads what it holds, a write or
  /// `send(_:)` replaces it ("A subject that wraps a single value and publishes a new element
  /// whenever the value changes", Apple). Its publisher side (`sink`, `eraseToAnyPublisher`,
  /// `receive(on:)`) is a pipeline idlab does not run: opaque values, and a view's
  /// `.onReceive` of it is inert, as for every subject (docs/semantics.md, "Time").
  static let currentValueSubject: LibraryType = {
    var type = LibraryType("CurrentValueSubject", values: .objects(CurrentValueSubjectValue.self))
    type.inertSettings = true
    type.framework = "Combine"
    type.initializers = [
      "init(_:)": { call in .opaque(CurrentValueSubjectValue(value: call.unlabelled)) }
    ]
    type.methods = [
      "send(_:)": { call in
        call.receiver(CurrentValueSubjectValue.self).value = call.unlabelled
        return .null
      },
      "send(completion:)": { _ in .null },
    ]
    return type
  }()
}
