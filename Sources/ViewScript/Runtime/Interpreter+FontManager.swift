import IdentityEngine
import SwiftSyntax

/// Core Text's font manager as an app sees it on launch (see docs/semantics.md, "Core Text's font
/// manager"): the app has registered no fonts, so the registered descriptors are an empty array,
/// and the registry's change notification is a name a program can observe, which the simulated
/// system never posts. Registering fonts, or reading a font file, needs the font's bytes and a
/// renderer idlab does not have: those functions stay `S120` names that stop the step.
extension Interpreter {
  /// The Core Text names this file gives values to.
  static let fontManagerNames: Set<String> = [
    fontsChangedNotification, registeredDescriptorsFunction,
  ]

  /// The name of the registry's change notification, a `CFString` in Swift.
  static let fontsChangedNotification = "kCTFontManagerRegisteredFontsChangedNotification"

  /// The function that lists the fonts the app registered.
  static let registeredDescriptorsFunction = "CTFontManagerCopyRegisteredFontDescriptors"

  /// The text of `kCTFontManagerRegisteredFontsChangedNotification`.
  static let fontsChangedNotificationText = "CTFontManagerFontChangedNotification"

  /// `kCTFontManagerRegisteredFontsChangedNotification`: the notification's name, a string;
  /// nil for another name.
  func fontManagerConstant(_ name: String) -> Value? {
    guard name == Self.fontsChangedNotification, model.globals[name] == nil else { return nil }
    return .string(Self.fontsChangedNotificationText)
  }

  /// `CTFontManagerCopyRegisteredFontDescriptors(scope, enabled)`: the descriptors the app
  /// registered, none in any scope.
  func registeredFontDescriptors(_ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
      case .bool = arguments[1].value
    else {
      throw invalidArguments(
        Self.registeredDescriptorsFunction, .expectedForm,
        ["form": Self.registeredDescriptorsFunction + "(scope, enabled)"], at: node)
    }
    return .array([])
  }
}
