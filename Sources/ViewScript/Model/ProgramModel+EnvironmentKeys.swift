import SwiftSyntax

/// Custom environment values: the properties a program adds to `EnvironmentValues`.
///
///     struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.plain }
///     extension EnvironmentValues {
///       var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///       }
///       @Entry var accent: Color = .blue
///     }
extension ProgramModel {
  /// One custom environment value: where its default comes from, and its declaration.
  struct CustomEnvironmentValue {
    /// Where the default comes from.
    enum Default {
      /// `@Entry var name = expression` (or a stored property without a value: `nil`).
      case entry(ExprSyntax?)
      /// A computed property reading `self[Key.self]`: `Key.defaultValue`.
      case key(type: String)
    }

    var source: Default
    /// The property's declaration in `extension EnvironmentValues`.
    var syntax: Syntax
  }

  /// The custom environment value called `name`, if the program declares one.
  func customEnvironmentValue(_ name: String) -> CustomEnvironmentValue? {
    guard let values = libraryExtensions["EnvironmentValues"] else { return nil }
    if let stored = values.stored(name) {
      return CustomEnvironmentValue(source: .entry(stored.defaultValue), syntax: stored.syntax)
    }
    guard let computed = values.computedProperties[name], let getter = computed.getter,
      let keyType = Self.subscriptKeyType(in: Syntax(getter))
    else { return nil }
    return CustomEnvironmentValue(source: .key(type: keyType), syntax: computed.syntax)
  }

  /// The names of the program's custom environment values.
  var customEnvironmentNames: Set<String> {
    guard let values = libraryExtensions["EnvironmentValues"] else { return [] }
    let computed = values.computedProperties.keys.filter { customEnvironmentValue($0) != nil }
    return Set(values.storedProperties.map(\.name)).union(computed)
  }

  /// `Key` in the first `self[Key.self]` of a getter.
  private static func subscriptKeyType(in node: Syntax) -> String? {
    if let call = node.as(SubscriptCallExprSyntax.self), call.arguments.count == 1,
      let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
    {
      return base.trimmedDescription
    }
    for child in node.children(viewMode: .sourceAccurate) {
      if let found = subscriptKeyType(in: child) { return found }
    }
    return nil
  }
}
