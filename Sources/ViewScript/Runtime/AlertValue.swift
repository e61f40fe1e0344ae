import IdentityEngine

/// The pre-iOS 15 `Alert(title:message:dismissButton:)` (or `primaryButton:secondaryButton:`)
/// an `.alert(isPresented:content:)` or `.alert(item:content:)` closure returns: shown as the
/// same alert as `.alert(_:isPresented:actions:message:)` (`Interpreter+Presentation.swift`).
final class AlertValue: OpaqueReference, @unchecked Sendable {
  let title: String
  let message: ViewDescription?
  /// The buttons, in order (none: SwiftUI's "OK").
  let buttons: [ViewDescription]

  init(title: String, message: ViewDescription?, buttons: [ViewDescription]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  override var displayDescription: String { "Alert" }
  override var swiftTypeName: String { "Alert" }
}
