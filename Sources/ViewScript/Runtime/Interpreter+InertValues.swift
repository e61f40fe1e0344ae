import Foundation
import IdentityEngine
import SwiftSyntax

/// Library values idlab carries without modelling them: styles (`SegmentedPickerStyle()`),
/// fonts (`.body.italic()`), animations (`.easeInOut(duration: 1).repeatForever()`), URLs.
///
/// They are opaque enum-like values: a member or method of one is another such value named after
/// the chain, so that a modifier can hold it. What a modifier shows is its argument's source text
/// (see `styleName`), so the chain is never lost.
extension Interpreter {
  /// SwiftUI and Foundation types whose values are carried inert.
  static let inertTypes: Set<String> = [
    "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle",
    "DefaultPickerStyle", "NavigationLinkPickerStyle", "PalettePickerStyle",
    "InsetGroupedListStyle", "GroupedListStyle", "PlainListStyle", "InsetListStyle",
    "SidebarListStyle", "DefaultListStyle", "PlainButtonStyle", "BorderlessButtonStyle",
    "BorderedButtonStyle", "BorderedProminentButtonStyle", "DefaultButtonStyle",
    "DefaultTextFieldStyle", "RoundedBorderTextFieldStyle", "PlainTextFieldStyle",
    "SwitchToggleStyle", "DefaultToggleStyle", "ButtonToggleStyle", "LinearProgressViewStyle",
    "CircularProgressViewStyle", "DefaultProgressViewStyle", "IconOnlyLabelStyle",
    "TitleOnlyLabelStyle", "TitleAndIconLabelStyle", "DefaultLabelStyle", "PageTabViewStyle",
    "DefaultTabViewStyle", "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle",
    "StrokeStyle", "URL", "ToolbarItemPlacement", "Visibility", "ColorScheme", "TextAlignment",
    "Material", "ShapeStyle", "ForegroundStyle", "TimeInterval", "UserInterfaceSizeClass",
    "DynamicTypeSize", "ScenePhase", "LayoutDirection", "KeyboardType", "UIKeyboardType",
    "SubmitLabel", "TextInputAutocapitalization", "ScrollBounceBehavior", "ContentShape",
    "PresentationDetent", "RoundedCornerStyle", "BlendMode", "SymbolRenderingMode",
    "CGLineCap", "CGLineJoin", "PageIndexViewStyle", "DefaultIndexViewStyle",
    "SidebarAdaptableTabViewStyle", "TabBarOnlyTabViewStyle", "GraphicalDatePickerStyle",
    "CompactDatePickerStyle", "WheelDatePickerStyle", "DefaultDatePickerStyle",
    "GroupedFormStyle", "ColumnsFormStyle", "AutomaticFormStyle", "DefaultMenuStyle",
    "ButtonMenuStyle", "BorderlessButtonMenuStyle", "PlainTextEditorStyle",
    "AutomaticTextEditorStyle", "DefaultGaugeStyle", "NavigationControlGroupStyle",
    "AutomaticControlGroupStyle", "CompactMenuControlGroupStyle", "PaletteControlGroupStyle",
    "DefaultDisclosureGroupStyle", "DefaultGroupBoxStyle", "AutomaticLabeledContentStyle",
    "NavigationSplitViewColumn", "NavigationSplitViewVisibility",
  ]

  /// The source text of a modifier argument that is an inert style, font or chain
  /// (`SegmentedPickerStyle()`, `.body.italic()`), on one line; nil for any other argument.
  func inertArgumentText(_ argument: Argument?) -> Value? {
    guard let argument, let syntax = argument.syntax,
      case .enumCase(let type, let name, _) = argument.value,
      Self.inertTypes.contains(type)
        || (type.isEmpty || Self.libraryTypes.contains(type))
          && name.contains(".")
    else { return nil }
    let text = syntax.trimmedDescription.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return .string(text)
  }

  /// A member of an inert library value: another inert value named after the chain
  /// (`body.italic`), or nil when `base` is not one (a user type's unknown member stays an error).
  /// A value an initializer idlab does not model made (`ProcessInfo()`) is no style a modifier
  /// holds: its members are the type's, opaque values named after the type and the member (as
  /// `sdkMember` gives) and listed below the screen, never a text of the chain (sample 61
  /// showed `init.globallyUniqueString`).
  func inertMember(
    _ name: String, of base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) -> Value? {
    guard case .enumCase(let type, let caseName, let payload) = base,
      type.isEmpty || Self.libraryTypes.contains(type), model.types[type] == nil
    else { return nil }
    if caseName == "init", !type.isEmpty, !Self.inertTypes.contains(type) {
      noteRuntimeOpaque(type + "." + name, at: node)
      return .opaque(UnmodelledValue(type + "." + name))
    }
    return .enumCase(
      type: type, name: "\(caseName).\(name)", payload: payload + arguments.map(\.value))
  }
}
