import IdentityEngine

extension LibraryType {
  /// Combine's `PassthroughSubject<Output, Failure>()`: "a subject that broadcasts elements to
  /// downstream subscribers" and keeps none (Apple). idlab runs no Combine pipeline, so what a
  /// subscriber does with a value is not simulated: a subject nothing subscribes to, or one
  /// nothing sends on, is run (sending to no subscriber does nothing, as in Combine), and a
  /// value sent after a subscriber attached (`sink`, an operator such as `map` or `debounce`,
  /// a view's `.onReceive`) stops the step, located, as not simulated. `eraseToAnyPublisher()`
  /// is the subject itself.
  static let passthroughSubject: LibraryType = {
    var type = LibraryType("PassthroughSubject", values: .objects(PassthroughSubjectValue.self))
    type.inertSettings = true
    type.framework = "Combine"
    type.initializers = ["init()": { _ in .opaque(PassthroughSubjectValue()) }]
    let send: Member = { (call) throws(EvalError) in
      guard !call.receiver(PassthroughSubjectValue.self).isSubscribed else {
        throw call.notSimulated
      }
      return .null
    }
    type.methods = [
      "send(_:)": send, "send()": send,
      "send(completion:)": { _ in .null },
      "eraseToAnyPublisher()": { call in call.receiver },
    ]
    for name in subscribingOperators {
      type.methods[name] = { call in
        call.receiver(PassthroughSubjectValue.self).isSubscribed = true
        return .opaque(UnmodelledValue("PassthroughSubject.\(name)"))
      }
    }
    return type
  }()

  /// The operators and subscribers that attach to a subject (any labels): `sink`, `assign` and
  /// Combine's common operators.
  private static let subscribingOperators = [
    "sink", "assign", "map", "compactMap", "filter", "receive", "debounce", "throttle",
    "removeDuplicates", "handleEvents", "flatMap", "merge", "combineLatest", "delay", "share",
    "dropFirst", "prefix", "scan", "collect",
  ]
}
