import IdentityEngine
import SwiftSyntax

/// `@Environment(\.key)`: the common keys, valued as on an iPhone in portrait with default
/// settings, outside any presentation (see docs/semantics.md, "Environment").
extension Interpreter {
  /// The keys idlab values, and the value each reads. `dismiss` and `openURL` are actions that do
  /// nothing here; a body's `dismiss` is rebound to its presentation (`bindingDismiss`), and
  /// SwiftUI's dismiss action has no effect on a view that is not presented.
  static let environmentDefaults: [String: Value] = [
    "colorScheme": .enumCase(type: "ColorScheme", name: "light", payload: []),
    "horizontalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: []),
    "verticalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: []),
    "layoutDirection": .enumCase(type: "LayoutDirection", name: "leftToRight", payload: []),
    "dynamicTypeSize": .enumCase(type: "DynamicTypeSize", name: "large", payload: []),
    "scenePhase": .enumCase(type: "ScenePhase", name: "active", payload: []),
    "isEnabled": .bool(true),
    "isPresented": .bool(false),
    "isSearching": .bool(false),
    "accessibilityVoiceOverEnabled": .bool(false),
    "accessibilityReduceMotion": .bool(false),
    "accessibilityDifferentiateWithoutColor": .bool(false),
    "accessibilityReduceTransparency": .bool(false),
    // The rest of a device with no accessibility setting turned on, as a preview runs.
    "accessibilityEnabled": .bool(false),
    "accessibilityInvertColors": .bool(false),
    "accessibilityShowButtonShapes": .bool(false),
    "accessibilitySwitchControlEnabled": .bool(false),
    "accessibilityDimFlashingLights": .bool(false),
    "accessibilityLargeContentViewerEnabled": .bool(false),
    "accessibilityQuickActionsEnabled": .bool(false),
    "accessibilityAssistiveAccessEnabled": .bool(false),
    "accessibilityPlayAnimatedImages": .bool(true),
    "colorSchemeContrast": .enumCase(type: "ColorSchemeContrast", name: "standard", payload: []),
    "legibilityWeight": .enumCase(type: "LegibilityWeight", name: "regular", payload: []),
    "sizeCategory": .enumCase(type: "ContentSizeCategory", name: "large", payload: []),
    "isLuminanceReduced": .bool(false),
    "isFocused": .bool(false),
    "supportsMultipleWindows": .bool(false),
    "displayScale": .double(3),
    "pixelLength": .double(1.0 / 3),
    // The device's locale, time zone and calendar (`DeviceSettings`).
    "locale": DeviceSettings.locale(DeviceSettings.localeIdentifier),
    "timeZone": DeviceSettings.timeZone(DeviceSettings.timeZoneIdentifier),
    "calendar": LibraryType.calendarValue("gregorian"),
  ]

  /// Keys whose value is an action (`dismiss()`, `openURL(url)`).
  static let environmentActions: Set<String> = ["dismiss", "openURL"]

  /// Whether idlab gives `key` a value.
  static func isSupportedEnvironmentKey(_ key: String?) -> Bool {
    guard let key else { return false }
    return environmentDefaults[key] != nil || environmentActions.contains(key) || isTypeKey(key)
      || key == "modelContext" || key == "presentationMode" || key == "managedObjectContext"
  }

  /// The key of `@Environment(\.dismiss)` (`dismiss`), with the rest of a longer key path
  /// (`\.theme.color`: `theme.color`); for `@Environment(Model.self)` the argument as written
  /// (`Model.self`); nil without an argument.
  static func environmentKey(of attribute: AttributeSyntax) -> String? {
    guard case .argumentList(let list) = attribute.arguments, let first = list.first else {
      return nil
    }
    if let keyPath = first.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
      !keyPath.components.isEmpty,
      keyPath.components.allSatisfy({ $0.component.is(KeyPathPropertyComponentSyntax.self) })
    {
      return keyPath.components.map(\.component.trimmedDescription).joined(separator: ".")
    }
    return first.expression.trimmedDescription
  }

  /// The value an `@Environment` property reads (one shared value per key and run, so a view
  /// whose inputs include it still compares equal from one body to the next).
  func environmentValue(_ key: String?) throws(EvalError) -> Value {
    guard let key else { return .null }
    if let cached = environmentCache[key] { return cached }
    let value: Value
    if key == "modelContext" {
      value = .opaque(modelStore)
    } else if key == "presentationMode" {
      value = .opaque(PresentationModeValue(storage: nil))
    } else if key == "managedObjectContext" {
      value = .opaque(coreDataStore)
    } else if Self.environmentActions.contains(key) {
      value = .opaque(
        FunctionValue(name: key, body: .native { _ in .null }, context: Context(scope: globalScope))
      )
    } else if key == "widgetFamily", let family = model.widgetFamily {
      // A widget's preview (`#Preview(as: .accessoryCircular) { … } timeline: { … }`) shows the
      // family it names (Apple, `Preview(_:as:widget:timeline:)`: "family: The widget family").
      value = .enumCase(type: "WidgetFamily", name: family, payload: [])
    } else if let builtin = Self.environmentDefaults[key] {
      value = builtin
    } else {
      // A key idlab does not model (`\.undoManager`, a project's key from a file not given):
      // opaque by default.
      value = try customEnvironmentDefault(key) ?? .opaque(UnmodelledValue("\\." + key))
    }
    environmentCache[key] = value
    return value
  }
}
