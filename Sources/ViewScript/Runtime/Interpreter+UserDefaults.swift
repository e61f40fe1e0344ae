import IdentityEngine
import SwiftSyntax

/// `UserDefaults.standard` and `@AppStorage`, over the run's `UserDefaultsStore`.
extension Interpreter {
  /// `UserDefaults.standard.name(arguments)`: the getters answer as Foundation does for a key
  /// that holds nothing or a value of another kind (`0`, `false`, `0.0`, `nil`); nil for a
  /// method idlab does not simulate.
  func userDefaultsMethod(
    _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard let keyArgument = arguments.first(where: { $0.label == "forKey" }) else { return nil }
    let key = describe(keyArgument.value)
    let stored = userDefaults.read(key, reader: nil)
    switch name {
    case "set":
      userDefaults.write(key, arguments.first { $0.label == nil }?.value ?? .null)
      return .null
    case "removeObject":
      userDefaults.write(key, .null)
      return .null
    case "object":
      return stored ?? .null
    case "string":
      switch stored {
      case .string?: return stored ?? .null
      case .int?, .double?: return .string(describe(stored ?? .null))
      default: return .null
      }
    case "integer":
      switch stored {
      case .int?: return stored ?? .int(0)
      case .double(let double)?: return .int(Int(exactly: double.rounded(.down)) ?? 0)
      case .bool(let bool)?: return .int(bool ? 1 : 0)
      case .string(let string)?: return .int(Int(string) ?? 0)
      default: return .int(0)
      }
    case "double":
      switch stored {
      case .double?: return stored ?? .double(0)
      case .int(let int)?: return .double(Double(int))
      case .bool(let bool)?: return .double(bool ? 1 : 0)
      case .string(let string)?: return .double(Double(string) ?? 0)
      default: return .double(0)
      }
    case "bool":
      switch stored {
      case .bool?: return stored ?? .bool(false)
      case .int(let int)?: return .bool(int != 0)
      case .double(let double)?: return .bool(double != 0)
      case .string(let string)?:
        return .bool(["true", "yes"].contains(string.lowercased()) || (Int(string) ?? 0) != 0)
      default: return .bool(false)
      }
    case "array":
      if case .array? = stored { return stored ?? .null }
      return .null
    case "dictionary":
      if case .dictionary? = stored { return stored ?? .null }
      return .null
    case "stringArray":
      if case .array(let items)? = stored,
        items.allSatisfy({ if case .string = $0 { true } else { false } })
      {
        return stored ?? .null
      }
      return .null
    case "data":
      if case .opaque(let opaque)? = stored, opaque is DataValue { return stored ?? .null }
      return .null
    case "url":
      if case .record("URL", _)? = stored { return stored ?? .null }
      return .null
    default:
      return nil
    }
  }

  /// The binding behind an `@AppStorage("key") var name = default` property: it reads the
  /// store (the default when the key holds nothing) and registers the running body as a reader;
  /// it writes the store, which invalidates every view that read the key.
  func appStorageBinding(_ property: TypeDecl.Property, in type: TypeDecl) throws(EvalError)
    -> Binding
  {
    let context = Context(scope: Scope(parent: globalScope), staticType: type)
    let written =
      try property.storageKey.map { (expr) throws(EvalError) in
        describe(try evaluate(expr, context))
      } ?? property.name
    // A scene's storage is its own: a NUL first character, which no `UserDefaults` key
    // written in Swift source has, keeps its keys apart.
    let key = property.isSceneStorage ? "\u{0}scene " + written : written
    let fallback =
      try property.defaultValue.map { (expr) throws(EvalError) in try evaluate(expr, context) }
      ?? .null
    let store = userDefaults
    return Binding(
      get: { [weak self] in store.read(key, reader: self?.observingStorage) ?? fallback },
      set: { newValue in store.write(key, newValue) })
  }
}
