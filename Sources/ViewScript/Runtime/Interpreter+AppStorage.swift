import IdentityEngine
import SwiftSyntax

/// `@AppStorage` and `@SceneStorage`, over the run's `UserDefaultsStore` (which
/// `UserDefaults.standard` is, `LibraryType.userDefaults`).
extension Interpreter {
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
