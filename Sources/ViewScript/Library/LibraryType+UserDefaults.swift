import IdentityEngine

extension LibraryType {
  /// `UserDefaults.standard` over the run's `UserDefaultsStore`, which `@AppStorage` shares. The
  /// getters answer as Foundation does for a key that holds nothing or a value of another kind
  /// (`0`, `false`, `0.0`, `nil`) (docs/semantics.md, "UserDefaults").
  static let userDefaults: LibraryType = {
    var type = LibraryType("UserDefaults", values: .objects(UserDefaultsStore.self))
    type.staticProperties = ["standard": { call in .opaque(call.run.userDefaults) }]
    // `UserDefaults(suiteName: "group.app")`: that suite's own store, empty on a fresh install
    // and the same object for the same name within a run; `suiteName: nil` and `init()` are
    // the standard defaults.
    type.initializers = [
      "init(suiteName:)": { call in
        guard case .string(let name) = call.arguments[0].value else {
          return .opaque(call.run.userDefaults)
        }
        return .opaque(call.run.userDefaultsSuite(name))
      },
      "init()": { call in .opaque(call.run.userDefaults) },
    ]
    type.methods = [
      "set(_:forKey:)": { call in
        call.receiver(UserDefaultsStore.self).write(key(call), call.unlabelled)
        return .null
      },
      // Key-value coding's `setValue(_:forKey:)` and `value(forKey:)`: `NSUserDefaults` answers
      // them as `set(_:forKey:)` and `object(forKey:)` (sample 39: a view model's init stopped).
      "setValue(_:forKey:)": { call in
        call.receiver(UserDefaultsStore.self).write(key(call), call.unlabelled)
        return .null
      },
      "value(forKey:)": { call in stored(call) ?? .null },
      // `register(defaults:)`: values a key gives until one is set (Apple: "the registration
      // domain"), merged with those registered before.
      "register(defaults:)": { call in
        if case .dictionary(let entries) = call.argument("defaults") {
          let store = call.receiver(UserDefaultsStore.self)
          for (key, value) in entries { store.registered[call.run.describe(key)] = value }
        }
        return .null
      },
      // Saving is immediate in the run's store: there is nothing to wait for, and it succeeds.
      "synchronize()": { _ in .bool(true) },
      "removeObject(forKey:)": { call in
        call.receiver(UserDefaultsStore.self).write(key(call), .null)
        return .null
      },
      "object(forKey:)": { call in stored(call) ?? .null },
      "string(forKey:)": { call in
        switch stored(call) {
        case .string(let string)?: return .string(string)
        case .int(let int)?: return .string(call.run.describe(.int(int)))
        case .double(let double)?: return .string(call.run.describe(.double(double)))
        default: return .null
        }
      },
      "integer(forKey:)": { call in
        switch stored(call) {
        case .int(let int)?: return .int(int)
        case .double(let double)?: return .int(Int(exactly: double.rounded(.down)) ?? 0)
        case .bool(let bool)?: return .int(bool ? 1 : 0)
        case .string(let string)?: return .int(Int(string) ?? 0)
        default: return .int(0)
        }
      },
      "double(forKey:)": { call in
        switch stored(call) {
        case .double(let double)?: return .double(double)
        case .int(let int)?: return .double(Double(int))
        case .bool(let bool)?: return .double(bool ? 1 : 0)
        case .string(let string)?: return .double(Double(string) ?? 0)
        default: return .double(0)
        }
      },
      "bool(forKey:)": { call in
        switch stored(call) {
        case .bool(let bool)?: return .bool(bool)
        case .int(let int)?: return .bool(int != 0)
        case .double(let double)?: return .bool(double != 0)
        case .string(let string)?:
          return .bool(["true", "yes"].contains(string.lowercased()) || (Int(string) ?? 0) != 0)
        default: return .bool(false)
        }
      },
      "array(forKey:)": { call in
        if case .array(let items)? = stored(call) { return .array(items) }
        return .null
      },
      "dictionary(forKey:)": { call in
        if case .dictionary(let entries)? = stored(call) { return .dictionary(entries) }
        return .null
      },
      "stringArray(forKey:)": { call in
        if case .array(let items)? = stored(call),
          items.allSatisfy({ if case .string = $0 { true } else { false } })
        {
          return .array(items)
        }
        return .null
      },
      "data(forKey:)": { call in
        if case .opaque(let opaque)? = stored(call), opaque is DataValue {
          return .opaque(opaque)
        }
        return .null
      },
      "url(forKey:)": { call in
        if let url = stored(call), case .record("URL", _) = url { return url }
        return .null
      },
    ]
    return type
  }()

  /// The text of a call's `forKey:` argument.
  private static func key(_ call: LibraryCall) -> String {
    call.run.describe(call.argument("forKey"))
  }

  /// What the store holds for a call's `forKey:` argument; nil when it holds nothing.
  private static func stored(_ call: LibraryCall) -> Value? {
    call.receiver(UserDefaultsStore.self).read(key(call), reader: nil)
  }
}
